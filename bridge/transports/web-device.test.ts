import { describe, expect, it, vi } from 'vitest';
import { settle } from '../testing/fake-windows.ts';
import { browser, connect } from '../testing/web-browser.ts';

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

  it('asks for the position with the docs/contract/states.md#geolocation settings and reports success, denied and unavailable', async () => {
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
