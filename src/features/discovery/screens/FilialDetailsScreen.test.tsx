import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../../../bridge/testing/wait-for.ts';
import { clickText, texts } from '../../../testing/dom.ts';
import { SANDBOX_NOW, setUpScreens } from '../../../testing/mount-screen.ts';

const screens = setUpScreens();

describe('venue details', () => {
  it('shows address, phone, the week with today marked, the break and the state', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: SANDBOX_NOW });
    const { root } = await screens.mount('/filials/14/details');
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
      const { root } = await screens.mount('/filials/14/details');
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
    await screens.mount('/filials/15/details');
    await waitFor(() => screens.mounted.root.querySelector('[data-testid="rush"]'));
    expect(texts(screens.mounted.root, '[data-testid="rush"] span')).toEqual([
      'Orders take about 30 minutes longer',
    ]);
  });

  it('opens the messenger and the maps apps through the bridge (a new tab in a browser)', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { root } = await screens.mount('/filials/11/details');
    await waitFor(() => root.querySelector('[data-app="google"]'));
    clickText(root, 'button', 'Write to the venue');
    await waitFor(() => opened.mock.calls.length === 1);
    expect(opened.mock.calls[0]?.[0]).toBe('https://t.me/dala_coffee_11');
    (root.querySelector('[data-app="2gis"]') as HTMLElement).click();
    await waitFor(() => opened.mock.calls.length === 2);
    expect(String(opened.mock.calls[1]?.[0])).toMatch(/^https:\/\/2gis\.kz\/geo\/76\.\d+%2C43\.\d+$/);
  });

  it('reports the missing messenger link of a venue without one (docs/contract/validation.md#messenger-link)', async () => {
    const opened = vi.spyOn(window, 'open').mockReturnValue(null);
    const { root } = await screens.mount('/filials/16/details');
    await waitFor(() => root.querySelector('.dkd-week'));
    clickText(root, 'button', 'Write to the venue');
    await waitFor(() => root.querySelector('.dk-notification'));
    expect(root.querySelector('.dk-notification')?.textContent).toContain('This venue has no messenger link');
    expect(opened).not.toHaveBeenCalled();
  });

  it('says the venue is not found for an unknown venue', async () => {
    await screens.mount('/filials/999/details');
    await waitFor(() => screens.mounted.root.querySelector('[role="alert"]'));
    expect(texts(screens.mounted.root, '[role="alert"]')).toEqual(['Venue not found']);
  });
});
