import type { Language } from './languages.ts';
import { DECIMAL_SIGN, intlHasLocaleData } from './locale-data.ts';

/**
 * The one space we put inside a formatted quantity: between digit groups (docs/contract/constants.md#formats, "thousands separated
 * by a space"), between a number and its unit or currency sign, and between a day and its month.
 * U+00A0 NO-BREAK SPACE, not U+0020: it is as wide as a space but a line never breaks inside "12 500 ₸".
 * Intl emits U+00A0, U+202F or U+0020 depending on the locale and ICU version; every formatter here
 * normalises to this one.
 */
export const SPACE = '\u00A0';

const ANY_SPACE = /[\s\u00A0\u202F\u2009]+/g;

export type Currency = 'KZT' | 'GEL';

const CURRENCY_SYMBOLS: Readonly<Record<Currency, string>> = { KZT: '₸', GEL: '₾' };

/**
 * Digits after the decimal sign an amount always shows: lari have tetri and Georgian price tags always
 * write them ("7,50 ₾", "12,00 ₾"); tenge amounts are whole in this product and show a fraction only
 * when one comes ("12 500 ₸", "99,5 ₸"). docs/i18n.md.
 */
const CURRENCY_DECIMALS: Readonly<Record<Currency, number>> = { KZT: 0, GEL: 2 };

/** A currency code from outside (the API, a t() option); anything else is null. */
export function parseCurrency(value: unknown): Currency | null {
  return value === 'KZT' || value === 'GEL' ? value : null;
}

/** docs/contract/product.md#currencies-and-countries: the country (the host's top-level domain) picks the currency; Kazakhstan is the default. */
export function currencyForCountry(country: string | undefined): Currency {
  return country === 'ge' ? 'GEL' : 'KZT';
}

const formatters = new Map<string, Intl.NumberFormat>();

/** Intl formatters are costly to build and immutable, so one per option set is kept for the page. */
export function numberFormatter(language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, options);
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Joins Intl's parts with our space for group separators and for any space Intl puts in, and the
 * language's own decimal sign where this browser's Intl has no data for it (locale-data.ts).
 */
export function joinParts(parts: Intl.NumberFormatPart[], language: Language): string {
  const decimal = intlHasLocaleData(language) ? null : DECIMAL_SIGN[language];
  return parts
    .map((part) => {
      if (part.type === 'group') return SPACE;
      if (part.type === 'decimal' && decimal) return decimal;
      return part.value.replace(ANY_SPACE, SPACE);
    })
    .join('');
}

/**
 * Numbers written once per language, digits and value: a screen writes the same prices and distances on
 * every render, and formatToParts with its joining cost Home's load 25-32 ms of 4x CPU
 * (bench/first-screen-waterfall.ts). Bounded like the remembered texts (use-translation.tsx).
 */
const formatted = new Map<string, string>();
const REMEMBERED_NUMBERS = 5_000;

export interface NumberFormatOptions {
  /** Most digits after the decimal sign; fewer are shown when the value has fewer (default 2). */
  maximumFractionDigits?: number;
  /** Fewest digits after the decimal sign, padded with zeros (default 0). */
  minimumFractionDigits?: number;
}

/**
 * A number with thousands grouped by SPACE in every language, English included (docs/contract/constants.md#formats), even for four
 * digits ("1 000"; CLDR would leave Georgian "1000"), and the language's own decimal sign ("1 234,5" in
 * kk/ru/ka, "1 234.5" in en). Not a finite number gives ''.
 */
export function formatNumber(
  value: number,
  language: Language,
  { maximumFractionDigits = 2, minimumFractionDigits = 0 }: NumberFormatOptions = {},
): string {
  if (!Number.isFinite(value)) return '';
  const key = `${language}|${minimumFractionDigits}|${maximumFractionDigits}|${value}`;
  let text = formatted.get(key);
  if (text === undefined) {
    const formatter = numberFormatter(language, {
      useGrouping: 'always',
      minimumFractionDigits,
      maximumFractionDigits,
      signDisplay: 'negative',
    });
    text = joinParts(formatter.formatToParts(value), language);
    if (formatted.size >= REMEMBERED_NUMBERS) formatted.clear();
    formatted.set(key, text);
  }
  return text;
}

/**
 * An amount with its currency sign after it, as the product shows prices in every language:
 * "12 500 ₸", "99,5 ₸" (en "99.5 ₸"), "12 500,00 ₾", "7,50 ₾" (en "7.50 ₾"). Not a finite number gives ''.
 */
export function formatMoney(amount: number, currency: Currency, language: Language): string {
  const number = formatNumber(amount, language, { minimumFractionDigits: CURRENCY_DECIMALS[currency] });
  return number && `${number}${SPACE}${CURRENCY_SYMBOLS[currency]}`;
}

/** docs/contract/screens.md#balance-in-the-header: a bonus balance of 100 000 or more is shown in a smaller font. */
export const SMALL_BALANCE_FONT_FROM = 100_000;

export function usesSmallBalanceFont(balance: number): boolean {
  return balance >= SMALL_BALANCE_FONT_FROM;
}
