import { BridgeHostError } from '../errors.ts';
import type { LaunchData, PayParams } from '../protocol.ts';
import { isAppPath } from '../protocol-schemas.ts';
import { decodeState, encodeState } from './redirect-state.ts';

export interface RedirectOptions {
  /** The login page; default the sandbox's `/sandbox/login`. */
  loginUrl?: string;
  clientId?: string;
  /** Where the login page sends the user back; default `<origin>/auth`, the app's callback route (docs/contract/screens.md#login-round-trip). */
  redirectUri?: string;
  /** The hosted payment page; default the sandbox's `/sandbox/pay`. */
  payUrl?: string;
  environment?: 'stage' | 'production';
}

const redirectUri = (win: Window, options: RedirectOptions) =>
  new URL(options.redirectUri ?? '/auth', win.location.origin).href;

/** docs/contract/screens.md#login-redirect: client id, redirect uri, mail login not disabled, the current language, and the state. */
export function loginPageUrl(win: Window, options: RedirectOptions, language: string): string {
  const url = new URL(options.loginUrl ?? '/sandbox/login', win.location.href);
  const callback = redirectUri(win, options);
  const { pathname, search } = win.location;
  // Coming back to the callback page itself would only start the exchange again.
  const route = new URL(callback).pathname === pathname ? '/' : pathname + search;
  url.search = new URLSearchParams({
    client_id: options.clientId ?? 'dastarkhan',
    redirect_uri: callback,
    disable_mail_login: 'false',
    language,
    state: encodeState(win, route),
  }).toString();
  return url.href;
}

/** On the login callback page: the code and the route from before login, for the handshake's launch data. */
export function readAuthReturn(win: Window, options: RedirectOptions): LaunchData['auth'] {
  const here = new URL(win.location.href);
  const callback = new URL(redirectUri(win, options));
  if (here.origin !== callback.origin || here.pathname !== callback.pathname) return undefined;
  const { searchParams: query } = here;
  const code = query.get('code');
  const state = query.get('state');
  const failure = query.get('error');
  if (failure !== null) return { status: 'error', message: query.get('error_description') ?? failure };
  if (code === null || state === null) return undefined;
  const route = decodeState(win, state);
  return code !== '' && route !== null
    ? { status: 'success', code, route }
    : { status: 'error', message: 'The login answer does not belong to this tab (state mismatch)' };
}

const appPath = (path: string | undefined, name: string) => {
  if (path !== undefined && !isAppPath(path)) {
    throw new BridgeHostError('invalid_params', `${name} must be a path on this origin, starting with one /`);
  }
  return path;
};

/**
 * docs/contract/screens.md#hosted-payment-page: the hosted payment page with exactly track_id, paymentUrl, environment, sucessUrl (spelled so),
 * failureUrl, displayType only for a requested wallet, and language. Success returns to the origin root
 * unless a path is given; failure to the current page.
 */
export function payPageUrl(
  win: Window,
  options: RedirectOptions,
  params: PayParams,
  language: string,
): string {
  if (typeof params.trackId !== 'string' || typeof params.paymentUrl !== 'string') {
    throw new BridgeHostError('invalid_params', 'pay.open needs trackId and paymentUrl');
  }
  const { origin, href } = win.location;
  const success = appPath(params.successPath, 'successPath');
  const failure = appPath(params.failurePath, 'failurePath');
  const query = new URLSearchParams({
    track_id: params.trackId,
    paymentUrl: params.paymentUrl,
    environment: options.environment ?? 'stage',
    sucessUrl: origin + (success ?? '/'),
    failureUrl: failure === undefined ? href : origin + failure,
  });
  if (params.walletType) query.set('displayType', params.walletType);
  query.set('language', language);
  const url = new URL(options.payUrl ?? '/sandbox/pay', href);
  url.search = query.toString();
  return url.href;
}
