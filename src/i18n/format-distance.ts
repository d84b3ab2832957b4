import { joinParts, numberFormatter } from './format-number.ts';
import type { Language } from './languages.ts';

/** SPEC §9: a venue 1500 m away or more counts as far. */
export const FAR_DISTANCE_METRES = 1500;

export function isFar(metres: number): boolean {
  return metres >= FAR_DISTANCE_METRES;
}

/**
 * A distance in metres under a kilometre ("850 m"), otherwise in kilometres with at most one decimal
 * ("1,5 км", "12 km"); the unit names are the language's own, from Intl. Not a finite, non-negative
 * number gives ''.
 */
export function formatDistance(metres: number, language: Language): string {
  if (!Number.isFinite(metres) || metres < 0) return '';
  const rounded = Math.round(metres);
  const [unit, value] =
    rounded < 1000 ? (['meter', rounded] as const) : (['kilometer', metres / 1000] as const);
  const formatter = numberFormatter(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    useGrouping: 'always',
    maximumFractionDigits: 1,
  });
  return joinParts(formatter.formatToParts(value), language);
}
