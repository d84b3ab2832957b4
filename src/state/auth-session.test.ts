import { describe, expect, it, vi } from 'vitest';
import { isApiError } from '../api/errors.ts';
import type { FakeHandler, SeenRequest } from '../api/testing/fake-fetch.ts';
import { decodeLoginState } from './login-state.ts';
import { createMemoryStorage } from '../lib/storage.ts';
import {
  bodyOf,
  hostPort,
  isTokenCall,
  setup,
  setUpAuthCores,
  TOKEN_A,
  TOKEN_B,
} from './testing/auth-fixtures.ts';

setUpAuthCores();

describe('logout', () => {
  it('clears track id, token and the analytics user id', async () => {
    const { core, local, setAnalyticsUserId } = setup();
    await core.auth.loginWithTrackId('T-1');
    const onLogout = vi.fn();
    core.auth.onLogout(onLogout);
    core.auth.logout();
    expect(core.state.root.auth).toEqual({ trackId: null, accessToken: null, userId: null });
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
    expect(core.state.root.auth.userId).toBe('user-b');
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
