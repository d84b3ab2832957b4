import type { ApiClient } from './client.ts';
import { isApiError } from './errors.ts';
import { normalizeOne, type Page, type Resource, toPage } from './json-api.ts';
import type { Currency } from '../i18n/format-number.ts';
import {
  dataOf,
  isRecord,
  list,
  num,
  numOrNull,
  record,
  str,
  strOrNull,
  utcOffsetOrNull,
} from './answer-fields.ts';

/** docs/contract/states.md#order-statuses: the statuses shown to the guest. */
const ORDER_STATUSES = ['created', 'cooking', 'ready', 'delivery', 'completed', 'canceled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

interface OrderLine {
  productId: number;
  name: string;
  count: number;
  price: number;
  total: number;
  additives: { id: number; name: string; count: number; price: number }[];
}

export interface Point {
  latitude: number;
  longitude: number;
}

export interface Courier {
  name: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
  /** Minutes to the address on the sandbox's estimate; null when the answer gives none. */
  etaMinutes: number | null;
  /** The trip's ends (venue, delivery address), when the answer gives them. */
  origin: Point | null;
  destination: Point | null;
}

/** docs/contract/entities.md#order "Order" as the screens show it; money in major units. */
export interface Order {
  id: number;
  number: string;
  status: OrderStatus;
  statusTitle: string;
  service: string;
  filialId: number;
  filialTitle: string;
  filialAddress: string;
  tableNumber: string | null;
  createdAt: string | null;
  /** When it is (or, on the kitchen's plan, will be) ready; null before it is paid or after a cancel. */
  readyAt: string | null;
  /** A delivery's expected arrival, from and to; null for the other services. */
  deliveryWindow: { from: string; to: string } | null;
  /** The venue's offset from UTC: the order's times are shown on its clock; null: the device's. */
  utcOffsetMinutes: number | null;
  currency: Currency | null;
  content: OrderLine[];
  subtotal: number;
  serviceCost: number;
  deliveryFee: number;
  discount: number;
  paidByBonus: number;
  bonusGranted: number;
  amount: number;
  paidByCard: number;
  paymentType: 'online' | 'cash';
  paymentStatus: string;
  payment: { trackId: string; paymentUrl: string; status: string } | null;
  comment: string;
  name: string;
  address: string | null;
  courier: Courier | null;
  declineReason: { title: string; refund: string } | null;
  history: { status: OrderStatus; at: string | null }[];
}

const statusOf = (value: unknown): OrderStatus =>
  ORDER_STATUSES.find((status) => status === value) ?? 'created';

function pointOf(value: unknown): Point | null {
  if (!isRecord(value)) return null;
  const latitude = numOrNull(value.latitude);
  const longitude = numOrNull(value.longitude);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

function courierOf(value: unknown): Courier | null {
  if (!isRecord(value)) return null;
  return {
    name: str(value.name),
    phone: str(value.phone),
    latitude: numOrNull(value.latitude),
    longitude: numOrNull(value.longitude),
    etaMinutes: numOrNull(value.eta_minutes),
    origin: pointOf(value.origin),
    destination: pointOf(value.destination),
  };
}

function addressText(value: unknown): string | null {
  if (typeof value === 'string') return value || null;
  if (!isRecord(value)) return null;
  const parts = [str(value.street), str(value.building)].filter(Boolean).join(', ');
  const city = str(value.city);
  return [parts, city].filter(Boolean).join(', ') || null;
}

function parseOrder(resource: Resource | Record<string, unknown>): Order {
  const id = num(resource.id, Number.NaN);
  if (!Number.isInteger(id)) throw new Error('an order without an id');
  const filial = record(resource.filial);
  const payment = record(resource.payment);
  const reason = record(resource.decline_reason);
  const tableNumber = resource.table_number ?? null;
  const window = record(resource.delivery_window);
  const windowFrom = strOrNull(window.from);
  const windowTo = strOrNull(window.to);
  return {
    id,
    number: str(resource.number) || String(id),
    status: statusOf(resource.status),
    statusTitle: str(resource.status_title),
    service: str(resource.service),
    filialId: num(resource.filial_id, num(filial.id)),
    filialTitle: str(filial.title) || str(filial.brand_name),
    filialAddress: str(filial.address),
    tableNumber: tableNumber === null ? null : str(tableNumber) || null,
    createdAt: strOrNull(resource.created_at),
    readyAt: strOrNull(resource.ready_at),
    deliveryWindow: windowFrom && windowTo ? { from: windowFrom, to: windowTo } : null,
    utcOffsetMinutes: utcOffsetOrNull(resource.timezone_offset),
    currency: isCurrency(resource.currency) ? resource.currency : null,
    content: list(resource.content)
      .filter(isRecord)
      .map((line) => ({
        productId: num(line.product_id),
        name: str(line.name),
        count: num(line.count, 1),
        price: num(line.price),
        total: num(line.total, num(line.price) * num(line.count, 1)),
        additives: list(line.additives)
          .filter(isRecord)
          .map((additive) => ({
            id: num(additive.id),
            name: str(additive.name),
            count: num(additive.count, 1),
            price: num(additive.price),
          })),
      })),
    subtotal: num(resource.subtotal),
    serviceCost: num(resource.service_cost),
    deliveryFee: num(resource.delivery_fee),
    discount: num(resource.discount),
    paidByBonus: num(resource.paid_by_bonus),
    bonusGranted: num(resource.bonus_granted),
    amount: num(resource.amount),
    paidByCard: num(resource.paid_by_card),
    paymentType: resource.payment_type === 'cash' ? 'cash' : 'online',
    paymentStatus: str(resource.payment_status),
    payment:
      str(payment.track_id) && str(payment.payment_url)
        ? {
            trackId: str(payment.track_id),
            paymentUrl: str(payment.payment_url),
            status: str(payment.status),
          }
        : null,
    comment: str(resource.comment),
    name: str(resource.name),
    address: addressText(resource.address),
    courier: courierOf(resource.courier),
    declineReason:
      Object.keys(reason).length > 0 ? { title: str(reason.title), refund: str(reason.refund) } : null,
    history: list(resource.history)
      .filter(isRecord)
      .map((change) => ({ status: statusOf(change.status), at: strOrNull(change.at) })),
  };
}

export function parseOrderDocument(body: unknown): Order {
  const resource = normalizeOne(body);
  if (!resource) throw new Error('no order in the answer');
  return parseOrder(resource);
}

/** An online order still waiting for its money. */
export const awaitsPayment = (order: Order): boolean =>
  order.paymentType === 'online' && order.paymentStatus === 'pending' && order.status === 'created';

/** GET takeaway/v2/user/order?order_id= (docs/contract/calls.md#other-takeaway-calls). */
export function fetchOrder(client: ApiClient, orderId: number, signal?: AbortSignal): Promise<Order> {
  return client.get('takeaway/v2/user/order', {
    query: { order_id: orderId },
    parse: parseOrderDocument,
    ...(signal ? { signal } : {}),
  });
}

/** docs/contract/constants.md#list-sizes: lists page by 20. */
const ORDERS_PAGE_SIZE = 20;

/** GET takeaway/v2/user/orders, one page. */
export function fetchOrders(client: ApiClient, page: number, signal?: AbortSignal): Promise<Page<Order>> {
  return client.get('takeaway/v2/user/orders', {
    query: { page, limit: ORDERS_PAGE_SIZE },
    parse: (body) => toPage(body, parseOrder),
    ...(signal ? { signal } : {}),
  });
}

/**
 * GET dr-delivery/api/v1/courier?takeaway_order_id= (docs/contract/calls.md#delivery-calls): the courier and where they are now; null
 * while none is assigned (the service answers that as a not-found).
 */
export async function fetchCourier(
  client: ApiClient,
  orderId: number,
  signal?: AbortSignal,
): Promise<Courier | null> {
  try {
    return await client.get('dr-delivery/api/v1/courier', {
      query: { takeaway_order_id: orderId },
      parse: (body) => courierOf(dataOf(body)),
      ...(signal ? { signal } : {}),
    });
  } catch (error) {
    if (isApiError(error, 'not-found')) return null;
    throw error;
  }
}

/**
 * Money is added up in minor units (tiyn, tetri) so that 0.1 + 0.2 problems never reach a total the
 * server compares with its own. Amounts on the wire and on screen are major units.
 */
export const toMinor = (major: number): number => Math.round(major * 100);
export const toMajor = (minor: number): number => Math.round(minor) / 100;

/** `percent` of an amount, rounded down to the minor unit (as the venue's till does). */
export function percentOfMinor(minor: number, percent: number): number {
  return Math.floor((minor * percent) / 100);
}

/** Bonus points are whole tenge, or whole tetri for lari. */
export function floorBonusMinor(minor: number, currency: Currency): number {
  const step = currency === 'KZT' ? 100 : 1;
  return Math.floor(minor / step) * step;
}

export const isCurrency = (value: unknown): value is Currency => value === 'KZT' || value === 'GEL';
