/**
 * The offline worker's pure rules (ADR 0007): which request takes which strategy, under which cache key,
 * and how a stored answer is marked stale. No worker globals here, so the unit tests run them as they are.
 */

/** The answer header the worker adds to an API answer it served from its cache: when it was stored (ISO). */
export const STORED_AT_HEADER = 'X-Dastarkhan-Stored-At';

/**
 * Home's GETs whose last good answer is kept (paths below the API prefix): the venue lists of its
 * categories and shortcuts (the brand rows are the bare list searching a brand name). Nothing else: no
 * order, payment, bill, balance or profile call is ever stored.
 */
const HOME_API_PATHS = [/^takeaway\/v2\/locations(\/(promo|near|popular|recent|sf))?$/];
/**
 * Home asks for the first page of each row, at most this many venues (HOME_CATEGORY_LIMIT of discovery).
 * The list screens, search and the map ask the same paths for pages of 20 or a map box: those are not kept,
 * or their endless variants would push Home's rows out of the store.
 */
const HOME_ROW_LIMIT = 10;

function isHomeRow(query: URLSearchParams): boolean {
  const limit = Number(query.get('limit'));
  return (
    query.get('page') === '1' &&
    !query.has('bbox') &&
    Number.isInteger(limit) &&
    limit > 0 &&
    limit <= HOME_ROW_LIMIT
  );
}

/**
 * The request headers an answer depends on, besides the URL. Authorization goes into the key as the user
 * it names (below); X-Fingerprint and X-Idempotency-key are new on every request and stay out of it, as do
 * the position headers: the last list seen offline is the one to show, wherever the guest stands now.
 */
const KEYED_HEADERS = ['x-language'] as const;

export type Strategy =
  /** The app shell's page: network first, the precached page when the network fails. */
  | 'page'
  /** A hashed build file under the worker's folder: immutable, so the cache first. */
  | 'asset'
  /** One of Home's venue lists: network first with a timeout, the last good answer (marked) as fallback. */
  | 'home-api'
  /** Everything else: not touched, the browser fetches it as if there were no worker. */
  | 'pass';

export interface WorkerPlaces {
  /** The worker's scope, e.g. `http://host/app/`. */
  scope: string;
  /** The API prefix on this origin, e.g. `http://host/proxy/`, or null when the API is elsewhere. */
  api: string | null;
}

export interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

/** Rollup names build files `<name>-<hash>.<ext>` (rollup.config.mjs), under `assets/`. */
const HASHED_ASSET = /^assets\/[^/]+-[A-Za-z0-9_-]{8}\.(js|css|wasm)$/;

export function strategyOf(request: RequestFacts, places: WorkerPlaces): Strategy {
  if (request.method !== 'GET') return 'pass';
  if (request.mode === 'navigate') return request.url.startsWith(places.scope) ? 'page' : 'pass';
  const path = request.url.split(/[?#]/, 1)[0] ?? '';
  if (path.startsWith(places.scope) && HASHED_ASSET.test(path.slice(places.scope.length))) return 'asset';
  if (places.api && path.startsWith(places.api)) {
    const below = path.slice(places.api.length);
    const home = HOME_API_PATHS.some((pattern) => pattern.test(below));
    if (home && isHomeRow(new URL(request.url).searchParams)) return 'home-api';
  }
  return 'pass';
}

/** The `sub` of a bearer token's payload, read without checking the signature (see userKeyOf). */
function subjectOf(authorization: string | null): string | null {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === 'string' || typeof sub === 'number' ? String(sub) : null;
  } catch {
    return null;
  }
}

/**
 * Whose answers a request may see: 'guest' without a token, the token's user otherwise, and 'unreadable'
 * for a token we cannot read (a partner's own format), kept apart from both. The signature is not
 * checked: whoever could forge a token here already reads this device's Cache Storage directly; what the
 * key prevents is guest B, signed in on the same device after guest A, being shown A's lists.
 */
export function userKeyOf(authorization: string | null): string {
  if (!authorization) return 'guest';
  const sub = subjectOf(authorization);
  return sub === null ? 'unreadable' : `user-${encodeURIComponent(sub)}`;
}

/**
 * The key an API answer is stored under: the URL with its query in a fixed order, the user and the keyed
 * headers. It is a URL on the same origin that the server never sees (the `dk-sw-key` segment).
 */
export function apiCacheKey(url: string, headers: { get(name: string): string | null }): string {
  const parsed = new URL(url);
  parsed.hash = '';
  parsed.searchParams.sort();
  const parts = new URLSearchParams({ user: userKeyOf(headers.get('authorization')) });
  for (const name of KEYED_HEADERS) parts.set(name, headers.get(name) ?? '');
  return `${parsed.origin}/dk-sw-key/${parts.toString()}/${parsed.pathname.slice(1)}${parsed.search}`;
}

/** The stored answer as the page gets it offline: its own headers and body, and when it was stored. */
export function markedStale(
  stored: { headers: Headers; status: number; statusText: string },
  storedAt: string,
): { headers: Headers; status: number; statusText: string } {
  const headers = new Headers(stored.headers);
  headers.set(STORED_AT_HEADER, storedAt);
  return { headers, status: stored.status, statusText: stored.statusText };
}

/** Only a complete success is worth keeping: an error page or a partial answer must not replace it. */
export function isKeepable(response: { status: number; type: string }): boolean {
  return response.status === 200 && response.type === 'basic';
}

/** The caches of this worker's name, other than this version's: deleted when this version activates. */
export function oldCaches(names: readonly string[], prefix: string, current: readonly string[]): string[] {
  return names.filter((name) => name.startsWith(prefix) && !current.includes(name));
}
