import { describe, expect, it, vi } from 'vitest';
import { createBridge } from './create-bridge.ts';
import { createHostCore } from './host/host-core.ts';
import { createReactNativeHost } from './host/react-native-host.ts';
import type { HostHandlers, HostOptions } from './host/host-types.ts';
import { type HostMessage, PROTOCOL, type Theme, type Viewport } from './protocol.ts';
import { fakeWindow, settle } from './testing/fake-windows.ts';
import { stubHandlers } from './testing/stub-handlers.ts';

const APP_URL = 'https://app.dastarkhan.kz/';
const APP = 'https://app.dastarkhan.kz';
const DARK: Theme = { scheme: 'dark', colors: { background: '#101214', text: '#eeeeee', accent: '#4fc3a1' } };
const NOTCH: Viewport = { safeArea: { top: 47, right: 0, bottom: 34, left: 0 }, height: 760 };

/** The app's bridge and a React Native host helper, talking over the same strings a WebView carries. */
async function pair(handlers: HostHandlers = stubHandlers(), options: Partial<HostOptions> = {}) {
  const page = fakeWindow({ url: APP_URL });
  const webView = {
    current: {
      injectJavaScript: (script: string) =>
        new Function('location', 'window', 'MessageEvent', script)(page.location, page, MessageEvent),
    },
  };
  const host = createReactNativeHost(handlers, {
    webView,
    allowedOrigins: ['https://app.dastarkhan.kz'],
    host: { name: 'RN super app', version: '3.2', platform: 'ios' },
    ...options,
  });
  Object.assign(page, {
    ReactNativeWebView: {
      postMessage: (data: string) =>
        setTimeout(() => host.onMessage({ nativeEvent: { data, url: APP_URL } })),
    },
  });
  const bridge = await createBridge({ window: page, runtime: 'react-native' });
  return { bridge, host };
}

describe('host capabilities: theme and viewport', () => {
  it('gives the app the welcome’s theme and insets, then each change, live', async () => {
    const { bridge, host } = await pair(stubHandlers(), { theme: { scheme: 'light' }, viewport: NOTCH });
    expect(bridge.latest('theme')).toEqual({ scheme: 'light' });
    expect(bridge.latest('viewport')).toEqual(NOTCH);
    const themes: Theme[] = [];
    const viewports: Viewport[] = [];
    bridge.on('theme', (theme) => themes.push(theme));
    bridge.on('viewport', (viewport) => viewports.push(viewport));
    host.setTheme(DARK);
    host.setViewport({ safeArea: { top: 0, right: 44, bottom: 21, left: 44 } });
    await settle();
    expect(themes).toEqual([DARK]);
    expect(viewports).toEqual([{ safeArea: { top: 0, right: 44, bottom: 21, left: 44 } }]);
    expect(bridge.latest('theme')).toEqual(DARK);
    expect(bridge.config).toEqual({});
  });

  it('sends theme and viewport, and welcomes later pages with the latest of both', () => {
    const sent: { message: HostMessage }[] = [];
    const core = createHostCore(
      stubHandlers(),
      {
        allowedOrigins: [APP],
        host: { name: 'Super app', version: '7', platform: 'ios' },
        theme: { scheme: 'light' },
      },
      (message) => sent.push({ message: structuredClone(message) }),
    );
    const wire = { protocol: PROTOCOL, version: 1 };
    const hello = (id: string) => ({
      ...wire,
      kind: 'hello',
      id,
      versions: [1],
      app: { name: 'dastarkhan', version: '1' },
    });
    core.receive(hello('a-0'), APP);
    expect(sent.at(-1)?.message).toMatchObject({ kind: 'welcome', theme: { scheme: 'light' } });
    expect(sent.at(-1)?.message).not.toHaveProperty('viewport');
    const dark = { scheme: 'dark', colors: { background: '#000000' } } as const;
    const insets = { safeArea: { top: 47, right: 0, bottom: 34, left: 0 }, height: 700 };
    core.setTheme(dark);
    core.setViewport(insets);
    expect(sent.slice(-2).map(({ message }) => message)).toEqual([
      { ...wire, kind: 'event', event: 'theme', data: dark },
      { ...wire, kind: 'event', event: 'viewport', data: insets },
    ]);
    core.receive(hello('b-0'), APP);
    expect(sent.at(-1)?.message).toMatchObject({ kind: 'welcome', theme: dark, viewport: insets });
  });

  it('says nothing of a theme or viewport the host never sent', async () => {
    const { bridge } = await pair();
    expect(bridge.latest('theme')).toBeUndefined();
    expect(bridge.latest('viewport')).toBeUndefined();
  });
});

describe('host capabilities: share, closing confirmation, secure storage', () => {
  it('carries each call to its handler and the answer back', async () => {
    const vault = new Map<string, string>();
    const closing: boolean[] = [];
    const { bridge } = await pair(
      stubHandlers({
        share: ({ url }) => (url ? { status: 'shared' } : { status: 'dismissed' }),
        'closing.confirm': ({ enabled }) => void closing.push(enabled),
        'secure.get': ({ key }) => ({ value: vault.get(key) ?? null }),
        'secure.set': ({ key, value }) => void (value === null ? vault.delete(key) : vault.set(key, value)),
      }),
    );
    await expect(
      bridge.call('share', { text: 'Cafe', url: 'https://dastarkhan.kz/filials/12' }),
    ).resolves.toEqual({
      status: 'shared',
    });
    await expect(bridge.call('closing.confirm', { enabled: true })).resolves.toBeNull();
    await expect(bridge.call('secure.set', { key: 'accessToken', value: 'eyJ.x.y' })).resolves.toBeNull();
    await expect(bridge.call('secure.get', { key: 'accessToken' })).resolves.toEqual({ value: 'eyJ.x.y' });
    await bridge.call('secure.set', { key: 'accessToken', value: null });
    await expect(bridge.call('secure.get', { key: 'accessToken' })).resolves.toEqual({ value: null });
    expect(closing).toEqual([true]);
  });

  it('refuses a script URL to share and a key that is not a plain name, before any handler runs', async () => {
    const share = vi.fn(() => ({ status: 'shared' }) as const);
    const get = vi.fn(() => ({ value: 'x' }));
    const { bridge } = await pair(stubHandlers({ share, 'secure.get': get }));
    await expect(bridge.call('share', { url: 'javascript:alert(1)' })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    await expect(bridge.call('secure.get', { key: '../../cookies' })).rejects.toMatchObject({
      code: 'invalid_params',
    });
    expect(share).not.toHaveBeenCalled();
    expect(get).not.toHaveBeenCalled();
  });

  it('offers secure storage only where the host has a handler for it', async () => {
    const { bridge } = await pair(stubHandlers({ 'secure.get': null, 'secure.set': null }));
    expect(bridge.supports('secure.get')).toBe(false);
    await expect(bridge.call('secure.get', { key: 'accessToken' })).rejects.toMatchObject({
      code: 'unsupported',
    });
  });

  it('rejects a secure.get answer that is not a string or null', async () => {
    const { bridge } = await pair(stubHandlers({ 'secure.get': () => ({ value: 42 }) as never }));
    await expect(bridge.call('secure.get', { key: 'accessToken' })).rejects.toMatchObject({
      code: 'invalid_response',
    });
  });
});
