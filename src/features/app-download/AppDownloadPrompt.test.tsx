import { describe, expect, it } from 'vitest';
import { waitFor } from '../../../bridge/testing/wait-for.ts';
import { byText } from '../../testing/dom.ts';
import { setUpScreens } from '../../testing/mount-screen.ts';

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
