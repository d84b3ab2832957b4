import type { Order, OrderStatus } from '../api/order-api.ts';

/** Payment statuses of an order whose money was taken (a refunded one was paid before its cancel). */
const PAID = new Set(['paid', 'refunded']);

/**
 * The catalogue key naming a status (SPEC §4) of this order. The first status reads "Paid", but a cash
 * order is paid when it is handed over (the API's `payment_status` stays `on_delivery` until it is
 * completed) and an online one may still wait for its page: until the money is taken it reads "Awaiting
 * payment" (issue 29).
 */
export function statusLabelKey(
  status: OrderStatus,
  order: Pick<Order, 'paymentStatus'>,
): `orders.status.${OrderStatus | 'awaitingPayment'}` {
  if (status === 'created' && !PAID.has(order.paymentStatus)) return 'orders.status.awaitingPayment';
  return `orders.status.${status}`;
}
