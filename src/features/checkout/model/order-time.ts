import { formatTime } from '../../../i18n/format-date.ts';
import type { Language } from '../../../i18n/languages.ts';
import type { Order } from '../api/order-api.ts';

/**
 * An instant of the order ("2026-11-17T07:16:00Z") as hour and minute on the venue's clock: a guest in
 * another zone (a tourist's phone still on home time) reads the times the venue keeps. Without the venue's
 * offset, the device's clock.
 */
export function orderTime(
  instant: string,
  order: Pick<Order, 'utcOffsetMinutes'>,
  language: Language,
): string {
  const at = Date.parse(instant);
  if (Number.isNaN(at)) return '';
  if (order.utcOffsetMinutes === null) return formatTime(at, language);
  return formatTime(at + order.utcOffsetMinutes * 60_000, language, { timeZone: 'UTC' });
}
