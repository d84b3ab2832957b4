import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startTestSandbox,
  type TestSandbox,
} from '../../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import {
  clickText,
  type MountedScreen,
  mountScreen,
  SANDBOX_NOW,
  texts,
  waitFor,
} from '../testing/mount-screen.ts';

let sb: TestSandbox;
let mounted: MountedScreen | null = null;

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.stop());
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  localStorage.clear();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('venue details', () => {
  it('shows address, phone, the week with today marked, the break and the state', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SANDBOX_NOW });
    mounted = await mountScreen('/filials/14/details', sb.url);
    const root = mounted.root;
    await waitFor(() => root.querySelector('.dkd-week'));
    expect(texts(root, 'h1')).toEqual(['Dala Coffee']);
    expect(texts(root, '.dkd-facts dt')).toEqual(['Address', 'Phone', 'Ways to order']);
    expect(root.querySelector('.dkd-facts a[href^="tel:+7"]')).not.toBeNull();
    expect(texts(root, '.dkd-week tr[aria-current="date"] th')).toEqual(['Tuesday · Today']);
    expect(texts(root, '[data-testid="break"]')).toEqual(['Break 15:00–16:00']);
    expect(texts(root, '[data-testid="opening-state"]')[0]).toMatch(/^Open · Closes at \d\d:\d\d$/);
    expect(root.querySelector('[data-banner="weather_issues"]')?.textContent).toContain('Bad weather');
  });

  it('shares the venue through the browser’s share sheet, with its name and a link back to it', async () => {
    const share = vi.fn(async () => {});
    Object.defineProperty(window.navigator, 'share', { value: share, configurable: true });
    try {
      mounted = await mountScreen('/filials/14/details', sb.url);
      const root = mounted.root;
      await waitFor(() => root.querySelector('.dkd-week'));
      await waitFor(() =>
        [...root.querySelectorAll('button')].find((b) => b.textContent === 'Share this venue'),
      );
      clickText(root, 'button', 'Share this venue');
      await waitFor(() => share.mock.calls.length === 1);
      expect(share).toHaveBeenCalledWith({
        title: 'Dala Coffee',
        text: expect.stringMatching(/^Dala Coffee, .+/),
        url: expect.stringMatching(/^http:\/\/.+filials(\/|%2F)14/),
      });
    } finally {
      Reflect.deleteProperty(window.navigator, 'share');
    }
  });

  it('shows the rush state with its delay', async () => {
    mounted = await mountScreen('/filials/15/details', sb.url);
    await waitFor(() => mounted?.root.querySelector('[data-testid="rush"]'));
    expect(texts(mounted.root, '[data-testid="rush"] span')).toEqual(['Orders take about 30 minutes longer']);
  });

  it('opens the messenger and the maps apps through the bridge (a new tab in a browser)', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    mounted = await mountScreen('/filials/11/details', sb.url);
    const root = mounted.root;
    await waitFor(() => root.querySelector('[data-app="google"]'));
    clickText(root, 'button', 'Write to the venue');
    await waitFor(() => opened.mock.calls.length === 1);
    expect(opened.mock.calls[0]?.[0]).toBe('https://t.me/dala_coffee_11');
    (root.querySelector('[data-app="2gis"]') as HTMLElement).click();
    await waitFor(() => opened.mock.calls.length === 2);
    expect(String(opened.mock.calls[1]?.[0])).toMatch(/^https:\/\/2gis\.kz\/geo\/76\.\d+%2C43\.\d+$/);
  });

  it('reports the missing messenger link of a venue without one (SPEC §5)', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    mounted = await mountScreen('/filials/16/details', sb.url);
    const root = mounted.root;
    await waitFor(() => root.querySelector('.dkd-week'));
    clickText(root, 'button', 'Write to the venue');
    await waitFor(() => root.querySelector('.dk-notification'));
    expect(root.querySelector('.dk-notification')?.textContent).toContain('This venue has no messenger link');
    expect(opened).not.toHaveBeenCalled();
  });

  it('says the venue is not found for an unknown venue', async () => {
    mounted = await mountScreen('/filials/999/details', sb.url);
    await waitFor(() => mounted?.root.querySelector('[role="alert"]'));
    expect(texts(mounted.root, '[role="alert"]')).toEqual(['Venue not found']);
  });
});
