import { exchangeAuthorizationCode, exchangePhoneGrant, exchangeTrackId } from '../api/auth-endpoints.ts';
import type { ApiClient, UnauthorizedContext } from '../api/client.ts';
import { withLinkedSignal } from '../api/abortable.ts';
import { randomId } from '../api/random-id.ts';
import type { AuthState, AuthStore } from './auth-state.ts';
import {
  AuthError,
  encodeLoginState,
  type HostAuthPort,
  LOGIN_NONCE_KEY,
  loginPageUrl,
  readLoginCallback,
  isAppRoute,
} from './login-state.ts';
import type { SafeStorage } from '../lib/storage.ts';

export interface AuthOptions {
  /** The mount's auth slice, which `store` writes. */
  state: AuthState;
  store: AuthStore;
  client: ApiClient;
  /** Session storage, for the login state's nonce. */
  session: SafeStorage;
  clientId: string;
  /** The app's /auth callback as an absolute URL. */
  redirectUri: string;
  /** The login page of the plain web. */
  loginUrl: string;
  getLanguage: () => string;
  /** Path and query of the current route, to come back to after login. */
  currentRoute: () => string;
  /** The host's login inside a webview; null in a plain browser (then login is a redirect). */
  getHost: () => HostAuthPort | null;
  redirect: (url: string) => void;
  reload: () => void;
  setAnalyticsUserId?: (userId: string | null) => void;
  createId?: () => string;
  /**
   * Runs after every sign-in, before the login call resolves, so the app knows about the new account
   * (e.g. that it was deleted and can be restored) before it returns to a screen. Its failures are its own.
   */
  afterLogin?: (options: { signal?: AbortSignal }) => Promise<void>;
  /** Where failures that must not stop the flow go (a throwing listener, a failed silent re-login); default console.error. */
  logError?: (error: unknown) => void;
}

type LoginListener = (userId: string | null) => void;

export interface Auth {
  isSignedIn(): boolean;
  /** Exchanges an authorization code for a token. */
  loginWithCode(code: string, options?: { signal?: AbortSignal }): Promise<void>;
  /** Logs in by track id; resolves false when skipped because it is the stored track id. */
  loginWithTrackId(trackId: string, options?: { signal?: AbortSignal; force?: boolean }): Promise<boolean>;
  /** Exchanges the host's signed phone grant (phone.request) for a token. */
  loginWithPhoneGrant(grant: string, options?: { signal?: AbortSignal }): Promise<void>;
  /** Runs the host's login (webview). */
  loginWithHost(options?: { signal?: AbortSignal }): Promise<'success' | 'dismissed' | 'redirecting'>;
  /** The login page URL for the plain web, with the state of `route` (default: the current route). */
  loginUrl(route?: string): string;
  redirectToLogin(route?: string): void;
  /**
   * On /auth: exchanges the callback's code and resolves the route to go back to (with its query string).
   * Throws AuthError 'callback' when the answer is an error or not this tab's.
   */
  completeRedirectLogin(search: string, options?: { signal?: AbortSignal }): Promise<string>;
  logout(): void;
  onLogin(listener: LoginListener): () => void;
  onLogout(listener: () => void): () => void;
  /** The API client's onUnauthorized hook (docs/contract/states.md#request-authorization "Request authorization"). */
  handleUnauthorized(context: UnauthorizedContext): Promise<boolean>;
  dispose(): void;
}

export function createAuth(options: AuthOptions): Auth {
  const { state, store, client, session } = options;
  const createId = options.createId ?? randomId;
  const logError = options.logError ?? ((error: unknown) => console.error(error));
  const loginListeners = new Set<LoginListener>();
  const logoutListeners = new Set<() => void>();
  const lifetime = new AbortController();
  let reauthorizing: Promise<boolean> | null = null;
  /**
   * Track id exchanges on their way (the host's launch.trackId, above all). A login the app asks for
   * meanwhile (a login-required route, a 401) waits for them first: asking the host too would show its
   * sign-in for a guest the exchange is about to sign in.
   */
  const exchanges = new Set<Promise<unknown>>();
  async function exchangesSettled(): Promise<void> {
    while (exchanges.size > 0) await Promise.allSettled([...exchanges]);
  }

  function emit<A extends unknown[]>(listeners: Set<(...args: A) => void>, ...args: A): void {
    for (const listener of [...listeners]) {
      try {
        listener(...args);
      } catch (error) {
        logError(error);
      }
    }
  }

  async function afterLogin(signal: AbortSignal | undefined): Promise<void> {
    try {
      await options.afterLogin?.(signal ? { signal } : {});
    } catch (error) {
      logError(error);
    }
  }

  function signedIn(accessToken: string, trackId?: string | null): void {
    store.setSession(trackId === undefined ? { accessToken } : { accessToken, trackId });
    store.clearIntentKey();
    options.setAnalyticsUserId?.(state.userId);
    emit(loginListeners, state.userId);
  }

  async function loginWithCode(code: string, { signal }: { signal?: AbortSignal } = {}): Promise<void> {
    const grant = await withLinkedSignal([signal, lifetime.signal], (linked) =>
      exchangeAuthorizationCode(client, {
        clientId: options.clientId,
        redirectUri: options.redirectUri,
        code,
        idempotencyKey: store.intentKey(`code:${code}`),
        signal: linked,
      }),
    );
    signedIn(grant.accessToken);
    await afterLogin(signal);
  }

  async function loginWithPhoneGrant(grant: string, { signal }: { signal?: AbortSignal } = {}) {
    const token = await withLinkedSignal([signal, lifetime.signal], (linked) =>
      exchangePhoneGrant(client, {
        clientId: options.clientId,
        grant,
        idempotencyKey: store.intentKey(`phone:${grant}`),
        signal: linked,
      }),
    );
    signedIn(token.accessToken);
    await afterLogin(signal);
  }

  async function loginWithTrackId(
    trackId: string,
    { signal, force = false }: { signal?: AbortSignal; force?: boolean } = {},
  ): Promise<boolean> {
    if (!force && trackId === state.trackId && state.accessToken) return false;
    // Up to the sign-in itself; what runs after it (afterLogin's calls) may 401, and that must not wait here.
    const exchange = withLinkedSignal([signal, lifetime.signal], (linked) =>
      exchangeTrackId(client, {
        clientId: options.clientId,
        trackId,
        idempotencyKey: store.intentKey(`track:${trackId}`),
        signal: linked,
      }),
    ).then((grant) => signedIn(grant.accessToken, trackId));
    exchanges.add(exchange);
    try {
      await exchange;
    } finally {
      exchanges.delete(exchange);
    }
    await afterLogin(signal);
    return true;
  }

  async function loginWithHost({
    signal,
    force = false,
  }: {
    signal?: AbortSignal;
    force?: boolean;
  } = {}): Promise<'success' | 'dismissed' | 'redirecting'> {
    const host = options.getHost();
    if (!host) throw new AuthError('no-host', 'The host offers no login here');
    // The host's vault may hold the guest's token, and a track id exchange may be signing them in: a token
    // that arrives while they settle makes the host's sign-in needless.
    const before = state.accessToken;
    await store.tokenKnown();
    await exchangesSettled();
    if (state.accessToken && state.accessToken !== before) return 'success';
    const result = await withLinkedSignal([signal, lifetime.signal], (linked) =>
      host.start({ signal: linked }),
    );
    if (result.status !== 'success') return result.status;
    if (result.code) await loginWithCode(result.code, signal ? { signal } : {});
    else if (result.trackId) await loginWithTrackId(result.trackId, { force, ...(signal ? { signal } : {}) });
    else throw new AuthError('handshake', 'The host answered success without a code or a track id');
    return 'success';
  }

  function loginUrl(route = options.currentRoute()): string {
    const nonce = createId();
    session.set(LOGIN_NONCE_KEY, nonce);
    return loginPageUrl({
      loginUrl: options.loginUrl,
      clientId: options.clientId,
      redirectUri: options.redirectUri,
      language: options.getLanguage(),
      state: encodeLoginState(route, nonce),
    });
  }

  function logout(): void {
    store.clear();
    options.setAnalyticsUserId?.(null);
    emit(logoutListeners);
  }

  async function reauthorize(): Promise<boolean> {
    if (!options.getHost()) {
      logout();
      options.redirect(loginUrl());
      return false;
    }
    try {
      // The refused token may belong to the stored track id: the exchange must run again, not be skipped.
      const outcome = await loginWithHost({ force: true });
      if (outcome === 'success') return true;
      if (outcome === 'redirecting') return false;
    } catch (error) {
      if (lifetime.signal.aborted) return false;
      logError(error);
    }
    logout();
    options.reload();
    return false;
  }

  return {
    isSignedIn: () => Boolean(state.accessToken),
    loginWithCode,
    loginWithTrackId,
    loginWithPhoneGrant,
    loginWithHost: (extra) => loginWithHost(extra),
    loginUrl,
    redirectToLogin(route) {
      options.redirect(loginUrl(route));
    },
    async completeRedirectLogin(search, { signal } = {}) {
      const callback = readLoginCallback(search);
      if (callback.status === 'error') throw new AuthError('callback', callback.message);
      const expected = session.get(LOGIN_NONCE_KEY);
      if (expected === null || callback.state.nonce !== expected) {
        throw new AuthError('callback', 'The login answer does not belong to this tab (state mismatch)');
      }
      await loginWithCode(callback.code, signal ? { signal } : {});
      session.remove(LOGIN_NONCE_KEY);
      return isAppRoute(callback.state.route) ? callback.state.route : '/';
    },
    logout,
    onLogin(listener) {
      loginListeners.add(listener);
      return () => loginListeners.delete(listener);
    },
    onLogout(listener) {
      logoutListeners.add(listener);
      return () => logoutListeners.delete(listener);
    },
    async handleUnauthorized(context) {
      if (lifetime.signal.aborted) return false;
      if (context.replayed) {
        logout();
        options.reload();
        return false;
      }
      // A track id exchange on its way brings the token this request should have had.
      await exchangesSettled();
      const current = state.accessToken;
      // Another request re-authorized while this one was on the way: just replay with the new token.
      if (current && current !== context.token) return true;
      if (!reauthorizing) {
        reauthorizing = reauthorize().finally(() => {
          reauthorizing = null;
        });
      }
      return reauthorizing;
    },
    dispose() {
      lifetime.abort(new DOMException('Auth was disposed', 'AbortError'));
      loginListeners.clear();
      logoutListeners.clear();
    },
  };
}
