import type { DayHours, VenueHours } from './venue.ts';

/** What a venue card and the details screen say about the hours right now. */
export type OpeningState =
  | { kind: 'round-the-clock' }
  /** The next closing: a break's start, or the day's end with close_in_advance_minutes taken off (docs/contract/states.md#opening-hours). */
  | { kind: 'open'; closesAt: string; closingSoon: boolean }
  | { kind: 'break'; until: string }
  | { kind: 'closed'; opensAt: string | null }
  | { kind: 'unknown' };

const DAY = 1440;
/** A venue that closes within this many minutes is marked as closing soon. */
const CLOSING_SOON_MINUTES = 60;

function toMinutes(clock: string): number {
  const [hours = '0', minutes = '0'] = clock.split(':');
  return Number(hours) * 60 + Number(minutes);
}

function toClock(minutes: number): string {
  const value = ((Math.round(minutes) % DAY) + DAY) % DAY;
  return `${String(Math.floor(value / 60)).padStart(2, '0')}:${String(value % 60).padStart(2, '0')}`;
}

/** docs/contract/states.md#opening-hours: 00:00-00:00 or 00:00-23:59 means round the clock. */
export function isRoundTheClock(hours: { from: string; to: string }): boolean {
  return hours.from === '00:00' && (hours.to === '00:00' || hours.to === '23:59');
}

/** docs/contract/states.md#opening-hours: close_in_advance_minutes is subtracted from the closing time. */
export function effectiveClosing(to: string, closeInAdvanceMinutes: number): string {
  return toClock(toMinutes(to) - closeInAdvanceMinutes);
}

interface Interval {
  start: number;
  end: number;
}

/** The venue's local weekday (1 Monday ... 7 Sunday) and minute of the day at `now`. */
export function localTime(now: number, utcOffsetMinutes: number | null): { weekday: number; minute: number } {
  const offset = utcOffsetMinutes ?? -new Date(now).getTimezoneOffset();
  const local = new Date(now + offset * 60_000);
  return {
    weekday: ((local.getUTCDay() + 6) % 7) + 1,
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

function weekOf(hours: VenueHours, weekday: number): DayHours[] {
  if (hours.week.length > 0) return hours.week;
  return hours.today ? [{ day: weekday, ...hours.today }] : [];
}

/**
 * The opening state at `now`, from the weekly schedule laid out as intervals around today (minutes from
 * today's local midnight): yesterday's late hours that run past midnight count, a break is cut out, and the
 * closing time has close_in_advance_minutes taken off.
 */
export function openingState(hours: VenueHours, now: number): OpeningState {
  const { weekday, minute } = localTime(now, hours.utcOffsetMinutes);
  const week = weekOf(hours, weekday);
  if (week.length === 0) return { kind: 'unknown' };
  // Only today's hours known (no weekly schedule): round the clock today is all we can say.
  if (week.every(isRoundTheClock) && (week.length === 7 || hours.week.length === 0)) {
    return { kind: 'round-the-clock' };
  }
  const byDay = new Map(week.map((entry) => [entry.day, entry]));
  const advance = hours.closeInAdvanceMinutes;
  const open: Interval[] = [];
  for (let offset = -1; offset <= 7; offset++) {
    const day = ((((weekday - 1 + offset) % 7) + 7) % 7) + 1;
    const entry = byDay.get(day);
    if (!entry) continue;
    const base = offset * DAY;
    if (isRoundTheClock(entry)) {
      open.push({ start: base, end: base + DAY });
      continue;
    }
    const from = toMinutes(entry.from);
    let to = toMinutes(entry.to);
    if (to <= from) to += DAY;
    open.push({ start: base + from, end: base + to });
  }
  // Back-to-back days (a round-the-clock day next to a late evening) are one stretch: no closing between them.
  open.sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of open) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  const shortened = merged.map((interval) => ({ start: interval.start, end: interval.end - advance }));

  const within = shortened.find((interval) => interval.start <= minute && minute < interval.end);
  const next = () => {
    const found = shortened.find((interval) => interval.start > minute);
    return found ? toClock(found.start) : null;
  };
  if (!within) return { kind: 'closed', opensAt: next() };
  if (within.end - within.start >= 7 * DAY) return { kind: 'round-the-clock' };
  // Closing for the break comes first: a guest cannot order through it.
  let closes = within.end;
  if (hours.breakTime) {
    for (let offset = -1; offset <= 1; offset++) {
      const start = toMinutes(hours.breakTime.from) + offset * DAY;
      let end = toMinutes(hours.breakTime.to) + offset * DAY;
      if (end <= start) end += DAY;
      if (start <= minute && minute < end) {
        // A break that lasts past the closing time is simply closed until the next opening.
        return end < within.end
          ? { kind: 'break', until: toClock(end) }
          : { kind: 'closed', opensAt: next() };
      }
      if (start > minute && start < closes) closes = start;
    }
  }
  return {
    kind: 'open',
    closesAt: toClock(closes),
    closingSoon: closes - minute <= CLOSING_SOON_MINUTES,
  };
}
