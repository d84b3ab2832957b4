import { proxy } from 'valtio';
import type { ApiClient } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import {
  type AdditiveGroup,
  type AdditiveRequest,
  fetchAdditiveGroups,
} from '../../../api/additive-groups.ts';

// The menu's own state for one mount: the additive groups it loaded, the favourites, the tables met and the
// menu photos' loading queue.

export interface MenuStore {
  readonly additives: AdditiveLoader;
  /** The signed-in guest's favourite item ids per venue, changed in place when a heart is tapped. */
  readonly favourites: { byFilial: Record<number, number[]> };
  /** Numbers of the tables met in this mount, by table id (a QR code carries only the id). */
  readonly tables: Record<string, number>;
  /** Menu photos, loaded lazily and decoded before they are shown. */
  readonly images: ImageQueue;
}

function createMenuStore(client: ApiClient): MenuStore {
  return {
    additives: createAdditiveLoader(client),
    favourites: proxy({ byFilial: {} }),
    tables: proxy({}),
    images: createImageQueue(),
  };
}

/**
 * One store per mount, found by its API client: two mounts on a page never share favourites or tables (a
 * module variable would), and the store goes away with its mount.
 */
const stores = new WeakMap<ApiClient, MenuStore>();

export function menuStoreOf(client: ApiClient): MenuStore {
  let store = stores.get(client);
  if (!store) {
    store = createMenuStore(client);
    stores.set(client, store);
  }
  return store;
}

type AdditiveMode = 'default' | 'favourite';

export interface AdditiveLoader {
  /** The groups already known for this request, without asking. */
  peek(request: AdditiveRequest): AdditiveGroup[] | undefined;
  /**
   * The groups of one product. Answers are cached per mode (default and favourite endpoints answer
   * differently: only the latter carries last_selected). Starting a load aborts the one in flight (docs/contract/states.md#additive-groups-cache).
   */
  load(request: AdditiveRequest): Promise<AdditiveGroup[]>;
  /** Aborts the load in flight, if any. */
  abort(): void;
}

/** docs/contract/calls.md#answers-the-app-forgives: an aborted additive request (ERR_CANCELED) is not an error anyone should see. */
export function isCancelled(error: unknown): boolean {
  return isApiError(error, 'aborted') || (error instanceof DOMException && error.name === 'AbortError');
}

export function createAdditiveLoader(client: ApiClient): AdditiveLoader {
  const caches: Record<AdditiveMode, Map<string, AdditiveGroup[]>> = {
    default: new Map(),
    favourite: new Map(),
  };
  let inFlight: AbortController | null = null;

  const cacheOf = (request: AdditiveRequest) => caches[request.favourite ? 'favourite' : 'default'];
  const keyOf = ({ filialId, productId, kind }: AdditiveRequest) => `${filialId}:${productId}:${kind}`;

  return {
    peek: (request) => cacheOf(request).get(keyOf(request)),
    async load(request) {
      const cached = cacheOf(request).get(keyOf(request));
      if (cached) return cached;
      inFlight?.abort();
      const controller = new AbortController();
      inFlight = controller;
      try {
        const groups = await fetchAdditiveGroups(client, request, controller.signal);
        cacheOf(request).set(keyOf(request), groups);
        return groups;
      } finally {
        if (inFlight === controller) inFlight = null;
      }
    },
    abort() {
      inFlight?.abort();
      inFlight = null;
    },
  };
}

/** docs/contract/constants.md#delays: lazy images are looked at once per 300 ms at most. */
export const LAZY_IMAGE_THROTTLE_MS = 300;

export interface ImageQueue {
  isReady(src: string): boolean;
  /** The list is moving: start no decoding until it has been still for the throttle time. */
  hold(): void;
  /**
   * Asks for `src` to be loaded and decoded; `onReady` runs once it is. Returns a cancel: a row that left the
   * screen before its turn costs nothing.
   */
  request(src: string, onReady: () => void): () => void;
  dispose(): void;
}

/** Loads and decodes an image off the page, resolving whether it worked. */
export type ImageLoader = (src: string) => Promise<boolean>;

const decodeImage: ImageLoader = (src) => {
  const image = new Image();
  image.decoding = 'async';
  image.src = src;
  if (typeof image.decode === 'function')
    return image.decode().then(
      () => true,
      () => false,
    );
  return new Promise((resolve) => {
    image.onload = () => resolve(true);
    image.onerror = () => resolve(false);
  });
};

/**
 * Menu photos, loaded one at a time once the list has been still for the throttle time (300 ms). A list
 * flung through hundreds of rows loads none of the rows it passed, and no decoding competes with a scroll
 * in progress; the rows it stops at are decoded before they are shown (the sandbox's SVG pictures cost a
 * slow phone tens of milliseconds each, all on the main thread).
 */
export function createImageQueue({
  load = decodeImage,
  throttleMs = LAZY_IMAGE_THROTTLE_MS,
  concurrency = 1,
}: {
  load?: ImageLoader;
  throttleMs?: number;
  concurrency?: number;
} = {}): ImageQueue {
  const ready = new Set<string>();
  const failed = new Set<string>();
  const waiting = new Map<string, Set<() => void>>();
  const loading = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | null = null;
  let heldUntil = 0;
  let disposed = false;

  function pump(): void {
    const wait = heldUntil - Date.now();
    if (wait > 0) {
      schedule(wait);
      return;
    }
    for (const src of waiting.keys()) {
      if (loading.size >= concurrency) return;
      if (loading.has(src)) continue;
      loading.add(src);
      void load(src).then((ok) => {
        loading.delete(src);
        if (disposed) return;
        (ok ? ready : failed).add(src);
        const listeners = waiting.get(src);
        waiting.delete(src);
        if (ok) for (const listener of listeners ?? []) listener();
        pump();
      });
    }
  }

  function schedule(delay = throttleMs): void {
    if (timer !== null || disposed) return;
    timer = setTimeout(() => {
      timer = null;
      pump();
    }, delay);
  }

  return {
    isReady: (src) => ready.has(src),
    hold() {
      heldUntil = Date.now() + throttleMs;
    },
    request(src, onReady) {
      if (ready.has(src)) {
        onReady();
        return () => {};
      }
      if (failed.has(src)) return () => {};
      const listeners = waiting.get(src) ?? new Set();
      listeners.add(onReady);
      waiting.set(src, listeners);
      schedule();
      return () => {
        listeners.delete(onReady);
        if (listeners.size === 0 && !loading.has(src)) waiting.delete(src);
        // Nobody waits any more (the list went away with its mount): no timer is left behind.
        if (waiting.size === 0 && timer !== null) {
          clearTimeout(timer);
          timer = null;
        }
      };
    },
    dispose() {
      disposed = true;
      if (timer !== null) clearTimeout(timer);
      waiting.clear();
    },
  };
}
