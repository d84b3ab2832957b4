import { type Address, LOCAL_ADDRESS_ID, PRIVATE_HOUSE_APARTMENT } from '../../../state/addresses.ts';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation } from 'wouter';
import { randomId } from '../../../api/random-id.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppStores } from '../../../state/app-core.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../../telemetry/events.ts';
import { createAddress, deleteAddress, updateAddress, afterDelete } from './guest-addresses.ts';
import { useScopedAbort } from '../hooks/use-scoped-abort.ts';

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

interface EditedAddress {
  /** The saved address being edited, null for a new one. */
  id: number | null;
  /** Whether that address exists (in the list, or as the active one). */
  saved: boolean;
  /** This render's draft, for when the store holds none. */
  draft: Address;
  signedIn: boolean;
  /** Where the form returns once the address is saved or deleted. */
  back: string;
}

/**
 * Saving and deleting the address of the form: a guest's stays on the device as their one address, a
 * signed-in guest's is saved on the server. Both end by clearing the draft and going back.
 */
export function useAddressSave({ id, saved, draft, signedIn, back }: EditedAddress) {
  const { t } = useTranslation();
  const stores = useAppStores();
  const client = useApiClient();
  const telemetry = useTelemetry();
  const store = stores.addresses;
  const [, navigate] = useLocation();
  const scoped = useScopedAbort();
  const [touched, setTouched] = useState(false);
  const [saving, setSaving] = useState(false);
  // One key per save intent: a retry after a lost answer must not save the same address twice.
  const createKey = useRef(randomId());

  const done = (message: string) => {
    store.setTemp(null);
    stores.stored.addressConfirmed.set(true);
    stores.notifications.notify({ type: 'success', text: message });
    navigate(back, { replace: true });
  };

  const fail = (message: string) =>
    stores.notifications.notify({ type: 'error', text: message, onlyUnique: true, shakeable: true });

  const saveOnServer = async (address: Address, signal: AbortSignal, updating: boolean) => {
    if (updating) {
      const { address: stored } = await updateAddress(client, address, signal);
      store.setUserList(
        stores.root.addresses.userAddressList.map((item) => (item.id === stored.id ? stored : item)),
      );
      if (stores.root.addresses.activeAddress.id === stored.id) store.setActive(stored);
      done(t('address.messages.updated'));
      return;
    }
    const { address: stored } = await createAddress(client, address, createKey.current, signal);
    createKey.current = randomId();
    store.setUserList([...stores.root.addresses.userAddressList, stored]);
    store.setActive(stored);
    telemetry.track(ANALYTICS_EVENTS.addressCreated, { saved: 'server' });
    done(t('address.messages.added'));
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    // The store's draft, not this render's: a change made just before the tap must be in what is saved.
    const live = stores.root.addresses.tempAddress ?? draft;
    if (!isComplete(live) || saving) return;
    const address = addressToSave(live);
    if (!signedIn) {
      const isNew = guestAddsAddress(stores.root.addresses.activeAddress);
      store.setActive({ ...address, id: LOCAL_ADDRESS_ID });
      if (isNew) telemetry.track(ANALYTICS_EVENTS.addressCreated, { saved: 'local' });
      done(isNew ? t('address.messages.added') : t('address.messages.updated'));
      return;
    }
    setSaving(true);
    const signal = scoped();
    const updating = address.id > 0 && saved;
    try {
      await saveOnServer(address, signal, updating);
    } catch {
      if (!signal.aborted)
        fail(updating ? t('address.messages.updateFailed') : t('address.messages.addFailed'));
    } finally {
      if (!signal.aborted) setSaving(false);
    }
  };

  const remove = async () => {
    if (id === null) return;
    const here = stores.root.device.coordinates;
    if (id === LOCAL_ADDRESS_ID || !signedIn) {
      store.setActive(store.emptyAddress());
      done(t('address.messages.deleted'));
      return;
    }
    setSaving(true);
    const signal = scoped();
    try {
      await deleteAddress(client, id, signal);
      const remaining = stores.root.addresses.userAddressList.filter((address) => address.id !== id);
      store.setUserList(remaining);
      const next = afterDelete({
        active: stores.root.addresses.activeAddress,
        remaining,
        deletedId: id,
        here,
      });
      if (next !== 'keep') store.setActive(next ?? store.emptyAddress());
      done(t('address.messages.deleted'));
    } catch {
      if (!signal.aborted) fail(t('address.messages.deleteFailed'));
    } finally {
      if (!signal.aborted) setSaving(false);
    }
  };

  return { touched, saving, save, remove };
}
