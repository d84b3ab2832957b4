import { describe, expect, it } from 'vitest';
import { type Address, emptyAddress } from '../../../state/addresses.ts';
import { findTown } from '../../../state/towns.ts';
import {
  type GeoPlace,
  addressFormPath,
  draftFromPlace,
  FALLBACK_CENTER,
  initialPin,
  initialQuery,
  isNothingFound,
  locateFailure,
  searchStatus,
} from './address-map.ts';

const point = { latitude: 43.233, longitude: 76.9718 };
const draft: Address = {
  ...emptyAddress('Almaty'),
  street: 'Dostyk Avenue',
  building: '100',
  coordinates: point,
};
const place: GeoPlace = {
  title: 'Abay Avenue 10',
  subtitle: 'Almaty',
  coordinates: { latitude: 43.2401234567, longitude: 76.9455555555 },
  street: 'Abay Avenue',
  building: '10',
  district: '',
  city: 'Almaty',
};

describe('where the map starts', () => {
  it('searches for the draft’s street and building', () => {
    expect(initialQuery(draft)).toBe('Dostyk Avenue 100');
    expect(initialQuery({ ...draft, building: '' })).toBe('Dostyk Avenue');
    expect(initialQuery(null)).toBe('');
  });

  it('puts the pin on the draft, else the guest, else their town, else Almaty', () => {
    const here = { latitude: 51.1, longitude: 71.4 };
    const astana = findTown(2);
    expect(initialPin(draft, here, astana)).toEqual(point);
    expect(initialPin(null, here, astana)).toEqual(here);
    expect(initialPin(null, null, astana)).toEqual({
      latitude: astana?.latitude,
      longitude: astana?.longitude,
    });
    expect(initialPin(null, null, undefined)).toEqual(FALLBACK_CENTER);
  });
});

describe('the search’s messages', () => {
  it('announces loading, then the count, and nothing for an empty field', () => {
    expect(searchStatus(true, 'Abay')).toBe('loading');
    expect(searchStatus(false, 'Abay')).toBe('found');
    expect(searchStatus(false, '  ')).toBeNull();
  });

  it('says nothing was found only after a finished search with no place chosen', () => {
    const base = { found: 0, searching: false, query: 'Abay', chosen: false };
    expect(isNothingFound(base)).toBe(true);
    expect(isNothingFound({ ...base, found: 2 })).toBe(false);
    expect(isNothingFound({ ...base, searching: true })).toBe(false);
    expect(isNothingFound({ ...base, query: ' ' })).toBe(false);
    expect(isNothingFound({ ...base, chosen: true })).toBe(false);
  });
});

describe('draftFromPlace', () => {
  it('takes the place’s street, building, city and point to six decimals, keeping the draft’s details', () => {
    const next = draftFromPlace({ ...draft, floor: '3', comment: 'ring twice' }, place);
    expect(next).toMatchObject({ street: 'Abay Avenue', building: '10', city: 'Almaty', floor: '3' });
    expect(next.comment).toBe('ring twice');
    expect(next.coordinates).toEqual({ latitude: 43.240123, longitude: 76.945556 });
  });

  it('names a place without a street by its title and keeps the draft’s city when the place has none', () => {
    const next = draftFromPlace({ ...draft, city: 'Astana' }, { ...place, street: '', city: '' });
    expect(next.street).toBe('Abay Avenue 10');
    expect(next.city).toBe('Astana');
  });
});

describe('addressFormPath', () => {
  it('edits a saved address by id and a new one without', () => {
    expect(addressFormPath({ ...draft, id: 7 }, '/cart?filial_id=12')).toBe(
      '/address-form?id=7&back=%2Fcart%3Ffilial_id%3D12',
    );
    expect(addressFormPath(draft, '/cart')).toBe('/address-form?back=%2Fcart');
  });
});

describe('locateFailure', () => {
  it('counts a position the geocoder cannot name as undetermined, anything else as a failure', () => {
    expect(locateFailure(true)).toEqual({ locating: 'idle', undetermined: true });
    expect(locateFailure(false)).toEqual({ locating: 'failed', undetermined: false });
  });
});
