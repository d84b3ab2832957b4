import { apiBaseUrl } from '../api/api-base.ts';
import { type EarlyAnswer, type EarlyGet, sendEarly } from '../api/early-requests.ts';
import { type Language, parseLanguage, resolveLanguage } from '../i18n/languages.ts';
import { LOCAL_KEYS } from '../lib/storage-keys.ts';
import { userIdFromToken } from '../state/jwt.ts';
import type { FirstRequestsRoute } from '../ui/feature-route.ts';
import { firstTownId } from './home-frame.ts';
import { barePath, pathUnderBase } from './route-path.ts';

/**
 * A first screen's API requests as the app will make them, sent before its code has arrived (ADR 0005): by
 * the page's inline script in its <head> (app/early-script.ts, ADR 0032), and by mount() on a partner's page
 * (first-screen.ts). No route table here: the inline script carries this module, and the first screens'
 * requests, in the page itself.
 */

/** What the page knows before the app runs: the config a native shell injected and the stored values. */
export interface PageStart {
  /** The route path (under the app's base) and the query. */
  path: string;
  query: string;
  /** The page's address, which the API base is resolved against. */
  href: string;
  /** `window.__DASTARKHAN_CONFIG__`, unchecked: only what the app would take from it is used. */
  injected: { language?: unknown; townId?: unknown; apiBase?: unknown } | undefined;
  /** localStorage, or null where it cannot be read. */
  local: Pick<Storage, 'getItem'> | null;
  fetch?: typeof globalThis.fetch;
}

/** The app shell page's start: its address under the app's base (`data-base`), the injected config, its storage. */
export function pageStart(): PageStart {
  const injected = (window as { __DASTARKHAN_CONFIG__?: PageStart['injected'] }).__DASTARKHAN_CONFIG__;
  const basePath = (document.documentElement.dataset.base ?? '/').replace(/\/$/, '');
  const { pathname, search, href } = window.location;
  let local: Storage | null = null;
  try {
    local = window.localStorage;
  } catch {
    // Storage refused (private mode, sandboxed frame): the app starts from its defaults, and so does this.
  }
  return { path: pathUnderBase(pathname, basePath), query: search, href, injected, local };
}

function stored(local: PageStart['local'], key: string): string | null {
  try {
    return local?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** The language the runtime will start in: the same sources in the same order as app-runtime.ts. */
export function startLanguage({ query, injected, local }: PageStart): Language {
  const hostLanguage = parseLanguage(injected?.language);
  return resolveLanguage({
    query,
    stored: stored(local, LOCAL_KEYS.language),
    hostConfig: hostLanguage ? { language: hostLanguage } : null,
  });
}

/** Whether a wouter pattern of ours (literal segments and `:name` ones) matches `path`. */
export function routeMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((segment, index) => {
      const actual = have[index] ?? '';
      return segment.startsWith(':') ? actual !== '' : segment === actual;
    })
  );
}

/** The `:name` segments of a pattern that matches `path` (routeMatches). */
export function routeParams(pattern: string, path: string): Record<string, string> {
  const have = path.split('/');
  return Object.fromEntries(
    pattern
      .split('/')
      .flatMap((segment, index) => (segment.startsWith(':') ? [[segment.slice(1), have[index] ?? '']] : [])),
  );
}

const ignore = () => {};

/**
 * Sends `route`'s first requests (the route matches the start's path), with the town, token and language
 * the app's state starts with; a request already on its way is left alone (sendEarly). With `photos`, the
 * photos an answer names are asked for as soon as it is in.
 */
export function sendFirstRequests(
  route: FirstRequestsRoute,
  start: PageStart,
  language: Language,
  { photos: withPhotos = true }: { photos?: boolean } = {},
): void {
  const { injected, local } = start;
  const token = stored(local, LOCAL_KEYS.accessToken) || null;
  const requests = route.firstRequests({
    params: routeParams(route.path, barePath(start.path)),
    townId: firstTownId(injected, stored(local, LOCAL_KEYS.townId)),
    userId: userIdFromToken(token),
    query: start.query,
    stored: (key) => stored(local, key),
  });
  const apiBase = typeof injected?.apiBase === 'string' ? injected.apiBase : undefined;
  const baseUrl = apiBaseUrl(apiBase, start.href);
  for (const request of requests) {
    const answer = sendEarly(baseUrl, request, {
      language,
      token,
      ...(start.fetch ? { fetch: start.fetch } : {}),
    });
    const { photos } = request;
    if (answer && photos && withPhotos) answer.then((early) => preloadPhotos(early, photos)).catch(ignore);
  }
}

/**
 * The first screen's photos asked for as soon as the answer that names them is in, at high priority: the
 * screen, once its code has arrived and run, finds them loaded and paints them with its first render
 * instead of starting them then (the Menu's largest paint is such a photo, ADR 0014). A `<link
 * rel=preload>` is what the browser matches the `<img>`'s request against.
 */
function preloadPhotos(early: EarlyAnswer, photos: NonNullable<EarlyGet['photos']>): void {
  if (early.status < 200 || early.status >= 300) return;
  for (const url of photos(JSON.parse(early.text))) {
    const link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'image';
    link.href = url;
    link.setAttribute('fetchpriority', 'high');
    document.head.append(link);
  }
}
