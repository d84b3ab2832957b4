export type Currency = 'KZT' | 'GEL';

/** Converts a price in major units (tenge, lari) to the stored minor units. */
export function toMinor(major: number): number {
  return Math.round(major * 100);
}

/** Minor to major units for the API: whole tenge, lari with up to two decimals. */
export function toMajor(minor: number): number {
  return Math.round(minor) / 100;
}

export function percentOf(minor: number, percent: number): number {
  return Math.floor((minor * percent) / 100);
}

/** Bonus points are whole tenge, or whole tetri for lari. */
export function floorBonus(minor: number, currency: Currency): number {
  const step = currency === 'KZT' ? 100 : 1;
  return Math.floor(minor / step) * step;
}
