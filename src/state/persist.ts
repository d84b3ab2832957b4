import { snapshot, subscribe } from 'valtio/vanilla';
import type { SafeStorage } from '../lib/storage.ts';

/**
 * Keeps one field of a slice of the mount's state in `storage` under `key` (its name in docs/contract/entities.md#stored-values): the stored
 * value, when `parse` accepts it, replaces the field's now; every later change of the field, nested ones too,
 * is written back at once (in sync, so a change made just before a reload or unmount is kept). Null removes
 * the key. `text` keeps the keys that have always held a bare string as that string, the rest are JSON.
 * Returns the stop.
 */
export function persist<S extends object, F extends keyof S & string>(
  slice: S,
  field: F,
  storage: SafeStorage,
  key: string,
  parse: (value: unknown) => S[F] | undefined,
  text = false,
): () => void {
  const raw = storage.get(key);
  const stored = text ? (raw === null ? undefined : parse(raw)) : storage.getJson(key, parse);
  if (stored !== undefined) slice[field] = stored;
  // A snapshot's part is a new object when anything inside it changed and the same one otherwise: a change
  // elsewhere in the slice writes nothing.
  const partOf = () => (snapshot(slice) as Record<string, unknown>)[field];
  let last = partOf();
  return subscribe(
    slice,
    () => {
      const next = partOf();
      if (next === last) return;
      last = next;
      const value = slice[field];
      if (text && value) storage.set(key, value as string);
      else storage.setJson(key, value);
    },
    true,
  );
}
