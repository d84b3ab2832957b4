import { describe, expect, it } from 'vitest';
import { ageOn } from './order-rules.ts';

describe('ageOn', () => {
  const on = (date: string) => Date.parse(`${date}T12:00:00Z`);

  it('counts a year only from the birthday on', () => {
    expect(ageOn('2005-06-15', on('2026-06-14'))).toBe(20);
    expect(ageOn('2005-06-15', on('2026-06-15'))).toBe(21);
    expect(ageOn('2005-06-15', on('2026-07-01'))).toBe(21);
  });

  it('counts the month before the day', () => {
    expect(ageOn('2005-12-01', on('2026-11-30'))).toBe(20);
    expect(ageOn('2005-01-31', on('2026-02-01'))).toBe(21);
  });
});
