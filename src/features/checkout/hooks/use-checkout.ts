import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { isApiError } from '../../../api/errors.ts';
import type { OrderKind } from '../../../api/order-submission.ts';
import { BridgeError } from '../../../../bridge/errors.ts';
import { useMountScope } from '../../../mount-context.ts';
import type { Cart } from '../../../state/cart.ts';
import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';
import type { AgeAnswer } from '../../../ui/AgeRestrictionModal.tsx';
import { checkStopList, type ItemCheck } from '../api/menu-checks-api.ts';
import { awaitsPayment, fetchOrder, type Order, parseOrderDocument } from '../api/order-api.ts';
import { isOrderKind } from '../model/cart-selection.ts';
import { buildOrderBody, type OrderChoices } from '../model/order-body.ts';
import {
  type OrderProblem,
  orderProblemOf,
  type PriceChange,
  type UnavailableLine,
} from '../model/order-problems.ts';
import { payReturnPaths } from '../model/payment-return.ts';
import { type AwaitingPayment, awaitingPaymentStore } from '../state/awaiting-payment.ts';
import { useScopedAbort } from './use-scoped-abort.ts';
import { SESSION_KEYS } from '../../../state/storage-keys.ts';

/** What the checkout is doing; anything but idle blocks a second "Place order". */
export type CheckoutPhase = 'idle' | 'checking' | 'signing-in' | 'sending' | 'paying' | 'redirecting';

/** A failure the cart shows in its alert area. */
export type CheckoutFailure =
  | { kind: 'network' }
  | { kind: 'payment' }
  | { kind: 'payment-canceled' }
  | { kind: 'age-declined' }
  | { kind: 'problem'; problem: OrderProblem };

export interface CheckoutContext {
  filialId: number;
  kind: OrderKind;
  cart: Cart | undefined;
  /** The guest's choices, or null when something required is missing (the cart then shows why). */
  choices: () => OrderChoices | null;
  /** Products of the cart that are 21+. */
  restrictedIds: readonly number[];
  /** Called when local checks stop the order: the cart shows its issues. */
  onBlocked: () => void;
  /** The delivery price changed under the guest: the cart asks for it again. */
  onDeliveryPriceChanged: () => void;
}

export interface CheckoutController {
  phase: CheckoutPhase;
  failure: CheckoutFailure | null;
  stopList: UnavailableLine[] | null;
  priceChanges: PriceChange[] | null;
  askAge: boolean;
  awaiting: AwaitingPayment | null;
  /** The pay sheet was closed without paying: the order waits, "Pay" opens it again. */
  paymentClosed: boolean;
  place(): void;
  /**
   * The stop list for the cart's service, without placing: after a service change the guest sees at once
   * which lines the new service cannot have (SPEC §5).
   */
  checkLines(): void;
  removeUnavailable(): void;
  confirmPrices(): void;
  dismissDialogs(): void;
  answerAge(answer: AgeAnswer): void;
  retrySending(): void;
  payAgain(): void;
  /** The guest gives up on the unpaid order (it expires on the server) to change the cart. */
  discardAwaiting(): void;
}

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

/** The cart line ids (keys of the store) whose product is one of `productIds`. */
function linesOf(cart: Cart, productIds: readonly number[]): string[] {
  return cart.items.filter((item) => productIds.includes(item.productId)).map((item) => item.line);
}

/**
 * Place order, end to end: the local checks, login, the 21+ question, the stop list and price check, the
 * idempotent send with its "Sending your order..." screen, and payment through the bridge. A pending
 * intent from before a reload is resumed at once; an order still waiting for its money is paid again,
 * never placed twice.
 */
export function useCheckout(context: CheckoutContext): CheckoutController {
  const { runtime } = useMountScope();
  const { core, telemetry } = runtime;
  const [, navigate] = useLocation();
  const scoped = useScopedAbort();
  const awaitingStore = useRef(awaitingPaymentStore(core.state.local)).current;
  const [phase, setPhase] = useState<CheckoutPhase>('idle');
  const [failure, setFailure] = useState<CheckoutFailure | null>(null);
  const [stopList, setStopList] = useState<UnavailableLine[] | null>(null);
  const [priceChanges, setPriceChanges] = useState<PriceChange[] | null>(null);
  const [askAge, setAskAge] = useState(false);
  const [awaiting, setAwaiting] = useState<AwaitingPayment | null>(() => awaitingStore.get());
  const [paymentClosed, setPaymentClosed] = useState(false);
  // Set when the guest fixed the cart in a dialog: the order goes on once the screen shows the fixed cart.
  const [placeAfterFix, setPlaceAfterFix] = useState(false);
  const ctx = useRef(context);
  ctx.current = context;
  const busy = useRef(false);
  // Whether removing the unavailable lines goes on to place the order (it came from "Place order").
  const placeAfterRemoval = useRef(true);

  const finish = useCallback(
    (order: Pick<Order, 'id'>, filialId: number, kind: OrderKind) => {
      core.state.cart.clear(filialId, kind);
      awaitingStore.clear(order.id);
      setAwaiting(null);
      navigate(`/typ/${filialId}/order/${order.id}`);
    },
    [core, awaitingStore, navigate],
  );

  const pay = useCallback(
    async (record: AwaitingPayment) => {
      setPhase('paying');
      setPaymentClosed(false);
      setFailure(null);
      const bridge = await runtime.bridge;
      if (!bridge?.supports('pay.open')) {
        setFailure({ kind: 'payment' });
        setPhase('idle');
        return;
      }
      // The plain web leaves the page for the hosted payment page: back from there goes Home (SPEC §2).
      if (bridge.runtime === 'web') core.state.session.set(SESSION_KEYS.fromPayment, '1');
      telemetry.track(ANALYTICS_EVENTS.paymentRequested, {
        order_id: record.orderId,
        filial_id: record.filialId,
        service: record.kind,
        amount: record.amount,
      });
      const paths = payReturnPaths(record, runtime.paths);
      try {
        const result = await bridge.call('pay.open', {
          trackId: record.trackId,
          paymentUrl: record.paymentUrl,
          ...paths,
        });
        if (result.status === 'success') {
          finish({ id: record.orderId }, record.filialId, record.kind);
        } else if (result.status === 'redirecting') {
          setPhase('redirecting');
          return;
        } else {
          setPaymentClosed(true);
        }
      } catch (error) {
        if (!(error instanceof BridgeError) || error.code !== 'aborted') setFailure({ kind: 'payment' });
      }
      setPhase('idle');
    },
    [runtime, core, telemetry, finish],
  );

  const placed = useCallback(
    async (answer: unknown, filialId: number, kind: OrderKind) => {
      const order = parseOrderDocument(answer);
      if (order.payment && awaitsPayment(order)) {
        const record: AwaitingPayment = {
          orderId: order.id,
          number: order.number,
          filialId,
          kind,
          trackId: order.payment.trackId,
          paymentUrl: order.payment.paymentUrl,
          amount: order.amount,
          createdAt: Date.now(),
        };
        awaitingStore.set(record);
        setAwaiting(record);
        await pay(record);
        return;
      }
      finish(order, filialId, kind);
    },
    [awaitingStore, pay, finish],
  );

  const failed = useCallback((error: unknown) => {
    setPhase('idle');
    if (isApiError(error, 'aborted')) return;
    const problem = orderProblemOf(error);
    if (!problem) {
      setFailure({ kind: 'network' });
      return;
    }
    switch (problem.kind) {
      case 'unavailable':
        setStopList(problem.lines);
        return;
      case 'price-changed':
        setPriceChanges(problem.changes);
        return;
      case 'age-confirmation':
        setAskAge(true);
        return;
      case 'delivery-price-changed':
        ctx.current.onDeliveryPriceChanged();
        setFailure({ kind: 'problem', problem });
        return;
      default:
        setFailure({ kind: 'problem', problem });
    }
  }, []);

  const send = useCallback(
    async (kind: OrderKind, filialId: number, body: unknown) => {
      setPhase('sending');
      // Closing the mini-app now would leave the guest not knowing whether the order went: the host asks.
      const release = runtime.host.holdClosing();
      try {
        const answer = await core.orders.submit(kind, body, { signal: scoped() }).finally(release);
        await placed(answer, filialId, kind);
      } catch (error) {
        failed(error);
      }
    },
    [core, runtime, scoped, placed, failed],
  );

  const run = useCallback(async () => {
    const { kind, filialId, restrictedIds } = ctx.current;
    // The store's live cart, not the last render's: a removal or a price fix just before must count.
    const cart = core.state.cart.get(filialId, kind);
    if (!cart || cart.items.length === 0) return;
    setFailure(null);
    const choices = ctx.current.choices();
    if (!choices) {
      ctx.current.onBlocked();
      return;
    }
    if (!core.auth.isSignedIn()) {
      setPhase('signing-in');
      const bridge = await runtime.bridge;
      if (!bridge || bridge.runtime === 'web') {
        core.auth.redirectToLogin();
        return;
      }
      try {
        const outcome = await core.auth.loginWithHost({ signal: scoped() });
        setPhase('idle');
        if (outcome === 'success') void run();
      } catch {
        setPhase('idle');
        setFailure({ kind: 'network' });
      }
      return;
    }
    const restricted =
      restrictedIds.length > 0 && cart.items.some((item) => restrictedIds.includes(item.productId));
    if (restricted && core.state.stored.ageConfirmed.get() !== true) {
      setAskAge(true);
      return;
    }
    setPhase('checking');
    try {
      const checks = await checkStopList(core.client, filialId, kind, cart.items, scoped());
      const unavailable = unavailableLines(checks, cart);
      if (unavailable.length > 0) {
        placeAfterRemoval.current = true;
        setStopList(unavailable);
        setPhase('idle');
        return;
      }
      const changed = checks.filter((check) => check.priceChanged && check.price !== null);
      if (changed.length > 0) {
        setPriceChanges(
          changed.map((check) => {
            const item = cart.items.find((line) => line.productId === check.productId);
            return {
              productId: check.productId,
              additiveId: null,
              name: check.name ?? item?.name ?? '',
              shownPrice: item?.price ?? 0,
              price: check.price ?? 0,
            };
          }),
        );
        setPhase('idle');
        return;
      }
    } catch (error) {
      // The check is advisory: the order call applies the same rules, so only an abort stops here.
      if (isApiError(error, 'aborted')) {
        setPhase('idle');
        return;
      }
    }
    core.state.stored.addressConfirmed.set(true);
    const ageConfirmed = core.state.stored.ageConfirmed.get() === true;
    const body = buildOrderBody(kind, cart, { ...choices, ageConfirmed });
    await send(kind, filialId, body);
  }, [core, runtime, scoped, send]);

  const checkLines = useCallback(async () => {
    const { kind, filialId } = ctx.current;
    const cart = core.state.cart.get(filialId, kind);
    if (!cart || cart.items.length === 0) return;
    try {
      const unavailable = unavailableLines(
        await checkStopList(core.client, filialId, kind, cart.items, scoped()),
        cart,
      );
      if (unavailable.length === 0) return;
      placeAfterRemoval.current = false;
      setStopList(unavailable);
    } catch {
      // Advisory, as before placing: "Place order" checks again and the order call applies the same rules.
    }
  }, [core, scoped]);

  const place = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    void run().finally(() => {
      busy.current = false;
    });
  }, [run]);

  const resumePending = useCallback(async () => {
    const pending = core.orders.pending();
    if (!pending) return;
    const filialId = Number(
      (pending.body as { data?: { attributes?: { filial_id?: unknown } } }).data?.attributes?.filial_id,
    );
    if (!Number.isInteger(filialId) || !isOrderKind(pending.kind)) {
      core.orders.discard();
      return;
    }
    setPhase('sending');
    setFailure(null);
    try {
      const answer = await core.orders.resume({ signal: scoped() });
      if (answer !== null) await placed(answer, filialId, pending.kind);
      else setPhase('idle');
    } catch (error) {
      failed(error);
    }
  }, [core, scoped, placed, failed]);

  /** The order behind a stored payment record: paid goes to the thank-you page, canceled frees the cart. */
  const checkAwaiting = useCallback(async () => {
    const record = awaitingStore.get();
    setAwaiting(record);
    if (!record) return;
    try {
      const order = await fetchOrder(core.client, record.orderId, scoped());
      if (order.paymentStatus === 'paid' || (order.status !== 'created' && order.status !== 'canceled')) {
        finish(order, record.filialId, record.kind);
      } else if (order.status === 'canceled') {
        awaitingStore.clear(record.orderId);
        setAwaiting(null);
        setFailure({ kind: 'payment-canceled' });
      } else {
        setPaymentClosed(true);
      }
    } catch (error) {
      // Not found: the order is not this user's (another login); anything else: keep the record and let
      // the guest pay again.
      if (isApiError(error, 'not-found')) {
        awaitingStore.clear(record.orderId);
        setAwaiting(null);
      } else if (!isApiError(error, 'aborted')) setPaymentClosed(true);
    }
  }, [awaitingStore, core, scoped, finish]);

  useEffect(() => {
    if (!placeAfterFix) return;
    setPlaceAfterFix(false);
    place();
  }, [placeAfterFix, place]);

  // On arrival: a send that a reload interrupted goes on; an order waiting for money is looked up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per cart screen, not per render
  useEffect(() => {
    if (core.orders.pending()) void resumePending();
    else void checkAwaiting();
  }, []);

  // Back from the hosted payment page through the browser's back/forward cache: the page was frozen in
  // "redirecting"; look at the order again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setPhase('idle');
      void checkAwaiting();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [checkAwaiting]);

  return {
    phase,
    failure,
    stopList,
    priceChanges,
    askAge,
    awaiting,
    paymentClosed,
    place,
    checkLines() {
      void checkLines();
    },
    removeUnavailable() {
      const { cart, filialId, kind } = ctx.current;
      const lines = stopList ?? [];
      setStopList(null);
      if (!cart) return;
      for (const line of linesOf(
        cart,
        lines.map((entry) => entry.productId),
      ))
        core.state.cart.remove(filialId, kind, line);
      if (placeAfterRemoval.current && (core.state.cart.get(filialId, kind)?.items.length ?? 0) > 0) place();
    },
    confirmPrices() {
      const { filialId, kind } = ctx.current;
      const live = core.state.cart.get(filialId, kind);
      const changes = priceChanges ?? [];
      setPriceChanges(null);
      if (!live) return;
      for (const change of changes) {
        for (const item of live.items) {
          if (item.productId !== change.productId) continue;
          if (change.additiveId === null) item.price = change.price;
          else
            for (const additive of item.additives)
              if (additive.id === change.additiveId) additive.price = change.price;
        }
      }
      setPlaceAfterFix(true);
    },
    dismissDialogs() {
      setStopList(null);
      setPriceChanges(null);
    },
    answerAge(answer) {
      setAskAge(false);
      telemetry.track(ANALYTICS_EVENTS.ageConfirmationShown, { answer, place: 'cart' });
      if (answer === 'closed') return;
      core.state.stored.ageConfirmed.set(answer === 'accepted');
      if (answer === 'accepted') place();
      else setFailure({ kind: 'age-declined' });
    },
    retrySending() {
      if (core.orders.pending()) void resumePending();
      else place();
    },
    payAgain() {
      const record = awaitingStore.get();
      if (record) void pay(record);
    },
    discardAwaiting() {
      awaitingStore.clear();
      setAwaiting(null);
      setPaymentClosed(false);
    },
  };
}
