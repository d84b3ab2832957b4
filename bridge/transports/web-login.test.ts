import { describe, expect, it } from 'vitest';
import { browser, connect, memoryStorage, query } from '../testing/web-browser.ts';

describe('plain-web polyfill: login', () => {
  it('redirects to the login page with client id, redirect uri, mail flag, language and state', async () => {
    const { win, assign } = browser('https://app.dastarkhan.kz/filials/12?table_id=3&main_terminal_id=9');
    const bridge = await connect(win, { clientId: 'web-client', language: () => 'ru' });
    expect(bridge.runtime).toBe('web');
    await expect(bridge.call('auth.code')).resolves.toEqual({ status: 'redirecting' });
    const target = assign.mock.calls[0]![0] as string;
    expect(target.startsWith('https://app.dastarkhan.kz/sandbox/login?')).toBe(true);
    expect(Object.keys(query(target))).toEqual([
      'client_id',
      'redirect_uri',
      'disable_mail_login',
      'language',
      'state',
    ]);
    expect(query(target)).toMatchObject({
      client_id: 'web-client',
      redirect_uri: 'https://app.dastarkhan.kz/auth',
      disable_mail_login: 'false',
      language: 'ru',
    });
  });

  it('reports the code and the route from before login when the login page sends the user back', async () => {
    const storage = memoryStorage();
    const before = browser('https://app.dastarkhan.kz/filials/12?table_id=3', {}, storage);
    await (await connect(before.win)).call('auth.code');
    const { state } = query(before.assign.mock.calls[0]![0] as string);

    const after = browser(`https://app.dastarkhan.kz/auth?code=c0de&state=${state}`, {}, storage);
    const bridge = await connect(after.win);
    expect(bridge.launch.auth).toEqual({ status: 'success', code: 'c0de', route: '/filials/12?table_id=3' });
  });

  it('refuses a code that comes back with a state from another tab or session', async () => {
    const first = browser('https://app.dastarkhan.kz/cart');
    await (await connect(first.win)).call('auth.code');
    const { state } = query(first.assign.mock.calls[0]![0] as string);

    const elsewhere = browser(`https://app.dastarkhan.kz/auth?code=stolen&state=${state}`);
    const bridge = await connect(elsewhere.win);
    expect(bridge.launch.auth).toMatchObject({ status: 'error' });
  });

  it('refuses a state that would leave the origin, and a state that is not ours', async () => {
    const storage = memoryStorage();
    storage.setItem('dastarkhan.auth.nonce', 'n1');
    const crafted = btoa(JSON.stringify({ route: '//evil.example/x', nonce: 'n1' }));
    const tabbed = btoa(JSON.stringify({ route: '/\t/evil.example/x', nonce: 'n1' }));
    for (const state of [crafted, tabbed, 'not-base64-%%', '']) {
      const { win } = browser(
        `https://app.dastarkhan.kz/auth?code=c&state=${encodeURIComponent(state)}`,
        {},
        storage,
      );
      expect((await connect(win)).launch.auth).toMatchObject({ status: 'error' });
    }
  });

  it('passes the login page error on and says nothing on other pages', async () => {
    const failed = browser('https://app.dastarkhan.kz/auth?error=access_denied&error_description=Cancelled');
    expect((await connect(failed.win)).launch).toEqual({ auth: { status: 'error', message: 'Cancelled' } });
    const elsewhere = browser('https://app.dastarkhan.kz/orders?code=1&state=2');
    expect((await connect(elsewhere.win)).launch).toEqual({});
  });

  it('returns to the start page, not to the callback, when login starts on the callback page', async () => {
    const storage = memoryStorage();
    const before = browser('https://app.dastarkhan.kz/auth?error=expired', {}, storage);
    await (await connect(before.win)).call('auth.code');
    const { state } = query(before.assign.mock.calls[0]![0] as string);
    const after = browser(`https://app.dastarkhan.kz/auth?code=c1&state=${state}`, {}, storage);
    expect((await connect(after.win)).launch.auth).toEqual({ status: 'success', code: 'c1', route: '/' });
  });

  it('follows a custom callback route and login page', async () => {
    const { win, assign } = browser('https://app.dastarkhan.kz/app/profile');
    const web = { redirectUri: '/app/auth', loginUrl: 'https://id.example/login' };
    await (await connect(win, web)).call('auth.code');
    const target = assign.mock.calls[0]![0] as string;
    expect(target.startsWith('https://id.example/login?')).toBe(true);
    expect(query(target).redirect_uri).toBe('https://app.dastarkhan.kz/app/auth');
  });
});
