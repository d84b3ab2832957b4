import type { TFunction } from 'i18next';

/** The catalogue's town names by id (the contract's (docs/contract/entities.md#towns) list, then the extended one), in the language of `t`. */
export function townNames(t: TFunction): Record<string, string | undefined> {
  return {
    ...t('places.towns', { returnObjects: true }),
    ...t('places.otherTowns', { returnObjects: true }),
  };
}
