import { createContext, useContext } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import {
  type ApiClient,
  type ApiClientOptions,
  type ApiErrorReport,
  createApiClient,
} from '../api/client.ts';
import { adoptEarly, takeSettledEarly } from '../api/early-requests.ts';
import { ApiAccountDeletedError } from '../api/errors.ts';
import { createQueryCache, type QueryCache } from '../api/query-cache.ts';
import { parseUser, USER_PATH } from '../api/user-endpoints.ts';
import type { Language } from '../config/host-config.ts';
import { type AppState, type AppStateOptions, type AppStateRoot, createAppState } from './app-state.ts';
import { type Auth, createAuth } from './auth.ts';
import type { HostAuthPort } from './login-state.ts';
import { createFreshness, type Freshness } from './freshness.ts';

/** The OAuth client id when hostConfig.clientId is absent; the same default as the bridge's web login. */
export const DEFAULT_CLIENT_ID = 'dastarkhan';

export interface AppCoreOptions extends AppStateOptions {
  getLanguage: () => Language;
  /** The host's login when inside a host app (webview); null or absent in a plain browser. */
  getHostAuth?: () => HostAuthPort | null;
  reportError?: (report: ApiErrorReport) => void;
  setAnalyticsUserId?: (userId: string | null) => void;
  /** Default: `location.assign`. */
  redirect?: (url: string) => void;
  /** Default: `location.reload`. */
  reload?: () => void;
  /** Path and query to come back to after login; default the page's. */
  currentRoute?: () => string;
  /** The login page of the plain web; default the sandbox's `/sandbox/login` on this origin. */
  loginUrl?: string;
  /** The /auth callback; default `<origin>/auth`. */
  redirectUri?: string;
  fetch?: ApiClientOptions['fetch'];
  /** Where the `online` event comes from (the mount's window): stored answers shown are loaded again then. */
  onlineEvents?: EventTarget;
  retryDelayMs?: number;
  timeoutMs?: number;
}

/** State, API client and auth of one mount, wired together; one dispose for all. */
export interface AppCore {
  readonly state: AppState;
  readonly client: ApiClient;
  readonly auth: Auth;
  /** The mount's local storage (`state.local`), for the API side's order submission (api-scope.ts). */
  readonly storage: AppState['local'];
  readonly createId: (() => string) | undefined;
  readonly freshness: Freshness;
  /** The mount's answers, shared by its screens (ADR 0028). */
  readonly queries: QueryCache;
  dispose(): void;
}

export function createAppCore(options: AppCoreOptions): AppCore {
  const page = typeof location === 'undefined' ? undefined : location;
  const pageHref = page?.href ?? 'http://localhost/';
  const hostConfig = options.hostConfig ?? {};
  const state = createAppState(options);

  const queries = createQueryCache(state.local);
  // Marks what the offline worker answered from its store, for Home's notice (ADR 0007); the network back,
  // every answer is asked again.
  const freshness = createFreshness({ events: options.onlineEvents ?? null, onRefresh: queries.invalidate });
  let auth: Auth | undefined;
  const client = createApiClient({
    ...(hostConfig.apiBase === undefined ? {} : { baseUrl: hostConfig.apiBase }),
    getLanguage: options.getLanguage,
    getAccessToken: () => state.root.auth.accessToken,
    // Auth needs the client to exchange tokens, and the client needs auth for a 401: the hook is late-bound.
    onUnauthorized: (context) => auth?.handleUnauthorized(context) ?? Promise.resolve(false),
    monitor: state.requestLog.monitor,
    onError: (report) => {
      // Not a failure to report: the account's own state, which the restore offer answers.
      if (report.error instanceof ApiAccountDeletedError) {
        state.account.markDeleted({
          deletedAt: report.error.deletedAt,
          restoreUntil: report.error.restoreUntil,
        });
        return;
      }
      options.reportError?.(report);
    },
    fetch: freshness.watch(options.fetch ?? ((input, init) => globalThis.fetch(input, init))),
    ...(options.retryDelayMs === undefined ? {} : { retryDelayMs: options.retryDelayMs }),
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
    ...(options.createId ? { createId: options.createId } : {}),
    // The first screen's GETs the app shell sent before the app ran (ADR 0005).
    adoptEarly: freshness.watchEarly(adoptEarly),
    takeSettled: freshness.watchSettled(takeSettledEarly),
  });

  auth = createAuth({
    state: state.root.auth,
    store: state.auth,
    client,
    session: state.session,
    clientId: hostConfig.clientId ?? DEFAULT_CLIENT_ID,
    redirectUri: options.redirectUri ?? new URL('/auth', pageHref).href,
    loginUrl: options.loginUrl ?? new URL('/sandbox/login', pageHref).href,
    getLanguage: options.getLanguage,
    currentRoute: options.currentRoute ?? (() => (page ? page.pathname + page.search : '/')),
    getHost: options.getHostAuth ?? (() => null),
    redirect: options.redirect ?? ((url) => page?.assign(url)),
    reload: options.reload ?? (() => page?.reload()),
    ...(options.setAnalyticsUserId ? { setAnalyticsUserId: options.setAnalyticsUserId } : {}),
    ...(options.createId ? { createId: options.createId } : {}),
    ...(options.logError ? { logError: options.logError } : {}),
    // docs/contract/product.md#account-deletion: a deleted account signs in again to be restored. Asking for the user right away lets the
    // restore offer appear whatever screen the login returns to: a 403 account_deleted lands in onError.
    // Not re-authorized on a 401: this runs inside a login, which a re-authorization would wait for.
    afterLogin: async ({ signal }) => {
      state.account.clear();
      await client
        .get(USER_PATH, { parse: parseUser, reauthorize: false, ...(signal ? { signal } : {}) })
        .catch(() => {
          // Any other failure is the screens' to show; the client has reported it.
        });
    },
  });

  const authModule = auth;
  const stopClearingAccount = authModule.onLogout(() => state.account.clear());
  // Another guest (or none): the answers kept were written for the last one (favourites, prices, orders).
  const stopInvalidating = [authModule.onLogin(queries.invalidate), authModule.onLogout(queries.invalidate)];
  return {
    state,
    client,
    auth: authModule,
    storage: state.local,
    createId: options.createId,
    freshness,
    queries,
    dispose() {
      stopClearingAccount();
      for (const stop of stopInvalidating) stop();
      freshness.dispose();
      client.dispose();
      authModule.dispose();
      state.dispose();
    },
  };
}

/** The mount's core (docs/adr/0003-import-rules-enforced.md#narrow-contexts): components take its stores, auth or freshness by the hooks below. */
export const AppCoreContext = createContext<AppCore | null>(null);

function useAppCore(): AppCore {
  const core = useContext(AppCoreContext);
  if (!core) throw new Error('state hook outside a mounted Dastarkhan app');
  return core;
}

/** The mount's stores and their actions (`useAppStores().cart.add(…)`); read values through useAppState(). */
export const useAppStores = (): AppState => useAppCore().state;
export const useAuth = (): Auth => useAppCore().auth;
export const useFreshness = (): Freshness => useAppCore().freshness;

/**
 * The mount's state as a snapshot, one hop to any slice (`useAppState().cart.carts`). A component renders
 * again only when what it read changes (ADR 0029).
 */
export function useAppState(): Snapshot<AppStateRoot> {
  return useSnapshot(useAppStores().root);
}
