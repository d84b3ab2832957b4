import type { Transport } from './transport.ts';

/**
 * A web page embeds the mini-app in an iframe. Out: `parent.postMessage(message, origin)` with an exact
 * origin, never '*'. In: only events whose source is our parent window and whose origin is allowed; once the
 * host has answered the handshake, only its origin. Until then the hello goes to each allowed origin, and the
 * browser delivers it only where the parent's origin matches, so a wrong guess leaks nothing.
 */
export function iframeTransport(win: Window, allowedOrigins: readonly string[]): Transport | null {
  const parent = win.parent;
  if (!parent || parent === win) return null;
  // Chromium and Safari tell the parent's origin: then there is no need to guess, or to wait for a stranger.
  const known = win.location.ancestorOrigins?.[0];
  const candidates =
    known === undefined ? allowedOrigins : allowedOrigins.filter((origin) => origin === known);
  if (candidates.length === 0) return null;
  let pinned: string | null = null;
  let stop = () => {};
  return {
    runtime: 'iframe',
    send(message) {
      for (const origin of pinned ? [pinned] : candidates) parent.postMessage(message, origin);
    },
    open(receive) {
      const onMessage = (event: MessageEvent) => {
        if (
          event.source !== parent ||
          !(pinned ? event.origin === pinned : candidates.includes(event.origin))
        )
          return;
        if (receive(event.data) && !pinned) pinned = event.origin;
      };
      win.addEventListener('message', onMessage);
      stop = () => win.removeEventListener('message', onMessage);
    },
    close: () => stop(),
  };
}
