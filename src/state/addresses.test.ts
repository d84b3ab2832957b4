import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import {
  type Address,
  type AddressState,
  createAddressStore,
  distanceMeters,
  emptyAddress,
  LOCAL_ADDRESS_ID,
  nearestAddress,
  parseAddress,
} from './addresses.ts';
import { createMemoryStorage, createSafeStorage, type SafeStorage } from '../lib/storage.ts';

/** The slice and its actions, as the mount's root state holds them. */
function addressStore(options: { local: SafeStorage; cityName: () => string }) {
  const state = proxy<AddressState>({
    activeAddress: emptyAddress(''),
    tempAddress: null,
    userAddressList: [],
  });
  return { state, ...createAddressStore({ ...options, state }) };
}

/** One in-memory storage, opened the same on every access (as window.localStorage is). */
function fresh(): () => Storage {
  const storage = createMemoryStorage();
  return () => storage;
}

const at = (id: number, latitude: number, longitude: number): Address => ({
  ...emptyAddress('Almaty'),
  id,
  street: `street ${id}`,
  coordinates: { latitude, longitude },
});

describe('address helpers', () => {
  it('makes the default empty address with the town as city and id -1', () => {
    expect(emptyAddress('Astana')).toMatchObject({
      id: LOCAL_ADDRESS_ID,
      city: 'Astana',
      street: '',
      coordinates: null,
    });
    expect(LOCAL_ADDRESS_ID).toBe(-1);
  });

  it('measures distance on the sphere', () => {
    // Almaty to Astana is about 970 km as the crow flies.
    const km =
      distanceMeters({ latitude: 43.2389, longitude: 76.8897 }, { latitude: 51.1282, longitude: 71.4307 }) /
      1000;
    expect(km).toBeGreaterThan(960);
    expect(km).toBeLessThan(980);
    expect(distanceMeters({ latitude: 1, longitude: 1 }, { latitude: 1, longitude: 1 })).toBe(0);
  });

  it('picks the nearest address, the first without coordinates, null for none', () => {
    const list = [at(1, 43.3, 76.9), at(2, 43.2, 76.85), at(3, 51.1, 71.4)];
    expect(nearestAddress(list, { latitude: 43.21, longitude: 76.86 })?.id).toBe(2);
    expect(nearestAddress(list, null)?.id).toBe(1);
    expect(nearestAddress([], { latitude: 0, longitude: 0 })).toBeNull();
  });

  it('reads stored addresses strictly and marks the private-house apartment', () => {
    expect(parseAddress({ id: 4, street: 'Abay', apartment: 'Частный' })).toMatchObject({
      id: 4,
      isPrivateHouse: true,
    });
    expect(parseAddress({ id: 'x' })).toBeUndefined();
    expect(parseAddress({ id: 4, street: 12 })).toBeUndefined();
    expect(parseAddress({ id: 4, coordinates: { latitude: 'a' } })?.coordinates).toBeNull();
  });
});

describe('createAddressStore', () => {
  it('starts from the empty address and persists every change', () => {
    const backing = createMemoryStorage();
    const local = createSafeStorage(() => backing);
    let city = 'Almaty';
    const store = addressStore({ local, cityName: () => city });
    expect(store.state.activeAddress.city).toBe('Almaty');
    city = 'Astana';
    store.followTown();
    expect(store.state.activeAddress.city).toBe('Astana');
    store.setActive(at(7, 43, 76));
    store.setTemp(at(8, 43, 76));
    store.setUserList([at(7, 43, 76), at(9, 44, 77)]);
    store.followTown();
    expect(store.state.activeAddress.city).toBe('Almaty');
    const again = addressStore({ local, cityName: () => city });
    expect(again.state.activeAddress.id).toBe(7);
    expect(again.state.tempAddress?.id).toBe(8);
    expect(again.state.userAddressList.map((address) => address.id)).toEqual([7, 9]);
    store.dispose();
    again.dispose();
  });

  it('survives corrupted stored values', () => {
    const backing = createMemoryStorage();
    backing.setItem('activeAddress', '{"id":');
    backing.setItem('userAddressList', '[{"id":1},{"id":"bad"},5]');
    const store = addressStore({ local: createSafeStorage(() => backing), cityName: () => 'Almaty' });
    expect(store.state.activeAddress.id).toBe(-1);
    expect(store.state.userAddressList.map((address) => address.id)).toEqual([1]);
  });

  it('forgets the saved list on logout and keeps a local guest address', () => {
    const store = addressStore({
      local: createSafeStorage(fresh()),
      cityName: () => 'Almaty',
    });
    store.setUserList([at(7, 43, 76)]);
    store.setActive(at(7, 43, 76));
    store.forgetUserAddresses();
    expect(store.state.userAddressList).toEqual([]);
    expect(store.state.activeAddress.id).toBe(-1);
    store.setActive({ ...at(LOCAL_ADDRESS_ID, 43, 76), street: 'Guest street' });
    store.forgetUserAddresses();
    expect(store.state.activeAddress.street).toBe('Guest street');
  });

  it('stops persisting after dispose', () => {
    const backing = createMemoryStorage();
    const store = addressStore({ local: createSafeStorage(() => backing), cityName: () => 'Almaty' });
    store.dispose();
    store.setActive(at(3, 1, 1));
    expect(backing.getItem('activeAddress')).toBeNull();
  });
});
