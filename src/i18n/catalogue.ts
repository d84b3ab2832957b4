import type en from './locales/en/index.ts';
import type { DateInput } from './format-date.ts';

/** The full text tree of one language; English is the reference shape. */
export type Catalogue = typeof en;

/** A catalogue's two parts joined: a namespace both have (`errors`, `filials`, `repeat`) has the keys of both. */
export type JoinedTexts<First, Later> = {
  [K in keyof First | keyof Later]: K extends keyof First
    ? K extends keyof Later
      ? First[K] & Later[K]
      : First[K]
    : K extends keyof Later
      ? Later[K]
      : never;
};

/**
 * The first-screen texts and the rest as one catalogue. A namespace may be split between the two at its top
 * level (Home's first screen needs some of its keys, e.g. `errors-first.ts` and `errors.ts`): its halves join.
 */
export function joinTexts<First extends object, Later extends object>(
  first: First,
  later: Later,
): JoinedTexts<First, Later> {
  const joined: Record<string, unknown> = { ...(first as Record<string, unknown>) };
  for (const [namespace, texts] of Object.entries(later)) {
    const earlier = joined[namespace];
    joined[namespace] = typeof earlier === 'object' && earlier !== null ? { ...earlier, ...texts } : texts;
  }
  return joined as JoinedTexts<First, Later>;
}

type PluralBase<K> = K extends `${infer Base}_${'one' | 'other'}` ? Base : never;

/**
 * The shape a translation of an English file must have: the same keys, every value a string. Plural
 * keys may add the forms English lacks (Russian `_few` and `_many`); the test of the catalogues checks
 * that each language has exactly the forms Intl.PluralRules names for it.
 */
export type CatalogueShape<T> = {
  [K in keyof T]: T[K] extends string ? string : CatalogueShape<T[K]>;
} & {
  [K in keyof T as `${PluralBase<K>}_${'zero' | 'two' | 'few' | 'many'}`]?: string;
};

/**
 * Types `t()` from the English catalogue: an unknown key is a compile error, and so is a missing
 * `{{variable}}`. The formatter names are the ones createI18n registers.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: Catalogue };
    interpolationFormatTypeMap: {
      number: number;
      money: number;
      distance: number;
      time: DateInput;
    };
  }
}
