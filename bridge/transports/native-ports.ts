import type { Runtime } from '../protocol.ts';

/** A native object's `postMessage(string)`, as iOS, Android and React Native inject it. */
export interface StringPort {
  postMessage(message: string): void;
}

const isStringPort = (value: unknown): value is StringPort =>
  typeof (value as StringPort | undefined)?.postMessage === 'function';

/** The name the iOS message handler and the Android interface are registered under, unless a host names another. */
export const NATIVE_NAME = 'DastarkhanHost';

export type NativeRuntime = Extract<Runtime, 'react-native' | 'ios' | 'android'>;

/** React Native first: its WebView on iOS also registers a WKScriptMessageHandler. */
const NATIVE_ORDER: readonly NativeRuntime[] = ['react-native', 'ios', 'android'];

/**
 * The object a native host put in the page before it loaded: `window.ReactNativeWebView`, the
 * WKScriptMessageHandler `window.webkit.messageHandlers.<name>`, or the Android JavaScript interface
 * `window.<name>`. Read where a port is needed: the bridge's transports and the conformance kit's probe.
 */
export function nativePort(win: Window, runtime: NativeRuntime, name = NATIVE_NAME): StringPort | null {
  const globals = win as unknown as Record<string, unknown> & {
    webkit?: { messageHandlers?: Record<string, unknown> };
  };
  const port =
    runtime === 'react-native'
      ? globals.ReactNativeWebView
      : runtime === 'ios'
        ? globals.webkit?.messageHandlers?.[name]
        : globals[name];
  return isStringPort(port) ? port : null;
}

/** The first native host's object found, in detection order, or null in a page no native host loaded. */
export function findNativePort(
  win: Window,
  name = NATIVE_NAME,
): { runtime: NativeRuntime; port: StringPort } | null {
  for (const runtime of NATIVE_ORDER) {
    const port = nativePort(win, runtime, name);
    if (port) return { runtime, port };
  }
  return null;
}
