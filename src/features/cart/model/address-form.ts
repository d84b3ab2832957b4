import { type Address, LOCAL_ADDRESS_ID, PRIVATE_HOUSE_APARTMENT } from '../../../state/addresses.ts';

export type TextField =
  | 'title'
  | 'city'
  | 'street'
  | 'building'
  | 'entrance'
  | 'floor'
  | 'apartment'
  | 'comment';

/** Fields the courier cannot do without; the rest are optional and sent as empty strings (docs/contract/validation.md#address-creation). */
const REQUIRED_FIELDS: readonly TextField[] = ['street', 'building'];

export const isRequired = (field: TextField): boolean => REQUIRED_FIELDS.includes(field);

/** The saved address the form edits: `?id=..` of the route, null for a new one. */
export function editedId(search: string): number | null {
  const raw = new URLSearchParams(search).get('id');
  const id = Number(raw);
  return raw !== null && Number.isInteger(id) ? id : null;
}

/** Whether the edited address exists: in the signed-in list, or as the active (a guest's one) address. */
export function isSavedAddress(id: number | null, list: readonly Address[], active: Address): boolean {
  return id !== null && (list.some((address) => address.id === id) || active.id === id);
}

/** A guest may delete their one address; a signed-in guest's unsaved local copy is not theirs to delete. */
export const canDeleteAddress = (saved: boolean, id: number | null, signedIn: boolean): boolean =>
  saved && (id !== LOCAL_ADDRESS_ID || !signedIn);

/**
 * The draft the form opens with: the stored draft of this address if there is one (a reload or a trip to
 * the map keeps it), else the saved address, else an empty one. 'keep' leaves the stored draft as it is.
 */
export function draftToEdit(options: {
  id: number | null;
  draft: Address | null;
  list: readonly Address[];
  active: Address;
  empty: () => Address;
}): Address | 'keep' {
  const { id, draft, list, active, empty } = options;
  if (id === null) return draft ? 'keep' : empty();
  if (draft && draft.id === id) return 'keep';
  return list.find((address) => address.id === id) ?? (active.id === id ? active : empty());
}

/** A required field left empty; shown only once the guest tried to save. */
export const isFieldMissing = (address: Address, field: TextField): boolean =>
  isRequired(field) && address[field].trim() === '';

/** An address the courier can find: the required fields filled in and a point on the map. */
export const isComplete = (address: Address): boolean =>
  address.coordinates !== null && !REQUIRED_FIELDS.some((field) => isFieldMissing(address, field));

/** What is saved: a private house's apartment is the marker docs/contract/entities.md#private-house gives it, whatever was typed before. */
export const addressToSave = (address: Address): Address => ({
  ...address,
  apartment: address.isPrivateHouse ? PRIVATE_HOUSE_APARTMENT : address.apartment,
});

/** Ticking "private house" marks the apartment; unticking clears it for the guest to fill in. */
export const privateHousePatch = (checked: boolean): Partial<Address> => ({
  isPrivateHouse: checked,
  apartment: checked ? PRIVATE_HOUSE_APARTMENT : '',
});

/** The value the apartment field shows: empty for a private house, whose marker is not the guest's text. */
export const fieldValue = (address: Address, field: TextField): string =>
  field === 'apartment' && address.isPrivateHouse ? '' : address[field];

/** A guest saving over an empty or non-local active address adds one; otherwise they update their one. */
export const guestAddsAddress = (active: Address): boolean =>
  active.id !== LOCAL_ADDRESS_ID || active.coordinates === null;
