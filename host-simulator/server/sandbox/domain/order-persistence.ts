import type { SandboxApp } from '../app.ts';
import type { PaymentType } from './filial-settings.ts';
import { moveBonus } from './loyalty.ts';
import type { DeliveryTerms } from './order-delivery.ts';
import type { PricedLines } from './order-lines.ts';
import { notifyOrder } from '../messenger/messenger.ts';
import { firstStepAt, markOrderPaid } from './order-lifecycle.ts';
import { ORDER_COLUMNS, type OrderRow, orderNumber } from './order-types.ts';
import { createPayment } from './payments.ts';
import type { ServiceKey } from './services.ts';
import type { Venue } from './venues.ts';

/** Everything an accepted order is stored with, after every rule has passed. */
export interface AcceptedOrder {
  service: ServiceKey;
  venue: Venue;
  userId: number;
  priced: PricedLines;
  delivery: DeliveryTerms;
  paymentType: PaymentType;
  serviceCost: number;
  bonus: number;
  tableId: number | null;
  source: string | null;
  comment: string;
  name: string;
}

function orderValues(order: AcceptedOrder, now: number) {
  const { priced, delivery, venue, bonus } = order;
  const total = priced.subtotal + order.serviceCost + delivery.fee - bonus;
  const online = order.paymentType === 'online';
  const cookingMinutes = priced.cookingMinutes + venue.row.rush_delay_minutes;
  return {
    number: '',
    user_id: order.userId,
    filial_id: venue.row.id,
    service: order.service,
    status: 'created',
    payment_type: order.paymentType,
    payment_status: online ? (total > 0 ? 'pending' : 'paid') : 'on_delivery',
    currency: venue.currency,
    items: JSON.stringify(priced.items),
    subtotal: priced.subtotal,
    service_cost: order.serviceCost,
    delivery_fee: delivery.fee,
    discount: priced.promoDiscount + delivery.subsidyDiscount,
    bonus_spent: bonus,
    bonus_granted: 0,
    total,
    paid_by_card: online ? total : 0,
    table_id: order.tableId,
    address: delivery.address ? JSON.stringify(delivery.address) : null,
    comment: order.comment,
    name: order.name,
    source: order.source,
    decline_reason: null,
    transport_type: delivery.transport,
    cooking_minutes: Math.max(1, cookingMinutes),
    track_id: null,
    courier: null,
    route: null,
    history: JSON.stringify([{ status: 'created', at: now }]),
    created_at: now,
    updated_at: now,
    next_status_at: null,
  };
}

/**
 * Stores an accepted order: the row, the bonus it spends, a payment with a track id when it is to be paid
 * online, its number, and when it moves to its next status (at once to paid when nothing is left to pay).
 */
export function storeOrder(app: SandboxApp, order: AcceptedOrder, now: number): OrderRow {
  const values = orderValues(order, now);
  const columns = ORDER_COLUMNS.split(', ').slice(1);
  const { lastId } = app.sql.run(
    `INSERT INTO orders (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`,
    ...columns.map((column) => values[column as keyof typeof values]),
  );
  const { venue, bonus } = order;
  if (bonus > 0) moveBonus(app.sql, order.userId, venue.currency, -bonus, 'spend', { orderId: lastId }, now);
  let trackId: string | null = null;
  if (values.payment_status === 'pending')
    trackId = createPayment(app.sql, 'order', lastId, order.userId, values.total, venue.currency, now);
  app.sql.run(
    'UPDATE orders SET number = ?, track_id = ? WHERE id = ?',
    orderNumber(lastId),
    trackId,
    lastId,
  );
  const stored = app.sql.get<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?`,
    lastId,
  ) as OrderRow;
  if (stored.payment_status === 'paid') return markOrderPaid(app, stored, now);
  const next = firstStepAt(stored, now);
  app.sql.run('UPDATE orders SET next_status_at = ? WHERE id = ?', next, lastId);
  // Cash orders count at once; online ones once paid (markOrderPaid says it then).
  if (stored.payment_status === 'on_delivery') notifyOrder(app.sql, stored, 'placed', now);
  return { ...stored, next_status_at: next };
}
