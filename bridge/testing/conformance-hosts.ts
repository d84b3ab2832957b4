/**
 * Hosts for the conformance kit's own tests: the real host side over each runtime, and deliberately broken
 * variants of it. Each comes with the probe the kit talks through, built as a page would build it.
 */
import { pageProbe } from '../conformance/page-probe.ts';
import type { Probe } from '../conformance/probe.ts';
import { createHostCore } from '../host/host-core.ts';
import type { HostConnection, HostHandlers, HostOptions } from '../host/host-types.ts';
import { createHost } from '../host/iframe-host.ts';
import { createReactNativeHost } from '../host/react-native-host.ts';
import { createStringHost } from '../host/string-host.ts';
import { deliver, fakeWindow, framePair, nativeReply, type WindowProxyDouble } from './fake-windows.ts';
import { stubHandlers } from './stub-handlers.ts';

const APP_ORIGIN = 'https://app.dastarkhan.kz';
const HOST_URL = 'https://partner.example/shop';

/** Like stubHandlers, but pay.open keeps its screen open until the call is cancelled, as a person would. */
export function patientHandlers(overrides: Partial<HostHandlers> = {}): HostHandlers {
  return stubHandlers({
    'pay.open': (_, { signal }) =>
      new Promise((resolve) => signal.addEventListener('abort', () => resolve({ status: 'closed' }))),
    ...overrides,
  });
}

export interface Breakage {
  /** Rewrites each outbound message (parsed) before it goes; return it changed. */
  rewrite?: (message: Record<string, unknown>) => Record<string, unknown>;
  /** Rewrites each message from the app (parsed) before the host reads it: a host that "repairs" params. */
  inbound?: (message: Record<string, unknown>) => Record<string, unknown>;
  /** Sends parsed objects where the runtime carries strings. */
  objects?: boolean;
  /** Never hands the app's cancel to the host: its handlers run on and answer. */
  dropCancel?: boolean;
  /** Welcomes the app, then says nothing more: no response, no event. */
  silent?: boolean;
}

const options = (platform: 'ios' | 'android' | 'web'): HostOptions => ({
  allowedOrigins: [APP_ORIGIN],
  host: { name: 'Test host', version: '1.0', platform },
  config: { services: ['delivery'] },
});

const NATIVE_GLOBALS = {
  ios: (port: unknown) => ({ webkit: { messageHandlers: { DastarkhanHost: port } } }),
  android: (port: unknown) => ({ DastarkhanHost: port }),
  'react-native': (port: unknown) => ({ ReactNativeWebView: port }),
};

/** A native host (string host) in a fake web view of `runtime`, broken as `breakage` says. */
export async function nativeHost(
  runtime: 'ios' | 'android' | 'react-native',
  handlers: HostHandlers = patientHandlers(),
  breakage: Breakage = {},
): Promise<{ host: HostConnection; probe: Probe }> {
  let page: Window | null = null;
  const host = createStringHost(handlers, {
    ...options(runtime === 'android' ? 'android' : 'ios'),
    send(json) {
      if (breakage.silent && JSON.parse(json).kind !== 'welcome') return;
      const message = breakage.rewrite ? breakage.rewrite(JSON.parse(json)) : JSON.parse(json);
      const target = page as Window;
      if (breakage.objects)
        setTimeout(() => target.dispatchEvent(new MessageEvent('message', { data: message })));
      else setTimeout(() => nativeReply(target, JSON.stringify(message)));
    },
  });
  const port = {
    postMessage(json: string) {
      if (breakage.dropCancel && JSON.parse(json).kind === 'cancel') return;
      const read = breakage.inbound ? JSON.stringify(breakage.inbound(JSON.parse(json))) : json;
      setTimeout(() => host.receive(read, APP_ORIGIN));
    },
  };
  page = fakeWindow({ url: `${APP_ORIGIN}/conformance/`, ...NATIVE_GLOBALS[runtime](port) });
  return { host, probe: await pageProbe({ window: page }) };
}

/**
 * The iframe host of a partner page around the kit's frame. `acceptAnyOrigin` breaks it: it takes messages
 * from any window and origin and answers the sender wherever it is.
 */
export async function iframeHost(
  handlers: HostHandlers = patientHandlers(),
  acceptAnyOrigin = false,
): Promise<{ host: HostConnection; probe: Probe }> {
  const pair = framePair(HOST_URL, `${APP_ORIGIN}/conformance/`, {
    ancestorOrigins: [new URL(HOST_URL).origin],
  });
  let host: HostConnection;
  if (acceptAnyOrigin) {
    let sender: WindowProxyDouble = pair.appProxy;
    const core = createHostCore(handlers, options('web'), (message) => sender.postMessage(message, '*'));
    pair.hostWindow.addEventListener('message', (event) => {
      sender = (event as MessageEvent).source as unknown as WindowProxyDouble;
      core.receive((event as MessageEvent).data, APP_ORIGIN);
    });
    host = core;
  } else {
    host = createHost(handlers, { ...options('web'), iframe: pair.iframe });
  }
  const probe = await pageProbe({ window: pair.appWindow });
  // The stranger: a window at an opaque origin that says hello to the host page and notes what comes back.
  probe.stranger = (hello, waitMs) =>
    new Promise((resolve) => {
      const reached: unknown[] = [];
      const stranger: WindowProxyDouble = { postMessage: (message) => reached.push(message) };
      deliver(pair.hostWindow, '*', new URL(HOST_URL).origin, hello, 'null', stranger);
      setTimeout(() => resolve(reached), waitMs);
    });
  return { host, probe };
}

/**
 * `createReactNativeHost`, the helper examples/react-native uses, around a fake WebView whose injectJavaScript
 * runs the delivery script in the kit's page as react-native-webview does.
 */
export async function reactNativeHelperHost(
  handlers: HostHandlers = patientHandlers(),
): Promise<{ host: HostConnection; probe: Probe }> {
  let page: Window | null = null;
  const webView = {
    current: {
      injectJavaScript(script: string) {
        const target = page as Window;
        setTimeout(() =>
          new Function('location', 'window', 'MessageEvent', script)(target.location, target, MessageEvent),
        );
      },
    },
  };
  const host = createReactNativeHost(handlers, { ...options('android'), webView });
  const port = {
    postMessage: (data: string) =>
      setTimeout(() => host.onMessage({ nativeEvent: { data, url: (page as Window).location.href } })),
  };
  page = fakeWindow({ url: `${APP_ORIGIN}/conformance/`, ReactNativeWebView: port });
  return { host, probe: await pageProbe({ window: page }) };
}
