import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api/errors.ts';
import type { SeenRequest } from '../api/testing/fake-fetch.ts';
import { AuthError } from './login-state.ts';
import { decodeLoginState, encodeLoginState, LOGIN_NONCE_KEY } from './login-state.ts';
import { createMemoryStorage } from '../lib/storage.ts';
import { bodyOf, hostPort, isTokenCall, setup, setUpAuthCores, TOKEN_A } from './testing/auth-fixtures.ts';

setUpAuthCores();

describe('login with a code', () => {
  it('exchanges the code, stores the token and tells analytics and listeners', async () => {
    const { core, seen, local, session, setAnalyticsUserId } = setup();
    const listener = vi.fn();
    core.auth.onLogin(listener);
    await core.auth.loginWithCode('C-1');
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('http://app.test/proxy/api/v2/oauth2/tokens');
    expect(bodyOf(call as SeenRequest)).toEqual({
      client_id: 'web-client',
      grant_type: 'authorization_code',
      redirect_uri: 'http://app.test/auth',
      code: 'C-1',
    });
    expect(call?.headers.get('x-idempotency-key')).toBeTruthy();
    expect(call?.headers.has('authorization')).toBe(false);
    expect(core.state.root.auth).toMatchObject({ accessToken: TOKEN_A, userId: 'user-a' });
    expect(local.getItem('accessToken')).toBe(TOKEN_A);
    expect(session.getItem('authIdempotencyKey')).toBeNull();
    expect(setAnalyticsUserId).toHaveBeenCalledWith('user-a');
    expect(listener).toHaveBeenCalledWith('user-a');
    expect(core.auth.isSignedIn()).toBe(true);
  });

  it('resends the exchange after a dropped connection with the same key', async () => {
    const { core, seen } = setup({
      handler: (_, index) =>
        index === 0 ? { networkError: 'socket hang up' } : { status: 200, body: { access_token: TOKEN_A } },
    });
    await core.auth.loginWithCode('C-1');
    const exchanges = seen.filter(isTokenCall);
    expect(exchanges).toHaveLength(2);
    expect(exchanges[0]?.headers.get('x-idempotency-key')).toBe(
      exchanges[1]?.headers.get('x-idempotency-key'),
    );
  });

  it('keeps the intent key in session storage across a reload, and makes a new one for a new code', async () => {
    const session = createMemoryStorage();
    const down = setup({ session, handler: () => ({ networkError: 'offline' }) });
    await expect(down.core.auth.loginWithCode('C-1')).rejects.toSatisfy((error) =>
      isApiError(error, 'network'),
    );
    const firstKey = down.seen[0]?.headers.get('x-idempotency-key');
    expect(session.getItem('authIdempotencyKey')).toContain(firstKey);
    expect(session.getItem('authIdempotencyKey')).not.toContain('C-1');

    const reloaded = setup({ session });
    await reloaded.core.auth.loginWithCode('C-1');
    expect(reloaded.seen[0]?.headers.get('x-idempotency-key')).toBe(firstKey);

    const other = setup();
    await other.core.auth.loginWithCode('C-2');
    expect(other.seen[0]?.headers.get('x-idempotency-key')).not.toBe(firstKey);
  });

  it('fails on an answer without a token and stays signed out', async () => {
    const { core } = setup({ handler: () => ({ status: 200, body: { data: {} } }) });
    await expect(core.auth.loginWithCode('C-1')).rejects.toSatisfy((error) => isApiError(error, 'malformed'));
    expect(core.auth.isSignedIn()).toBe(false);
  });
});

describe('login with a track id', () => {
  it('exchanges a new track id and stores it', async () => {
    const { core, seen, local } = setup();
    await expect(core.auth.loginWithTrackId('T-1')).resolves.toBe(true);
    expect(bodyOf(seen[0] as SeenRequest)).toEqual({
      client_id: 'web-client',
      grant_type: 'authorization_track_id',
      track_id: 'T-1',
    });
    expect(local.getItem('trackId')).toBe('T-1');
    expect(core.state.root.auth.trackId).toBe('T-1');
  });

  it('skips the exchange for the stored track id', async () => {
    const local = createMemoryStorage();
    local.setItem('trackId', 'T-1');
    local.setItem('accessToken', TOKEN_A);
    const { core, seen } = setup({ local });
    expect(core.state.root.auth.userId).toBe('user-a');
    await expect(core.auth.loginWithTrackId('T-1')).resolves.toBe(false);
    expect(seen).toHaveLength(0);
    await expect(core.auth.loginWithTrackId('T-2')).resolves.toBe(true);
    expect(seen.filter(isTokenCall)).toHaveLength(1);
  });
});

describe('login through the host', () => {
  it('uses the code or the track id the host gives', async () => {
    const host = hostPort({ status: 'success', code: 'HC' }, { status: 'success', trackId: 'HT' });
    const { core, seen } = setup({ host });
    await expect(core.auth.loginWithHost()).resolves.toBe('success');
    await expect(core.auth.loginWithHost()).resolves.toBe('success');
    expect(seen.filter(isTokenCall).map((request) => bodyOf(request).grant_type)).toEqual([
      'authorization_code',
      'authorization_track_id',
    ]);
  });

  it('passes a dismissal on as a value, and refuses a success without code or track id', async () => {
    const host = hostPort({ status: 'dismissed' }, { status: 'success' });
    const { core, seen } = setup({ host });
    await expect(core.auth.loginWithHost()).resolves.toBe('dismissed');
    await expect(core.auth.loginWithHost()).rejects.toSatisfy(
      (error) => error instanceof AuthError && error.code === 'handshake',
    );
    expect(seen).toHaveLength(0);
  });

  it('says so when there is no host', async () => {
    const { core } = setup();
    await expect(core.auth.loginWithHost()).rejects.toSatisfy(
      (error) => error instanceof AuthError && error.code === 'no-host',
    );
  });
});

describe('login by redirect', () => {
  it('sends the user to the login page with the current route in the state', () => {
    const { core, redirect, session } = setup({ route: '/filials/12?table_id=3' });
    core.auth.redirectToLogin();
    const url = new URL(redirect.mock.calls[0]?.[0] ?? '');
    expect(url.origin + url.pathname).toBe('http://login.test/sign-in');
    expect(url.searchParams.get('client_id')).toBe('web-client');
    expect(url.searchParams.get('redirect_uri')).toBe('http://app.test/auth');
    expect(url.searchParams.get('disable_mail_login')).toBe('false');
    expect(url.searchParams.get('language')).toBe('ru');
    const state = decodeLoginState(url.searchParams.get('state'));
    expect(state?.route).toBe('/filials/12?table_id=3');
    expect(state?.nonce).toBe(session.getItem(LOGIN_NONCE_KEY));
  });

  it('completes on /auth: exchanges the code and gives back the route with its query', async () => {
    const { core, session, seen } = setup({ route: '/orders?page=2' });
    const state = new URL(core.auth.loginUrl()).searchParams.get('state') ?? '';
    const route = await core.auth.completeRedirectLogin(`?code=RC&state=${state}`);
    expect(route).toBe('/orders?page=2');
    expect(bodyOf(seen[0] as SeenRequest).code).toBe('RC');
    expect(core.auth.isSignedIn()).toBe(true);
    expect(session.getItem(LOGIN_NONCE_KEY)).toBeNull();
  });

  it('refuses an answer started in another tab (nonce mismatch) or an error answer, without a call', async () => {
    const { core, seen } = setup();
    core.auth.loginUrl('/x');
    const foreign = encodeLoginState('/x', 'someone-else');
    await expect(core.auth.completeRedirectLogin(`?code=RC&state=${foreign}`)).rejects.toSatisfy(
      (error) => error instanceof AuthError && error.code === 'callback',
    );
    await expect(core.auth.completeRedirectLogin('?error=access_denied')).rejects.toBeInstanceOf(AuthError);
    expect(seen).toHaveLength(0);
  });
});
