/**
 * Test doubles for windows and frames. They model what browsers guarantee and the bridge relies on:
 * postMessage delivers only when the target origin matches (or is '*'), asynchronously, as a structured clone,
 * with the sender's origin and the sender's WindowProxy as `source`.
 */

export interface FakeWindowInit {
  url: string;
  /** location.ancestorOrigins as Chromium reports it; absent as in Firefox. */
  ancestorOrigins?: string[];
  [key: string]: unknown;
}

/** An EventTarget with the few window members the transports read. */
export function fakeWindow({ url, ancestorOrigins, ...extra }: FakeWindowInit): Window {
  const href = new URL(url);
  const win = Object.assign(new EventTarget(), {
    location: {
      href: href.href,
      origin: href.origin,
      pathname: href.pathname,
      search: href.search,
      ...(ancestorOrigins ? { ancestorOrigins } : {}),
    },
    document: Object.assign(new EventTarget(), { documentElement: { lang: '' }, visibilityState: 'visible' }),
    navigator: {},
    ...extra,
  });
  return Object.assign(win, { parent: extra.parent ?? win }) as unknown as Window;
}

/** Dispatches what a native host's script dispatches: a message event with a string and no source. */
export function nativeReply(target: EventTarget, json: string): void {
  target.dispatchEvent(new MessageEvent('message', { data: json }));
}

export interface WindowProxyDouble {
  postMessage(message: unknown, targetOrigin: string): void;
}

/** Posts `data` to `target` the way a browser would for a sender at `senderOrigin` seen as `source`. */
export function deliver(
  target: EventTarget,
  targetOrigin: string,
  actualOrigin: string,
  data: unknown,
  senderOrigin: string,
  source: unknown,
): void {
  if (targetOrigin !== '*' && targetOrigin !== actualOrigin) return;
  const clone = structuredClone(data);
  setTimeout(() =>
    target.dispatchEvent(
      new MessageEvent('message', { data: clone, origin: senderOrigin, source: source as Window }),
    ),
  );
}

export interface FramePair {
  /** The host page's window. */
  hostWindow: Window;
  /** The mini-app's window inside the iframe; its parent is the host. */
  appWindow: Window;
  /** The iframe element on the host page; contentWindow is the app as the host sees it. */
  iframe: HTMLIFrameElement;
  /** What the app's window is to others (the iframe's contentWindow). */
  appProxy: WindowProxyDouble;
  /** What the host's window is to the app (its parent). */
  hostProxy: WindowProxyDouble;
}

/** A host page at `hostUrl` with an iframe showing the mini-app at `appUrl`. */
export function framePair(
  hostUrl: string,
  appUrl: string,
  appExtra: Partial<FakeWindowInit> = {},
): FramePair {
  const hostOrigin = new URL(hostUrl).origin;
  const appOrigin = new URL(appUrl).origin;
  const hostWindow = fakeWindow({ url: hostUrl });
  const hostProxy: WindowProxyDouble = {
    postMessage: (message, target) => deliver(hostWindow, target, hostOrigin, message, appOrigin, appProxy),
  };
  const appWindow = fakeWindow({ url: appUrl, parent: hostProxy, ...appExtra });
  const appProxy: WindowProxyDouble = {
    postMessage: (message, target) => deliver(appWindow, target, appOrigin, message, hostOrigin, hostProxy),
  };
  const iframe = {
    contentWindow: appProxy,
    ownerDocument: { defaultView: hostWindow },
  } as unknown as HTMLIFrameElement;
  return { hostWindow, appWindow, iframe, appProxy, hostProxy };
}

/** Lets queued postMessage deliveries (setTimeout 0) and the promise work they start run. */
export const settle = (rounds = 3) =>
  (async () => {
    for (let round = 0; round < rounds; round++) await new Promise((done) => setTimeout(done, 0));
  })();
