import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '../../bridge/testing/wait-for.ts';
import { setUpScreens } from '../testing/mount-screen.ts';
import { installNativeHost, type NativeHost } from '../testing/native-host.ts';

const screens = setUpScreens();
let native: NativeHost | null = null;
afterEach(() => {
  native?.remove();
  native = null;
});

/**
 * The app's page, opened by the host on a deep route after a page of its own in the same history (a webview's
 * first page, or the partner's page around the app shell's iframe: the two share one history).
 */
async function openedOn(path: string) {
  window.history.pushState(null, '', '/partner/page');
  native = installNativeHost();
  const mounted = await screens.mount(path);
  await waitFor(() => native?.host.connected);
  return { mounted, host: native.host };
}

/**
 * docs/contract/screens.md#layers-and-the-back-button with a host's back button (ADR 0204): the app answers for its own history only. The page history
 * of a webview or of an iframe is shared with what came before the app (the partner's page): going back in
 * it from the app's first entry would take the host's page back.
 */
describe("the host's back button", () => {
  it('is not handled on the route the app was opened on, and the page history is left alone', async () => {
    const { mounted, host } = await openedOn('/filials/12/details');
    await waitFor(() => mounted.screen() === 'filial-details');
    const historyBack = vi.spyOn(window.history, 'back');
    await expect(host.back()).resolves.toEqual({ handled: false });
    expect(historyBack).not.toHaveBeenCalled();
    expect(mounted.path()).toBe('/filials/12/details');
  });

  it('goes back through the entries the app added, then is not handled', async () => {
    const { mounted, host } = await openedOn('/filials/12');
    mounted.handle.navigate('/filials/12/details');
    await waitFor(() => mounted.path() === '/filials/12/details');
    await expect(host.back()).resolves.toEqual({ handled: true });
    await waitFor(() => mounted.path() === '/filials/12');
    const historyBack = vi.spyOn(window.history, 'back');
    await expect(host.back()).resolves.toEqual({ handled: false });
    expect(historyBack).not.toHaveBeenCalled();
  });

  it("leaves the page history alone on the screen's own back button too, and goes Home", async () => {
    const { mounted } = await openedOn('/filials/12/details');
    const button = await waitFor(() =>
      mounted.root.querySelector<HTMLButtonElement>('.dkd-header-row button'),
    );
    const historyBack = vi.spyOn(window.history, 'back');
    button.click();
    await waitFor(() => mounted.path() === '/');
    expect(historyBack).not.toHaveBeenCalled();
  });
});
