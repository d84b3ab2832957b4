import { SPACE } from './format-number.ts';
import type { Language } from './languages.ts';
import { intlHasLocaleData, MONTHS_AFTER_DAY } from './locale-data.ts';

export type DateInput = Date | string | number;

export interface DateFormatOptions {
  /** IANA zone to show the time in; default: the device's. */
  timeZone?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function dateFormatter(language: Language, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

function toDate(input: DateInput): Date | null {
  const date = input instanceof Date ? input : new Date(input);
  return Number.isNaN(date.getTime()) ? null : date;
}

function zone(timeZone: string | undefined): Intl.DateTimeFormatOptions {
  return timeZone ? { timeZone } : {};
}

const TIME_OF_DAY = /^(\d{1,2}):(\d{2})(?::\d{2})?$/;

/**
 * Hour and minute on a 24-hour clock in every language: "09:07". A time of day as the API sends it in
 * schedules ("9:00", "22:30:00") is taken as it is; an invalid date gives ''.
 */
export function formatTime(
  input: DateInput,
  language: Language,
  { timeZone }: DateFormatOptions = {},
): string {
  const timeOfDay = typeof input === 'string' ? TIME_OF_DAY.exec(input) : null;
  if (timeOfDay) {
    const [, hours = '', minutes = ''] = timeOfDay;
    return Number(hours) < 24 && Number(minutes) < 60 ? `${hours.padStart(2, '0')}:${minutes}` : '';
  }
  const date = toDate(input);
  if (!date) return '';
  return dateFormatter(language, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    ...zone(timeZone),
  }).format(date);
}

/**
 * The day, the month's name as it reads after a day, and the year. The month comes from Intl asked for a day
 * and a month together, so Russian gets its genitive ("ноября", not "ноябрь"); where this browser's Intl has
 * no data for the language (Chromium: Kazakh says "M11", Georgian falls back to English), from our own month
 * names (locale-data.ts).
 */
function dayAndMonth(
  date: Date,
  language: Language,
  options: Intl.DateTimeFormatOptions,
): { day: string; month: string; year: string } {
  const own = intlHasLocaleData(language);
  const parts = dateFormatter(language, {
    day: 'numeric',
    month: own ? 'long' : 'numeric',
    ...options,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  const month = part('month');
  return {
    day: part('day'),
    month: own ? month : (MONTHS_AFTER_DAY[language][Number(month) - 1] ?? month),
    year: part('year'),
  };
}

/**
 * The contract's (docs/contract/constants.md#formats) default date format, "day, month name, hour:minute", in the same order in every language:
 * "5 марта, 14:07", "5 наурыз, 14:07", "5 March, 14:07", "5 მარტი, 14:07". An invalid date gives ''.
 */
export function formatDateTime(
  input: DateInput,
  language: Language,
  options: DateFormatOptions = {},
): string {
  const date = toDate(input);
  if (!date) return '';
  const { day, month } = dayAndMonth(date, language, zone(options.timeZone));
  return `${day}${SPACE}${month}, ${formatTime(date, language, options)}`;
}

/**
 * A calendar day with its month name and year, in the same order in every language: "15 ноября 2026",
 * "15 қараша 2026", "15 November 2026". An invalid date gives ''.
 */
export function formatDate(input: DateInput, language: Language, options: DateFormatOptions = {}): string {
  const date = toDate(input);
  if (!date) return '';
  const { day, month, year } = dayAndMonth(date, language, { year: 'numeric', ...zone(options.timeZone) });
  return `${day}${SPACE}${month}${SPACE}${year}`;
}

const API_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/;
const DISPLAY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const EARLIEST_BIRTH_YEAR = 1900;

function isRealDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The profile's bday from the API (YYYY-MM-DD) as the app shows it, DD/MM/YYYY; absent or unreadable gives ''. */
export function birthdayFromApi(value: string | null | undefined): string {
  const match = value ? API_DATE.exec(value) : null;
  if (!match) return '';
  const [, year, month, day] = match;
  return isRealDate(Number(year), Number(month), Number(day)) ? `${day}/${month}/${year}` : '';
}

/**
 * A birthday typed as DD/MM/YYYY in the API's form, YYYY-MM-DD (docs/contract/entities.md#profile). '' (no birthday) stays ''.
 * null means "enter correct information" (docs/contract/validation.md#profile-birthday): not that shape, not a calendar date (31/02), before
 * 1900, or after `today`.
 */
export function birthdayToApi(display: string, today: Date = new Date()): string | null {
  const text = display.trim();
  if (text === '') return '';
  const match = DISPLAY_DATE.exec(text);
  if (!match) return null;
  const [, day, month, year] = match;
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < EARLIEST_BIRTH_YEAR || !isRealDate(y, m, d)) return null;
  const todayKey = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const key = `${year}-${month}-${day}`;
  return key > todayKey ? null : key;
}
