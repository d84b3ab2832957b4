import { describe, expect, it } from 'vitest';
import { type DayHours, openingState } from './schedule.ts';

const OFFSET = 300; // UTC+5
// Wednesday 2026-11-18 at the given local time in UTC+5.
const at = (clock: string, day = 18) => Date.parse(`2026-11-${day}T${clock}:00+05:00`);
const everyDay = (from: string, to: string): DayHours[] =>
  [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from, to }));
const hours = (
  schedule: DayHours[],
  extra: Partial<{ breakFrom: string; breakTo: string; closeInAdvanceMinutes: number }> = {},
) => ({
  schedule,
  breakFrom: extra.breakFrom ?? null,
  breakTo: extra.breakTo ?? null,
  closeInAdvanceMinutes: extra.closeInAdvanceMinutes ?? 0,
  utcOffsetMinutes: OFFSET,
});

describe('openingState', () => {
  it('treats 00:00-00:00 and 00:00-23:59 as round the clock', () => {
    for (const to of ['00:00', '23:59']) {
      const state = openingState(hours(everyDay('00:00', to)), at('03:00'));
      expect(state.isOpen).toBe(true);
      expect(state.isRoundTheClock).toBe(to === '00:00' || to === '23:59');
    }
  });

  it('handles hours past midnight', () => {
    const late = hours(everyDay('10:00', '02:00'));
    expect(openingState(late, at('01:30')).isOpen).toBe(true);
    expect(openingState(late, at('03:00')).isOpen).toBe(false);
    expect(new Date(openingState(late, at('03:00')).opensAt ?? 0).toISOString()).toBe(
      '2026-11-18T05:00:00.000Z',
    );
  });

  it('reports a break and closing soon with close_in_advance_minutes subtracted', () => {
    const day = hours(everyDay('09:00', '22:00'), {
      breakFrom: '15:00',
      breakTo: '16:00',
      closeInAdvanceMinutes: 15,
    });
    const onBreak = openingState(day, at('15:30'));
    expect(onBreak).toMatchObject({ isOpen: false, isOnBreak: true });
    expect(new Date(onBreak.opensAt ?? 0).toISOString()).toBe('2026-11-18T11:00:00.000Z');
    const evening = openingState(day, at('21:00'));
    expect(evening).toMatchObject({ isOpen: true, isClosingSoon: true });
    expect(new Date(evening.closesAt ?? 0).toISOString()).toBe('2026-11-18T16:45:00.000Z');
    expect(openingState(day, at('21:50')).isOpen).toBe(false);
  });

  it('finds the next opening across a closed day', () => {
    // Closed on Wednesday (day 3).
    const schedule = everyDay('08:00', '20:00').filter((d) => d.day !== 3);
    const state = openingState(hours(schedule), at('10:00'));
    expect(state.isOpen).toBe(false);
    expect(new Date(state.opensAt ?? 0).toISOString()).toBe('2026-11-19T03:00:00.000Z');
  });
});
