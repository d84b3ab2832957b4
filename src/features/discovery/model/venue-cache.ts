import type { Persist } from '../../../api/query-cache.ts';
import type { Venue } from './venue.ts';

function isVenueList(value: unknown): value is Venue[] {
  return (
    Array.isArray(value) &&
    value.every(
      (item) =>
        typeof item === 'object' &&
        item !== null &&
        typeof (item as Venue).id === 'number' &&
        typeof (item as Venue).title === 'string' &&
        typeof (item as Venue).hours === 'object',
    )
  );
}

/**
 * A Home list's answer kept in local storage (a row asks for ten venues), so a reopened Home shows venues at once on
 * a slow network while the fresh list loads, and still shows them when it cannot load (the query cache keeps
 * it a day at most, ADR 0028).
 */
export const persistedVenues = (key: string): Persist<Venue[]> => ({
  key: `dk-venues:${key}`,
  read: (stored) => (isVenueList(stored) ? stored : undefined),
});
