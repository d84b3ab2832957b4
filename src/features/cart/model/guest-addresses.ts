// The guest's saved addresses: the profile API's calls and the rules of the list (which is active, how one
// is labelled and written, what a delete leaves).
import type { ApiClient } from '../../../api/client.ts';
import { normalizeMany, normalizeOne } from '../../../api/json-api.ts';
import {
  type Address,
  PRIVATE_HOUSE_APARTMENT,
  isEmptyAddress,
  LOCAL_ADDRESS_ID,
  nearestAddress,
} from '../../../state/addresses.ts';
import { bool, num, numOrNull, record, str } from '../../../api/answer-fields.ts';
import type { Coordinates } from '../../../state/device.ts';

const PATH = 'profile/api/v1/address';

function parseAddressResource(value: unknown): Address {
  const source = record(value);
  const id = num(source.id, Number.NaN);
  if (!Number.isInteger(id)) throw new Error('an address without an id');
  const coordinates = record(source.coordinates);
  const latitude = numOrNull(coordinates.latitude ?? source.latitude);
  const longitude = numOrNull(coordinates.longitude ?? source.longitude);
  const apartment = str(source.apartment);
  return {
    id,
    title: str(source.title),
    city: str(source.city),
    street: str(source.street),
    building: str(source.building),
    entrance: str(source.entrance),
    floor: str(source.floor),
    apartment,
    comment: str(source.comment),
    isPrivateHouse: bool(source.is_private_house) || apartment === PRIVATE_HOUSE_APARTMENT,
    coordinates: latitude === null || longitude === null ? null : { latitude, longitude },
  };
}

export class MissingCoordinatesError extends Error {
  constructor() {
    super('an address needs coordinates');
    this.name = 'MissingCoordinatesError';
  }
}

/**
 * The body of a create or update. docs/contract/validation.md#address-creation: empty strings for the missing optional fields, coordinates
 * required; a private house is sent with the apartment 'Частный' (docs/contract/entities.md#private-house).
 */
export function addressAttributes(address: Address): Record<string, unknown> {
  if (!address.coordinates) throw new MissingCoordinatesError();
  const apartment = address.isPrivateHouse ? PRIVATE_HOUSE_APARTMENT : address.apartment;
  return {
    title: address.title ?? '',
    city: address.city ?? '',
    street: address.street ?? '',
    building: address.building ?? '',
    entrance: address.entrance ?? '',
    floor: address.floor ?? '',
    apartment: apartment ?? '',
    comment: address.comment ?? '',
    is_private_house: address.isPrivateHouse,
    coordinates: { latitude: address.coordinates.latitude, longitude: address.coordinates.longitude },
  };
}

const body = (address: Address) => ({ data: { type: 'addresses', attributes: addressAttributes(address) } });

/** The one resource of a create/update answer, with the server's success message (docs/contract/errors.md#address-messages). */
function parseSaved(answer: unknown): { address: Address; message: string } {
  const resource = normalizeOne(answer);
  if (!resource) throw new Error('no address in the answer');
  return { address: parseAddressResource(resource), message: str(record(record(answer).meta).message) };
}

export function fetchAddresses(client: ApiClient, signal?: AbortSignal): Promise<Address[]> {
  return client.get(PATH, {
    parse: (answer) => normalizeMany(answer).map(parseAddressResource),
    ...(signal ? { signal } : {}),
  });
}

/**
 * POST profile/api/v1/address under one key per save intent, so a retry after a lost answer cannot save
 * the same address twice.
 */
export async function createAddress(
  client: ApiClient,
  address: Address,
  idempotencyKey: string,
  signal?: AbortSignal,
): Promise<{ address: Address; message: string }> {
  return client.post(PATH, body(address), {
    parse: parseSaved,
    idempotencyKey,
    ...(signal ? { signal } : {}),
  });
}

export async function updateAddress(
  client: ApiClient,
  address: Address,
  signal?: AbortSignal,
): Promise<{ address: Address; message: string }> {
  return client.put(`${PATH}/${address.id}`, body(address), {
    parse: parseSaved,
    ...(signal ? { signal } : {}),
  });
}

export function deleteAddress(client: ApiClient, id: number, signal?: AbortSignal): Promise<void> {
  return client.delete(`${PATH}/${id}`, { parse: () => undefined, ...(signal ? { signal } : {}) });
}

/** docs/contract/states.md#addresses, docs/contract/roles.md#guest: a guest keeps one locally stored address, which is their whole list. */
export function guestAddressList(active: Address): Address[] {
  return isEmptyAddress(active) ? [] : [active];
}

/** An address the guest typed that the server has not seen yet (docs/contract/entities.md#unsaved-address: id -1). */
export function isUnsavedLocal(address: Address): boolean {
  return address.id === LOCAL_ADDRESS_ID && !isEmptyAddress(address) && address.coordinates !== null;
}

export type AddressDecision =
  /** Save the local address to the server; it then replaces the active one. */
  | { kind: 'save-local' }
  /** Make this the active address (null: none, the empty default). */
  | { kind: 'select'; address: Address | null };

/**
 * docs/contract/states.md#addresses "Addresses" for a signed-in user whose list just arrived: an active address with id -1 is saved
 * to the server and replaces the active one; with none active the nearest is chosen (the first when there
 * are no coordinates); if the choice was not confirmed in this session the nearest is chosen again. The
 * list's copy wins over a stale stored copy of the same address.
 */
export function decideActiveAddress(options: {
  active: Address;
  list: readonly Address[];
  here: Coordinates | null;
  confirmed: boolean;
}): AddressDecision {
  const { active, list, here, confirmed } = options;
  if (isUnsavedLocal(active)) return { kind: 'save-local' };
  const current = list.find((address) => address.id === active.id);
  if (current && confirmed) return { kind: 'select', address: current };
  return { kind: 'select', address: nearestAddress(list, here) };
}

/** docs/contract/states.md#addresses: deleting the active address selects the nearest remaining one. */
export function afterDelete(options: {
  active: Address;
  remaining: readonly Address[];
  deletedId: number;
  here: Coordinates | null;
}): Address | null | 'keep' {
  if (options.active.id !== options.deletedId) return 'keep';
  return nearestAddress(options.remaining, options.here);
}

/** The labels the address form offers; the API keeps them as these words (the seed's "home", "work"). */
export const SAVED_LABELS = ['home', 'work'] as const;
export type SavedLabel = (typeof SAVED_LABELS)[number];

/** A saved address's title that is one of our labels, in any case, else null: it is shown translated. */
export function savedLabelOf(title: string): SavedLabel | null {
  const word = title.trim().toLowerCase();
  return SAVED_LABELS.find((label) => label === word) ?? null;
}

/** One line for lists and the cart: street and building, else the label, else the city. */
export function addressLine(address: Address): string {
  const street = [address.street, address.building].filter((part) => part.trim() !== '').join(', ');
  return street || address.title || address.city;
}
