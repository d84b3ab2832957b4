import type { ApiClient } from '../../../api/client.ts';
import { normalizeMany } from '../../../api/json-api.ts';
import type { Coordinates } from '../../../state/device.ts';
import { num, numOrNull, record, str } from '../../../api/answer-fields.ts';

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
export const roundCoordinate = (value: number): number => Math.round(num(value) * 1e6) / 1e6;
