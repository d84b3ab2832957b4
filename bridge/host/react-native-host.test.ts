import { describe, expect, it, vi } from 'vitest';
import { createBridge } from '../create-bridge.ts';
import { fakeWindow, settle } from '../testing/fake-windows.ts';
import { stubHandlers } from '../testing/stub-handlers.ts';
import { createReactNativeHost, deliveryScript } from './react-native-host.ts';

const APP_URL = 'https://app.dastarkhan.kz/filials/12';

/** Runs an injected script the way a WebView would: with the page's own globals. */
function runInPage(script: string, page: Window) {
  new Function('location', 'window', 'MessageEvent', script)(page.location, page, MessageEvent);
}

/** react-native-webview in miniature: a page, its ReactNativeWebView object, and injectJavaScript. */
function webViewWith(handlers = stubHandlers()) {
  const page = { current: fakeWindow({ url: APP_URL }) };
  const injected: string[] = [];
  const webView = {
    current: {
      injectJavaScript(script: string) {
        injected.push(script);
        runInPage(script, page.current);
      },
    },
  };
  const host = createReactNativeHost(handlers, {
    webView,
    allowedOrigins: ['https://app.dastarkhan.kz'],
    host: { name: 'RN super app', version: '3.2', platform: 'android' },
  });
  Object.assign(page.current, {
    ReactNativeWebView: {
      postMessage: (data: string) =>
        setTimeout(() => host.onMessage({ nativeEvent: { data, url: page.current.location.href } })),
    },
  });
  return { host, page, injected };
}

describe('React Native host helper', () => {
  it('runs the protocol with the mini-app through onMessage and injectJavaScript', async () => {
    const { host, page } = webViewWith();
    const bridge = await createBridge({ window: page.current, handshakeTimeoutMs: 500 });
    expect(bridge.runtime).toBe('react-native');
    expect(bridge.host.name).toBe('RN super app');
    await expect(bridge.call('auth.trackId')).resolves.toEqual({ status: 'success', trackId: 'track-1' });
    bridge.on('back', () => true);
    await expect(host.back()).resolves.toEqual({ handled: true });
    bridge.destroy();
  });

  it('ignores messages from pages on other origins or without a URL', async () => {
    const handlers = stubHandlers();
    const { host, injected } = webViewWith(handlers);
    const hello = JSON.stringify({
      protocol: 'dastarkhan-bridge',
      version: 1,
      kind: 'hello',
      id: 'x',
      versions: [1],
      app: { name: 'a', version: '1' },
    });
    host.onMessage({ nativeEvent: { data: hello, url: 'https://evil.example/pay' } });
    host.onMessage({ nativeEvent: { data: hello, url: 'about:blank' } });
    host.onMessage({ nativeEvent: { data: hello, url: '' } });
    await settle();
    expect(injected).toEqual([]);
    expect(host.connected).toBe(false);
  });

  it('delivers an answer only while the WebView still shows the origin it is meant for', () => {
    const script = deliveryScript('{"secret":"code-1"}', 'https://app.dastarkhan.kz');
    const app = fakeWindow({ url: 'https://app.dastarkhan.kz/auth' });
    const other = fakeWindow({ url: 'https://evil.example/' });
    const seenByApp = vi.fn();
    const seenByOther = vi.fn();
    app.addEventListener('message', (event) => seenByApp((event as MessageEvent).data));
    other.addEventListener('message', seenByOther);
    runInPage(script, app);
    runInPage(script, other);
    expect(seenByApp).toHaveBeenCalledWith('{"secret":"code-1"}');
    expect(seenByOther).not.toHaveBeenCalled();
  });

  it('keeps hostile strings inert inside the injected script', () => {
    const json = JSON.stringify({ text: '"});alert(1);//\u2028</script>' });
    const app = fakeWindow({ url: 'https://app.dastarkhan.kz/' });
    const seen = vi.fn();
    app.addEventListener('message', (event) => seen((event as MessageEvent).data));
    runInPage(deliveryScript(json, 'https://app.dastarkhan.kz'), app);
    expect(seen).toHaveBeenCalledWith(json);
  });
});
