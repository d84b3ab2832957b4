import { isAppPath } from '../protocol-schemas.ts';
import { isRecord } from '../schema.ts';

const NONCE_KEY = 'dastarkhan.auth.nonce';

const toBase64Url = (text: string) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

const fromBase64Url = (text: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0)),
  );

/**
 * docs/contract/screens.md#login-round-trip: the route before login travels through the login page as the OAuth `state`. It also carries a
 * nonce kept in this tab's session storage, so that a code arriving with someone else's state is refused
 * (login CSRF) and a crafted state cannot send the user off our origin.
 */
export function encodeState(win: Window, route: string): string {
  const nonce = Array.from(win.crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16)).join(
    '',
  );
  try {
    win.sessionStorage.setItem(NONCE_KEY, nonce);
  } catch {
    // Storage can be switched off; the return then fails the nonce check and the app sees an auth error.
  }
  return toBase64Url(JSON.stringify({ route, nonce }));
}

/** The route encoded in `state`, or null when the state is not ours or not this tab's. */
export function decodeState(win: Window, state: string): string | null {
  try {
    const value: unknown = JSON.parse(fromBase64Url(state));
    const nonce = win.sessionStorage.getItem(NONCE_KEY);
    return isRecord(value) && nonce !== null && value.nonce === nonce && isAppPath(value.route)
      ? value.route
      : null;
  } catch {
    return null;
  }
}
