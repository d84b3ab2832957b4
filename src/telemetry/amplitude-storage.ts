import type { Types } from '@amplitude/analytics-browser';

/** docs/contract/constants.md#analytics-figures: at most 1000 unsent events are kept on the device; the newest beyond that are dropped. */
const MAX_STORED_EVENTS = 1000;

/**
 * localStorage for Amplitude's unsent events, under a key prefix of our own. The SDK's built-in
 * storage keys by API key alone (two mounts with one key would overwrite each other's queue) and its
 * reset() clears the whole localStorage, the host page's entries included.
 */
export function createEventStorage(
  prefix: string,
  storage: Storage | null | undefined,
): Types.Storage<Types.Event[]> {
  const keyOf = (key: string) => `${prefix}:${key}`;
  const read = (key: string): string | undefined => {
    try {
      return storage?.getItem(keyOf(key)) ?? undefined;
    } catch {
      return undefined;
    }
  };
  return {
    async isEnabled() {
      if (!storage) return false;
      try {
        storage.setItem(keyOf('probe'), '1');
        storage.removeItem(keyOf('probe'));
        return true;
      } catch {
        return false;
      }
    },
    async getRaw(key) {
      return read(key);
    },
    async get(key) {
      const raw = read(key);
      if (raw === undefined) return undefined;
      try {
        const parsed: unknown = JSON.parse(raw);
        return Array.isArray(parsed) ? (parsed as Types.Event[]) : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, events) {
      try {
        storage?.setItem(keyOf(key), JSON.stringify(events.slice(0, MAX_STORED_EVENTS)));
      } catch {
        // Quota or privacy mode: the events stay in memory and are sent, just not kept across reloads.
      }
    },
    async remove(key) {
      try {
        storage?.removeItem(keyOf(key));
      } catch {
        // As in set(): nothing to undo when storage is unusable.
      }
    },
    async reset() {
      try {
        const ours = Array.from({ length: storage?.length ?? 0 }, (_, index) => storage?.key(index)).filter(
          (key): key is string => !!key?.startsWith(`${prefix}:`),
        );
        for (const key of ours) storage?.removeItem(key);
      } catch {
        // As in set().
      }
    },
  };
}
