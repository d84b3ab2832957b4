/**
 * The kiosk's timings in one place (docs/features/kiosk.md). A guest who walks away leaves the tablet to the
 * next one: after IDLE_MS without a touch the kiosk asks "Are you still here?" for WARNING_MS, then starts
 * over. The order number stays on screen for NUMBER_SCREEN_MS, long enough to note it.
 */
export const KIOSK_TIMING = {
  IDLE_MS: 60_000,
  WARNING_MS: 15_000,
  NUMBER_SCREEN_MS: 20_000,
  /** The session's order list: a kitchen moves an order along in minutes, so 10 s is fresh enough. */
  ORDERS_POLL_MS: 10_000,
} as const;

export type KioskTiming = { [K in keyof typeof KIOSK_TIMING]: number };

/** The shortest idle time a URL may ask for (`?idle=<seconds>`, for demos and journeys), and the longest. */
const IDLE_SECONDS_MIN = 3;
const IDLE_SECONDS_MAX = 600;

/**
 * The timings for this start: the defaults, or with `?idle=<seconds>` an idle time, warning and number screen
 * of that many seconds each (capped at the defaults' warning and number times), so a journey need not wait a
 * minute.
 */
export function kioskTimingOf(search: string): KioskTiming {
  const raw = new URLSearchParams(search).get('idle');
  const seconds = raw !== null && /^\d+$/.test(raw) ? Number(raw) : null;
  if (seconds === null || seconds < IDLE_SECONDS_MIN || seconds > IDLE_SECONDS_MAX)
    return { ...KIOSK_TIMING };
  const ms = seconds * 1000;
  return {
    ...KIOSK_TIMING,
    IDLE_MS: ms,
    WARNING_MS: Math.min(ms, KIOSK_TIMING.WARNING_MS),
    NUMBER_SCREEN_MS: Math.min(ms, KIOSK_TIMING.NUMBER_SCREEN_MS),
  };
}
