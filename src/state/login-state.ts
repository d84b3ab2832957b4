/**
 * docs/contract/screens.md#login-round-trip "Before login the current path and query parameters are encoded into a state value; after the
 * /auth callback it is decoded back to the original route with its query string."
 *
 * The wire form is base64url(JSON { route, nonce }), the same as the bridge's web polyfill
 * (bridge/web/redirect-state.ts), so a login started by either side is understood by the other. The nonce
 * is kept in this tab's session storage by the caller and compared on return (login CSRF).
 */

export interface LoginState {
  /** Path and query string on the app's own origin, e.g. `/filials/12?table_id=3`. */
  route: string;
  nonce: string;
}

/** Session storage key of the nonce; shared with the bridge's web polyfill. */
export const LOGIN_NONCE_KEY = 'dastarkhan.auth.nonce';

const ORIGIN_PROBE = 'https://app.invalid';

/**
 * A path on our own origin: starts with one `/`, no scheme or host, no control characters or whitespace
 * (URL parsing drops tabs and newlines, so `/\t/evil.example` would become `//evil.example`).
 */
export function isAppRoute(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\/(?![/\\])/.test(value)) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: rejecting control characters is the point.
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return false;
  try {
    return new URL(value, ORIGIN_PROBE).origin === ORIGIN_PROBE;
  } catch {
    return false;
  }
}

function toBase64Url(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder('utf-8', { fatal: true }).decode(
    Uint8Array.from(binary, (char) => char.charCodeAt(0)),
  );
}

/** Joins a path and a query string (with or without its `?`) into a route. */
export function routeOf(path: string, search = ''): string {
  const query = search.replace(/^\?/, '');
  return query ? `${path}?${query}` : path;
}

/** The state value for a route; a route that is not ours (or the callback itself) becomes `/`. */
export function encodeLoginState(route: string, nonce: string): string {
  const safe = isAppRoute(route) && !/^\/auth(?:[/?#]|$)/.test(route) ? route : '/';
  return toBase64Url(JSON.stringify({ route: safe, nonce }));
}

/** The route and nonce in a state value, or null when it is not one of ours. */
export function decodeLoginState(state: string | null | undefined): LoginState | null {
  if (!state) return null;
  try {
    const value: unknown = JSON.parse(fromBase64Url(state));
    if (typeof value !== 'object' || value === null) return null;
    const { route, nonce } = value as Record<string, unknown>;
    return isAppRoute(route) && typeof nonce === 'string' ? { route, nonce } : null;
  } catch {
    return null;
  }
}

export interface LoginPageParams {
  loginUrl: string;
  clientId: string;
  redirectUri: string;
  language: string;
  state: string;
}

/** docs/contract/screens.md#login-redirect: the login redirect carries client id, redirect uri, mail login not disabled, language and state. */
export function loginPageUrl(params: LoginPageParams): string {
  const url = new URL(params.loginUrl);
  url.search = new URLSearchParams({
    client_id: params.clientId,
    redirect_uri: params.redirectUri,
    disable_mail_login: 'false',
    language: params.language,
    state: params.state,
  }).toString();
  return url.href;
}

export type LoginCallback =
  | { status: 'success'; code: string; state: LoginState }
  | { status: 'error'; message: string };

/** Reads the /auth callback's query: the code and our state, or what went wrong. */
export function readLoginCallback(search: string): LoginCallback {
  const query = new URLSearchParams(search);
  const failure = query.get('error');
  if (failure !== null) return { status: 'error', message: query.get('error_description') ?? failure };
  const code = query.get('code');
  if (!code) return { status: 'error', message: 'The login answer has no code' };
  const state = decodeLoginState(query.get('state'));
  if (!state) return { status: 'error', message: 'The login answer has no valid state' };
  return { status: 'success', code, state };
}

/** What the host's login gives back (docs/contract/states.md#host-handshake "Host handshake"). */
export type HostAuthResult =
  | { status: 'success'; code?: string; trackId?: string }
  | { status: 'dismissed' }
  /** The page is leaving for a hosted login page; the answer comes back through the /auth callback. */
  | { status: 'redirecting' };

/**
 * The host app's login, as the auth module needs it. The lead wires it to the bridge (`auth.code`, or
 * `auth.trackId` when the host does not support the code flow). Errors of the host are thrown.
 */
export interface HostAuthPort {
  start(options: { signal?: AbortSignal }): Promise<HostAuthResult>;
}

export type AuthErrorCode = 'handshake' | 'callback' | 'no-host';

export class AuthError extends Error {
  readonly code: AuthErrorCode;
  constructor(code: AuthErrorCode, message: string) {
    super(message);
    this.name = 'AuthError';
    this.code = code;
  }
}
