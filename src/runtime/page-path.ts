import { decodeLoginState, isAppRoute } from '../state/login-state.ts';

/**
 * The one place where a route of the app becomes an address on the page: every URL that leaves the app and
 * must come back to it (the hosted payment page's success and failure URLs, the login page's redirect_uri,
 * a reload after a failed chunk) is built here, so none of them can forget the base path.
 *
 * - Browser routing (the app shell at /app, a native webview loading it): the app's routes live under the
 *   base path, so `/filials/11/bill` is `/app/filials/11/bill` on the page.
 * - Memory routing (embedded in a partner's page): the app's routes are no addresses of the page at all; a
 *   return comes back to the partner's page as it is, with the route in one query parameter of ours
 *   (RETURN_ROUTE_PARAM), from which the next mount on that page starts (`returnRouteOf`).
 */

/** The query parameter of a partner's page that names the route an embedded mount comes back to. */
const RETURN_ROUTE_PARAM = 'dk_route';
export interface PagePaths {
  /** `route` (a path of the app's router with its query, e.g. `/typ/12/order/5`) as a path on the page's origin. */
  pathOf(route: string): string;
  /** `route` as an absolute URL: what a guest shares opens the app at that route. */
  urlOf(route: string): string;
  /** The absolute URL of the login callback route (`/auth`), the redirect_uri of the login page. */
  loginCallbackUrl(): string;
}

export interface PagePathOptions {
  routing: 'browser' | 'memory';
  /** Where the app shell is served, e.g. `/app` (a trailing slash is ignored); '' at the origin's root. */
  basePath: string;
  /** The page's current address; read at each call, since a return must name the page as it is then. */
  location: Pick<Location, 'origin' | 'pathname' | 'search'>;
}

export function createPagePaths({ routing, basePath, location }: PagePathOptions): PagePaths {
  const base = routing === 'browser' ? basePath.replace(/\/+$/, '') : '';
  const pathOf = (route: string) => {
    if (routing === 'browser') return `${base}${route}`;
    const query = new URLSearchParams(location.search);
    query.set(RETURN_ROUTE_PARAM, route);
    return `${location.pathname}?${query}`;
  };
  return {
    pathOf,
    urlOf: (route) => new URL(pathOf(route), location.origin).href,
    // Embedded, the partner's page is the callback; its own query is left out so the URL stays the same
    // from one login to the next (redirect URIs are registered and compared exactly).
    loginCallbackUrl: () =>
      routing === 'browser'
        ? new URL(pathOf('/auth'), location.origin).href
        : location.origin + location.pathname,
  };
}

/**
 * The route an embedded mount starts from when its page is a return from a hosted page: the payment page's
 * RETURN_ROUTE_PARAM, or the login page's answer (its `code` and our `state`), which the /auth route
 * completes. null when the page is no such return, or names something that is not a route of ours.
 */
export function returnRouteOf(search: string): string | null {
  const query = new URLSearchParams(search);
  const route = query.get(RETURN_ROUTE_PARAM);
  if (isAppRoute(route)) return route;
  const code = query.get('code');
  const state = query.get('state');
  if (code && decodeLoginState(state)) return `/auth?${new URLSearchParams({ code, state: state ?? '' })}`;
  return null;
}

/** Our entry's place in the page history, kept in history.state; entries of other pages never have it. */
const ENTRY_KEY = 'dkEntry';

/**
 * Which page-history entries are the app's (browser routing). A webview's history, and an iframe's (shared
 * with the partner's page that frames it), may hold pages from before the app: history.back() from the
 * app's first entry would go to them, so Back asks this first (ADR 0204).
 */
export interface OwnHistory {
  /** True when the entry before this one is the app's own: history.back() stays in the app. */
  canGoBack(): boolean;
}

type EntryState = Record<string, unknown> & { [ENTRY_KEY]?: number };

function entryOf(state: unknown): number | null {
  const entry = (state as EntryState | null)?.[ENTRY_KEY];
  return typeof entry === 'number' && Number.isInteger(entry) && entry >= 0 ? entry : null;
}

/**
 * Numbers the app's entries: the one it starts on keeps its number (a reload of a deeper entry still has
 * the app's entries before it) or gets 0, each push gets the next number, and a move through the history
 * reads the number of the entry it lands on. The pushes and replacements are seen through the `pushState`
 * and `replaceState` events wouter's browser location dispatches for every call (mount.tsx imports it).
 */
export function trackOwnHistory(win: Window, signal: AbortSignal): OwnHistory {
  const { history } = win;
  let entry = entryOf(history.state) ?? 0;
  const stamp = () => {
    if (entryOf(history.state) === entry) return;
    const state = history.state;
    const base = typeof state === 'object' && state !== null ? (state as EntryState) : {};
    history.replaceState({ ...base, [ENTRY_KEY]: entry }, '');
  };
  stamp();
  const listen = (type: string, handle: () => void) => win.addEventListener(type, handle, { signal });
  listen('pushState', () => {
    entry += 1;
    stamp();
  });
  // A replacement (a redirect, a normalised path) keeps the entry's number.
  listen('replaceState', stamp);
  listen('popstate', () => {
    entry = entryOf(history.state) ?? 0;
  });
  return { canGoBack: () => entry > 0 };
}
