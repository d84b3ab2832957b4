import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { persist } from './persist.ts';
import { createMemoryStorage, createSafeStorage } from '../lib/storage.ts';

const list = (value: unknown) =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? (value as string[]) : undefined;

function setup() {
  const backing = createMemoryStorage();
  return { backing, storage: createSafeStorage(() => backing) };
}

describe('persist', () => {
  it('takes the stored value when parse accepts it, and keeps the slice’s own when not', () => {
    const { backing, storage } = setup();
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
    const { backing, storage } = setup();
    const slice = proxy({ items: ['a'], other: 0 });
    persist(slice, 'items', storage, 'items', list);
    slice.other = 1;
    expect(backing.getItem('items')).toBeNull();
    slice.items.push('b');
    expect(backing.getItem('items')).toBe('["a","b"]');
  });

  it('keeps bare text as text, removes the key for null, and stops writing once stopped', () => {
    const { backing, storage } = setup();
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
