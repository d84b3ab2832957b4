import type { Language } from './languages.ts';

/**
 * Our own copy of the little locale data the formatters need, for browsers whose Intl lacks a language:
 * Chromium (and the Chromium-based webviews) ship no Georgian at all and Kazakh without month names or
 * decimal sign, so Intl answers "24 M11", "November 24" and "6.5" there. intlHasLocaleData (below) tells when to
 * use these instead of Intl. The values are CLDR's.
 */

/** Month names as they follow a day ("24 қараша", "24 ноября", "24 November", "24 ნოემბერი"), January first. */
export const MONTHS_AFTER_DAY: Readonly<Record<Language, readonly string[]>> = {
  kk: [
    'қаңтар',
    'ақпан',
    'наурыз',
    'сәуір',
    'мамыр',
    'маусым',
    'шілде',
    'тамыз',
    'қыркүйек',
    'қазан',
    'қараша',
    'желтоқсан',
  ],
  ru: [
    'января',
    'февраля',
    'марта',
    'апреля',
    'мая',
    'июня',
    'июля',
    'августа',
    'сентября',
    'октября',
    'ноября',
    'декабря',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ka: [
    'იანვარი',
    'თებერვალი',
    'მარტი',
    'აპრილი',
    'მაისი',
    'ივნისი',
    'ივლისი',
    'აგვისტო',
    'სექტემბერი',
    'ოქტომბერი',
    'ნოემბერი',
    'დეკემბერი',
  ],
};

/** The sign between the whole and the fractional part: "6,5" in kk, ru and ka, "6.5" in en. */
export const DECIMAL_SIGN: Readonly<Record<Language, string>> = { kk: ',', ru: ',', en: '.', ka: ',' };

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
