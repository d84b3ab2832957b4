import type { HostConfig } from '../config/host-config.ts';
import { DEFAULT_LANGUAGE, type Language, parseLanguage } from './languages.ts';

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
