import { type Coordinates, isCoordinates } from './device.ts';
import { persist } from './stored-values.ts';
import type { SafeStorage } from '../lib/storage.ts';
import { LOCAL_KEYS } from '../lib/storage-keys.ts';

/** docs/contract/entities.md#unsaved-address: an address not yet saved on the server. */
export const LOCAL_ADDRESS_ID = -1;
/** docs/contract/entities.md#private-house: this apartment value marks a private house. */
export const PRIVATE_HOUSE_APARTMENT = 'Частный';

/** docs/contract/entities.md#address "Address". */
export interface Address {
  id: number;
  /** Label such as home or work. */
  title: string;
  city: string;
  street: string;
  building: string;
  entrance: string;
  floor: string;
  apartment: string;
  /** Comment for the courier. */
  comment: string;
  isPrivateHouse: boolean;
  coordinates: Coordinates | null;
}

export interface AddressState {
  activeAddress: Address;
  tempAddress: Address | null;
  userAddressList: Address[];
}

export function emptyAddress(city: string): Address {
  return {
    id: LOCAL_ADDRESS_ID,
    title: '',
    city,
    street: '',
    building: '',
    entrance: '',
    floor: '',
    apartment: '',
    comment: '',
    isPrivateHouse: false,
    coordinates: null,
  };
}

/** True for the default address nobody has filled in yet. */
export function isEmptyAddress(address: Address): boolean {
  return address.id === LOCAL_ADDRESS_ID && address.coordinates === null && address.street === '';
}

const TEXT_FIELDS = [
  'title',
  'city',
  'street',
  'building',
  'entrance',
  'floor',
  'apartment',
  'comment',
] as const;

/** A stored address, or undefined when the stored value is not one (edited, from an older build). */
export function parseAddress(value: unknown): Address | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const source = value as Record<string, unknown>;
  if (typeof source.id !== 'number' || !Number.isInteger(source.id)) return undefined;
  const address = emptyAddress('');
  address.id = source.id;
  for (const field of TEXT_FIELDS) {
    const item = source[field];
    if (item !== undefined && typeof item !== 'string') return undefined;
    address[field] = item ?? '';
  }
  address.coordinates = isCoordinates(source.coordinates)
    ? { latitude: source.coordinates.latitude, longitude: source.coordinates.longitude }
    : null;
  address.isPrivateHouse = source.isPrivateHouse === true || address.apartment === PRIVATE_HOUSE_APARTMENT;
  return address;
}

const EARTH_RADIUS_M = 6_371_000;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** docs/contract/constants.md#distances: distance in metres by the spherical (haversine) formula. */
export function distanceMeters(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** docs/contract/states.md#addresses: the address nearest to the coordinates, or the first one when there are none; null for no list. */
export function nearestAddress(list: readonly Address[], here: Coordinates | null): Address | null {
  if (list.length === 0) return null;
  if (!here) return list[0] ?? null;
  let best: Address | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const address of list) {
    if (!address.coordinates) continue;
    const distance = distanceMeters(here, address.coordinates);
    if (distance < bestDistance) {
      best = address;
      bestDistance = distance;
    }
  }
  return best ?? list[0] ?? null;
}

export interface AddressStore {
  setActive(address: Address): void;
  setTemp(address: Address | null): void;
  setUserList(list: Address[]): void;
  /** The default for the current town (docs/contract/entities.md#towns). */
  emptyAddress(): Address;
  /** The town changed: an address nobody filled in follows it. */
  followTown(): void;
  /**
   * Logout: the saved list goes, and so does an active address from it (a shared device should not keep
   * someone's home address); a local address the guest typed stays.
   */
  forgetUserAddresses(): void;
  dispose(): void;
}

const readList = (value: unknown) =>
  Array.isArray(value)
    ? value.map(parseAddress).filter((item): item is Address => item !== undefined)
    : undefined;

/** The addresses' actions on their slice of the mount's state; all three are kept in local storage. */
export function createAddressStore(options: {
  state: AddressState;
  local: SafeStorage;
  cityName: () => string;
}): AddressStore {
  const { state, local, cityName } = options;
  // Before persist: the town's empty address is what a first visit shows, not something to store.
  state.activeAddress = emptyAddress(cityName());
  const stops = [
    persist(state, 'activeAddress', local, LOCAL_KEYS.activeAddress, parseAddress),
    persist(state, 'tempAddress', local, LOCAL_KEYS.tempAddress, parseAddress),
    persist(state, 'userAddressList', local, LOCAL_KEYS.userAddressList, readList),
  ];

  return {
    setActive(address) {
      state.activeAddress = { ...address };
    },
    setTemp(address) {
      state.tempAddress = address ? { ...address } : null;
    },
    setUserList(list) {
      state.userAddressList = list.map((address) => ({ ...address }));
    },
    emptyAddress: () => emptyAddress(cityName()),
    followTown() {
      if (isEmptyAddress(state.activeAddress)) state.activeAddress.city = cityName();
    },
    forgetUserAddresses() {
      state.userAddressList = [];
      if (state.activeAddress.id !== LOCAL_ADDRESS_ID) state.activeAddress = emptyAddress(cityName());
    },
    dispose() {
      for (const stop of stops) stop();
    },
  };
}
