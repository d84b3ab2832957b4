import { distanceMeters } from '../../../state/addresses.ts';
import type { Coordinates } from '../../../state/device.ts';
import { TOWNS, type Town } from '../../../state/towns.ts';

/**
 * docs/contract/entities.md#towns: "a town is accepted only if its name is known; visibility is checked against a list of visible
 * city titles". The visible list is the main list of docs/contract/entities.md#towns (the extended towns stay hidden) plus Tbilisi,
 * where the Georgian venues are.
 */
const VISIBLE_TOWN_TITLES: readonly string[] = [
  'Almaty',
  'Astana',
  'Shymkent',
  'Semey',
  'Karaganda',
  'Atyrau',
  'Aktau',
  'Pavlodar',
  'Temirtau',
  'Aktobe',
  'Uralsk',
  'Taldykorgan',
  'Kyzylorda',
  'Petropavlovsk',
  'Kostanay',
  'Kokshetau',
  'Taraz',
  'Ust-Kamenogorsk',
  'Konaev',
  'Tbilisi',
];

export interface TownFilter {
  country: 'kz' | 'ge';
  /** The host's town filter (docs/contract/product.md#host-configuration); null shows every town. */
  hostTowns: readonly number[] | null;
}

/** The towns the picker offers: visible by title, of the app's country, and allowed by the host. */
export function visibleTowns({ country, hostTowns }: TownFilter): Town[] {
  return TOWNS.filter(
    (town) =>
      VISIBLE_TOWN_TITLES.includes(town.title) &&
      town.country === country &&
      (hostTowns === null || hostTowns.includes(town.id)),
  );
}

/** The town whose centre is nearest to a position (towns without coordinates are skipped). */
export function nearestTown(towns: readonly Town[], here: Coordinates): Town | null {
  let best: Town | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const town of towns) {
    if (town.latitude === 0 && town.longitude === 0) continue;
    const distance = distanceMeters(here, town);
    if (distance < bestDistance) {
      best = town;
      bestDistance = distance;
    }
  }
  return best;
}
