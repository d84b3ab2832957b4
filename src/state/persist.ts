import { snapshot, subscribe } from 'valtio/vanilla';
import type { SafeStorage } from './storage.ts';

interface PersistOptions<T> {
  storage: SafeStorage;
  /** The SPEC §3 key (the storage's prefix is added by the storage). */
  key: string;
  /** The stored value when it is one, else undefined (then the slice keeps its own). */
  parse: (value: unknown) => T | undefined;
  /** Stored as the text itself rather than JSON: the SPEC §3 keys that have always held a bare string. */
  text?: boolean;
}

/**
 * Keeps one field of a slice of the mount's state in storage: the stored value, when `parse` accepts it,
 * replaces the field's now; every later change of the field is written back. Null removes the key. The
 * write is synchronous, so a change made just before a reload or unmount is not lost. Returns the stop.
 */
export function persist<S extends object, F extends keyof S & string>(
  slice: S,
  field: F,
  options: PersistOptions<S[F]>,
): () => void {
  const { storage, key, parse, text = false } = options;
  const write = () => {
    const value = slice[field];
    if (!text) storage.setJson(key, value);
    else if (value === null || value === undefined) storage.remove(key);
    else storage.set(key, String(value));
  };
  const raw = storage.get(key);
  const stored = text
    ? raw === null
      ? undefined
      : parse(raw)
    : storage.getJson(key, (value) => parse(value));
  if (stored !== undefined) slice[field] = stored;
  // A snapshot's part is a new object whenever anything inside it changed, and the same one otherwise: a
  // change elsewhere in the slice writes nothing.
  const partOf = (): unknown => (snapshot(slice) as Record<string, unknown>)[field];
  let last = partOf();
  return subscribe(
    slice,
    () => {
      const next = partOf();
      if (next === last) return;
      last = next;
      write();
    },
    true,
  );
}
