import { isStringPort, type StringPort, stringTransport } from './string-transport.ts';
import type { Transport } from './transport.ts';

function findReactNativePort(win: Window): StringPort | null {
  const port = (win as { ReactNativeWebView?: unknown }).ReactNativeWebView;
  return isStringPort(port) ? port : null;
}

/**
 * React Native WebView: `window.ReactNativeWebView.postMessage(string)` out; replies arrive as `message`
 * events on window, and on Android's older react-native-webview on document.
 */
export function reactNativeTransport(win: Window): Transport | null {
  const port = findReactNativePort(win);
  return port && stringTransport('react-native', win, port, [win, win.document]);
}
