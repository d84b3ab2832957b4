import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeHostError } from '../../bridge/host/index.ts';
import { waitFor } from '../../bridge/testing/wait-for.ts';
import { setUpScreens, signIn } from '../testing/mount-screen.ts';
import { installNativeHost, type NativeHost } from '../testing/native-host.ts';

const screens = setUpScreens();
let native: NativeHost | null = null;
afterEach(() => {
  native?.remove();
  native = null;
});

const failing = {
  'secure.get': () => {
    throw new BridgeHostError('internal', 'the Keychain is locked');
  },
  'secure.set': () => {
    throw new BridgeHostError('internal', 'the Keychain is locked');
  },
};

/**
 * docs/protocol.md: a host that offers `secure.get` and `secure.set` is told the token never goes to the web
 * view's storage. When its store fails, the app keeps the token in memory for the session instead.
 */
describe('a host whose secure storage fails', () => {
  it('signs the guest in by the launch track id with the token in memory, not in local storage', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { track_id } = await screens.sandbox.grant(1);
    native = installNativeHost(failing, { launch: { trackId: track_id } });
    const mounted = await screens.mount('/orders');
    await waitFor(() => mounted.screen() === 'orders');
    expect(native.calls).toContain('secure.get');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });

  it('takes a token the page kept out of local storage, and the guest stays signed in', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await signIn(screens.sandbox, 1);
    native = installNativeHost(failing);
    const mounted = await screens.mount('/orders');
    await waitFor(() => native?.calls.includes('secure.get'));
    await waitFor(() => mounted.screen() === 'orders');
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});

describe('a host that keeps the token in its secure storage', () => {
  it('reads it before any sign-in: a login-required route makes no auth.* call', async () => {
    const { access_token } = await screens.sandbox.grant(1);
    native = installNativeHost({
      // The Keychain answers a moment later, as a native store does, after the login guard has run.
      'secure.get': () => new Promise((answer) => setTimeout(() => answer({ value: access_token }), 200)),
    });
    const mounted = await screens.mount('/orders');
    await waitFor(() => mounted.screen() === 'orders');
    expect(native.calls).toContain('secure.get');
    expect(native.calls.filter((method) => method.startsWith('auth.'))).toEqual([]);
    expect(localStorage.getItem('accessToken')).toBeNull();
  });
});
