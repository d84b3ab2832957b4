import type { Currency } from '../../../i18n/format-number.ts';

/**
 * Money is added up in minor units (tiyn, tetri) so that 0.1 + 0.2 problems never reach a total the
 * server compares with its own. Amounts on the wire and on screen are major units.
 */
export const toMinor = (major: number): number => Math.round(major * 100);
export const toMajor = (minor: number): number => Math.round(minor) / 100;

/** `percent` of an amount, rounded down to the minor unit (as the venue's till does). */
export function percentOfMinor(minor: number, percent: number): number {
  return Math.floor((minor * percent) / 100);
}

/** Bonus points are whole tenge, or whole tetri for lari. */
export function floorBonusMinor(minor: number, currency: Currency): number {
  const step = currency === 'KZT' ? 100 : 1;
  return Math.floor(minor / step) * step;
}

export const isCurrency = (value: unknown): value is Currency => value === 'KZT' || value === 'GEL';
