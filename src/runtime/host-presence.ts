import { findNativePort } from '../../bridge/transports/native-ports.ts';

/**
 * Whether a host may be there to shake hands with (docs/protocol.md): a native host's object, put in the page
 * before it loaded (bridge/transports/native-ports.ts), or a parent page that frames the app. A page with
 * neither is a plain browser's, whose bridge is the polyfill: nothing of it draws a first screen, so its
 * code comes after the first screen's content (ADR 0033). Read at once, without the bridge client's code:
 * the app shell's inline script and the mount decide with it whether to ask for that code now.
 */
export function mayHaveHost(win: Window): boolean {
  return findNativePort(win) !== null || win.parent !== win;
}
