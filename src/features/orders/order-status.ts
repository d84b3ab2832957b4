import type { Order, OrderStatus, Point } from '../../api/order-endpoints.ts';
import { formatTime } from '../../i18n/format-date.ts';
import type { Language } from '../../i18n/languages.ts';

/** Payment statuses of an order whose money was taken (a refunded one was paid before its cancel). */
const PAID = new Set(['paid', 'refunded']);

/** The services whose orders are brought to the guest (the API spells vendor delivery with an underscore). */
export const isDeliveryService = (service: string): boolean =>
  service === 'delivery' || service === 'vendor_delivery';

/**
 * The catalogue key naming a status (docs/contract/states.md#order-statuses) of this order. The first status reads "Paid", but a cash
 * order is paid when it is handed over (the API's `payment_status` stays `on_delivery` until it is
 * completed) and an online one may still wait for its page: until the money is taken it reads "Awaiting
 * payment" (issue 29). An order picked up or served at the table was completed, not "delivered".
 */
export function statusLabelKey(
  status: OrderStatus,
  order: Pick<Order, 'paymentStatus' | 'service'>,
): `orders.status.${OrderStatus | 'awaitingPayment' | 'finished'}` {
  if (status === 'created' && !PAID.has(order.paymentStatus)) return 'orders.status.awaitingPayment';
  if (status === 'completed' && !isDeliveryService(order.service)) return 'orders.status.finished';
  return `orders.status.${status}`;
}

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

/**
 * docs/contract/entities.md#navigation-apps: the navigation apps offered: a regional maps app (2GIS), two other maps apps (Yandex Maps, Apple
 * Maps) and Google Maps. Each opens the point as a web link, which the phone hands to the app when it is
 * installed; no app's own scheme is needed.
 */
export const NAVIGATION_APPS = ['2gis', 'yandex', 'apple', 'google'] as const;
export type NavigationApp = (typeof NAVIGATION_APPS)[number];

const fixed = (value: number) => value.toFixed(6);

export function navigationLink(app: NavigationApp, point: Point, country: string): string {
  const lat = fixed(point.latitude);
  const lon = fixed(point.longitude);
  switch (app) {
    case '2gis':
      return `https://2gis.${country === 'ge' ? 'ge' : 'kz'}/geo/${lon}%2C${lat}`;
    case 'yandex':
      return `https://yandex.${country === 'ge' ? 'com' : 'kz'}/maps/?pt=${lon}%2C${lat}&z=16&l=map`;
    case 'apple':
      return `https://maps.apple.com/?ll=${lat}%2C${lon}&z=16`;
    case 'google':
      return `https://www.google.com/maps/search/?api=1&query=${lat}%2C${lon}`;
  }
}
