import { describe, expect, it } from 'vitest';
import { createMemoryStorage, createSafeStorage } from '../../../state/storage.ts';
import { CACHE_MAX_AGE_MS, createVenueCache } from './venue-cache.ts';
import { parseVenue } from './venue.ts';

const venue = (id: number) => parseVenue({ id: String(id), type: 'locations', title: `Venue ${id}` });

describe('the Home venue cache', () => {
  it('gives back what was written, at most ten venues, until it is a day old', () => {
    let clock = 1_000;
    // One storage for every access, as window.localStorage is.
    const memory = createMemoryStorage();
    const cache = createVenueCache(
      createSafeStorage(() => memory, ''),
      () => clock,
    );
    cache.write(
      'en:1:near',
      Array.from({ length: 12 }, (_, index) => venue(index + 1)),
    );
    expect(cache.read('en:1:near')?.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(cache.read('en:2:near')).toBeNull();
    clock += CACHE_MAX_AGE_MS + 1;
    expect(cache.read('en:1:near')).toBeNull();
  });

  it('ignores what is not a venue list (an older build, an edit by hand)', () => {
    const memory = createMemoryStorage();
    const storage = createSafeStorage(() => memory, '');
    memory.setItem('dk-venues:k', JSON.stringify({ savedAt: Date.now(), venues: [{ id: 'x' }] }));
    expect(createVenueCache(storage).read('k')).toBeNull();
    memory.setItem('dk-venues:k', '{not json');
    expect(createVenueCache(storage).read('k')).toBeNull();
  });
});
