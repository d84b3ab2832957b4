/**
 * localStorage / sessionStorage that never throws. Browsers throw on access in private modes, sandboxed
 * iframes and when the quota is full; stored JSON can be cut short or edited by hand. A value that cannot
 * be written is kept in memory, so it still holds for the life of this page.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** The parsed value when it exists, is valid JSON and passes `accept`; otherwise undefined. */
  getJson<T>(key: string, accept: (value: unknown) => T | undefined): T | undefined;
  setJson(key: string, value: unknown): void;
  /** False once the browser refused a write: values then last only as long as the page. */
  readonly persistent: boolean;
}

export type StorageOpener = () => Storage | null | undefined;

/** Opens `window.localStorage` / `sessionStorage` lazily; touching the property itself may throw. */
export const browserStorage =
  (kind: 'localStorage' | 'sessionStorage'): StorageOpener =>
  () =>
    typeof window === 'undefined' ? undefined : window[kind];

export function createSafeStorage(open: StorageOpener, prefix = ''): SafeStorage {
  // A key here shadows the real storage: its write failed, or the storage could not be opened.
  const memory = new Map<string, string | null>();
  let persistent = true;

  function storage(): Storage | undefined {
    try {
      return open() ?? undefined;
    } catch {
      return undefined;
    }
  }

  function get(key: string): string | null {
    const name = prefix + key;
    if (memory.has(name)) return memory.get(name) ?? null;
    try {
      return storage()?.getItem(name) ?? null;
    } catch {
      return null;
    }
  }

  function set(key: string, value: string): void {
    const name = prefix + key;
    try {
      const target = storage();
      if (!target) throw new Error('storage unavailable');
      target.setItem(name, value);
      memory.delete(name);
    } catch {
      persistent = false;
      memory.set(name, value);
    }
  }

  function remove(key: string): void {
    const name = prefix + key;
    try {
      const target = storage();
      if (!target) throw new Error('storage unavailable');
      target.removeItem(name);
      memory.delete(name);
    } catch {
      // The stale copy in the browser cannot be removed; a null here hides it from reads.
      memory.set(name, null);
    }
  }

  return {
    get,
    set,
    remove,
    getJson<T>(key: string, accept: (value: unknown) => T | undefined): T | undefined {
      const text = get(key);
      if (text === null) return undefined;
      try {
        return accept(JSON.parse(text));
      } catch {
        return undefined;
      }
    },
    setJson(key: string, value: unknown): void {
      if (value === undefined || value === null) remove(key);
      else set(key, JSON.stringify(value));
    },
    get persistent() {
      return persistent;
    },
  };
}

/** A storage that lives in memory only: tests, and hosts that must not persist anything. */
export function createMemoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => {
      values.delete(key);
    },
    setItem: (key, value) => {
      values.set(key, String(value));
    },
  };
}
