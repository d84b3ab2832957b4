import type { i18n as I18n } from 'i18next';
import { createContext, type ReactNode, use, useCallback, useMemo, useSyncExternalStore } from 'react';
import type { AppI18n } from './create-i18n.ts';

/**
 * The two pieces of react-i18next the app uses, over the mount's own i18next instance, in the same shape:
 * `<I18nextProvider i18n>` and `useTranslation()` → `{ t, i18n }` (ADR 0005: 3.5 KB less on every first
 * screen). A component re-renders when the language changes (the currency too: createI18n signals it as a
 * language change) and when a catalogue is added (the Russian fallback arriving for a missing text), and
 * gets a new `t` then, so that memos and callbacks depending on `t` follow.
 */
const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18n; children?: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>;
}

/** A counter per instance, moved on every change a text on screen may depend on. */
const versions = new WeakMap<I18n, number>();

function subscribe(i18n: I18n, onChange: () => void): () => void {
  const bump = () => {
    versions.set(i18n, (versions.get(i18n) ?? 0) + 1);
    onChange();
  };
  i18n.on('languageChanged', bump);
  i18n.store.on('added', bump);
  return () => {
    i18n.off('languageChanged', bump);
    i18n.store.off('added', bump);
  };
}

export function useTranslation(): { t: I18n['t']; i18n: I18n } {
  const i18n = use(I18nContext);
  if (!i18n) throw new Error('useTranslation: no I18nextProvider above this component');
  const listen = useCallback((onChange: () => void) => subscribe(i18n, onChange), [i18n]);
  const version = useSyncExternalStore(listen, () => versions.get(i18n) ?? 0);
  // A new function per version (the texts it gives changed), bound so it can be passed around like i18n.t,
  // and remembering the texts it gave (rememberedT, below).
  const t = useMemo(() => rememberedT(i18n, version), [i18n, version]);
  return { t, i18n };
}

/** The mount's texts as they load (docs/adr/0003-import-rules-enforced.md#narrow-contexts): for changing the language or completing the catalogues. */
export const TextsContext = createContext<Promise<AppI18n> | null>(null);

export function useAppTexts(): Promise<AppI18n> {
  const texts = use(TextsContext);
  if (!texts) throw new Error('useAppTexts() outside a mounted Dastarkhan app');
  return texts;
}

/**
 * A screen asks for the same texts with the same values over and over: Home re-renders its cards as each row
 * arrives, a clock ticks, a parent's state moves. i18next works each one out anew (options merged, the
 * interpolation's patterns rebuilt, nesting and plurals looked up), and on a cheap phone's first load that is
 * a fair share of the main thread: 361 ms of Home's load at 4x CPU, beside react-dom's 615 (ADR 0024). So a
 * text is worked out once per key and values, for as long as the instance's texts do not change: `version`
 * moves on every change they may depend on (use-translation.tsx: a language, the currency, a catalogue
 * added), and a new version starts an empty memory.
 */
interface Memory {
  version: number;
  texts: Map<string, unknown>;
}

const memories = new WeakMap<I18n, Memory>();

/** Enough for every text of the largest screen (the Menu's 1,640 items' prices); past it, memory starts over. */
export const REMEMBERED_TEXTS = 5_000;

const FLAT = new Set(['string', 'number', 'boolean', 'undefined']);

/** A plain object whose values are all strings, numbers, booleans, null or undefined: what nearly every t() call passes. */
function isFlatData(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Object.getPrototypeOf(value) !== Object.prototype)
    return false;
  return Object.values(value).every((item) => item === null || FLAT.has(typeof item));
}

/**
 * The memory's key of a call. A key alone, or a key and flat values, is keyed without JSON.stringify's
 * replacer, which calls back into JavaScript for every value: on Home's load the keying cost more than the
 * texts it saved (45 ms of 4x CPU, bench/first-screen-waterfall.ts). Such keys never start with `[`, as the
 * general form's do. Values that are not plain data (a function, a symbol) make the call pass through: they
 * have no key.
 */
function keyOf(args: unknown[]): string | null {
  const [key, values] = args;
  if (typeof key === 'string' && args.length === 1) return key;
  if (typeof key === 'string' && args.length === 2 && isFlatData(values)) {
    return `${key}\u0000${JSON.stringify(values)}`;
  }
  try {
    return JSON.stringify(args, (_name, value: unknown) => {
      if (typeof value === 'function' || typeof value === 'symbol') throw new TypeError('not data');
      return value;
    });
  } catch {
    return null;
  }
}

export function rememberedT(i18n: I18n, version: number): I18n['t'] {
  // i18next's TFunction is typed per key (branded, overloaded); this layer only passes its arguments on.
  const translate = i18n.t.bind(i18n) as unknown as (...args: unknown[]) => unknown;
  const remembered = (...args: unknown[]) => {
    let memory = memories.get(i18n);
    if (memory?.version !== version) {
      memory = { version, texts: new Map() };
      memories.set(i18n, memory);
    }
    const key = keyOf(args);
    if (key === null) return translate(...args);
    if (memory.texts.has(key)) return memory.texts.get(key);
    const text = translate(...args);
    if (memory.texts.size >= REMEMBERED_TEXTS) memory.texts.clear();
    memory.texts.set(key, text);
    return text;
  };
  return remembered as unknown as I18n['t'];
}
