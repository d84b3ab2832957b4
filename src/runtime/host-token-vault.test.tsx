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
 * docs/protocol.md: a host that offers `secure.get` and `secure.set` is told no token is written to the web
 * view's storage. When its store fails, the app keeps a new token in memory for the session instead; one the
 * page already had stays where it was until the store has taken it.
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

  it('leaves a token of local storage where it was, and the guest stays signed in now and at the next start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const token = await signIn(screens.sandbox, 1);
    native = installNativeHost(failing);
    const mounted = await screens.mount('/orders');
    await waitFor(() => native?.calls.includes('secure.get'));
    await waitFor(() => mounted.screen() === 'orders');
    // The store never took it: removed, the guest would be signed out at the next start.
    expect(localStorage.getItem('accessToken')).toBe(token);
  });
});

describe('a web view closed while the host stores a token of local storage', () => {
  it('is still signed in at the next start', async () => {
    await signIn(screens.sandbox, 1);
    // The Keychain takes its time; the guest closes the mini-app before it has said it holds the token.
    native = installNativeHost({
      'secure.get': () => ({ value: null }),
      'secure.set': () => new Promise(() => {}),
    });
    const first = await screens.mount('/orders');
    await waitFor(() => native?.calls.includes('secure.set'));
    first.unmount();
    native.remove();
    native = installNativeHost({ 'secure.get': () => ({ value: null }) });
    const next = await screens.mount('/orders');
    await waitFor(() => next.screen() === 'orders' || next.screen() === 'login-required');
    expect(next.screen()).toBe('orders');
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
