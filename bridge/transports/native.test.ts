import { describe, expect, it, vi } from 'vitest';
import { createBridge } from '../create-bridge.ts';
import { createStringHost, type StringHost } from '../host/string-host.ts';
import { PROTOCOL } from '../protocol.ts';
import { fakeWindow, nativeReply, settle } from '../testing/fake-windows.ts';
import { stubHandlers } from '../testing/stub-handlers.ts';
import type { StringPort } from './native-ports.ts';

const APP_URL = 'https://app.dastarkhan.kz/filials/12';
const APP_ORIGIN = 'https://app.dastarkhan.kz';

/**
 * A native host as the Swift and Kotlin examples build it: strings in through the injected object, strings
 * out by dispatching a message event (on window; on document for React Native on Android).
 */
function nativeHost(replyTarget: () => EventTarget, handlers = stubHandlers()) {
  const received: string[] = [];
  const host: StringHost = createStringHost(handlers, {
    allowedOrigins: [APP_ORIGIN],
    host: { name: 'Super app', version: '7.1', platform: 'ios' },
    config: { services: ['express', 'delivery'] },
    send: (json) => nativeReply(replyTarget(), json),
  });
  const port: StringPort = {
    postMessage(json: string) {
      expect(typeof json).toBe('string');
      received.push(json);
      // Natives hand the message over on their own thread: never synchronously.
      setTimeout(() => host.receive(json, APP_ORIGIN));
    },
  };
  return { host, port, received };
}

const runtimes = [
  {
    runtime: 'ios' as const,
    install: (port: StringPort) =>
      fakeWindow({ url: APP_URL, webkit: { messageHandlers: { DastarkhanHost: port } } }),
    replyTo: (win: Window) => win,
  },
  {
    runtime: 'android' as const,
    install: (port: StringPort) => fakeWindow({ url: APP_URL, DastarkhanHost: port }),
    replyTo: (win: Window) => win,
  },
  {
    runtime: 'react-native' as const,
    install: (port: StringPort) => fakeWindow({ url: APP_URL, ReactNativeWebView: port }),
    replyTo: (win: Window) => win,
  },
  {
    runtime: 'react-native' as const,
    label: 'react-native (Android, replies on document)',
    install: (port: StringPort) => fakeWindow({ url: APP_URL, ReactNativeWebView: port }),
    replyTo: (win: Window) => win.document,
  },
];

describe.each(runtimes)('$runtime transport $label', ({ runtime, install, replyTo }) => {
  async function setUp(handlers = stubHandlers()) {
    let win: Window | null = null;
    const native = nativeHost(() => replyTo(win!), handlers);
    win = install(native.port);
    const bridge = await createBridge({ window: win, handshakeTimeoutMs: 500 });
    return { ...native, win, bridge };
  }

  it('is detected, shakes hands in JSON strings, and carries calls both ways', async () => {
    const { bridge, received } = await setUp();
    expect(bridge.runtime).toBe(runtime);
    expect(bridge.host.name).toBe('Super app');
    expect(bridge.config).toEqual({ services: ['express', 'delivery'] });
    expect(JSON.parse(received[0]!)).toMatchObject({ protocol: PROTOCOL, kind: 'hello', versions: [1] });
    await expect(bridge.call('scan.barcode', { formats: ['ean_13'] })).resolves.toEqual({
      status: 'success',
      text: '4006381333931',
      format: 'ean_13',
    });
    expect(JSON.parse(received.at(-1)!)).toMatchObject({
      kind: 'request',
      method: 'scan.barcode',
      params: { formats: ['ean_13'] },
    });
    bridge.destroy();
  });

  it('delivers host events and answers back with whether the app handled it', async () => {
    const { bridge, host } = await setUp();
    const visible = vi.fn();
    bridge.on('visibility', visible);
    bridge.on('back', () => true);
    host.visibility(false);
    await expect(host.back()).resolves.toEqual({ handled: true });
    expect(visible).toHaveBeenCalledWith({ visible: false });
    bridge.destroy();
  });

  it('ignores messages from frames inside the mini-app, non-strings and broken JSON', async () => {
    const { bridge, win } = await setUp();
    const handler = vi.fn();
    bridge.on('visibility', handler);
    const valid = JSON.stringify({
      protocol: PROTOCOL,
      version: 1,
      kind: 'event',
      event: 'visibility',
      data: { visible: true },
    });
    const target = replyTo(win);
    const childFrame = fakeWindow({ url: 'https://ads.example/' });
    target.dispatchEvent(new MessageEvent('message', { data: valid, source: childFrame }));
    target.dispatchEvent(new MessageEvent('message', { data: JSON.parse(valid) }));
    target.dispatchEvent(new MessageEvent('message', { data: `${valid.slice(0, -1)}` }));
    expect(handler).not.toHaveBeenCalled();
    target.dispatchEvent(new MessageEvent('message', { data: valid }));
    expect(handler).toHaveBeenCalledTimes(1);
    bridge.destroy();
  });

  it('stops listening when destroyed', async () => {
    const { bridge, host } = await setUp();
    const handler = vi.fn();
    bridge.on('visibility', handler);
    bridge.destroy();
    host.visibility(true);
    await settle();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('native runtime detection', () => {
  it('prefers React Native over the iOS handler that react-native-webview also registers', async () => {
    const native = nativeHost(() => win);
    const win: Window = fakeWindow({
      url: APP_URL,
      ReactNativeWebView: native.port,
      webkit: { messageHandlers: { ReactNativeWebView: { postMessage: () => {} } } },
    });
    const bridge = await createBridge({ window: win, handshakeTimeoutMs: 500 });
    expect(bridge.runtime).toBe('react-native');
    bridge.destroy();
  });

  it('uses a custom handler name for iOS and Android', async () => {
    const native = nativeHost(() => win);
    const win: Window = fakeWindow({
      url: APP_URL,
      webkit: { messageHandlers: { partnerBridge: native.port } },
    });
    const bridge = await createBridge({ window: win, nativeName: 'partnerBridge', handshakeTimeoutMs: 500 });
    expect(bridge.runtime).toBe('ios');
    bridge.destroy();
  });

  it('ignores an Android interface without a postMessage function', async () => {
    const win = fakeWindow({ url: APP_URL, DastarkhanHost: { postMessage: 'nope' } });
    await expect(createBridge({ window: win, runtime: 'android' })).rejects.toMatchObject({
      code: 'unsupported',
    });
  });
});
