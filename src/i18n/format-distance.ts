import { formatNumber, joinParts, numberFormatter, SPACE } from './format-number.ts';
import type { Language } from './languages.ts';

/** docs/contract/constants.md#distances: a venue 1500 m away or more counts as far. */
export const FAR_DISTANCE_METRES = 1500;

export function isFar(metres: number): boolean {
  return metres >= FAR_DISTANCE_METRES;
}

/** The short names of the units, from the catalogue (`common.units`). */
export interface DistanceUnits {
  metre: string;
  kilometre: string;
}

/** Whether a catalogue's `common.units` is there and whole. */
export function isDistanceUnits(value: unknown): value is DistanceUnits {
  if (typeof value !== 'object' || value === null) return false;
  const { metre, kilometre } = value as Record<string, unknown>;
  return typeof metre === 'string' && typeof kilometre === 'string';
}

/**
 * A distance in metres under a kilometre ("850 m"), otherwise in kilometres with at most one decimal
 * ("1,5 км", "12 km"). The unit names are `units` when given, else Intl's. The texts give the catalogue's:
 * Chromium's Intl has no Kazakh unit names (it wrote "319 m", Latin) and no Georgian at all. With them the
 * number is the one formatter a rating uses too, and the name follows it as all four languages write it: a
 * unit formatter costs a throttled phone ~40 ms to build, and Home's cards needed two (metres and kilometres)
 * before their first paint. Not a finite, non-negative number gives ''.
 */
export function formatDistance(metres: number, language: Language, units?: DistanceUnits): string {
  if (!Number.isFinite(metres) || metres < 0) return '';
  const rounded = Math.round(metres);
  const [unit, value] =
    rounded < 1000 ? (['meter', rounded] as const) : (['kilometer', metres / 1000] as const);
  if (units)
    return `${formatNumber(value, language, { maximumFractionDigits: 1 })}${SPACE}${unit === 'meter' ? units.metre : units.kilometre}`;
  const formatter = numberFormatter(language, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    useGrouping: 'always',
    maximumFractionDigits: 1,
  });
  return joinParts(formatter.formatToParts(value), language);
}
