import { describe, expect, it, vi } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { type AuthState, createAuthStore, type TokenVault, VAULT_WAIT_MS } from './auth-state.ts';
import { createMemoryStorage, createSafeStorage } from '../lib/storage.ts';
import { LOCAL_KEYS } from '../lib/storage-keys.ts';
import { fakeJwt } from './testing/fake-jwt.ts';

/** A host's Keychain in miniature, with the calls it saw. */
function memoryVault(initial: string | null = null) {
  let token = initial;
  const vault: TokenVault & { token: () => string | null } = {
    get: vi.fn(async () => token),
    set: vi.fn(async (next: string | null) => {
      token = next;
    }),
    token: () => token,
  };
  return vault;
}

function store(localToken?: string) {
  const localStorage = createMemoryStorage();
  if (localToken) localStorage.setItem(LOCAL_KEYS.accessToken, localToken);
  const local = createSafeStorage(() => localStorage);
  const state = proxy<AuthState>({ trackId: null, accessToken: null, userId: null });
  const store = createAuthStore({ state, local, session: createSafeStorage(() => createMemoryStorage()) });
  return { auth: { state, ...store }, localStorage };
}

describe('the access token in the host’s secure storage', () => {
  it('moves a token from local storage into the vault, and keeps it out of local storage', async () => {
    const token = fakeJwt({ sub: '7' });
    const { auth, localStorage } = store(token);
    const vault = memoryVault();
    await auth.keepTokenIn(vault);
    expect(vault.token()).toBe(token);
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    expect(auth.state).toMatchObject({ accessToken: token, userId: '7' });
  });

  it('signs in with the vault’s token when the page has none', async () => {
    const token = fakeJwt({ sub: '9' });
    const { auth } = store();
    expect(auth.state.accessToken).toBeNull();
    await auth.keepTokenIn(memoryVault(token));
    expect(auth.state).toMatchObject({ accessToken: token, userId: '9' });
  });

  it('writes later sessions and the logout to the vault only', async () => {
    const { auth, localStorage } = store();
    const vault = memoryVault();
    await auth.keepTokenIn(vault);
    const token = fakeJwt({ sub: '3' });
    auth.setSession({ accessToken: token });
    await vi.waitFor(() => expect(vault.token()).toBe(token));
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    auth.clear();
    await vi.waitFor(() => expect(vault.token()).toBeNull());
  });

  it('does not bring back a token the guest logged out of before the vault was known', async () => {
    const { auth } = store(fakeJwt({ sub: '4' }));
    auth.clear();
    const vault = memoryVault(fakeJwt({ sub: '4' }));
    await auth.keepTokenIn(vault);
    expect(auth.state.accessToken).toBeNull();
    expect(vault.token()).toBeNull();
  });

  it('keeps a token of local storage there until the vault has stored it: a web view closed in between loses nothing', async () => {
    const token = fakeJwt({ sub: '7' });
    const { auth, localStorage } = store(token);
    let stored = () => {};
    const vault: TokenVault = {
      get: async () => null,
      set: vi.fn(() => new Promise<void>((resolve) => (stored = resolve))),
    };
    await auth.keepTokenIn(vault);
    expect(vault.set).toHaveBeenCalledWith(token);
    // The host has not said it holds the token yet: were the web view closed now, the next start finds it here.
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBe(token);
    stored();
    await vi.waitFor(() => expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull());
    expect(auth.state).toMatchObject({ accessToken: token, userId: '7' });
  });

  it('keeps the token in memory when the vault cannot be read; one of local storage stays there, a new one never goes there', async () => {
    const token = fakeJwt({ sub: '5' });
    const { auth, localStorage } = store(token);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const set = vi.fn();
    await auth.keepTokenIn({ get: async () => Promise.reject(new Error('locked')), set });
    expect(auth.state).toMatchObject({ accessToken: token, userId: '5' });
    // The vault never took it: removed, the guest would be signed out at the next start.
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBe(token);
    const next = fakeJwt({ sub: '6' });
    auth.setSession({ accessToken: next });
    expect(auth.state.accessToken).toBe(next);
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    expect(set).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it(`waits ${VAULT_WAIT_MS} ms for a vault that never answers, and keeps the token in memory only meanwhile and after`, async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { auth, localStorage } = store();
      const set = vi.fn(async () => {});
      let settled = false;
      void auth.keepTokenIn({ get: () => new Promise(() => {}), set }).then(() => {
        settled = true;
      });
      const token = fakeJwt({ sub: '8' });
      auth.setSession({ accessToken: token });
      expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
      await vi.advanceTimersByTimeAsync(VAULT_WAIT_MS - 1);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(settled).toBe(true);
      expect(auth.state).toMatchObject({ accessToken: token, userId: '8' });
      expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
      expect(set).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
      vi.useRealTimers();
    }
  });

  it('keeps the token in memory when the vault fails to store it', async () => {
    const { auth, localStorage } = store();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await auth.keepTokenIn({ get: async () => null, set: async () => Promise.reject(new Error('full')) });
    const token = fakeJwt({ sub: '2' });
    auth.setSession({ accessToken: token });
    await vi.waitFor(() => expect(error).toHaveBeenCalled());
    expect(auth.state.accessToken).toBe(token);
    expect(localStorage.getItem(LOCAL_KEYS.accessToken)).toBeNull();
    error.mockRestore();
  });
});
