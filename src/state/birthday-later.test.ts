import { describe, expect, it } from 'vitest';
import { LATER_DAYS, rememberBirthdayLater, shouldAskBirthday } from './birthday-later.ts';

const DAY = 24 * 60 * 60 * 1000;

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('when to ask', () => {
  it('asks a guest without a birthday until they say Later, then again after 30 days', () => {
    const storage = memoryStorage();
    const now = Date.UTC(2026, 10, 25);
    const user = { id: '2', birthday: '' };
    expect(shouldAskBirthday(user, storage, now)).toBe(true);
    rememberBirthdayLater(storage, '2', now);
    expect(shouldAskBirthday(user, storage, now + (LATER_DAYS - 1) * DAY)).toBe(false);
    expect(shouldAskBirthday({ id: '5', birthday: '' }, storage, now)).toBe(true);
    expect(shouldAskBirthday(user, storage, now + LATER_DAYS * DAY)).toBe(true);
  });

  it('never asks a guest whose birthday is known', () => {
    expect(shouldAskBirthday({ id: '1', birthday: '1992-04-17' }, null, 0)).toBe(false);
  });
});
