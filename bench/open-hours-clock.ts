/**
 * The wall clock moved to today's 12:00 in Almaty (UTC+5), running on from there: every seeded venue with a
 * day schedule is open, so the bench measures the same screens at 03:00 as at noon (venue 11 refused the
 * throughput bench's orders with 422 filial_closed before 08:00 Almaty).
 */
export function openHoursClock(): () => number {
  const ALMATY_OFFSET_MS = 5 * 3_600_000;
  const today = new Date(Date.now() + ALMATY_OFFSET_MS);
  const noonAlmaty =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12) - ALMATY_OFFSET_MS;
  const shift = noonAlmaty - Date.now();
  return () => Date.now() + shift;
}
