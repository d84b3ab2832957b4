import { afterEach, describe, expect, it } from 'vitest';
import { waitFor } from '../../bridge/testing/wait-for.ts';
import { setUpScreens } from '../testing/mount-screen.ts';
import { installNativeHost, type NativeHost } from '../testing/native-host.ts';

const screens = setUpScreens();
let native: NativeHost | null = null;
afterEach(() => {
  native?.remove();
  native = null;
});

/** A host that offers the issue 31 controls and notes what the app asked of them, in order. */
async function hostWithControls(path: string) {
  const asked: { method: string; params: unknown }[] = [];
  const note = (method: string) => (params: unknown) => {
    asked.push({ method, params });
    return null;
  };
  native = installNativeHost({
    'backButton.set': note('backButton.set'),
    'view.expand': note('view.expand'),
  });
  const mounted = await screens.mount(path);
  await waitFor(() => native?.host.connected);
  const backButton = () =>
    asked.filter((call) => call.method === 'backButton.set').map((call) => call.params);
  const expand = () => asked.filter((call) => call.method === 'view.expand').map((call) => call.params);
  return { mounted, host: native.host, backButton, expand };
}

/**
 * Issue 31 §3: the host's back button shows what the app's `back` answer would be (ADR 0204): hidden at the
 * root, so that the host shows its own back or close there; shown while Back stays in the app.
 */
describe("the host's back button and sheet", () => {
  it('is hidden at Home, shown on the Menu opened from it, and hidden again back at Home', async () => {
    const { mounted, host, backButton, expand } = await hostWithControls('/');
    await waitFor(() => backButton().length > 0);
    expect(backButton()).toEqual([{ visible: false }]);
    expect(expand()).toEqual([]);

    mounted.handle.navigate('/filials/12');
    await waitFor(() => backButton().length === 2);
    expect(backButton()[1]).toEqual({ visible: true });
    // Opening a venue's menu starts the order: the host's sheet grows to full height, once.
    await waitFor(() => expand().length > 0);
    expect(expand()).toEqual([{ fullscreen: false }]);

    await expect(host.back()).resolves.toEqual({ handled: true });
    await waitFor(() => mounted.path() === '/');
    await waitFor(() => backButton().length === 3);
    expect(backButton()[2]).toEqual({ visible: false });
    mounted.handle.navigate('/filials/12');
    await waitFor(() => backButton().length === 4);
    expect(expand()).toEqual([{ fullscreen: false }]);
  });

  it('is hidden on the deep route the host opened the app on, where back is the host’s', async () => {
    window.history.pushState(null, '', '/partner/page');
    const { mounted, host, backButton } = await hostWithControls('/filials/12/details');
    await waitFor(() => mounted.screen() === 'filial-details');
    await waitFor(() => backButton().length > 0);
    expect(backButton()).toEqual([{ visible: false }]);
    await expect(host.back()).resolves.toEqual({ handled: false });
  });
});
