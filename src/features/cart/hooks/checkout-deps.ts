// What placing an order works through: the payment steps (and the pages the payment returns to), the
// mount's stores and the analytics events, each in the checkout's words.
import type { PagePaths } from '../../../runtime/page-path.ts';
import { cartQuery } from '../../../api/order-kinds.ts';
import type { AwaitingPayment } from '../../../runtime/awaiting-payment.ts';
import type { OrderKind } from '../../../api/order-kinds.ts';
import type { AppRuntime } from '../../../runtime/app-runtime.ts';
import { fetchOrder, parseOrderDocument } from '../../../api/order-endpoints.ts';
import {
  awaitingLookupFailure,
  awaitingRecordOf,
  awaitingVerdictOf,
  payFailureOf,
  linesOf,
} from '../model/checkout-rules.ts';
import type { AwaitingVerdict, CheckoutEvent, PayOutcome } from '../model/checkout-state.ts';
import type { AppState } from '../../../state/app-state.ts';
import type { Cart } from '../../../state/cart.ts';
import { SESSION_KEYS } from '../../../lib/storage-keys.ts';
import type { PriceChange, UnavailableLine } from '../../../api/order-problems.ts';
import { type AwaitingPaymentStore, awaitingPaymentStore } from '../../../runtime/awaiting-payment.ts';
import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';
import type { Telemetry } from '../../../telemetry/telemetry.ts';
import type { AgeAnswer } from '../../../ui/AgeRestrictionModal.tsx';

/** The query parameter the failure URL carries, so the cart knows which order came back unpaid. */
const PAYMENT_RETURN_PARAM = 'payment_return';

export interface PayPaths {
  successPath: string;
  failurePath: string;
}

/** The thank-you page of a placed order (docs/contract/screens.md#routes TYP), a route of the app. */
const thankYouPath = (filialId: number, orderId: number): string => `/typ/${filialId}/order/${orderId}`;

/**
 * Where the hosted payment page sends the guest back to: the thank-you page, or this cart naming the order,
 * as addresses on the page (under the app's base path in its own page; embedded in a partner's page both
 * are that page, and the cart finds the order by its record).
 */
export function payReturnPaths(
  record: Pick<AwaitingPayment, 'orderId' | 'filialId' | 'kind'>,
  paths: Pick<PagePaths, 'pathOf'>,
): PayPaths {
  return {
    successPath: paths.pathOf(thankYouPath(record.filialId, record.orderId)),
    failurePath: paths.pathOf(
      `/cart?${cartQuery(record.filialId, record.kind)}&${PAYMENT_RETURN_PARAM}=${record.orderId}`,
    ),
  };
}

/** What the steps of placing and paying run on; the hook hands in its own. */
export interface CheckoutDeps {
  runtime: Pick<AppRuntime, 'core' | 'bridge' | 'paths' | 'host'>;
  storage: CheckoutStorage;
  telemetry: CheckoutTelemetry;
  dispatch: (event: CheckoutEvent) => void;
  /** A fresh signal per action, aborted when the screen goes away. */
  signal: () => AbortSignal;
  /** Goes to a route of the app. */
  navigate: (path: string) => void;
}

export interface PaymentSteps {
  /** The server made the order: an online order waiting for its money is stored and paid, else it is done. */
  placed(answer: unknown, filialId: number, kind: OrderKind): Promise<void>;
  /** Opens the pay sheet for a stored order. */
  pay(record: AwaitingPayment): Promise<void>;
  /** The order behind the stored payment record: paid goes to the thank-you page, canceled frees the cart. */
  checkAwaiting(): Promise<void>;
}

export function paymentSteps(deps: CheckoutDeps): PaymentSteps {
  const { runtime, storage, dispatch } = deps;

  const finish = (orderId: number, filialId: number, kind: OrderKind) => {
    storage.finish(filialId, kind, orderId);
    deps.navigate(thankYouPath(filialId, orderId));
  };

  async function pay(record: AwaitingPayment) {
    dispatch({ type: 'paying' });
    const bridge = await runtime.bridge;
    if (!bridge?.supports('pay.open')) {
      dispatch({ type: 'paid', outcome: 'unsupported' });
      return;
    }
    if (bridge.runtime === 'web') storage.markLeavingForPayment();
    deps.telemetry.paymentRequested(record);
    let outcome: PayOutcome;
    try {
      const result = await bridge.call('pay.open', {
        trackId: record.trackId,
        paymentUrl: record.paymentUrl,
        ...payReturnPaths(record, runtime.paths),
      });
      outcome = result.status;
    } catch (error) {
      outcome = payFailureOf(error);
    }
    if (outcome === 'success') finish(record.orderId, record.filialId, record.kind);
    dispatch({ type: 'paid', outcome });
  }

  return {
    pay,
    async placed(answer, filialId, kind) {
      const order = parseOrderDocument(answer);
      const record = awaitingRecordOf(order, filialId, kind, Date.now());
      if (record) {
        storage.awaiting.set(record);
        dispatch({ type: 'placed', awaiting: record });
        await pay(record);
        return;
      }
      finish(order.id, filialId, kind);
      dispatch({ type: 'placed', awaiting: null });
    },
    async checkAwaiting() {
      const record = storage.awaiting.get();
      dispatch({ type: 'awaiting-read', record });
      if (!record) return;
      let verdict: AwaitingVerdict;
      try {
        verdict = awaitingVerdictOf(await fetchOrder(runtime.core.client, record.orderId, deps.signal()));
      } catch (error) {
        verdict = awaitingLookupFailure(error);
      }
      if (verdict === 'paid') finish(record.orderId, record.filialId, record.kind);
      else if (verdict === 'canceled' || verdict === 'gone') storage.awaiting.clear(record.orderId);
      dispatch({ type: 'awaiting-checked', verdict });
    },
  };
}

/** Everything placing an order reads from and writes to the mount's stores, in the checkout's words. */
export interface CheckoutStorage {
  readonly awaiting: AwaitingPaymentStore;
  /** The store's live cart, not the last render's: a removal or a price fix just before must count. */
  cart(filialId: number, kind: OrderKind): Cart | undefined;
  /** The order is made: its cart is emptied and its payment record forgotten. */
  finish(filialId: number, kind: OrderKind, orderId: number): void;
  /** Takes the refused lines out of the venue's cart of that kind (`cart` is what the guest saw). */
  removeLines(filialId: number, kind: OrderKind, cart: Cart, lines: readonly UnavailableLine[]): void;
  /** Writes the new prices into the stored cart; false when the cart is gone. */
  writePrices(filialId: number, kind: OrderKind, changes: readonly PriceChange[]): boolean;
  /** This session's 21+ answer, undefined when not asked yet. */
  ageConfirmed(): boolean | undefined;
  setAgeConfirmed(value: boolean): void;
  confirmAddress(): void;
  /** The plain web leaves the page for the hosted payment page: back from there goes Home (docs/contract/screens.md#back). */
  markLeavingForPayment(): void;
}

export function checkoutStorage(state: AppState): CheckoutStorage {
  const awaiting = awaitingPaymentStore(state.local);
  return {
    awaiting,
    cart: (filialId, kind) => state.cart.get(filialId, kind),
    finish(filialId, kind, orderId) {
      state.cart.clear(filialId, kind);
      awaiting.clear(orderId);
    },
    removeLines(filialId, kind, cart, lines) {
      const productIds = lines.map((entry) => entry.productId);
      for (const line of linesOf(cart, productIds)) state.cart.remove(filialId, kind, line);
    },
    writePrices(filialId, kind, changes) {
      const live = state.cart.get(filialId, kind);
      if (!live) return false;
      for (const change of changes) {
        for (const item of live.items) {
          if (item.productId !== change.productId) continue;
          if (change.additiveId === null) item.price = change.price;
          else
            for (const additive of item.additives)
              if (additive.id === change.additiveId) additive.price = change.price;
        }
      }
      return true;
    },
    ageConfirmed: () => state.stored.ageConfirmed.get(),
    setAgeConfirmed: (value) => state.stored.ageConfirmed.set(value),
    confirmAddress: () => state.stored.addressConfirmed.set(true),
    markLeavingForPayment: () => state.session.set(SESSION_KEYS.fromPayment, '1'),
  };
}

/** The analytics events of placing and paying (the contract's (docs/contract/constants.md#analytics-figures) names and properties). */
export interface CheckoutTelemetry {
  paymentRequested(record: AwaitingPayment): void;
  ageAnswered(answer: AgeAnswer): void;
}

export function checkoutTelemetry(telemetry: Pick<Telemetry, 'track'>): CheckoutTelemetry {
  return {
    paymentRequested(record) {
      telemetry.track(ANALYTICS_EVENTS.paymentRequested, {
        order_id: record.orderId,
        filial_id: record.filialId,
        service: record.kind,
        amount: record.amount,
      });
    },
    ageAnswered(answer) {
      telemetry.track(ANALYTICS_EVENTS.ageConfirmationShown, { answer, place: 'cart' });
    },
  };
}
