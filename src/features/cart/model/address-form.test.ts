import { describe, expect, it } from 'vitest';
import {
  type Address,
  emptyAddress,
  LOCAL_ADDRESS_ID,
  PRIVATE_HOUSE_APARTMENT,
} from '../../../state/addresses.ts';
import {
  addressToSave,
  canDeleteAddress,
  draftToEdit,
  editedId,
  fieldValue,
  guestAddsAddress,
  isComplete,
  isFieldMissing,
  isSavedAddress,
  privateHousePatch,
} from './address-form.ts';

const point = { latitude: 43.233, longitude: 76.9718 };
const empty = () => emptyAddress('Almaty');
const home: Address = {
  ...empty(),
  id: 7,
  title: 'Home',
  street: 'Dostyk Avenue',
  building: '100',
  coordinates: point,
};
const local: Address = { ...home, id: LOCAL_ADDRESS_ID };

describe('editedId', () => {
  it('reads a whole-number id and nothing else', () => {
    expect(editedId('?id=7&back=%2Fcart')).toBe(7);
    expect(editedId('?id=-1')).toBe(-1);
    expect(editedId('?id=7.5')).toBeNull();
    expect(editedId('?back=%2Fcart')).toBeNull();
  });
});

describe('which address the form edits', () => {
  it('knows a saved address by the list or by the active one', () => {
    expect(isSavedAddress(7, [home], empty())).toBe(true);
    expect(isSavedAddress(-1, [], local)).toBe(true);
    expect(isSavedAddress(8, [home], local)).toBe(false);
    expect(isSavedAddress(null, [home], home)).toBe(false);
  });

  it('lets a guest delete their one address, but not a signed-in guest’s unsaved copy', () => {
    expect(canDeleteAddress(true, LOCAL_ADDRESS_ID, false)).toBe(true);
    expect(canDeleteAddress(true, LOCAL_ADDRESS_ID, true)).toBe(false);
    expect(canDeleteAddress(true, 7, true)).toBe(true);
    expect(canDeleteAddress(false, 7, true)).toBe(false);
  });

  it('keeps a stored draft of the same address, else opens the saved one, else an empty one', () => {
    const draft = { ...home, building: '101' };
    expect(draftToEdit({ id: 7, draft, list: [home], active: empty(), empty })).toBe('keep');
    expect(draftToEdit({ id: 7, draft: null, list: [home], active: empty(), empty })).toBe(home);
    expect(draftToEdit({ id: -1, draft: home, list: [], active: local, empty })).toBe(local);
    expect(draftToEdit({ id: 9, draft: null, list: [home], active: local, empty })).toEqual(empty());
  });

  it('starts a new address from the stored draft, or an empty one when there is none', () => {
    expect(draftToEdit({ id: null, draft: home, list: [], active: empty(), empty })).toBe('keep');
    expect(draftToEdit({ id: null, draft: null, list: [], active: empty(), empty })).toEqual(empty());
  });
});

describe('validation', () => {
  it('needs the street, the building and a point on the map', () => {
    expect(isComplete(home)).toBe(true);
    expect(isComplete({ ...home, building: '  ' })).toBe(false);
    expect(isComplete({ ...home, street: '' })).toBe(false);
    expect(isComplete({ ...home, coordinates: null })).toBe(false);
    expect(isFieldMissing({ ...home, building: ' ' }, 'building')).toBe(true);
    expect(isFieldMissing({ ...home, floor: '' }, 'floor')).toBe(false);
  });
});

describe('a private house', () => {
  it('marks the apartment when ticked, clears it when unticked, and shows the guest an empty field', () => {
    expect(privateHousePatch(true)).toEqual({ isPrivateHouse: true, apartment: PRIVATE_HOUSE_APARTMENT });
    expect(privateHousePatch(false)).toEqual({ isPrivateHouse: false, apartment: '' });
    const house = { ...home, isPrivateHouse: true, apartment: '12' };
    expect(fieldValue(house, 'apartment')).toBe('');
    expect(fieldValue(house, 'street')).toBe('Dostyk Avenue');
    expect(addressToSave(house).apartment).toBe(PRIVATE_HOUSE_APARTMENT);
    expect(addressToSave({ ...home, apartment: '12' }).apartment).toBe('12');
  });
});

describe('guestAddsAddress', () => {
  it('adds over an empty or a server address, and updates the guest’s own one', () => {
    expect(guestAddsAddress(empty())).toBe(true);
    expect(guestAddsAddress(home)).toBe(true);
    expect(guestAddsAddress(local)).toBe(false);
  });
});
