import type { HostConfig } from '../config/host-config.ts';
import { LANGUAGES, type Language } from '../config/host-values.ts';

export { LANGUAGES, type Language };

/** docs/contract/product.md#languages: Kazakh is the default interface language, Russian the fallback for a missing text. */
export const DEFAULT_LANGUAGE: Language = 'kk';
export const FALLBACK_LANGUAGE: Language = 'ru';

/**
 * Each language's name in itself, as a language picker shows it: a reader looks for their own
 * language's name, so these stay the same whatever the interface language is.
 */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  kk: 'Қазақша',
  ru: 'Русский',
  en: 'English',
  ka: 'ქართული',
};

/** The writing direction of each language, for `dir` next to `lang`: all four are written left to right. */
export const LANGUAGE_DIRECTIONS: Readonly<Record<Language, 'ltr' | 'rtl'>> = {
  kk: 'ltr',
  ru: 'ltr',
  en: 'ltr',
  ka: 'ltr',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Reads a language code from outside (a query string, storage, a host): case and a region part are
 * ignored ('RU', 'ru-KZ'), and 'kz' is taken for Kazakh, since the API and some hosts use the country
 * code for it (docs/contract/calls.md#request-headers sends kk as kz). Anything else is not a language we have.
 */
export function parseLanguage(value: unknown): Language | null {
  if (typeof value !== 'string') return null;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  const code = primary === 'kz' ? 'kk' : primary;
  return isLanguage(code) ? code : null;
}

export interface LanguageSources {
  /** The page's query: `location.search`, or its parsed form. Its `language` parameter wins when valid. */
  query?: string | URLSearchParams | null | undefined;
  /** What storage holds under 'lang' from the user's last pick. */
  stored?: string | null | undefined;
  hostConfig?: Pick<HostConfig, 'language'> | null | undefined;
}

/** The `language` query parameter (docs/contract/screens.md#language-parameter) when it names one of our languages, else null. */
export function languageFromQuery(query: LanguageSources['query']): Language | null {
  const params = typeof query === 'string' ? new URLSearchParams(query) : query;
  return parseLanguage(params?.get('language'));
}

/**
 * Picks the interface language, first valid one wins: the `language` query parameter (docs/contract/screens.md#language-parameter), the
 * user's own earlier pick (stored), the host's language, then Kazakh (docs/contract/product.md#languages). The stored pick comes
 * before the host's so that a choice made in the language picker, or by the URL (stored by the runtime),
 * survives the next launch. docs/i18n.md has the whole order.
 */
export function resolveLanguage({ query, stored, hostConfig }: LanguageSources): Language {
  return (
    languageFromQuery(query) ??
    parseLanguage(stored) ??
    parseLanguage(hostConfig?.language) ??
    DEFAULT_LANGUAGE
  );
}
