import { type NativeRuntime, nativePort } from './native-ports.ts';
import { stringTransport } from './string-transport.ts';
import type { Transport } from './transport.ts';

/**
 * The transport over a native host's injected object (native-ports.ts), or null where there is none:
 * - iOS WKWebView: `window.webkit.messageHandlers.<name>.postMessage(string)`;
 * - Android WebView: an interface added with addJavascriptInterface under `<name>`, `postMessage(string)`;
 * - React Native WebView: `window.ReactNativeWebView.postMessage(string)` out; replies arrive as `message`
 *   events on window, and on Android's older react-native-webview on document.
 */
export function nativeTransport(win: Window, runtime: NativeRuntime, name: string): Transport | null {
  const port = nativePort(win, runtime, name);
  if (!port) return null;
  return runtime === 'react-native'
    ? stringTransport(runtime, win, port, [win, win.document])
    : stringTransport(runtime, win, port);
}
