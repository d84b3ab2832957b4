import type { i18n as I18n } from 'i18next';

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

/** Values that are not plain data (a function, a symbol) make the call pass through: they have no key. */
function keyOf(args: unknown[]): string | null {
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
