import { describe, expect, it } from 'vitest';
import { createQueryCache, PERSIST_MAX_AGE_MS, readPersisted } from '../../../api/query-cache.ts';
import { createMemoryStorage, createSafeStorage } from '../../../lib/storage.ts';
import { persistedVenues } from './CategorySection.tsx';
import { parseVenue } from '../model/venue.ts';

const venue = (id: number) => parseVenue({ id: String(id), type: 'locations', title: `Venue ${id}` });

describe('the Home venue lists kept on the device', () => {
  it('gives back what was answered until it is a day old', async () => {
    let clock = 1_000;
    // One storage for every access, as window.localStorage is.
    const memory = createMemoryStorage();
    const storage = createSafeStorage(() => memory, '');
    const persist = persistedVenues('en:1:near');
    const answer = Array.from({ length: 10 }, (_, index) => venue(index + 1));
    await createQueryCache(storage, () => clock).fetch('near', async () => answer, { persist });
    // The next mount (a reopened Home) has it before it asks.
    const next = createQueryCache(storage, () => clock);
    expect(next.peek('near', persist)?.map((v) => v.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(next.fresh('near', Number.POSITIVE_INFINITY)).toBe(false);
    expect(readPersisted(storage, persistedVenues('en:2:near'))).toBeUndefined();
    clock += PERSIST_MAX_AGE_MS + 1;
    expect(createQueryCache(storage, () => clock).peek('near', persist)).toBeUndefined();
  });

  it('ignores what is not a venue list (an older build, an edit by hand)', () => {
    const memory = createMemoryStorage();
    const storage = createSafeStorage(() => memory, '');
    const persist = persistedVenues('k');
    memory.setItem(persist.key, JSON.stringify({ at: Date.now(), data: [{ id: 'x' }] }));
    expect(readPersisted(storage, persist)).toBeUndefined();
    memory.setItem(persist.key, '{not json');
    expect(readPersisted(storage, persist)).toBeUndefined();
  });
});
