import type { ApiClient } from '../../../api/client.ts';
import { normalizeMany, normalizeOne } from '../../../api/json-api.ts';
import { type Address, PRIVATE_HOUSE_APARTMENT } from '../../../state/addresses.ts';
import { bool, num, numOrNull, record, str } from '../../../api/answer-fields.ts';

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
