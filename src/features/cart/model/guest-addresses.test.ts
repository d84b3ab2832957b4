import { describe, expect, it } from 'vitest';
import { type Address, emptyAddress } from '../../../state/addresses.ts';
import {
  addressLine,
  afterDelete,
  decideActiveAddress,
  guestAddressList,
  isUnsavedLocal,
} from './guest-addresses.ts';

const at = (id: number, latitude: number, longitude: number, street = `Street ${id}`): Address => ({
  ...emptyAddress('Almaty'),
  id,
  street,
  building: String(id),
  coordinates: { latitude, longitude },
});

const home = at(1, 43.25, 76.95);
const work = at(2, 43.2, 76.85);
const here = { latitude: 43.201, longitude: 76.851 };

describe('decideActiveAddress (docs/contract/states.md#addresses)', () => {
  it('saves a local address (id -1) to the server', () => {
    expect(decideActiveAddress({ active: at(-1, 43.2, 76.9), list: [home], here, confirmed: true })).toEqual({
      kind: 'save-local',
    });
  });

  it('chooses the nearest when none is active, the first without coordinates', () => {
    const empty = emptyAddress('Almaty');
    expect(decideActiveAddress({ active: empty, list: [home, work], here, confirmed: false })).toEqual({
      kind: 'select',
      address: work,
    });
    expect(decideActiveAddress({ active: empty, list: [home, work], here: null, confirmed: false })).toEqual({
      kind: 'select',
      address: home,
    });
    expect(decideActiveAddress({ active: empty, list: [], here, confirmed: false })).toEqual({
      kind: 'select',
      address: null,
    });
  });

  it('keeps a confirmed choice (the list’s fresh copy), and re-selects the nearest when not confirmed', () => {
    const stale = { ...home, comment: 'old' };
    expect(decideActiveAddress({ active: stale, list: [home, work], here, confirmed: true })).toEqual({
      kind: 'select',
      address: home,
    });
    expect(decideActiveAddress({ active: home, list: [home, work], here, confirmed: false })).toEqual({
      kind: 'select',
      address: work,
    });
  });

  it('replaces an active address that is no longer on the server', () => {
    expect(decideActiveAddress({ active: at(9, 1, 1), list: [home], here, confirmed: true })).toEqual({
      kind: 'select',
      address: home,
    });
  });
});

describe('afterDelete (docs/contract/states.md#addresses)', () => {
  it('selects the nearest remaining one when the active address goes, and leaves the others alone', () => {
    expect(afterDelete({ active: home, remaining: [work], deletedId: 1, here })).toBe(work);
    expect(afterDelete({ active: home, remaining: [], deletedId: 1, here })).toBeNull();
    expect(afterDelete({ active: home, remaining: [home], deletedId: 2, here })).toBe('keep');
  });
});

describe('a guest’s addresses', () => {
  it('are their one stored address, once it has anything in it', () => {
    expect(guestAddressList(emptyAddress('Almaty'))).toEqual([]);
    const local = at(-1, 43.2, 76.9);
    expect(guestAddressList(local)).toEqual([local]);
    expect(isUnsavedLocal(local)).toBe(true);
    expect(isUnsavedLocal({ ...local, coordinates: null })).toBe(false);
    expect(isUnsavedLocal(home)).toBe(false);
  });
});

describe('addressLine', () => {
  it('is street and building, else the label, else the city', () => {
    expect(addressLine(at(5, 0, 0, 'Abay Avenue'))).toBe('Abay Avenue, 5');
    expect(addressLine({ ...emptyAddress('Almaty'), title: 'Home' })).toBe('Home');
    expect(addressLine(emptyAddress('Almaty'))).toBe('Almaty');
  });
});
