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

/**
 * docs/contract/states.md#login-by-track-id "Login by trackId": a host that signs the guest in hands the app a track id in the welcome. The app
 * exchanges it, and asks the host for nothing more: a host would show its sign-in screen for every auth.*.
 */
describe('a launch track id', { timeout: 60_000 }, () => {
  it('signs the guest in on a login-required route without a single auth.* call, 20 starts in 20', async () => {
    const asked: string[][] = [];
    for (let start = 0; start < 20; start++) {
      localStorage.clear();
      sessionStorage.clear();
      const { track_id } = await screens.sandbox.grant(1);
      native = installNativeHost({}, { launch: { trackId: track_id } });
      const mounted = await screens.mount('/orders');
      await waitFor(() => mounted.screen() === 'orders');
      asked.push(native.calls.filter((method) => method.startsWith('auth.')));
      mounted.unmount();
      native.remove();
      native = null;
    }
    expect(asked.filter((calls) => calls.length > 0)).toEqual([]);
  });
});
