import { isStringPort, type StringPort, stringTransport } from './string-transport.ts';
import type { Transport } from './transport.ts';

interface WebkitWindow {
  webkit?: { messageHandlers?: Record<string, unknown> };
}

/** The WKScriptMessageHandler the iOS host registered under `name`, if any. */
function findIosHandler(win: Window, name: string): StringPort | null {
  const handler = (win as WebkitWindow).webkit?.messageHandlers?.[name];
  return isStringPort(handler) ? handler : null;
}

/** iOS WKWebView: `window.webkit.messageHandlers.<name>.postMessage(string)`. */
export function iosTransport(win: Window, name: string): Transport | null {
  const handler = findIosHandler(win, name);
  return handler && stringTransport('ios', win, handler);
}
