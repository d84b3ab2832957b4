import { describe, expect, it, vi } from 'vitest';
import { createBridge } from '../create-bridge.ts';
import { BridgeHostError } from '../errors.ts';
import { fakeWindow, settle } from '../testing/fake-windows.ts';
import type { WebOptions } from '../web/methods.ts';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
    key: (index: number) => [...items.keys()][index] ?? null,
    get length() {
      return items.size;
    },
  };
}

function browser(url: string, extra: Record<string, unknown> = {}, storage = memoryStorage()) {
  const assign = vi.fn();
  const open = vi.fn();
  const win = fakeWindow({ url, sessionStorage: storage, crypto: globalThis.crypto, open, ...extra });
  Object.assign(win.location, { assign });
  return { win, assign, open, storage };
}

const connect = (win: Window, web: WebOptions = {}) => createBridge({ window: win, runtime: 'web', web });
const query = (url: string) => Object.fromEntries(new URL(url).searchParams);

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

describe('plain-web polyfill: payment', () => {
  it('sends exactly the query of SPEC §2, without displayType when no wallet is asked for', async () => {
    const { win, assign } = browser('https://app.dastarkhan.kz/cart?step=pay', {}, memoryStorage());
    const bridge = await connect(win, { language: () => 'kk' });
    await expect(
      bridge.call('pay.open', { trackId: 'tr-77', paymentUrl: 'https://psp.example/p/77' }),
    ).resolves.toEqual({ status: 'redirecting' });
    const target = assign.mock.calls[0]![0] as string;
    expect(target.startsWith('https://app.dastarkhan.kz/sandbox/pay?')).toBe(true);
    expect(query(target)).toEqual({
      track_id: 'tr-77',
      paymentUrl: 'https://psp.example/p/77',
      environment: 'stage',
      sucessUrl: 'https://app.dastarkhan.kz/',
      failureUrl: 'https://app.dastarkhan.kz/cart?step=pay',
      language: 'kk',
    });
  });

  it('adds displayType for a wallet and builds both URLs from given paths', async () => {
    const { win, assign } = browser('https://app.dastarkhan.kz/cart');
    const bridge = await connect(win, { environment: 'production', payUrl: 'https://pay.example/hosted' });
    await bridge.call('pay.open', {
      trackId: 'tr-1',
      paymentUrl: 'https://psp.example/1',
      walletType: 'apple_pay',
      successPath: '/typ/12/order/5',
      failurePath: '/cart?failed=1',
    });
    const target = assign.mock.calls[0]![0] as string;
    expect(target.startsWith('https://pay.example/hosted?')).toBe(true);
    expect(Object.keys(query(target))).toEqual([
      'track_id',
      'paymentUrl',
      'environment',
      'sucessUrl',
      'failureUrl',
      'displayType',
      'language',
    ]);
    expect(query(target)).toMatchObject({
      environment: 'production',
      sucessUrl: 'https://app.dastarkhan.kz/typ/12/order/5',
      failureUrl: 'https://app.dastarkhan.kz/cart?failed=1',
      displayType: 'apple_pay',
    });
  });

  it('rejects return paths that are not paths on this origin', async () => {
    const { win, assign } = browser('https://app.dastarkhan.kz/cart');
    const bridge = await connect(win);
    for (const successPath of [
      '//evil.example',
      'evil',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
    ]) {
      const paid = bridge.call('pay.open', { trackId: 't', paymentUrl: 'u', successPath });
      await expect(paid).rejects.toBeInstanceOf(BridgeHostError);
      await expect(paid).rejects.toMatchObject({ code: 'invalid_params' });
    }
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('plain-web polyfill: device', () => {
  it('vibrates with a pattern per haptic type, and offers haptics only where the browser can vibrate', async () => {
    const vibrate = vi.fn(() => true);
    const bridge = await connect(browser('https://app.dastarkhan.kz/', { navigator: { vibrate } }).win);
    await expect(bridge.call('haptic', { type: 'notificationError' })).resolves.toBeNull();
    await bridge.call('haptic', { type: 'impactLight' });
    expect(vibrate.mock.calls).toEqual([[[35, 60, 35, 60, 35]], [10]]);
    await expect(bridge.call('haptic', { type: 'explode' as 'soft' })).rejects.toMatchObject({
      code: 'invalid_params',
    });

    const quiet = await connect(browser('https://app.dastarkhan.kz/').win);
    expect(quiet.supports('haptic')).toBe(false);
    await expect(quiet.call('haptic', { type: 'soft' })).rejects.toMatchObject({ code: 'unsupported' });
  });

  it('maps the Permissions API states to granted, notDetermined and denied', async () => {
    const states: Record<string, string> = { geolocation: 'prompt', camera: 'denied' };
    const permissions = { query: vi.fn(async ({ name }: { name: string }) => ({ state: states[name] })) };
    const bridge = await connect(browser('https://app.dastarkhan.kz/', { navigator: { permissions } }).win);
    await expect(bridge.call('permission.status', { name: 'geolocation' })).resolves.toEqual({
      state: 'notDetermined',
    });
    await expect(bridge.call('permission.status', { name: 'camera' })).resolves.toEqual({ state: 'denied' });
    states.camera = 'granted';
    await expect(bridge.call('permission.status', { name: 'camera' })).resolves.toEqual({ state: 'granted' });
  });

  it('reports notDetermined where the Permissions API is missing or does not know the name', async () => {
    const permissions = {
      query: vi.fn(async () => Promise.reject(new TypeError('camera is not a valid name'))),
    };
    const bridge = await connect(browser('https://app.dastarkhan.kz/', { navigator: { permissions } }).win);
    await expect(bridge.call('permission.status', { name: 'camera' })).resolves.toEqual({
      state: 'notDetermined',
    });
    const bare = await connect(browser('https://app.dastarkhan.kz/').win);
    await expect(bare.call('permission.status', { name: 'geolocation' })).resolves.toEqual({
      state: 'notDetermined',
    });
  });

  it('asks for the position with the SPEC §4 settings and reports success, denied and unavailable', async () => {
    const outcomes: ((ok: PositionCallback, fail: PositionErrorCallback) => void)[] = [
      (ok) => ok({ coords: { latitude: 43.25, longitude: 76.95, accuracy: 20 } } as GeolocationPosition),
      (_, fail) => fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError),
      (_, fail) => fail({ code: 3, PERMISSION_DENIED: 1 } as GeolocationPositionError),
    ];
    const getCurrentPosition = vi.fn(
      (ok: PositionCallback, fail: PositionErrorCallback, _options?: PositionOptions) =>
        outcomes.shift()!(ok, fail),
    );
    const bridge = await connect(
      browser('https://app.dastarkhan.kz/', { navigator: { geolocation: { getCurrentPosition } } }).win,
    );
    await expect(bridge.call('geo.position')).resolves.toEqual({
      status: 'success',
      latitude: 43.25,
      longitude: 76.95,
      accuracy: 20,
    });
    expect(getCurrentPosition.mock.calls[0]![2]).toEqual({
      enableHighAccuracy: true,
      timeout: 5000,
      maximumAge: 0,
    });
    await expect(bridge.call('geo.position', { timeoutMs: 1000 })).resolves.toEqual({ status: 'denied' });
    expect(getCurrentPosition.mock.calls[1]![2]).toMatchObject({ timeout: 1000 });
    await expect(bridge.call('geo.position')).resolves.toEqual({ status: 'unavailable' });
    await expect(bridge.call('geo.enabled')).resolves.toEqual({ enabled: true });
  });

  it('requests the camera through getUserMedia and releases it at once', async () => {
    const stop = vi.fn();
    const getUserMedia = vi
      .fn()
      .mockResolvedValueOnce({ getTracks: () => [{ stop }] })
      .mockRejectedValueOnce(Object.assign(new Error('no'), { name: 'NotAllowedError' }));
    const bridge = await connect(
      browser('https://app.dastarkhan.kz/', { navigator: { mediaDevices: { getUserMedia } } }).win,
    );
    await expect(bridge.call('permission.request', { name: 'camera' })).resolves.toEqual({
      state: 'granted',
    });
    expect(stop).toHaveBeenCalled();
    await expect(bridge.call('permission.request', { name: 'camera' })).resolves.toEqual({ state: 'denied' });
  });

  it('opens links in a new tab without opener, and refuses script URLs', async () => {
    const { win, open } = browser('https://app.dastarkhan.kz/filials/3/details');
    const bridge = await connect(win);
    await bridge.call('link.open', { url: 'https://2gis.kz/almaty/geo/1', kind: 'navigation' });
    expect(open).toHaveBeenCalledWith('https://2gis.kz/almaty/geo/1', '_blank', 'noopener,noreferrer');
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,<script>1</script>']) {
      await expect(bridge.call('link.open', { url })).rejects.toMatchObject({ code: 'invalid_params' });
    }
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('clears Cache Storage where there is one', async () => {
    const deleted: string[] = [];
    const caches = {
      keys: async () => ['app-v1', 'img'],
      delete: async (key: string) => deleted.push(key) > 0,
    };
    const bridge = await connect(browser('https://app.dastarkhan.kz/', { caches }).win);
    await expect(bridge.call('cache.clear')).resolves.toBeNull();
    expect(deleted).toEqual(['app-v1', 'img']);
    expect((await connect(browser('https://app.dastarkhan.kz/').win)).supports('cache.clear')).toBe(false);
  });

  it('does not pretend: analytics has no browser host, and closing needs a window opened by script', async () => {
    const bridge = await connect(browser('https://app.dastarkhan.kz/').win);
    expect(bridge.supports('analytics.event')).toBe(false);
    expect(bridge.supports('app.close')).toBe(false);
    const close = vi.fn();
    const popup = await connect(browser('https://app.dastarkhan.kz/', { opener: {}, close }).win);
    await popup.call('app.close');
    expect(close).toHaveBeenCalled();
  });

  it('reports page visibility as the visibility event', async () => {
    const { win } = browser('https://app.dastarkhan.kz/');
    const bridge = await connect(win);
    const seen = vi.fn();
    bridge.on('visibility', seen);
    Object.assign(win.document, { visibilityState: 'hidden' });
    win.document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(seen).toHaveBeenCalledWith({ visible: false });
    bridge.destroy();
    win.document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
