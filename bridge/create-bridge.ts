import { type Bridge, connect } from './client.ts';
import { BridgeError } from './errors.ts';
import type { AppInfo, Runtime } from './protocol.ts';
import { iframeTransport } from './transports/iframe.ts';
import { nativeTransport } from './transports/native.ts';
import { NATIVE_NAME } from './transports/native-ports.ts';
import type { Transport } from './transports/transport.ts';
import type { WebOptions } from './web/methods.ts';

/** What `createBridge` connects with: the app's window, the origins that may host it, how long it waits for a host, and the plain-web fallbacks' options. */
export interface BridgeOptions {
  /** The window the mini-app runs in. Nothing is read from globals, so that tests and several mounts stay apart. */
  window: Window;
  /** Skips detection. The runtime's host objects must exist; a silent host still falls back to `web`. */
  runtime?: Runtime;
  /**
   * Origins allowed to host the mini-app in an iframe, exact (`https://partner.example`). Default: only the
   * mini-app's own origin, which could script the page anyway.
   */
  hostOrigins?: readonly string[];
  /** Name of the iOS message handler and of the Android JavaScript interface; default `DastarkhanHost`. */
  nativeName?: string;
  /** How long to wait for the host's welcome before using the polyfill, counted while the thread is free (docs/protocol.md); default 1500 ms. */
  handshakeTimeoutMs?: number;
  app?: AppInfo;
  /** Settings of the plain-browser polyfill. */
  web?: WebOptions;
}

const DETECTION_ORDER = ['react-native', 'ios', 'android', 'iframe'] as const;

function hostTransport(options: BridgeOptions): Transport | null {
  const { window: win, runtime, nativeName = NATIVE_NAME } = options;
  const origins = (options.hostOrigins ?? [win.location.origin])
    .map((origin) => new URL(origin).origin)
    .filter((origin) => origin !== 'null');
  const make = {
    'react-native': () => nativeTransport(win, 'react-native', nativeName),
    ios: () => nativeTransport(win, 'ios', nativeName),
    android: () => nativeTransport(win, 'android', nativeName),
    iframe: () => iframeTransport(win, origins),
  };
  if (runtime === 'web') return null;
  if (runtime) {
    const transport = make[runtime]();
    if (!transport) throw new BridgeError('unsupported', `runtime "${runtime}": no host objects`);
    return transport;
  }
  for (const name of DETECTION_ORDER) {
    const transport = make[name]();
    if (transport) return transport;
  }
  return null;
}

/** Hosts (the usual case) never download the polyfill: it is a chunk of its own, loaded when no host answers. */
async function loadPolyfill(options: BridgeOptions): Promise<Transport> {
  const { webTransport } = await import('./transports/web.ts');
  return webTransport(options.window, options.web ?? {});
}

/**
 * Finds the host (at call time, never at import), shakes hands, and resolves with a ready bridge. When no host
 * answers in time, or none is there, the plain-browser polyfill plays the host.
 */
export async function createBridge(options: BridgeOptions): Promise<Bridge> {
  const app = options.app ?? { name: 'dastarkhan', version: '' };
  const timeout = options.handshakeTimeoutMs ?? 1500;
  const transport = hostTransport(options);
  const bridge =
    (transport && (await connect(transport, app, timeout))) ??
    (await connect(await loadPolyfill(options), app, timeout));
  if (!bridge) throw new BridgeError('internal', 'no welcome');
  return bridge;
}
