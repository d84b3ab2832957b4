import type { LocalText } from '../http/language.ts';

export type Quad = [kk: string, ru: string, en: string, ka: string];
type AgeRestriction = 'alcohol' | 'tobacco' | 'energy_drink';
export type ServiceKey = 'takeaway' | 'express' | 'delivery' | 'micromarket' | 'vendor_delivery';

export interface DishSeed {
  key: string;
  name: Quad;
  description: Quad;
  /** Prices in major units: tenge and lari. */
  kzt: number;
  gel: number;
  cook: number;
  weight: number;
  unit: 'g' | 'ml' | 'pcs';
  additives?: readonly string[];
  age?: AgeRestriction;
  /** Services this item cannot be ordered for (e.g. a hookah is served in the hall only). */
  unavailable?: readonly ServiceKey[];
  /** A promo item: the price before the promo (old_price); the item then carries a reward id. */
  oldKzt?: number;
  oldGel?: number;
}

export interface CategorySeed {
  key: string;
  /** Fixed ids of docs/contract/screens.md#fixed-product-categories (132 bakery, 133 semifinished, 134 ready meals); others are numbered by the seed. */
  id?: number;
  name: Quad;
  dishes: readonly DishSeed[];
}

interface AdditiveGroupSeed {
  key: string;
  name: Quad;
  min: number;
  max: number;
  options: readonly { name: Quad; kzt: number; gel: number }[];
}

export interface MenuSeed {
  key: string;
  categories: readonly CategorySeed[];
  additiveGroups: readonly AdditiveGroupSeed[];
}

export function quadText([kk, ru, en, ka]: Quad): LocalText {
  return { kk, ru, en, ka };
}

/** A compact constructor for the menu tables: prices [KZT, GEL], then cooking minutes, weight and unit. */
export function dish(
  key: string,
  name: Quad,
  description: Quad,
  [kzt, gel]: [number, number],
  [cook, weight, unit]: [number, number, DishSeed['unit']],
  extra: Partial<Omit<DishSeed, 'key' | 'name' | 'description'>> = {},
): DishSeed {
  return { key, name, description, kzt, gel, cook, weight, unit, ...extra };
}
