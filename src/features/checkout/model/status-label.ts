import type { Order, OrderStatus } from '../api/order-api.ts';

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
