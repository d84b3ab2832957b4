import type { Language } from './languages.ts';

const known = new Map<Language, boolean>();

/** 15 November 2000, midday UTC: the same month in every time zone. */
const PROBE = new Date(Date.UTC(2000, 10, 15, 12));

/**
 * Whether this browser's Intl has the language's own data, or falls back without saying so. Two fallbacks
 * are seen in Chromium: a language it does not know resolves to another locale (Georgian becomes en-US),
 * and one it knows only by name resolves to itself but formats with the root locale's data (Kazakh months
 * come out as "M11"). Asked once per language per page.
 */
export function intlHasLocaleData(language: Language): boolean {
  let answer = known.get(language);
  if (answer === undefined) {
    const months = new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' });
    const resolved = months.resolvedOptions().locale.toLowerCase().split('-')[0];
    answer = resolved === language && !/^M\d+$/.test(months.format(PROBE).trim());
    known.set(language, answer);
  }
  return answer;
}
