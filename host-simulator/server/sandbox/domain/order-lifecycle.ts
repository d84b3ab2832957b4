import type { SandboxApp } from '../app.ts';
import type { DeclineReason } from '../http/messages.ts';
import { notifyOrder } from '../messenger/messenger.ts';
import type { UserRow } from '../store/rows.ts';
import type { Sql } from '../store/sql.ts';
import type { LatLng } from './geometry.ts';
import { distanceMetres, pathLength, pointAlong } from './geometry.ts';
import { cashbackFor, creditPrivateReward, currentGrade, moveBonus, promoteIfEarned } from './loyalty.ts';
import {
  ORDER_COLUMNS,
  type OrderRow,
  type OrderStatus,
  type PaymentStatus,
  type StatusChange,
  type StoredAddress,
  type StoredCourier,
  type StoredOrderItem,
} from './order-types.ts';
import { stopListOf } from './menu.ts';
import { PAYMENT_TIMEOUT_MS } from './payments.ts';
import { isDeliveryService } from './services.ts';
import { loadVenue, openingOf, type Venue } from './venues.ts';

const MINUTE = 60_000;
/** Sandbox minutes between steps; cooking takes the order's own cooking_minutes. */
const STEP_MINUTES = { accept: 1, pickupByCourier: 3, handOver: 10 } as const;

/**
 * The allowed status transitions (the spec leaves them open; docs/api/orders.md shows the diagram).
 * Micromarket orders skip the kitchen: the guest takes the goods from the fridge once paid.
 */
export function allowedTransitions(order: Pick<OrderRow, 'status' | 'service'>): OrderStatus[] {
  const delivery = isDeliveryService(order.service);
  switch (order.status) {
    case 'created':
      return order.service === 'micromarket' ? ['completed', 'canceled'] : ['cooking', 'canceled'];
    case 'cooking':
      return ['ready', 'canceled'];
    case 'ready':
      return delivery ? ['delivery', 'canceled'] : ['completed'];
    case 'delivery':
      return ['completed', 'canceled'];
    default:
      return [];
  }
}

export interface RouteInfo {
  points: LatLng[];
  started_at: number;
  duration_ms: number;
}

export function getOrder(sql: Sql, id: number): OrderRow | undefined {
  return sql.get<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM orders WHERE id = ?`, id);
}

/** The step the clock takes next, and when, from the order's state at `at`. */
function nextAutomatic(
  order: OrderRow,
  at: number,
): { status: OrderStatus; at: number; reason?: DeclineReason } | null {
  switch (order.status) {
    case 'created':
      if (order.payment_status === 'pending')
        return { status: 'canceled', at: at + PAYMENT_TIMEOUT_MS, reason: 'payment_timeout' };
      return order.service === 'micromarket'
        ? { status: 'completed', at }
        : { status: 'cooking', at: at + STEP_MINUTES.accept * MINUTE };
    case 'cooking':
      return { status: 'ready', at: at + order.cooking_minutes * MINUTE };
    case 'ready':
      return isDeliveryService(order.service)
        ? { status: 'delivery', at: at + STEP_MINUTES.pickupByCourier * MINUTE }
        : { status: 'completed', at: at + STEP_MINUTES.handOver * MINUTE };
    case 'delivery': {
      const route = order.route ? (JSON.parse(order.route) as RouteInfo) : null;
      return { status: 'completed', at: route ? route.started_at + route.duration_ms : at + 20 * MINUTE };
    }
    default:
      return null;
  }
}

/** The courier's way from the venue to the address and how long it takes, planned as a courier would ride it. */
function plannedTrip(
  venue: Venue,
  address: StoredAddress,
  transportType: OrderRow['transport_type'],
): { points: LatLng[]; transport: 'FOOT' | 'CAR'; durationMs: number } {
  const transport = transportType ?? (distanceMetres(venue.location, address) < 2500 ? 'FOOT' : 'CAR');
  const destination = { latitude: address.latitude, longitude: address.longitude };
  // A simple street-like route: along one axis, then the other.
  const points = [
    venue.location,
    { latitude: venue.location.latitude, longitude: destination.longitude },
    destination,
  ];
  const speedKmh = transport === 'FOOT' ? 5 : 25;
  const travel = (pathLength(points) / 1000 / speedKmh) * 60 * MINUTE;
  const delay = venue.row.delivery_delay_time * MINUTE;
  return { points, transport, durationMs: Math.max(5 * MINUTE, Math.round(travel + delay)) };
}

function assignCourier(
  app: SandboxApp,
  order: OrderRow,
  at: number,
): { courier: StoredCourier; route: RouteInfo } | null {
  const venue = loadVenue(app.sql, order.filial_id);
  const address = order.address ? (JSON.parse(order.address) as StoredAddress) : null;
  if (!venue || !address) return null;
  const couriers = app.sql.all<StoredCourier>(
    'SELECT id, name, phone, transport_type FROM couriers WHERE town_id = ? ORDER BY id',
    venue.row.town_id,
  );
  const trip = plannedTrip(venue, address, order.transport_type);
  const pool = couriers.filter((c) => c.transport_type === trip.transport);
  const picked = pool[order.id % Math.max(1, pool.length)] ?? couriers[0];
  if (!picked) return null;
  return {
    courier: { ...picked, transport_type: trip.transport },
    route: { points: trip.points, started_at: at, duration_ms: trip.durationMs },
  };
}

/** A delivery's window: from the expected arrival, this long. */
const DELIVERY_WINDOW_MS = 10 * MINUTE;

/**
 * When the order is ready (or, on the sandbox clock's plan, will be) and, for a delivery, the window the
 * courier is expected in: what the thank-you page promises. None before an online order is paid (the
 * kitchen has not taken it), for a canceled one, or for the fridge (nothing is cooked).
 */
export function expectedTimes(
  order: OrderRow,
  venue: Venue | null,
): { readyAt: number | null; deliveryWindow: { from: number; to: number } | null } {
  const history = JSON.parse(order.history) as StatusChange[];
  const reached = (status: OrderStatus) => history.find((change) => change.status === status)?.at ?? null;
  const readyAt = (() => {
    if (order.status === 'canceled' || order.service === 'micromarket') return null;
    const ready = reached('ready');
    if (ready !== null) return ready;
    if (order.status === 'cooking') return order.next_status_at;
    if (order.payment_status === 'pending' || order.next_status_at === null) return null;
    return order.next_status_at + order.cooking_minutes * MINUTE;
  })();
  if (readyAt === null || !isDeliveryService(order.service)) return { readyAt, deliveryWindow: null };
  const arrival = (() => {
    const delivered = reached('completed');
    if (delivered !== null) return delivered;
    if (order.route) {
      const route = JSON.parse(order.route) as RouteInfo;
      return route.started_at + route.duration_ms;
    }
    const address = order.address ? (JSON.parse(order.address) as StoredAddress) : null;
    if (!venue || !address) return null;
    const pickup = readyAt + STEP_MINUTES.pickupByCourier * MINUTE;
    return pickup + plannedTrip(venue, address, order.transport_type).durationMs;
  })();
  return {
    readyAt,
    deliveryWindow: arrival === null ? null : { from: arrival, to: arrival + DELIVERY_WINDOW_MS },
  };
}

/** The courier's position on the sandbox clock: interpolated along the route once on the way. */
export function courierPosition(order: OrderRow, now: number): LatLng | null {
  if (!order.route) return null;
  const route = JSON.parse(order.route) as RouteInfo;
  if (order.status === 'completed') return route.points[route.points.length - 1] ?? null;
  return pointAlong(route.points, (now - route.started_at) / route.duration_ms);
}

/** Cashback for what the guest paid with money (items only: delivery and service cost earn nothing). */
function grantCashback(app: SandboxApp, order: OrderRow, at: number): number {
  const user = app.sql.get<UserRow>('SELECT * FROM users WHERE id = ?', order.user_id);
  const venue = loadVenue(app.sql, order.filial_id);
  if (!user || !venue) return 0;
  const base = Math.max(0, order.subtotal - order.bonus_spent);
  const amount = cashbackFor(base, currentGrade(app.sql, user, at).cashback_percent, order.currency);
  if (amount > 0) {
    if (venue.settings.private_reward_enabled)
      creditPrivateReward(app.sql, user.id, venue.row.brand_id, order.currency, amount);
    else moveBonus(app.sql, user.id, order.currency, amount, 'cashback', { orderId: order.id }, at);
  }
  return amount;
}

function reverseMoney(app: SandboxApp, order: OrderRow, at: number): PaymentStatus {
  if (order.bonus_spent > 0)
    moveBonus(app.sql, order.user_id, order.currency, order.bonus_spent, 'refund', { orderId: order.id }, at);
  if (order.bonus_granted > 0) {
    const venue = loadVenue(app.sql, order.filial_id);
    if (venue?.settings.private_reward_enabled)
      creditPrivateReward(app.sql, order.user_id, venue.row.brand_id, order.currency, -order.bonus_granted);
    else
      moveBonus(
        app.sql,
        order.user_id,
        order.currency,
        -order.bonus_granted,
        'cashback_reversal',
        { orderId: order.id },
        at,
      );
  }
  const map: Record<PaymentStatus, PaymentStatus> = {
    paid: 'refunded',
    pending: 'failed',
    on_delivery: 'canceled',
    failed: 'failed',
    refunded: 'refunded',
    canceled: 'canceled',
  };
  return map[order.payment_status];
}

/**
 * Moves an order to `status` at `at` with its side effects: a courier and route when it leaves with the
 * courier, cash collected and cashback granted on completion, bonuses and cashback reversed and the
 * payment refunded on cancel. Then schedules the next automatic step.
 */
export function applyStatus(
  app: SandboxApp,
  order: OrderRow,
  status: OrderStatus,
  at: number,
  reason?: DeclineReason,
): OrderRow {
  const history = JSON.parse(order.history) as StatusChange[];
  history.push(reason ? { status, at, reason } : { status, at });
  const next: OrderRow = { ...order, status, history: JSON.stringify(history), updated_at: at };
  if (status === 'delivery') {
    const assigned = assignCourier(app, order, at);
    if (assigned) {
      next.courier = JSON.stringify(assigned.courier);
      next.route = JSON.stringify(assigned.route);
      next.transport_type = assigned.courier.transport_type;
    }
  }
  if (status === 'completed' && order.payment_status === 'on_delivery') {
    next.payment_status = 'paid';
    next.bonus_granted = grantCashback(app, next, at);
    promoteIfEarned(app.sql, order.user_id, at);
  }
  if (status === 'canceled') {
    next.payment_status = reverseMoney(app, order, at);
    next.decline_reason = reason ?? 'customer_request';
    next.bonus_granted = 0;
    app.sql.run(
      "UPDATE payments SET status = 'expired', settled_at = ? WHERE kind = 'order' AND target_id = ? AND status = 'pending'",
      at,
      order.id,
    );
  }
  next.next_status_at = nextAutomatic(next, at)?.at ?? null;
  saveOrder(app.sql, next);
  notifyOrder(app.sql, next, 'status', at, order.payment_status === 'pending');
  return next;
}

function saveOrder(sql: Sql, order: OrderRow): void {
  sql.run(
    `UPDATE orders SET status = ?, payment_status = ?, history = ?, updated_at = ?, courier = ?, route = ?,
       transport_type = ?, decline_reason = ?, bonus_granted = ?, next_status_at = ?, paid_by_card = ? WHERE id = ?`,
    order.status,
    order.payment_status,
    order.history,
    order.updated_at,
    order.courier,
    order.route,
    order.transport_type,
    order.decline_reason,
    order.bonus_granted,
    order.next_status_at,
    order.paid_by_card,
    order.id,
  );
}

/** A new order's first automatic step (payment time-out, or acceptance by the kitchen). */
export function firstStepAt(order: OrderRow, at: number): number | null {
  return nextAutomatic(order, at)?.at ?? null;
}

/** Marks an order paid (hosted page) and starts its way through the kitchen. */
export function markOrderPaid(app: SandboxApp, order: OrderRow, at: number): OrderRow {
  const paid: OrderRow = { ...order, payment_status: 'paid', updated_at: at };
  paid.bonus_granted = grantCashback(app, paid, at);
  paid.next_status_at = firstStepAt(paid, at);
  saveOrder(app.sql, paid);
  promoteIfEarned(app.sql, order.user_id, at);
  notifyOrder(app.sql, paid, 'placed', at);
  return paid;
}

/**
 * Whether the kitchen turns the order down when it would start cooking: an item stopped or sold out since
 * the order was placed (a stop set through the control endpoint), or the venue closed in the meantime.
 */
function kitchenRefusal(app: SandboxApp, order: OrderRow, at: number): DeclineReason | null {
  const venue = loadVenue(app.sql, order.filial_id);
  if (!venue) return 'venue_closed';
  const stops = stopListOf(app.sql, venue.row.id);
  const items = JSON.parse(order.items) as StoredOrderItem[];
  if (items.some((item) => stops.has(item.product_id))) return 'out_of_stock';
  return openingOf(venue, at).isOpen ? null : 'venue_closed';
}

/**
 * Runs every due step up to the sandbox clock's now. Each step happens at its own due time, not at now,
 * so a sandbox that slept (or a clock advanced by an hour) still records a believable history.
 */
export function progressDueOrders(app: SandboxApp): number {
  const now = app.clock.now();
  let steps = 0;
  for (;;) {
    const due = app.sql.all<OrderRow>(
      `SELECT ${ORDER_COLUMNS} FROM orders WHERE next_status_at IS NOT NULL AND next_status_at <= ? ORDER BY next_status_at LIMIT 200`,
      now,
    );
    if (due.length === 0) return steps;
    app.sql.tx(() => {
      for (const order of due) {
        const step = nextAutomatic(order, order.next_status_at ?? now);
        const at = order.next_status_at ?? now;
        if (!step) {
          app.sql.run('UPDATE orders SET next_status_at = NULL WHERE id = ?', order.id);
          continue;
        }
        const refusal = step.status === 'cooking' ? kitchenRefusal(app, order, at) : null;
        if (refusal) applyStatus(app, order, 'canceled', at, refusal);
        else applyStatus(app, order, step.status, at, step.reason);
        steps++;
      }
    });
  }
}
