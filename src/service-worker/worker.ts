import { BUILD_VERSION, PRECACHE } from 'dastarkhan:service-worker-build';
import {
  apiCacheKey,
  isKeepable,
  markedStale,
  oldCaches,
  type Strategy,
  strategyOf,
  type WorkerPlaces,
} from './rules.ts';

/**
 * The app shell's offline worker (ADR 0007), served at `<app base>/sw.js`. Classic script, no imports at
 * run time: the build bundles this file with its precache list and version (scripts/service-worker-build.mjs).
 */

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly registration: { readonly scope: string };
  readonly location: { readonly href: string; readonly origin: string };
  readonly clients: { claim(): Promise<void> };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void): void;
}

const worker = self as unknown as WorkerScope;

const PREFIX = 'dastarkhan-';
/** The app's files: one cache per build, the old ones deleted when a new build's worker activates. */
const SHELL_CACHE = `${PREFIX}shell-${BUILD_VERSION}`;
/** Home's last answers outlive builds (a guest offline after an update still sees them); v1 is their shape. */
const API_CACHE = `${PREFIX}api-v1`;
/** Beyond this many stored answers the oldest go: Home has five lists per town, language and guest. */
const API_CACHE_ENTRIES = 40;
/** A network slower than this shows the stored answer instead; without one stored, the page keeps waiting. */
const API_TIMEOUT_MS = 6000;
/** Inside the API cache only: when the answer was stored (the page sees it as STORED_AT_HEADER, stale). */
const STORED_HEADER = 'x-dastarkhan-stored';

const scope = worker.registration.scope;
const api = new URL(worker.location.href).searchParams.get('api');
const places: WorkerPlaces = {
  scope,
  api: api?.startsWith('/') ? new URL(api, worker.location.origin).href : null,
};

worker.addEventListener('install', (event) => {
  // No skipWaiting: a new build waits until no page of the old one is open (no swap under a running app).
  event.waitUntil(
    caches.open(SHELL_CACHE).then((cache) => cache.addAll(PRECACHE.map((path) => new URL(path, scope).href))),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = oldCaches(await caches.keys(), PREFIX, [SHELL_CACHE, API_CACHE]);
      await Promise.all(stale.map((name) => caches.delete(name)));
      // The first install takes the page that installed it, so its Home answers are kept from now on.
      // An update activates only once no page of the old build is left, so this never swaps a running app.
      await worker.clients.claim();
    })(),
  );
});

/** What the page already loaded before the worker was there (its language catalogue among them). */
worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type !== 'keep-assets' || !Array.isArray(data.urls)) return;
  const assets = data.urls.filter(
    (url): url is string =>
      typeof url === 'string' && strategyOf({ method: 'GET', url, mode: 'no-cors' }, places) === 'asset',
  );
  event.waitUntil(
    caches.open(SHELL_CACHE).then(async (cache) => {
      for (const url of assets) if (!(await cache.match(url))) await cache.add(url).catch(() => {});
    }),
  );
});

const handlers: Record<Exclude<Strategy, 'pass'>, (request: Request) => Promise<Response>> = {
  page: pageFirstFromNetwork,
  asset: assetFromCache,
  'home-api': homeAnswer,
};

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyOf(request, places);
  if (strategy !== 'pass') event.respondWith(handlers[strategy](request));
});

async function pageFirstFromNetwork(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    // Home's page, the precached one, serves every route offline: the shell routes in the browser, and the
    // page's inline script removes Home's frames on the other routes (which online get a page without them).
    const page = await caches.match(new URL('./', scope).href, { cacheName: SHELL_CACHE });
    if (page) return page;
    throw error;
  }
}

async function assetFromCache(request: Request): Promise<Response> {
  const cache = await caches.open(SHELL_CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  // A full storage must not cost the page its file: it is served as fetched, only not kept.
  if (isKeepable(response)) await cache.put(request, response.clone()).catch(() => {});
  return response;
}

async function homeAnswer(request: Request): Promise<Response> {
  const key = apiCacheKey(request.url, request.headers);
  const cache = await caches.open(API_CACHE);
  const network = fetch(request).then(async (response) => {
    // A full storage must not cost the page its answer: it is given as fetched, only not kept.
    if (isKeepable(response)) await keep(cache, key, response.clone()).catch(() => {});
    return response;
  });
  const stored = await cache.match(key);
  if (!stored) return network;
  // Past the timeout the page gets the stored answer, and the late one still refreshes the cache.
  network.catch(() => {});
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), API_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
  } catch {
    // The network failed: the stored answer below.
  } finally {
    clearTimeout(timer);
  }
  return staleCopy(stored);
}

async function keep(cache: Cache, key: string, response: Response): Promise<void> {
  const headers = new Headers(response.headers);
  headers.set(STORED_HEADER, new Date().toISOString());
  const body = await response.arrayBuffer();
  await cache.delete(key);
  await cache.put(key, new Response(body, { status: response.status, headers }));
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - API_CACHE_ENTRIES))) await cache.delete(old);
}

async function staleCopy(stored: Response): Promise<Response> {
  const storedAt = stored.headers.get(STORED_HEADER) ?? new Date(0).toISOString();
  const marked = markedStale(stored, storedAt);
  marked.headers.delete(STORED_HEADER);
  return new Response(await stored.arrayBuffer(), marked);
}
