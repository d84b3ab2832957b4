import { describe, expect, it } from 'vitest';
import { browserStorage, createMemoryStorage, createSafeStorage } from './storage.ts';

/** A Storage whose every method throws, as Safari's private mode did and sandboxed iframes do. */
function throwingStorage(): Storage {
  const fail = () => {
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  return { length: 0, clear: fail, getItem: fail, key: fail, removeItem: fail, setItem: fail };
}

describe('createSafeStorage', () => {
  it('reads and writes through to the browser storage', () => {
    const backing = createMemoryStorage();
    const storage = createSafeStorage(() => backing);
    storage.set('lang', 'ru');
    expect(backing.getItem('lang')).toBe('ru');
    expect(storage.get('lang')).toBe('ru');
    storage.remove('lang');
    expect(backing.getItem('lang')).toBeNull();
    expect(storage.persistent).toBe(true);
  });

  it('survives a storage whose access throws, keeping values in memory for the page', () => {
    const storage = createSafeStorage(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storage.get('x')).toBeNull();
    storage.set('x', '1');
    expect(storage.get('x')).toBe('1');
    expect(storage.persistent).toBe(false);
    storage.remove('x');
    expect(storage.get('x')).toBeNull();
  });

  it('survives methods that throw (private mode, quota)', () => {
    const storage = createSafeStorage(throwingStorage);
    expect(storage.get('a')).toBeNull();
    storage.setJson('a', { n: 1 });
    expect(storage.getJson('a', (value) => value as { n: number })).toEqual({ n: 1 });
    expect(storage.persistent).toBe(false);
  });

  it('shadows a stale value that cannot be removed', () => {
    const backing = createMemoryStorage();
    backing.setItem('token', 'old');
    let failing = false;
    const storage = createSafeStorage(() => (failing ? throwingStorage() : backing));
    expect(storage.get('token')).toBe('old');
    failing = true;
    storage.remove('token');
    failing = false;
    expect(storage.get('token')).toBeNull();
  });

  it('gives undefined for corrupted JSON and for values the reader refuses', () => {
    const backing = createMemoryStorage();
    backing.setItem('cut', '{"items":[1,2');
    backing.setItem('wrong', '"text"');
    backing.setItem('good', '[1,2]');
    const storage = createSafeStorage(() => backing);
    const list = (value: unknown) => (Array.isArray(value) ? value : undefined);
    expect(storage.getJson('cut', list)).toBeUndefined();
    expect(storage.getJson('wrong', list)).toBeUndefined();
    expect(storage.getJson('missing', list)).toBeUndefined();
    expect(storage.getJson('good', list)).toEqual([1, 2]);
  });

  it('treats a reader that throws like a refusal', () => {
    const backing = createMemoryStorage();
    backing.setItem('x', '{}');
    const storage = createSafeStorage(() => backing);
    expect(
      storage.getJson('x', () => {
        throw new Error('bad');
      }),
    ).toBeUndefined();
  });

  it('removes on setJson(null) and prefixes keys when asked', () => {
    const backing = createMemoryStorage();
    const storage = createSafeStorage(() => backing, 'm2:');
    storage.setJson('cart', { a: 1 });
    expect(backing.getItem('m2:cart')).toBe('{"a":1}');
    storage.setJson('cart', null);
    expect(backing.getItem('m2:cart')).toBeNull();
  });

  it('opens the real window storages lazily', () => {
    const storage = createSafeStorage(browserStorage('localStorage'));
    storage.set('dastarkhan-test', 'yes');
    expect(window.localStorage.getItem('dastarkhan-test')).toBe('yes');
    window.localStorage.removeItem('dastarkhan-test');
  });
});
