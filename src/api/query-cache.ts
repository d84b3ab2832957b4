import type { SafeStorage } from '../lib/storage.ts';

/** How a query's answer is kept on the device (a Home list, shown at once on a reopened Home). */
export interface Persist<T> {
  /** Where on the device: coarser than the query's key when its answer is worth one copy per, say, town. */
  key: string;
  /** The stored value as an answer, or undefined when it is not one (an older build, an edit by hand). */
  read: (stored: unknown) => T | undefined;
}

interface Entry {
  data?: unknown;
  /** When the answer came (ms); -Infinity once invalidated: stale for every stale time. */
  at: number;
  pending?: Promise<unknown> | undefined;
  controller?: AbortController;
  /** The callers waiting on `pending`: it is aborted when the last of them is. */
  users?: number;
}

export interface QueryCache {
  /** The key's answer, fresh or stale, from memory or the device (`persist`); undefined when there is none. */
  peek<T>(key: string, persist?: Persist<T>): T | undefined;
  /** Whether the key's answer came less than `staleTime` ago. */
  fresh(key: string, staleTime: number): boolean;
  /** Keeps `data` as the key's answer (an early answer a first render read, ADR 0025), stored if `persist`. */
  set<T>(key: string, data: T, persist?: Persist<T>): void;
  /**
   * The key's answer: the one kept if fresh, else the request on its way for the key (whoever sent it),
   * else `fetcher`'s. The request is aborted once every caller's `signal` is.
   */
  fetch<T>(
    key: string,
    fetcher: (signal: AbortSignal) => Promise<T>,
    options?: { staleTime?: number; signal?: AbortSignal; persist?: Persist<T> },
  ): Promise<T>;
  /** Every answer stale and every request on its way forgotten; the screens showing one ask again. */
  invalidate(): void;
  /** Told on invalidate(); gives the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

/** The key of a query: what it asks (path and params) and for whom (language, user): each answers its own. */
export const queryKey = (parts: readonly unknown[], language: string, userId: string | null): string =>
  JSON.stringify([...parts, language, userId]);

/** A kept answer older than this is not shown: a day-old "open now" would mislead more than help. */
export const PERSIST_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** The answer kept on the device for `persist`, unless it is older than PERSIST_MAX_AGE_MS or not one. */
export function readPersisted<T>(
  storage: SafeStorage,
  persist: Persist<T>,
  now: () => number = Date.now,
): T | undefined {
  return storage.getJson(persist.key, (value) => {
    const { at, data } = (value ?? {}) as { at?: unknown; data?: unknown };
    return typeof at === 'number' && now() - at <= PERSIST_MAX_AGE_MS ? persist.read(data) : undefined;
  });
}

/**
 * The answers of one mount (TanStack Query's model in a few hundred bytes, ADR 0028): one per key, the same
 * request shared by every screen that asks while it is on its way, kept for each query's stale time, and
 * one invalidation for what changes every answer (login, logout, the network back). Per mount: created
 * with its app core, so two mounts on a page never share an answer.
 */
export function createQueryCache(storage?: SafeStorage, now: () => number = Date.now): QueryCache {
  const entries = new Map<string, Entry>();
  const listeners = new Set<() => void>();
  const entry = (key: string) => {
    const found = entries.get(key) ?? { at: Number.NEGATIVE_INFINITY };
    entries.set(key, found);
    return found;
  };

  function set<T>(key: string, data: T, persist?: Persist<T>) {
    Object.assign(entry(key), { data, at: now() });
    if (persist) storage?.setJson(persist.key, { at: now(), data });
  }

  const fresh = (key: string, staleTime: number) =>
    now() - (entries.get(key)?.at ?? Number.NEGATIVE_INFINITY) < staleTime;

  return {
    peek<T>(key: string, persist?: Persist<T>) {
      const found = entries.get(key);
      if (found && 'data' in found) return found.data as T;
      const stored = persist && storage ? readPersisted(storage, persist, now) : undefined;
      // Shown while the fresh answer loads, never taken for it: stale from the start.
      if (stored !== undefined) entry(key).data = stored;
      return stored;
    },
    fresh,
    set,
    fetch(key, fetcher, { staleTime = 0, signal, persist } = {}) {
      const found = entry(key);
      if ('data' in found && fresh(key, staleTime)) return Promise.resolve(found.data as never);
      if (!found.pending || found.controller?.signal.aborted) {
        const controller = new AbortController();
        const pending: Promise<unknown> = fetcher(controller.signal).then((data) => {
          // An answer asked for before an invalidation says nothing of now.
          if (found.pending === pending) set(key, data, persist);
          return data;
        });
        const forget = () => {
          if (found.pending === pending) found.pending = undefined;
        };
        pending.then(forget, forget);
        Object.assign(found, { pending, controller, users: 0 });
      }
      const { pending, controller } = found as Required<Entry>;
      found.users = (found.users ?? 0) + 1;
      signal?.addEventListener(
        'abort',
        () => {
          found.users = (found.users ?? 1) - 1;
          if (found.users === 0 && found.pending === pending) controller.abort();
        },
        { once: true },
      );
      return pending as never;
    },
    invalidate() {
      for (const found of entries.values()) {
        found.at = Number.NEGATIVE_INFINITY;
        found.pending = undefined;
      }
      for (const listener of [...listeners]) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
