import type { SafeStorage } from '../../../state/storage.ts';
import type { Venue } from './venue.ts';

/** Cached lists older than this are not shown: a day-old "open now" would mislead more than help. */
export const CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
const PREFIX = 'dk-venues:';
const MAX_VENUES = 10;

interface Entry {
  savedAt: number;
  venues: Venue[];
}

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
 * The last answer of a Home list, kept in local storage, so a reopened Home shows venues at once on a slow
 * network while the fresh list loads (and still shows them when it cannot load).
 */
export function createVenueCache(storage: SafeStorage, now: () => number = Date.now) {
  return {
    read(key: string): Venue[] | null {
      const entry = storage.getJson<Entry>(PREFIX + key, (value) => {
        const candidate = value as Partial<Entry> | null;
        return candidate && typeof candidate.savedAt === 'number' && isVenueList(candidate.venues)
          ? (candidate as Entry)
          : undefined;
      });
      if (!entry || now() - entry.savedAt > CACHE_MAX_AGE_MS) return null;
      return entry.venues;
    },
    write(key: string, venues: readonly Venue[]): void {
      storage.setJson(PREFIX + key, { savedAt: now(), venues: venues.slice(0, MAX_VENUES) });
    },
  };
}
