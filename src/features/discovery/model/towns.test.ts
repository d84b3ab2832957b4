import { describe, expect, it } from 'vitest';
import { findTown } from '../../../state/towns.ts';
import { nearestTown, visibleTowns } from '../components/TownPicker.tsx';

describe('visible towns', () => {
  it('offers the main towns of Kazakhstan, not the extended list', () => {
    const ids = visibleTowns({ country: 'kz', hostTowns: null }).map((town) => town.id);
    expect(ids).toContain(1);
    expect(ids).toContain(24);
    for (const extended of [14, 15, 21, 22, 23]) expect(ids).not.toContain(extended);
    expect(ids).not.toContain(101);
    expect(ids).toHaveLength(19);
  });

  it('offers Tbilisi in Georgia, and applies the host’s town filter', () => {
    expect(visibleTowns({ country: 'ge', hostTowns: null }).map((t) => t.id)).toEqual([101]);
    expect(visibleTowns({ country: 'kz', hostTowns: [2, 1, 14] }).map((t) => t.id)).toEqual([1, 2]);
    expect(visibleTowns({ country: 'kz', hostTowns: [101] })).toEqual([]);
  });

  it('finds the nearest town by its centre', () => {
    const towns = visibleTowns({ country: 'kz', hostTowns: null });
    expect(nearestTown(towns, { latitude: 51.17, longitude: 71.45 })?.id).toBe(2);
    expect(nearestTown(towns, { latitude: 43.3, longitude: 76.95 })?.id).toBe(1);
    expect(
      nearestTown(
        [findTown(14)].filter((t) => t !== undefined),
        { latitude: 0, longitude: 0 },
      ),
    ).toBeNull();
  });
});
