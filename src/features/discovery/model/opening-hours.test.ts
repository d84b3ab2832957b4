import { describe, expect, it } from 'vitest';
import { effectiveClosing, isRoundTheClock, localTime, openingState } from './opening-hours.ts';
import type { DayHours, VenueHours } from './venue.ts';

const ALMATY = 300;
/** An instant given as the venue's local date and time (UTC+5). 2026-11-16 is a Monday. */
function at(date: string, time: string): number {
  return Date.parse(`${date}T${time}:00Z`) - ALMATY * 60_000;
}

function everyDay(from: string, to: string): DayHours[] {
  return [1, 2, 3, 4, 5, 6, 7].map((day) => ({ day, from, to }));
}

function hours(week: DayHours[], extra: Partial<VenueHours> = {}): VenueHours {
  return { today: null, week, breakTime: null, closeInAdvanceMinutes: 0, utcOffsetMinutes: ALMATY, ...extra };
}

describe('round the clock', () => {
  it('is 00:00-00:00 or 00:00-23:59 (docs/contract/states.md#opening-hours)', () => {
    expect(isRoundTheClock({ from: '00:00', to: '00:00' })).toBe(true);
    expect(isRoundTheClock({ from: '00:00', to: '23:59' })).toBe(true);
    expect(isRoundTheClock({ from: '00:00', to: '23:00' })).toBe(false);
    expect(isRoundTheClock({ from: '08:00', to: '08:00' })).toBe(false);
  });

  it('holds for a whole week of either form, and for today when only today is known', () => {
    const now = at('2026-11-16', '03:00');
    expect(openingState(hours(everyDay('00:00', '00:00')), now)).toEqual({ kind: 'round-the-clock' });
    expect(openingState(hours(everyDay('00:00', '23:59')), now)).toEqual({ kind: 'round-the-clock' });
    const todayOnly = hours([], { today: { from: '00:00', to: '23:59' } });
    expect(openingState(todayOnly, now)).toEqual({ kind: 'round-the-clock' });
  });

  it('runs on through midnight into a round-the-clock day instead of closing', () => {
    const week: DayHours[] = [
      { day: 1, from: '18:00', to: '00:00' },
      { day: 2, from: '00:00', to: '00:00' },
      { day: 3, from: '10:00', to: '22:00' },
    ];
    expect(openingState(hours(week), at('2026-11-16', '23:30'))).toEqual({
      kind: 'open',
      closesAt: '00:00',
      closingSoon: false,
    });
    expect(openingState(hours(week), at('2026-11-17', '23:30'))).toMatchObject({ closingSoon: true });
  });
});

describe('open, closed, break', () => {
  const standard = hours(everyDay('10:00', '22:00'));

  it('is open within the hours, with the closing time', () => {
    expect(openingState(standard, at('2026-11-16', '12:00'))).toEqual({
      kind: 'open',
      closesAt: '22:00',
      closingSoon: false,
    });
    expect(openingState(standard, at('2026-11-16', '21:10'))).toMatchObject({ closingSoon: true });
  });

  it('is closed before opening and after closing, with the next opening', () => {
    expect(openingState(standard, at('2026-11-16', '08:00'))).toEqual({ kind: 'closed', opensAt: '10:00' });
    expect(openingState(standard, at('2026-11-16', '22:00'))).toEqual({ kind: 'closed', opensAt: '10:00' });
  });

  it('takes close_in_advance_minutes off the closing time (docs/contract/states.md#opening-hours)', () => {
    const early = hours(everyDay('10:00', '22:00'), { closeInAdvanceMinutes: 15 });
    expect(openingState(early, at('2026-11-16', '21:00'))).toMatchObject({ kind: 'open', closesAt: '21:45' });
    expect(openingState(early, at('2026-11-16', '21:50'))).toEqual({ kind: 'closed', opensAt: '10:00' });
    expect(effectiveClosing('00:10', 20)).toBe('23:50');
  });

  it('counts yesterday’s hours that run past midnight', () => {
    const late = hours(everyDay('10:00', '02:00'));
    expect(openingState(late, at('2026-11-17', '01:00'))).toMatchObject({ kind: 'open', closesAt: '02:00' });
    expect(openingState(late, at('2026-11-17', '03:00'))).toEqual({ kind: 'closed', opensAt: '10:00' });
  });

  it('shows the break with its end, and a break past closing as closed', () => {
    const withBreak = hours(everyDay('10:00', '22:00'), { breakTime: { from: '15:00', to: '16:00' } });
    expect(openingState(withBreak, at('2026-11-16', '12:00'))).toMatchObject({
      kind: 'open',
      closesAt: '15:00',
    });
    expect(openingState(withBreak, at('2026-11-16', '15:30'))).toEqual({ kind: 'break', until: '16:00' });
    expect(openingState(withBreak, at('2026-11-16', '16:00'))).toMatchObject({
      kind: 'open',
      closesAt: '22:00',
    });
    const lateBreak = hours(everyDay('10:00', '22:00'), { breakTime: { from: '21:30', to: '23:00' } });
    expect(openingState(lateBreak, at('2026-11-16', '21:40'))).toEqual({ kind: 'closed', opensAt: '10:00' });
  });

  it('skips a day off to the next working day', () => {
    const weekdays = everyDay('09:00', '18:00').filter((d) => d.day <= 5);
    // 2026-11-21 is a Saturday.
    expect(openingState(hours(weekdays), at('2026-11-21', '12:00'))).toEqual({
      kind: 'closed',
      opensAt: '09:00',
    });
  });

  it('uses today’s hours when there is no weekly schedule, and says unknown without either', () => {
    const todayOnly = hours([], { today: { from: '10:00', to: '22:00' } });
    expect(openingState(todayOnly, at('2026-11-16', '12:00'))).toMatchObject({
      kind: 'open',
      closesAt: '22:00',
    });
    expect(openingState(hours([]), at('2026-11-16', '12:00'))).toEqual({ kind: 'unknown' });
  });
});

describe('local time', () => {
  it('reads the weekday and minute in the venue’s zone, not the device’s', () => {
    expect(localTime(Date.parse('2026-11-16T20:30:00Z'), 300)).toEqual({ weekday: 2, minute: 90 });
    expect(localTime(Date.parse('2026-11-16T20:30:00Z'), 240)).toEqual({ weekday: 2, minute: 30 });
  });
});
