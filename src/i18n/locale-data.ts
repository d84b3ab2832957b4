import type { Language } from './languages.ts';

/**
 * Our own copy of the little locale data the formatters need, for browsers whose Intl lacks a language:
 * Chromium (and the Chromium-based webviews) ship no Georgian at all and Kazakh without month names or
 * decimal sign, so Intl answers "24 M11", "November 24" and "6.5" there. intl-support.ts tells when to
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
