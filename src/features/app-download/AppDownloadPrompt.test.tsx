import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../bridge/testing/wait-for.ts';
import { byText } from '../../testing/dom.ts';
import { setUpScreens } from '../../testing/mount-screen.ts';
import {
  DISMISS_DAYS,
  dismissPrompt,
  readRecord,
  recordOrder,
  recordVisit,
  shouldPrompt,
  storePlatform,
  storesFor,
} from './AppDownloadPrompt.tsx';

const screens = setUpScreens();
const banner = () => screens.mounted.root.querySelector<HTMLElement>('[data-testid="app-download"]');
/** The guest opened the app once before, in another tab session. */
const secondVisit = () =>
  localStorage.setItem('dk-app-prompt', JSON.stringify({ visits: 1, ordered: false }));
const homeShown = () => waitFor(() => screens.mounted.root.querySelector('[data-screen="home"]'));
/** The prompt counted this visit: it has decided whether to show. */
const counted = (visits: number) =>
  waitFor(() => JSON.parse(localStorage.getItem('dk-app-prompt') ?? '{}').visits === visits);

/** docs/contract/screens.md#other-screens-and-dialogs "app-download prompt" (issue 11, item 7). */
describe('the app-download prompt', { timeout: 30_000 }, () => {
  it('is not shown on the very first visit', async () => {
    await screens.mount('/');
    await homeShown();
    await counted(1);
    await screens.mount('/');
    await homeShown();
    expect(JSON.parse(localStorage.getItem('dk-app-prompt') ?? '{}')).toMatchObject({ visits: 1 });
    expect(banner()).toBeNull();
  });

  it('invites on Home from the second visit, with both stores on a computer, until "Not now"', async () => {
    secondVisit();
    const { root } = await screens.mount('/');
    await waitFor(() => banner());
    expect(screens.mounted.root.querySelector('[role="dialog"] h2')?.textContent).toBe(
      'Order faster in the app',
    );
    expect([...(banner()?.querySelectorAll('a') ?? [])].map((link) => link.textContent)).toEqual([
      'Get it on App Store',
      'Get it on Google Play',
    ]);
    byText<HTMLButtonElement>(root, '[data-testid="app-download"] button', 'Not now')?.click();
    await waitFor(() => !banner());
    sessionStorage.clear();
    await screens.mount('/');
    await homeShown();
    await counted(3);
    expect(JSON.parse(localStorage.getItem('dk-app-prompt') ?? '{}').dismissedAt).toEqual(expect.any(Number));
    expect(banner()).toBeNull();
  });

  it('stays off the other screens, and shows once the guest comes Home', async () => {
    secondVisit();
    const { handle } = await screens.mount('/faq');
    await waitFor(() => screens.mounted.root.querySelector('[data-screen="faq"]'));
    await counted(2);
    expect(banner()).toBeNull();
    handle.navigate('/');
    await waitFor(() => banner());
  });
});

const memory = () => {
  const values = new Map<string, string>();
  return {
    get: (key: string) => values.get(key) ?? null,
    set: (key: string, value: string) => values.set(key, value),
  };
};
const DAY = 24 * 60 * 60 * 1000;

describe('which store a browser is offered', () => {
  it('reads the platform from the user agent', () => {
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const android =
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
    const ipad =
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
    expect(storePlatform(iphone)).toBe('ios');
    expect(storePlatform(android)).toBe('android');
    expect(storePlatform(ipad, 5)).toBe('ios');
    expect(storePlatform(ipad, 0)).toBe('other');
  });

  it('gives a phone its store and a computer both', () => {
    expect(storesFor('ios').map((store) => store.name)).toEqual(['App Store']);
    expect(storesFor('android').map((store) => store.name)).toEqual(['Google Play']);
    expect(storesFor('other').map((store) => store.name)).toEqual(['App Store', 'Google Play']);
  });
});

describe('when the prompt shows', () => {
  it('waits for a second visit, counting a tab session once', () => {
    const local = memory();
    const first = memory();
    expect(shouldPrompt(recordVisit(local, first), 0)).toBe(false);
    expect(shouldPrompt(recordVisit(local, first), 0)).toBe(false);
    expect(shouldPrompt(recordVisit(local, memory()), 0)).toBe(true);
  });

  it('shows after the first order even on the first visit', () => {
    const local = memory();
    recordVisit(local, memory());
    expect(shouldPrompt(recordOrder(local), 0)).toBe(true);
  });

  it('stays away for the quiet days after "Not now", then may come back', () => {
    const local = memory();
    recordOrder(local);
    const dismissed = dismissPrompt(local, 1000);
    expect(shouldPrompt(dismissed, 1000 + (DISMISS_DAYS - 1) * DAY)).toBe(false);
    expect(shouldPrompt(readRecord(local), 1000 + DISMISS_DAYS * DAY)).toBe(true);
  });

  it('reads a damaged record as a fresh one', () => {
    const local = memory();
    local.set('dk-app-prompt', '{not json');
    expect(readRecord(local)).toEqual({ visits: 0, ordered: false, dismissedAt: null });
  });
});
