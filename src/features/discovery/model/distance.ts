import { distanceMeters } from '../../../state/addresses.ts';
import type { Coordinates } from '../../../state/device.ts';
import type { Venue } from './venue.ts';

/** docs/contract/constants.md#distances: when the first venue of a list is farther than this, the guest is asked for their town once per session. */
const TOWN_PROMPT_DISTANCE_METRES = 50_000;

/**
 * Metres from the guest to a venue: computed on the device when both positions are known (docs/contract/constants.md#distances, the
 * spherical formula), else the server's figure, else null.
 */
export function venueDistance(venue: Venue, here: Coordinates | null): number | null {
  if (here && venue.coordinates) return Math.round(distanceMeters(here, venue.coordinates));
  return venue.serverDistance;
}

export function isFarFromTown(firstVenueDistance: number | null): boolean {
  return firstVenueDistance !== null && firstVenueDistance > TOWN_PROMPT_DISTANCE_METRES;
}
