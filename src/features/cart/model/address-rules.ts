import { type Address, isEmptyAddress, LOCAL_ADDRESS_ID, nearestAddress } from '../../../state/addresses.ts';
import type { Coordinates } from '../../../state/device.ts';

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
