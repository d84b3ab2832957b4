import type { OrderKind } from '../api/order-kinds.ts';
import type { SafeStorage } from '../lib/storage.ts';
import { isRecord, num, str } from '../api/answer-fields.ts';
import { isOrderKind } from '../api/order-kinds.ts';

/**
 * An online order that exists on the server and waits for its money. Kept in local storage so that a
 * reload, a closed pay sheet or a return from the hosted payment page finds it: the guest pays that
 * order again instead of placing a second one.
 */
export interface AwaitingPayment {
  orderId: number;
  /** The number the guest sees (docs/contract/entities.md#order Order number/id). */
  number: string;
  filialId: number;
  kind: OrderKind;
  trackId: string;
  paymentUrl: string;
  amount: number;
  createdAt: number;
}

export const AWAITING_PAYMENT_KEY = 'dk-checkout-awaiting-payment';
/** Session: orders whose 'payment success' was already tracked, so a reload of the TYP page does not repeat it. */
const PAID_TRACKED_KEY = 'dk-checkout-paid-tracked';

function readAwaiting(value: unknown): AwaitingPayment | undefined {
  if (!isRecord(value)) return undefined;
  const orderId = num(value.orderId, Number.NaN);
  const filialId = num(value.filialId, Number.NaN);
  const trackId = str(value.trackId);
  const paymentUrl = str(value.paymentUrl);
  if (!Number.isInteger(orderId) || !Number.isInteger(filialId) || !isOrderKind(value.kind)) return undefined;
  if (trackId === '' || paymentUrl === '') return undefined;
  return {
    orderId,
    number: str(value.number) || String(orderId),
    filialId,
    kind: value.kind,
    trackId,
    paymentUrl,
    amount: num(value.amount),
    createdAt: num(value.createdAt),
  };
}

export interface AwaitingPaymentStore {
  get(): AwaitingPayment | null;
  set(record: AwaitingPayment): void;
  /** Forgets the record; with an id, only when it is that order's. */
  clear(orderId?: number): void;
}

export function awaitingPaymentStore(local: SafeStorage): AwaitingPaymentStore {
  const get = () => local.getJson(AWAITING_PAYMENT_KEY, readAwaiting) ?? null;
  return {
    get,
    set: (record) => local.setJson(AWAITING_PAYMENT_KEY, record),
    clear(orderId) {
      if (orderId === undefined || get()?.orderId === orderId) local.remove(AWAITING_PAYMENT_KEY);
    },
  };
}

/** True the first time for an order in this session: the caller tracks 'payment success' then. */
export function firstPaidNotice(session: SafeStorage, orderId: number): boolean {
  const seen =
    session.getJson(PAID_TRACKED_KEY, (value) =>
      Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : undefined,
    ) ?? [];
  if (seen.includes(orderId)) return false;
  session.setJson(PAID_TRACKED_KEY, [...seen, orderId].slice(-20));
  return true;
}
