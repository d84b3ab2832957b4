import type { AppMessage, Runtime } from '../protocol.ts';
import { findNativePort, NATIVE_NAME, type StringPort } from '../transports/native-ports.ts';
import type { Probe } from './probe.ts';

export interface PageProbeOptions {
  /** The kit page's window. */
  window: Window;
  /** Name of the iOS message handler and of the Android interface; default `DastarkhanHost`. */
  nativeName?: string;
  /** iframes: the host page's origin, where the browser does not tell it (Firefox has no ancestorOrigins). */
  hostOrigin?: string;
  /** iframes: a page that relays what it receives to its parent; loaded sandboxed, so at an opaque origin. */
  strangerUrl?: string;
  /** `web` checks the plain-browser polyfill even where a host might answer (the simulator's web runtime). */
  runtime?: Runtime;
}

/** The message a stranger page relays to the kit: whatever reached it. */
const STRANGER_CHANNEL = 'dastarkhan-kit-stranger';

function nativeProbe(win: Window, runtime: Runtime, port: StringPort): Probe {
  // react-native-webview on older Android delivers on document: listen where the app listens.
  const targets: EventTarget[] = runtime === 'react-native' ? [win, win.document] : [win];
  return {
    runtime,
    strings: true,
    send: (message) => port.postMessage(JSON.stringify(message)),
    listen(receive) {
      const onMessage = (event: Event) => {
        const { source, data } = event as MessageEvent;
        if (source === null || source === win) receive(data);
      };
      for (const target of targets) target.addEventListener('message', onMessage);
      return () => {
        for (const target of targets) target.removeEventListener('message', onMessage);
      };
    },
    close() {},
  };
}

function iframeProbe(win: Window, hostOrigin: string, strangerUrl: string | undefined): Probe {
  const parent = win.parent;
  const probe: Probe = {
    runtime: 'iframe',
    strings: false,
    send: (message) => parent.postMessage(message, hostOrigin),
    listen(receive) {
      const onMessage = (event: MessageEvent) => {
        if (event.source === parent && event.origin === hostOrigin) receive(event.data);
      };
      win.addEventListener('message', onMessage);
      return () => win.removeEventListener('message', onMessage);
    },
    close() {},
  };
  if (!strangerUrl) return probe;
  probe.stranger = (hello, waitMs) =>
    new Promise((resolve) => {
      const frame = win.document.createElement('iframe');
      const reached: unknown[] = [];
      const onMessage = (event: MessageEvent) => {
        if (event.source === frame.contentWindow && event.data?.channel === STRANGER_CHANNEL)
          reached.push(event.data.data);
      };
      win.addEventListener('message', onMessage);
      // Scripts only: without allow-same-origin the page's origin is opaque ('null'), on no allowlist.
      frame.setAttribute('sandbox', 'allow-scripts');
      frame.title = 'Stranger frame of the conformance kit';
      frame.hidden = true;
      frame.src = `${strangerUrl}#${encodeURIComponent(JSON.stringify(hello))}`;
      win.document.body.append(frame);
      setTimeout(() => {
        win.removeEventListener('message', onMessage);
        frame.remove();
        resolve(reached);
      }, waitMs);
    });
  return probe;
}

/** The polyfill plays the host inside the page: the kit talks to it as the app does. */
async function webProbe(win: Window): Promise<Probe> {
  const { webTransport } = await import('../transports/web.ts');
  const transport = webTransport(win, {});
  let receive: (data: unknown) => void = () => {};
  transport.open((message) => {
    receive(message);
    return true;
  });
  return {
    runtime: 'web',
    strings: false,
    send: (message) => transport.send(message as AppMessage),
    listen(next) {
      receive = next;
      return () => {
        receive = () => {};
      };
    },
    close: () => transport.close(),
  };
}

/**
 * Finds the host of the page the kit runs in, as the app does (docs/protocol.md, runtimes): a native object,
 * else the parent page of an iframe, else the plain-browser polyfill.
 */
export async function pageProbe(options: PageProbeOptions): Promise<Probe> {
  const { window: win, nativeName = NATIVE_NAME } = options;
  if (options.runtime === 'web') return webProbe(win);
  const native = findNativePort(win, nativeName);
  if (native) return nativeProbe(win, native.runtime, native.port);
  if (win.parent && win.parent !== win) {
    const origin = win.location.ancestorOrigins?.[0] ?? options.hostOrigin;
    if (!origin) throw new Error('the kit runs in an iframe: give the host page origin as ?host_origin=');
    return iframeProbe(win, new URL(origin).origin, options.strangerUrl);
  }
  return webProbe(win);
}
