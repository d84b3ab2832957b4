import { describe, expect, it } from 'vitest';
import {
  decodeLoginState,
  encodeLoginState,
  isAppRoute,
  loginPageUrl,
  readLoginCallback,
  routeOf,
} from './login-state.ts';

describe('login state', () => {
  it('round-trips a route with its query string', () => {
    const route = routeOf('/filials/12', '?table_id=3&main_terminal_id=7&q=плов');
    expect(route).toBe('/filials/12?table_id=3&main_terminal_id=7&q=плов');
    const state = encodeLoginState(route, 'n1');
    expect(state).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeLoginState(state)).toEqual({ route, nonce: 'n1' });
  });

  it('reads the state the bridge web polyfill writes (same wire form)', () => {
    const bridgeState = btoa(JSON.stringify({ route: '/orders', nonce: 'abc' }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(decodeLoginState(bridgeState)).toEqual({ route: '/orders', nonce: 'abc' });
  });

  it('never encodes a route off our origin, nor the callback itself', () => {
    for (const route of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      'orders',
    ]) {
      expect(decodeLoginState(encodeLoginState(route, 'n'))?.route).toBe('/');
    }
    expect(decodeLoginState(encodeLoginState('/auth?code=1', 'n'))?.route).toBe('/');
    expect(decodeLoginState(encodeLoginState('/authors', 'n'))?.route).toBe('/authors');
  });

  it('refuses crafted or broken states', () => {
    const craft = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
    expect(decodeLoginState(craft({ route: '//evil.example', nonce: 'n' }))).toBeNull();
    expect(decodeLoginState(craft({ route: '/x' }))).toBeNull();
    expect(decodeLoginState('not base64 !')).toBeNull();
    expect(decodeLoginState('')).toBeNull();
    expect(decodeLoginState(null)).toBeNull();
  });

  it('knows app routes', () => {
    expect(isAppRoute('/')).toBe(true);
    expect(isAppRoute('/a?b=c#d')).toBe(true);
    expect(isAppRoute('//a')).toBe(false);
    expect(isAppRoute('/a b')).toBe(false);
    expect(isAppRoute(5)).toBe(false);
  });
});

describe('loginPageUrl', () => {
  it('carries client id, redirect uri, mail login flag false, language and state', () => {
    const url = new URL(
      loginPageUrl({
        loginUrl: 'https://login.example/sign-in?x=1',
        clientId: 'web',
        redirectUri: 'https://app.example/auth',
        language: 'kk',
        state: 'S',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://login.example/sign-in');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'web',
      redirect_uri: 'https://app.example/auth',
      disable_mail_login: 'false',
      language: 'kk',
      state: 'S',
    });
  });
});

describe('readLoginCallback', () => {
  it('gives the code and decoded state', () => {
    const state = encodeLoginState('/profile', 'n');
    expect(readLoginCallback(`?code=C1&state=${state}`)).toEqual({
      status: 'success',
      code: 'C1',
      state: { route: '/profile', nonce: 'n' },
    });
  });
  it('reports an error answer, a missing code and a bad state', () => {
    expect(readLoginCallback('?error=access_denied&error_description=Denied')).toEqual({
      status: 'error',
      message: 'Denied',
    });
    expect(readLoginCallback('?state=x')).toMatchObject({ status: 'error' });
    expect(readLoginCallback('?code=1&state=%%%')).toMatchObject({ status: 'error' });
  });
});
