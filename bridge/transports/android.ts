import { isStringPort, type StringPort, stringTransport } from './string-transport.ts';
import type { Transport } from './transport.ts';

/** The object the Android host injected with addJavascriptInterface under `name`, if any. */
function findAndroidInterface(win: Window, name: string): StringPort | null {
  const port = (win as unknown as Record<string, unknown>)[name];
  return isStringPort(port) ? port : null;
}

/** Android WebView: an injected JavaScript interface with `postMessage(string)`. */
export function androidTransport(win: Window, name: string): Transport | null {
  const port = findAndroidInterface(win, name);
  return port && stringTransport('android', win, port);
}
