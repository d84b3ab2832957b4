import type { Address } from '../../../state/addresses.ts';
import type { Coordinates } from '../../../state/device.ts';
import { type Town, findTown } from '../../../state/towns.ts';
import { useRef, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useBridge } from '../../../runtime/app-runtime.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { useScopedAbort } from '../hooks/use-scoped-abort.ts';
import type { ApiClient } from '../../../api/client.ts';
import { normalizeMany } from '../../../api/json-api.ts';
import { num, numOrNull, record, str } from '../../../api/answer-fields.ts';

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

/**
 * The map's pin and the place it names: a picked suggestion, the point under a moved map (reverse
 * geocoded), or the guest's own position from the host. `onPicked` runs when a place is picked.
 */
export function usePinPlace(draft: Address | null, onPicked: () => void) {
  const stores = useAppStores();
  const client = useApiClient();
  const bridgeReady = useBridge();
  const device = useAppState().device;
  const scoped = useScopedAbort();
  const [chosen, setChosen] = useState<GeoPlace | null>(null);
  const [locating, setLocating] = useState<Locating>('idle');
  const [undetermined, setUndetermined] = useState(false);
  const geocoding = useRef<AbortController | null>(null);
  const [pin, setPin] = useState<Coordinates>(() =>
    initialPin(draft, device.coordinates, findTown(device.townId)),
  );

  const pick = (place: GeoPlace) => {
    geocoding.current?.abort();
    setChosen(place);
    setPin(place.coordinates);
    setUndetermined(false);
    onPicked();
  };

  /** The guest moved the map: the point under the pin is the address, named by reverse geocoding. */
  const pinned = (point: Coordinates) => {
    geocoding.current?.abort();
    const signal = scoped();
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort());
    geocoding.current = controller;
    setPin(point);
    setUndetermined(false);
    reverseGeocode(client, point, controller.signal).then(
      (place) => {
        if (controller.signal.aborted) return;
        if (place) setChosen({ ...place, coordinates: point });
        else setUndetermined(true);
      },
      () => {
        if (!controller.signal.aborted) {
          setChosen(null);
          setUndetermined(true);
        }
      },
    );
  };

  /** The host's position (null: none), or 'denied' when the guest refused it. */
  const hostPosition = async (signal: AbortSignal): Promise<Coordinates | null | 'denied'> => {
    const bridge = await bridgeReady;
    if (!bridge?.supports('geo.position')) return device.coordinates;
    const position = await bridge.call('geo.position', {}, { signal });
    if (position.status === 'denied') {
      stores.device.denyPosition();
      return 'denied';
    }
    if (position.status !== 'success') return null;
    const point = { latitude: position.latitude, longitude: position.longitude };
    stores.device.setPosition(point);
    return point;
  };

  const locate = async () => {
    setLocating('locating');
    setUndetermined(false);
    const signal = scoped();
    try {
      const point = await hostPosition(signal);
      if (point === 'denied' || !point) {
        setLocating(point === 'denied' ? 'denied' : 'failed');
        return;
      }
      const place = await reverseGeocode(client, point, signal);
      setLocating('idle');
      // The guest's own position is the point; the geocoder only names it.
      if (place) pick({ ...place, coordinates: point });
      else setUndetermined(true);
    } catch (error) {
      if (signal.aborted) return;
      const failure = locateFailure(isApiError(error, 'not-found'));
      setLocating(failure.locating);
      setUndetermined(failure.undetermined);
    }
  };

  return { pin, chosen, locating, undetermined, pick, pinned, locate };
}

/** docs/contract/constants.md#list-sizes: three address suggestions. */
const SUGGESTION_LIMIT = 3;

/** docs/contract/entities.md#geocoding-result "Geocoding result", flattened for the address form. */
export interface GeoPlace {
  title: string;
  subtitle: string;
  coordinates: Coordinates;
  street: string;
  building: string;
  district: string;
  city: string;
}

function parseGeoPlaces(body: unknown): GeoPlace[] {
  return normalizeMany(body).flatMap((resource) => {
    const location = record(record(resource.geometry).location);
    const latitude = numOrNull(location.lat ?? location.latitude);
    const longitude = numOrNull(location.long ?? location.lng ?? location.longitude);
    if (latitude === null || longitude === null) return [];
    const address = record(resource.address);
    return [
      {
        title: str(resource.title),
        subtitle: str(resource.subtitle),
        coordinates: { latitude, longitude },
        street: str(address.street),
        building: str(address.building),
        district: str(address.district),
        city: str(address.city),
      },
    ];
  });
}

/** docs/contract/calls.md#geo-calls: the query is the street part, the country's name and the town's name. */
export function suggestionQuery(street: string, country: string, town: string): string {
  return [street.trim(), country, town].filter((part) => part !== '').join(', ');
}

export function fetchSuggestions(
  client: ApiClient,
  query: string,
  signal?: AbortSignal,
): Promise<GeoPlace[]> {
  return client.get('geo-service/suggestions/', {
    query: { address: query, limit: SUGGESTION_LIMIT },
    parse: parseGeoPlaces,
    ...(signal ? { signal } : {}),
  });
}

/** GET geo-service/reverse-geocode/: the place at a point, or null when the service knows none. */
export function reverseGeocode(
  client: ApiClient,
  point: Coordinates,
  signal?: AbortSignal,
): Promise<GeoPlace | null> {
  return client.get('geo-service/reverse-geocode/', {
    query: { lat: point.latitude, long: point.longitude },
    parse: (body) => parseGeoPlaces(body)[0] ?? null,
    ...(signal ? { signal } : {}),
  });
}

/** Whole metres are enough for a building: six decimals of a degree. */
const roundCoordinate = (value: number): number => Math.round(num(value) * 1e6) / 1e6;
