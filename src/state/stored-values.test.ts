import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { createMemoryStorage, createSafeStorage } from '../lib/storage.ts';
import { createStoredValues, persist, type SearchState } from './stored-values.ts';

function setup() {
  const localBacking = createMemoryStorage();
  const sessionBacking = createMemoryStorage();
  const make = () => {
    const search = proxy<SearchState>({ history: [] });
    const values = createStoredValues({
      search,
      local: createSafeStorage(() => localBacking),
      session: createSafeStorage(() => sessionBacking),
    });
    return { search, ...values };
  };
  return { localBacking, sessionBacking, make };
}

describe('createStoredValues', () => {
  it('keeps up to 3 trimmed, unique, non-empty searches, newest first, across reloads', () => {
    const { make, localBacking } = setup();
    const values = make();
    for (const query of ['  plov ', '', 'tea', 'plov', 'burger', 'soup']) values.addSearch(query);
    expect(values.search.history).toEqual(['soup', 'burger', 'tea']);
    expect(make().search.history).toEqual(['soup', 'burger', 'tea']);
    values.clearSearchHistory();
    expect(values.search.history).toEqual([]);
    expect(localBacking.getItem('searchHistory')).toBeNull();
  });

  it('uses the contract’s names in the right storage', () => {
    const { make, localBacking, sessionBacking } = setup();
    const values = make();
    values.language.set('kk');
    values.tabletSession.set('tablet-42');
    values.ageConfirmed.set(true);
    values.addressConfirmed.set(false);
    values.tempTerminals.set([3, 4]);
    values.menuTempData.set({ source: 'QR', filialId: 12, table: '7' });
    values.redirectUrl.set('/cart?x=1');
    expect(localBacking.getItem('lang')).toBe('kk');
    expect(localBacking.getItem('tablet-session')).toBe('tablet-42');
    expect(sessionBacking.getItem('ageRestriction')).toBe('true');
    expect(sessionBacking.getItem('isAddressConfirmed')).toBe('false');
    expect(sessionBacking.getItem('tempTerminals')).toBe('[3,4]');
    expect(JSON.parse(sessionBacking.getItem('menuTempData') ?? 'null')).toEqual({
      source: 'QR',
      filialId: 12,
      table: '7',
    });
    expect(values.redirectUrl.get()).toBe('/cart?x=1');
    expect(values.ageConfirmed.get()).toBe(true);
    expect(values.addressConfirmed.get()).toBe(false);
  });

  it('refuses values it cannot trust', () => {
    const { make, localBacking, sessionBacking } = setup();
    localBacking.setItem('lang', 'de');
    localBacking.setItem('searchHistory', '{"not":"a list"}');
    sessionBacking.setItem('redirectUrl', '//evil.example/x');
    sessionBacking.setItem('tempTerminals', '[1,"2"]');
    sessionBacking.setItem('menuTempData', '{"source":"QR"');
    sessionBacking.setItem('ageRestriction', '"yes"');
    const values = make();
    expect(values.language.get()).toBeUndefined();
    expect(values.search.history).toEqual([]);
    expect(values.redirectUrl.get()).toBeUndefined();
    expect(values.tempTerminals.get()).toBeUndefined();
    expect(values.menuTempData.get()).toBeUndefined();
    expect(values.ageConfirmed.get()).toBeUndefined();
  });

  it('clears a slot', () => {
    const { make, sessionBacking } = setup();
    const values = make();
    values.tempTerminals.set([1]);
    values.tempTerminals.clear();
    expect(sessionBacking.getItem('tempTerminals')).toBeNull();
  });
});

const list = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;

function persistSetup() {
  const backing = createMemoryStorage();
  return { backing, storage: createSafeStorage(() => backing) };
}

describe('persist', () => {
  it('takes the stored value when parse accepts it, and keeps the slice’s own when not', () => {
    const { backing, storage } = persistSetup();
    backing.setItem('kept', '["a","b"]');
    backing.setItem('broken', '["a",');
    const slice = proxy({ kept: ['x'], broken: ['y'] });
    persist(slice, 'kept', storage, 'kept', list);
    persist(slice, 'broken', storage, 'broken', list);
    expect(slice).toEqual({ kept: ['a', 'b'], broken: ['y'] });
    // Reading writes nothing back.
    expect(backing.getItem('broken')).toBe('["a",');
  });

  it('writes its field at once on every change, nested ones too, and nothing for the other fields', () => {
    const { backing, storage } = persistSetup();
    const slice = proxy({ items: ['a'], other: 0 });
    persist(slice, 'items', storage, 'items', list);
    slice.other = 1;
    expect(backing.getItem('items')).toBeNull();
    slice.items.push('b');
    expect(backing.getItem('items')).toBe('["a","b"]');
  });

  it('keeps bare text as text, removes the key for null, and stops writing once stopped', () => {
    const { backing, storage } = persistSetup();
    backing.setItem('id', 'abc');
    const slice = proxy<{ id: string | null }>({ id: null });
    const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
    const stop = persist(slice, 'id', storage, 'id', text, true);
    expect(slice.id).toBe('abc');
    slice.id = 'def';
    expect(backing.getItem('id')).toBe('def');
    slice.id = null;
    expect(backing.getItem('id')).toBeNull();
    stop();
    slice.id = 'ghi';
    expect(backing.getItem('id')).toBeNull();
  });
});
