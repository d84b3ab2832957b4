import { snapshot, subscribe } from 'valtio/vanilla';
import { LANGUAGES, type Language } from '../config/host-config.ts';
import { isAppRoute } from './login-state.ts';
import type { SafeStorage } from '../lib/storage.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../lib/storage-keys.ts';

/** docs/contract/constants.md#list-sizes: search history keeps 3 entries. */
const SEARCH_HISTORY_LIMIT = 3;

/** docs/contract/entities.md#stored-values: where the menu was opened from (a table QR, a fridge) and for which venue and table. */
interface MenuTempData {
  source: string;
  filialId: number;
  table: string | null;
}

/** Reactive: the search screen lists it. */
export interface SearchState {
  /** Newest first. */
  history: string[];
}

export interface StoredValues {
  /** docs/contract/validation.md#search-history: trimmed; added only if non-empty and not present; newest first; at most 3. */
  addSearch(query: string): void;
  clearSearchHistory(): void;
  tempTerminals: Slot<number[]>;
  menuTempData: Slot<MenuTempData>;
  /** docs/contract/states.md#age-restriction: the age answer for this session; once true it is not asked again. */
  ageConfirmed: Slot<boolean>;
  /** Whether the active address was confirmed in this session. */
  addressConfirmed: Slot<boolean>;
  /** Route to return to after address setup (docs/contract/screens.md#redirect-after-address-setup /address-map, /address-form). */
  redirectUrl: Slot<string>;
  /** The webview tablet session key. */
  tabletSession: Slot<string>;
  language: Slot<Language>;
  dispose(): void;
}

/** One stored value: undefined when absent or unreadable. */
interface Slot<T> {
  get(): T | undefined;
  set(value: T): void;
  clear(): void;
}

function jsonSlot<T>(storage: SafeStorage, key: string, accept: (value: unknown) => T | undefined): Slot<T> {
  return {
    get: () => storage.getJson(key, accept),
    set: (value) => storage.setJson(key, value),
    clear: () => storage.remove(key),
  };
}

function textSlot<T extends string>(
  storage: SafeStorage,
  key: string,
  accept: (value: string) => boolean,
): Slot<T> {
  return {
    get: () => {
      const value = storage.get(key);
      return value !== null && accept(value) ? (value as T) : undefined;
    },
    set: (value) => storage.set(key, value),
    clear: () => storage.remove(key),
  };
}

const boolean = (value: unknown) => (typeof value === 'boolean' ? value : undefined);

function searchList(value: unknown): string[] | undefined {
  if (!Array.isArray(value)) return undefined;
  return value
    .filter((item): item is string => typeof item === 'string' && item.trim() !== '')
    .slice(0, SEARCH_HISTORY_LIMIT);
}

function terminalIds(value: unknown): number[] | undefined {
  return Array.isArray(value) && value.every((item) => Number.isInteger(item))
    ? (value as number[])
    : undefined;
}

function menuTempData(value: unknown): MenuTempData | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { source, filialId, table } = value as Record<string, unknown>;
  if (typeof source !== 'string' || !Number.isInteger(filialId)) return undefined;
  return { source, filialId: filialId as number, table: typeof table === 'string' ? table : null };
}

export function createStoredValues(options: {
  search: SearchState;
  local: SafeStorage;
  session: SafeStorage;
}): StoredValues {
  const { search, local, session } = options;
  const stop = persist(search, 'history', local, LOCAL_KEYS.searchHistory, searchList);

  return {
    addSearch(query) {
      const value = query.trim();
      if (value === '' || search.history.includes(value)) return;
      search.history = [value, ...search.history].slice(0, SEARCH_HISTORY_LIMIT);
    },
    clearSearchHistory() {
      search.history = [];
      // Cleared is no history at all: the key goes, as it did before the list was ever kept.
      local.remove(LOCAL_KEYS.searchHistory);
    },
    tempTerminals: jsonSlot(session, SESSION_KEYS.tempTerminals, terminalIds),
    menuTempData: jsonSlot(session, SESSION_KEYS.menuTempData, menuTempData),
    ageConfirmed: jsonSlot(session, SESSION_KEYS.ageRestriction, boolean),
    addressConfirmed: jsonSlot(session, SESSION_KEYS.isAddressConfirmed, boolean),
    redirectUrl: textSlot(session, SESSION_KEYS.redirectUrl, isAppRoute),
    tabletSession: textSlot(local, LOCAL_KEYS.tabletSession, (value) => value !== ''),
    language: textSlot(local, LOCAL_KEYS.language, (value) =>
      (LANGUAGES as readonly string[]).includes(value),
    ),
    dispose: stop,
  };
}

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
