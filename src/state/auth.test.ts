import { afterEach, describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api/errors.ts';
import { createFakeFetch, type FakeHandler, type SeenRequest } from '../api/testing/fake-fetch.ts';
import { type AppCore, createAppCore } from './app-core.ts';
import { AuthError, type HostAuthPort, type HostAuthResult } from './auth.ts';
import { decodeLoginState, encodeLoginState, LOGIN_NONCE_KEY } from './login-state.ts';
import { createMemoryStorage } from './storage.ts';
import { fakeJwt } from './testing/fake-jwt.ts';

const TOKEN_A = fakeJwt({ sub: 'user-a' });
const TOKEN_B = fakeJwt({ sub: 'user-b' });

const cores: AppCore[] = [];
afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

const isTokenCall = (request: SeenRequest) => request.url.endsWith('/api/v2/oauth2/tokens');
const bodyOf = (request: SeenRequest) => JSON.parse(request.body ?? 'null') as Record<string, unknown>;

interface SetupOptions {
  handler?: FakeHandler;
  host?: HostAuthPort | null;
  local?: Storage;
  session?: Storage;
  route?: string;
}

function setup({
  handler,
  host = null,
  local = createMemoryStorage(),
  session = createMemoryStorage(),
  route = '/',
}: SetupOptions = {}) {
  const fake = createFakeFetch(handler ?? (() => ({ status: 200, body: { access_token: TOKEN_A } })));
  const redirect = vi.fn<(url: string) => void>();
  const reload = vi.fn<() => void>();
  const setAnalyticsUserId = vi.fn<(id: string | null) => void>();
  const logged: unknown[] = [];
  const core = createAppCore({
    logError: (error) => logged.push(error),
    getLanguage: () => 'ru',
    localStorage: () => local,
    sessionStorage: () => session,
    hostConfig: { clientId: 'web-client', apiBase: 'http://app.test/proxy/' },
    fetch: fake.fetch,
    retryDelayMs: 1,
    getHostAuth: () => host,
    redirect,
    reload,
    setAnalyticsUserId,
    currentRoute: () => route,
    loginUrl: 'http://login.test/sign-in',
    redirectUri: 'http://app.test/auth',
  });
  cores.push(core);
  return { core, seen: fake.seen, redirect, reload, setAnalyticsUserId, local, session, logged };
}

function hostPort(...results: (HostAuthResult | Error)[]) {
  const start = vi.fn(async (_options: { signal?: AbortSignal }): Promise<HostAuthResult> => {
    const next = results.length > 1 ? results.shift() : results[0];
    if (!next) throw new Error('no scripted host answer');
    if (next instanceof Error) throw next;
    return next;
  });
  return { start };
}

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
    expect(core.auth.state).toMatchObject({ accessToken: TOKEN_A, userId: 'user-a' });
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
    expect(core.auth.state.trackId).toBe('T-1');
  });

  it('skips the exchange for the stored track id', async () => {
    const local = createMemoryStorage();
    local.setItem('trackId', 'T-1');
    local.setItem('accessToken', TOKEN_A);
    const { core, seen } = setup({ local });
    expect(core.auth.state.userId).toBe('user-a');
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

describe('logout', () => {
  it('clears track id, token and the analytics user id', async () => {
    const { core, local, setAnalyticsUserId } = setup();
    await core.auth.loginWithTrackId('T-1');
    const onLogout = vi.fn();
    core.auth.onLogout(onLogout);
    core.auth.logout();
    expect(core.auth.state).toEqual({ trackId: null, accessToken: null, userId: null });
    expect(local.getItem('trackId')).toBeNull();
    expect(local.getItem('accessToken')).toBeNull();
    expect(setAnalyticsUserId).toHaveBeenLastCalledWith(null);
    expect(onLogout).toHaveBeenCalledOnce();
  });
});

describe('401 handling', () => {
  /** A user API that accepts only TOKEN_B; the token endpoint hands out TOKEN_B. */
  const api =
    (unauthorized: (request: SeenRequest) => { status: number; body?: unknown }): FakeHandler =>
    (request) => {
      if (isTokenCall(request)) return { status: 200, body: { access_token: TOKEN_B } };
      if (request.headers.get('authorization') === `Bearer ${TOKEN_B}`)
        return { status: 200, body: { data: { id: 'me' } } };
      return unauthorized(request);
    };

  function signedIn(local = createMemoryStorage()) {
    local.setItem('accessToken', TOKEN_A);
    local.setItem('trackId', 'T-1');
    return local;
  }

  it('in a webview re-authorizes silently through the host and replays the request', async () => {
    const host = hostPort({ status: 'success', code: 'fresh' });
    const { core, seen, reload } = setup({ host, local: signedIn(), handler: api(() => ({ status: 401 })) });
    await expect(core.client.get('api/v3/user')).resolves.toEqual({ data: { id: 'me' } });
    expect(host.start).toHaveBeenCalledOnce();
    // The login inside asks for the user once (the deleted-account check), then the request is replayed.
    expect(seen.map((request) => request.url.replace('http://app.test/proxy/', ''))).toEqual([
      'api/v3/user',
      'api/v2/oauth2/tokens',
      'api/v3/user',
      'api/v3/user',
    ]);
    expect(core.auth.state.userId).toBe('user-b');
    expect(reload).not.toHaveBeenCalled();
  });

  it('treats error_code 401 in a 200 body the same way', async () => {
    const host = hostPort({ status: 'success', code: 'fresh' });
    const { core } = setup({
      host,
      local: signedIn(),
      handler: api(() => ({ status: 200, body: { error_code: 401, message: 'Token expired' } })),
    });
    await expect(core.client.get('api/v3/user')).resolves.toEqual({ data: { id: 'me' } });
    expect(host.start).toHaveBeenCalledOnce();
  });

  it('re-authorizes once for several requests refused together', async () => {
    const host = hostPort({ status: 'success', code: 'fresh' });
    const { core } = setup({ host, local: signedIn(), handler: api(() => ({ status: 401 })) });
    const results = await Promise.all([core.client.get('a'), core.client.get('b'), core.client.get('c')]);
    expect(results).toHaveLength(3);
    expect(host.start).toHaveBeenCalledOnce();
  });

  it('forces the track-id exchange on re-authorization even for the stored track id', async () => {
    const host = hostPort({ status: 'success', trackId: 'T-1' });
    const { core, seen } = setup({ host, local: signedIn(), handler: api(() => ({ status: 401 })) });
    await core.client.get('api/v3/user');
    expect(seen.filter(isTokenCall).map((request) => bodyOf(request).track_id)).toEqual(['T-1']);
  });

  it('logs out and reloads when the replay is refused again', async () => {
    const host = hostPort({ status: 'success', code: 'fresh' });
    const { core, reload } = setup({
      host,
      local: signedIn(),
      handler: (request) =>
        isTokenCall(request) ? { status: 200, body: { access_token: TOKEN_B } } : { status: 401 },
    });
    await expect(core.client.get('api/v3/user')).rejects.toSatisfy((error) =>
      isApiError(error, 'unauthorized'),
    );
    expect(host.start).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
    expect(core.auth.isSignedIn()).toBe(false);
  });

  it('logs out and reloads when the host login is dismissed or fails', async () => {
    for (const answer of [{ status: 'dismissed' } as const, new Error('host crashed')]) {
      const host = hostPort(answer);
      const { core, reload, logged } = setup({
        host,
        local: signedIn(),
        handler: api(() => ({ status: 401 })),
      });
      await expect(core.client.get('api/v3/user')).rejects.toSatisfy((error) =>
        isApiError(error, 'unauthorized'),
      );
      expect(reload).toHaveBeenCalledOnce();
      expect(core.auth.isSignedIn()).toBe(false);
      expect(logged).toEqual(answer instanceof Error ? [answer] : []);
    }
  });

  it('logs out and reloads when the token exchange itself fails', async () => {
    const host = hostPort({ status: 'success', code: 'fresh' });
    const { core, reload, logged } = setup({
      host,
      local: signedIn(),
      handler: (request) =>
        isTokenCall(request) ? { status: 400, body: { errors: [{ title: 'Bad code' }] } } : { status: 401 },
    });
    await expect(core.client.get('api/v3/user')).rejects.toSatisfy((error) =>
      isApiError(error, 'unauthorized'),
    );
    expect(reload).toHaveBeenCalledOnce();
    expect(logged).toEqual([expect.objectContaining({ code: 'validation', message: 'Bad code' })]);
  });

  it('on the plain web redirects to the sign-in with the current route instead', async () => {
    const { core, redirect, reload } = setup({
      local: signedIn(),
      route: '/profile',
      handler: api(() => ({ status: 401 })),
    });
    await expect(core.client.get('api/v3/user')).rejects.toSatisfy((error) =>
      isApiError(error, 'unauthorized'),
    );
    expect(redirect).toHaveBeenCalledOnce();
    const state = new URL(redirect.mock.calls[0]?.[0] ?? '').searchParams.get('state');
    expect(decodeLoginState(state)?.route).toBe('/profile');
    expect(reload).not.toHaveBeenCalled();
    expect(core.auth.isSignedIn()).toBe(false);
  });

  it('replays without a new login when another request already brought a fresh token', async () => {
    const host = hostPort({ status: 'success', code: 'fresh' });
    const { core } = setup({ host, local: signedIn(), handler: api(() => ({ status: 401 })) });
    const result = await core.auth.handleUnauthorized({
      method: 'GET',
      url: 'x',
      replayed: false,
      token: 'an-older-token',
      signal: new AbortController().signal,
    });
    expect(result).toBe(true);
    expect(host.start).not.toHaveBeenCalled();
  });

  it('does nothing after dispose', async () => {
    const host = hostPort({ status: 'success', code: 'fresh' });
    const { core, reload, redirect } = setup({ host, local: signedIn() });
    core.auth.dispose();
    const result = await core.auth.handleUnauthorized({
      method: 'GET',
      url: 'x',
      replayed: true,
      token: TOKEN_A,
      signal: new AbortController().signal,
    });
    expect(result).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });
});
