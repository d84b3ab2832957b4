import { BridgeError } from '../../../../bridge/errors.ts';
import { isApiError } from '../../../api/errors.ts';
import type { OrderKind } from '../../../api/order-kinds.ts';
import type { PendingOrder } from '../../../api/order-submission.ts';
import type { Cart } from '../../../state/cart.ts';
import type { ItemCheck } from '../../../api/menu-checks.ts';
import { awaitsPayment, type Order } from '../../../api/order-endpoints.ts';
import type { AwaitingPayment } from '../../../runtime/awaiting-payment.ts';
import { isOrderKind } from '../../../api/order-kinds.ts';
import type {
  AwaitingVerdict,
  CheckoutPhase,
  PayOutcome,
  SendFailure,
  StopListVerdict,
} from './checkout-state.ts';
import { orderProblemOf, type PriceChange, type UnavailableLine } from '../../../api/order-problems.ts';

/** The lines the stop list refuses, named as the answer or else the cart names them. */
function unavailableLines(checks: readonly ItemCheck[], cart: Cart): UnavailableLine[] {
  return checks
    .filter((check) => !check.isAvailable)
    .map((check) => ({
      productId: check.productId,
      name: check.name ?? cart.items.find((item) => item.productId === check.productId)?.name ?? '',
      state: check.state,
    }));
}

/** The lines whose price is not the one the cart showed. */
function changedPrices(checks: readonly ItemCheck[], cart: Cart): PriceChange[] {
  return checks
    .filter((check) => check.priceChanged && check.price !== null)
    .map((check) => {
      const item = cart.items.find((line) => line.productId === check.productId);
      return {
        productId: check.productId,
        additiveId: null,
        name: check.name ?? item?.name ?? '',
        shownPrice: item?.price ?? 0,
        price: check.price ?? 0,
      };
    });
}

/** Unavailable lines come first: their prices no longer matter once they are removed. */
export function stopListVerdict(checks: readonly ItemCheck[], cart: Cart): StopListVerdict {
  const lines = unavailableLines(checks, cart);
  if (lines.length > 0) return { kind: 'unavailable', lines };
  const changes = changedPrices(checks, cart);
  return changes.length > 0 ? { kind: 'prices', changes } : { kind: 'ok' };
}

/** The cart line ids (keys of the store) whose product is one of `productIds`. */
export function linesOf(cart: Cart, productIds: readonly number[]): string[] {
  return cart.items.filter((item) => productIds.includes(item.productId)).map((item) => item.line);
}

/** What "Place order" does first, before anything is asked of the server. */
export type PlaceGate = 'nothing' | 'blocked' | 'sign-in' | 'ask-age' | 'check';

export function placeGate(input: {
  cart: Cart | undefined;
  /** The guest's choices are complete (no local issue stops the order). */
  choicesReady: boolean;
  signedIn: boolean;
  restrictedIds: readonly number[];
  /** This session's 21+ answer, undefined when not asked yet. */
  ageConfirmed: boolean | undefined;
}): PlaceGate {
  const { cart, restrictedIds } = input;
  if (!cart || cart.items.length === 0) return 'nothing';
  if (!input.choicesReady) return 'blocked';
  if (!input.signedIn) return 'sign-in';
  const restricted = cart.items.some((item) => restrictedIds.includes(item.productId));
  return restricted && input.ageConfirmed !== true ? 'ask-age' : 'check';
}

/** What a failed order call asks of the guest; the server's refusals open the same dialogs as the checks. */
export function sendFailureOf(error: unknown): SendFailure {
  if (isApiError(error, 'aborted')) return { kind: 'aborted' };
  const problem = orderProblemOf(error);
  // No verdict on the order (network, timeout, 5xx): the outcome is unknown, and sending again is safe.
  if (!problem) return { kind: 'failure', failure: { kind: 'network' } };
  switch (problem.kind) {
    case 'unavailable':
      return { kind: 'unavailable', lines: problem.lines };
    case 'price-changed':
      return { kind: 'prices', changes: problem.changes };
    case 'age-confirmation':
      return { kind: 'age' };
    case 'terms':
      return { kind: 'terms', version: problem.version, url: problem.url };
    default:
      return { kind: 'failure', failure: { kind: 'problem', problem } };
  }
}

/** The delivery price changed under the guest: the cart asks for it again. */
export const reloadsDeliveryPrice = (outcome: SendFailure): boolean =>
  outcome.kind === 'failure' &&
  outcome.failure.kind === 'problem' &&
  outcome.failure.problem.kind === 'delivery-price-changed';

/** The payment record of a placed order that waits for its money, or null when nothing is left to pay. */
export function awaitingRecordOf(
  order: Order,
  filialId: number,
  kind: OrderKind,
  now: number,
): AwaitingPayment | null {
  if (!order.payment || !awaitsPayment(order)) return null;
  return {
    orderId: order.id,
    number: order.number,
    filialId,
    kind,
    trackId: order.payment.trackId,
    paymentUrl: order.payment.paymentUrl,
    amount: order.amount,
    createdAt: now,
  };
}

/** Paid (or already past "created") goes to the thank-you page; canceled frees the cart. */
export function awaitingVerdictOf(order: Pick<Order, 'status' | 'paymentStatus'>): AwaitingVerdict {
  if (order.paymentStatus === 'paid' || (order.status !== 'created' && order.status !== 'canceled'))
    return 'paid';
  return order.status === 'canceled' ? 'canceled' : 'waiting';
}

/**
 * The order could not be looked up. Not found: it is not this user's (another login), the record goes;
 * anything else keeps the record and lets the guest pay again.
 */
export function awaitingLookupFailure(error: unknown): AwaitingVerdict {
  if (isApiError(error, 'not-found')) return 'gone';
  return isApiError(error, 'aborted') ? 'aborted' : 'waiting';
}

/** The pay sheet failed; an abort (the screen went away) is no failure to show. */
export function payFailureOf(error: unknown): PayOutcome {
  return error instanceof BridgeError && error.code === 'aborted' ? 'aborted' : 'failed';
}

/** The venue and kind of an intent that a reload interrupted, or null when it cannot be resumed. */
export function pendingTarget(pending: PendingOrder): { filialId: number; kind: OrderKind } | null {
  const filialId = Number(
    (pending.body as { data?: { attributes?: { filial_id?: unknown } } }).data?.attributes?.filial_id,
  );
  return Number.isInteger(filialId) && isOrderKind(pending.kind) ? { filialId, kind: pending.kind } : null;
}

/** What the sending screen says: the order is on its way, its payment is opening, or the page is leaving. */
export type SendingStage = 'sending' | 'paying' | 'redirecting';

/** The modal over the cart while the order is on its way: what it says, or null when it is not shown. */
export function sendingStage(phase: CheckoutPhase): SendingStage | null {
  return phase === 'sending' || phase === 'paying' || phase === 'redirecting' ? phase : null;
}
