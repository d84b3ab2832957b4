/** One weekday's opening hours; `to` at or before `from` runs past midnight ("10:00"-"02:00"). */
export interface DayHours {
  /** ISO weekday: 1 Monday ... 7 Sunday (docs/contract/entities.md#weekdays maps mon..sun to 1..7). */
  day: number;
  from: string;
  to: string;
}

export interface VenueHours {
  schedule: readonly DayHours[];
  breakFrom: string | null;
  breakTo: string | null;
  closeInAdvanceMinutes: number;
  utcOffsetMinutes: number;
}

export interface OpeningState {
  isOpen: boolean;
  isRoundTheClock: boolean;
  isOnBreak: boolean;
  isClosingSoon: boolean;
  /** When the venue next closes (effective, close_in_advance_minutes already subtracted); null round the clock. */
  closesAt: number | null;
  /** When a closed venue opens again. */
  opensAt: number | null;
  today: { from: string; to: string } | null;
}

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const CLOSING_SOON_MINUTES = 60;
export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

function parseClock(value: string): number {
  const match = /^(\d{2}):(\d{2})$/.exec(value);
  if (!match) throw new RangeError(`bad time ${value}`);
  return Number(match[1]) * 60 + Number(match[2]);
}

export function formatClock(minutes: number): string {
  const m = ((Math.round(minutes) % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
}

/** docs/contract/states.md#opening-hours: 00:00-00:00 or 00:00-23:59 means round the clock. */
function isRoundTheClock(hours: Pick<DayHours, 'from' | 'to'>): boolean {
  return hours.from === '00:00' && (hours.to === '00:00' || hours.to === '23:59');
}

/** Local midnight (as a UTC instant) of the day containing `at`, and that day's ISO weekday. */
function localDay(at: number, offsetMinutes: number): { midnight: number; weekday: number } {
  const local = at + offsetMinutes * MINUTE;
  const midnightLocal = Math.floor(local / DAY) * DAY;
  const weekday = ((new Date(midnightLocal).getUTCDay() + 6) % 7) + 1;
  return { midnight: midnightLocal - offsetMinutes * MINUTE, weekday };
}

interface Interval {
  start: number;
  end: number;
}

function mergeIntervals(intervals: Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start);
  const merged: Interval[] = [];
  for (const interval of sorted) {
    const last = merged[merged.length - 1];
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

/**
 * Opening state at an instant, from the weekly schedule laid out as absolute intervals over the
 * surrounding days: this gets overnight hours, breaks and close_in_advance_minutes right without
 * special cases at midnight.
 */
export function openingState(hours: VenueHours, at: number): OpeningState {
  const { midnight: todayMidnight, weekday: todayWeekday } = localDay(at, hours.utcOffsetMinutes);
  const byDay = new Map(hours.schedule.map((entry) => [entry.day, entry]));
  const todayHours = byDay.get(todayWeekday) ?? null;
  const roundTheClock = hours.schedule.length === 7 && hours.schedule.every(isRoundTheClock);
  if (roundTheClock) {
    return {
      isOpen: true,
      isRoundTheClock: true,
      isOnBreak: false,
      isClosingSoon: false,
      closesAt: null,
      opensAt: null,
      today: todayHours && { from: todayHours.from, to: todayHours.to },
    };
  }

  const open: Interval[] = [];
  const breaks: Interval[] = [];
  for (let d = -1; d <= 8; d++) {
    const midnight = todayMidnight + d * DAY;
    const weekday = ((((todayWeekday - 1 + d) % 7) + 7) % 7) + 1;
    const entry = byDay.get(weekday);
    if (!entry) continue;
    if (isRoundTheClock(entry)) {
      open.push({ start: midnight, end: midnight + DAY });
    } else {
      const from = parseClock(entry.from);
      let to = parseClock(entry.to);
      if (to <= from) to += 1440;
      open.push({ start: midnight + from * MINUTE, end: midnight + to * MINUTE });
    }
    if (hours.breakFrom && hours.breakTo) {
      breaks.push({
        start: midnight + parseClock(hours.breakFrom) * MINUTE,
        end: midnight + parseClock(hours.breakTo) * MINUTE,
      });
    }
  }
  const advance = hours.closeInAdvanceMinutes * MINUTE;
  const opening = mergeIntervals(open).map((i) => ({ start: i.start, end: i.end - advance }));

  // Cut the breaks out of the opening intervals.
  const effective: Interval[] = [];
  for (const interval of opening) {
    let pieces: Interval[] = [interval];
    for (const cut of breaks) {
      pieces = pieces.flatMap((p) =>
        cut.end <= p.start || cut.start >= p.end
          ? [p]
          : [
              { start: p.start, end: cut.start },
              { start: cut.end, end: p.end },
            ].filter((q) => q.end > q.start),
      );
    }
    effective.push(...pieces);
  }

  const current = effective.find((i) => i.start <= at && at < i.end) ?? null;
  const withinHours = opening.some((i) => i.start <= at && at < i.end);
  const next = effective.find((i) => i.start > at) ?? null;
  return {
    isOpen: current !== null,
    isRoundTheClock: false,
    isOnBreak: current === null && withinHours,
    isClosingSoon: current !== null && current.end - at <= CLOSING_SOON_MINUTES * MINUTE,
    closesAt: current ? current.end : null,
    opensAt: current ? null : (next?.start ?? null),
    today: todayHours && { from: todayHours.from, to: todayHours.to },
  };
}

/** Minutes since local midnight of an instant in a town. */
export function localMinutes(at: number, offsetMinutes: number): number {
  const local = at + offsetMinutes * MINUTE;
  return Math.floor((((local % DAY) + DAY) % DAY) / MINUTE);
}

/** "HH:MM" of an instant in the venue's local time. */
export function localClock(at: number, offsetMinutes: number): string {
  return formatClock(localMinutes(at, offsetMinutes));
}
