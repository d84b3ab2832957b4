import { toMajor } from '../domain/money.ts';
import { allowedTransitions, courierPosition, expectedTimes } from '../domain/order-lifecycle.ts';
import type {
  OrderRow,
  OrderStatus,
  StatusChange,
  StoredAddress,
  StoredCourier,
  StoredOrderItem,
} from '../domain/order-types.ts';
import { paymentUrl } from '../domain/payments.ts';
import { formatClock } from '../domain/schedule.ts';
import { isDeliveryService, SERVICE_TYPE_ID } from '../domain/services.ts';
import type { Venue } from '../domain/venues.ts';
import { resource, type Resource, toOne } from '../http/jsonapi.ts';
import { type Language, localise, type LocalText } from '../http/language.ts';
import { DECLINE_REASONS, type DeclineReason, REFUND_NOTE } from '../http/messages.ts';

const t = (kk: string, ru: string, en: string, ka: string): LocalText => ({ kk, ru, en, ka });

/** The status headers of docs/contract/states.md#order-statuses. */
const STATUS_TITLES: Record<OrderStatus, LocalText> = {
  created: t('Тапсырыс жасалды', 'Заказ создан', 'Order created', 'შეკვეთა შექმნილია'),
  cooking: t('Асханада', 'Готовится на кухне', 'In the kitchen', 'სამზარეულოშია'),
  ready: t('Дайын', 'Готов', 'Ready', 'მზადაა'),
  delivery: t('Курьерде', 'У курьера', 'With the courier', 'კურიერთანაა'),
  completed: t('Жеткізілді', 'Доставлен', 'Delivered', 'მიწოდებულია'),
  canceled: t('Бас тартылды', 'Отменён', 'Canceled', 'გაუქმებულია'),
};
const COMPLETED_IN_HOUSE = t('Аяқталды', 'Завершён', 'Completed', 'დასრულებულია');

/** The address as docs/contract/entities.md#address shapes it: coordinates {latitude, longitude} beside the text fields. */
function addressView({ latitude, longitude, ...fields }: StoredAddress) {
  return { ...fields, coordinates: { latitude, longitude } };
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export interface OrderViewContext {
  lang: Language;
  origin: string;
  now: number;
  tableNumber: number | null;
  /** The order's venue: its time zone, and the way to the address for a delivery's window. */
  venue: Venue | null;
}

/** The venue's offset from UTC as the location's `timezone_offset` reads, signed: "+05:00". */
const signedOffset = (minutes: number) => `${minutes < 0 ? '-' : '+'}${formatClock(Math.abs(minutes))}`;

/** An order as the client reads it (docs/contract/entities.md#order "Order"): money in major units, texts localised. */
export function orderResource(order: OrderRow, ctx: OrderViewContext): Resource {
  const items = JSON.parse(order.items) as StoredOrderItem[];
  const history = JSON.parse(order.history) as StatusChange[];
  const courier = order.courier ? (JSON.parse(order.courier) as StoredCourier) : null;
  const position = order.status === 'delivery' ? courierPosition(order, ctx.now) : null;
  const reason = order.decline_reason as DeclineReason | null;
  const title =
    order.status === 'completed' && !isDeliveryService(order.service)
      ? COMPLETED_IN_HOUSE
      : STATUS_TITLES[order.status];
  const lastChange = history[history.length - 1];
  const times = expectedTimes(order, ctx.venue);
  return resource(
    'orders',
    order.id,
    {
      id: order.id,
      number: order.number,
      status: order.status,
      status_title: localise(title, ctx.lang),
      status_changed_at: iso(lastChange?.at ?? order.updated_at),
      next_statuses: allowedTransitions(order),
      next_status_at: iso(order.next_status_at),
      service: order.service,
      service_type_id: SERVICE_TYPE_ID[order.service],
      filial_id: order.filial_id,
      table_id: order.table_id,
      table_number: ctx.tableNumber,
      created_at: iso(order.created_at),
      ready_at: iso(times.readyAt),
      delivery_window: times.deliveryWindow
        ? { from: iso(times.deliveryWindow.from), to: iso(times.deliveryWindow.to) }
        : null,
      timezone_offset: ctx.venue ? signedOffset(ctx.venue.town.utc_offset_minutes) : null,
      currency: order.currency,
      content: items.map((item) => ({
        product_id: item.product_id,
        catalogue_id: item.catalogue_id,
        name: localise(item.name, ctx.lang),
        count: item.count,
        price: toMajor(item.price),
        old_price: item.old_price === null ? null : toMajor(item.old_price),
        additives: item.additives.map((a) => ({
          id: a.id,
          group_id: a.group_id,
          name: localise(a.name, ctx.lang),
          price: toMajor(a.price),
          count: a.count,
        })),
        total: toMajor(item.total),
      })),
      subtotal: toMajor(order.subtotal),
      service_cost: toMajor(order.service_cost),
      delivery_fee: toMajor(order.delivery_fee),
      discount: toMajor(order.discount),
      paid_by_bonus: toMajor(order.bonus_spent),
      bonus_granted: toMajor(order.bonus_granted),
      amount: toMajor(order.total),
      paid_by_card: toMajor(order.paid_by_card),
      payment_type: order.payment_type,
      payment_status: order.payment_status,
      payment:
        order.payment_type === 'online' && order.track_id
          ? {
              track_id: order.track_id,
              payment_url: paymentUrl(ctx.origin, order.track_id),
              amount: toMajor(order.total),
              currency: order.currency,
              status: order.payment_status,
            }
          : null,
      comment: order.comment,
      name: order.name,
      source: order.source,
      address: order.address ? addressView(JSON.parse(order.address) as StoredAddress) : null,
      transport_type: order.transport_type,
      cooking_time: order.cooking_minutes,
      courier: courier
        ? { ...courier, latitude: position?.latitude ?? null, longitude: position?.longitude ?? null }
        : null,
      decline_reason: reason
        ? {
            code: reason,
            title: localise(DECLINE_REASONS[reason] ?? DECLINE_REASONS.customer_request, ctx.lang),
            refund: localise(REFUND_NOTE, ctx.lang),
          }
        : null,
      history: history.map((change) => ({
        status: change.status,
        at: iso(change.at),
        ...(change.reason ? { reason: change.reason } : {}),
      })),
    },
    { filial: toOne('locations', order.filial_id) },
  );
}
