/** The interface languages of docs/contract/product.md#languages; the API localises names, descriptions and reasons by X-Language. */
export const LANGUAGES = ['kk', 'ru', 'en', 'ka'] as const;
export type Language = (typeof LANGUAGES)[number];

/** A text in every language; stored as JSON in SQLite. */
export type LocalText = Record<Language, string>;

/** The Locale header carries kk as kz (docs/contract/calls.md#request-headers). */
export const LOCALE_OF: Record<Language, string> = { kk: 'kz', ru: 'ru', en: 'en', ka: 'ka' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** docs/contract/product.md#languages: the fallback language is ru. */
export function localise(text: LocalText, language: Language): string {
  return text[language] || text.ru;
}

export function parseLocalText(json: string): LocalText {
  return JSON.parse(json) as LocalText;
}

/** Reads a LocalText column and picks the language in one step. */
export function localiseJson(json: string, language: Language): string {
  return localise(parseLocalText(json), language);
}
