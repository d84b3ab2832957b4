import type { Address } from '../../../state/addresses.ts';
import type { Coordinates } from '../../../state/device.ts';
import type { Town } from '../../../state/towns.ts';
import { type GeoPlace, roundCoordinate } from '../api/geo-api.ts';

/** Where the map opens with nothing better known: Almaty's centre, the default town (docs/contract/entities.md#towns). */
export const FALLBACK_CENTER: Coordinates = { latitude: 43.2389, longitude: 76.8897 };

/** docs/contract/states.md#search, docs/contract/constants.md#delays: suggestions appear after a 300 ms pause. */
export const SUGGESTION_DELAY_MS = 300;

export type Locating = 'idle' | 'locating' | 'denied' | 'failed';

/** The search field starts with the draft's street and building, so going back to the map keeps them. */
export const initialQuery = (draft: Address | null): string =>
  draft ? [draft.street, draft.building].filter(Boolean).join(' ') : '';

/** Where the pin starts: the draft's point, else the guest's position, else their town's centre, else Almaty. */
export function initialPin(
  draft: Address | null,
  position: Coordinates | null,
  town: Town | undefined,
): Coordinates {
  const townCenter =
    town && town.latitude !== 0 ? { latitude: town.latitude, longitude: town.longitude } : null;
  return draft?.coordinates ?? position ?? townCenter ?? FALLBACK_CENTER;
}

/** What the hidden status line says about the search: loading, how many were found, or nothing. */
export function searchStatus(searching: boolean, query: string): 'loading' | 'found' | null {
  if (searching) return 'loading';
  return query.trim() ? 'found' : null;
}

/** "Nothing found" only after a finished search for text, and not while a place is chosen. */
export const isNothingFound = (options: {
  found: number;
  searching: boolean;
  query: string;
  chosen: boolean;
}): boolean => options.found === 0 && !options.searching && options.query.trim() !== '' && !options.chosen;

/**
 * The draft the chosen place makes: its street (or, for a place without one, its title), building and city
 * over the draft's other details, and its point to six decimals (about 10 cm), as the server stores it.
 */
export function draftFromPlace(base: Address, place: GeoPlace): Address {
  return {
    ...base,
    street: place.street || place.title,
    building: place.building,
    city: place.city || base.city,
    coordinates: {
      latitude: roundCoordinate(place.coordinates.latitude),
      longitude: roundCoordinate(place.coordinates.longitude),
    },
  };
}

/** The form that completes the draft: of the saved address being edited, or of a new one. */
export function addressFormPath(base: Address, back: string): string {
  const id = base.id > 0 ? `id=${base.id}&` : '';
  return `/address-form?${id}back=${encodeURIComponent(back)}`;
}

/**
 * What a failed "use my location" leaves: a position the geocoder cannot name is an undetermined address,
 * not a failure of locating; anything else is.
 */
export const locateFailure = (notFound: boolean): { locating: Locating; undetermined: boolean } =>
  notFound ? { locating: 'idle', undetermined: true } : { locating: 'failed', undetermined: false };
