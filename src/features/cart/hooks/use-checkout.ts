import { useEffect, useReducer, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useAppRuntime } from '../../../runtime/app-runtime.ts';
import { useAppStores } from '../../../state/app-core.ts';
import { useTelemetry } from '../../../telemetry/events.ts';
import type { AgeAnswer } from '../../../ui/AgeRestrictionModal.tsx';
import {
  type CheckoutFailure,
  type CheckoutPhase,
  checkoutReducer,
  initialCheckoutState,
} from '../model/checkout-state.ts';
import type { PriceChange, UnavailableLine } from '../../../api/order-problems.ts';
import type { AwaitingPayment } from '../../../runtime/awaiting-payment.ts';
import { type CheckoutContext, checkoutFlow } from './checkout-flow.ts';
import { checkoutStorage, checkoutTelemetry } from './checkout-deps.ts';
import { useScopedAbort } from './use-scoped-abort.ts';
import type { OrderKind } from '../../../api/order-kinds.ts';
import type { Address } from '../../../state/addresses.ts';
import type { Cart } from '../../../state/cart.ts';
import { orderChoicesOf, isDeliveryKind } from '../model/cart-order.ts';
import { effectivePaymentType } from '../model/checkout-money.ts';
import type { CartPricing } from '../screens/cart/use-cart-pricing.ts';
import { onDemand } from '../../../ui/on-demand.tsx';
import { afterFirstPaint } from '../../../lib/when-idle.ts';
import { sendingStage } from '../model/checkout-rules.ts';

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
   * which lines the new service cannot have (docs/contract/validation.md#unavailable-dishes).
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

/**
 * Place order and pay, for one cart screen: the state machine of `model/checkout-state.ts`, driven by the
 * steps of `checkout-flow.ts`. A pending intent from before a reload is resumed at once; an order still
 * waiting for its money is paid again, never placed twice.
 */
function useCheckout(context: CheckoutContext): CheckoutController {
  const runtime = useAppRuntime();
  const stores = useAppStores();
  const telemetry = useTelemetry();
  const [, navigate] = useLocation();
  const scoped = useScopedAbort();
  const ctx = useRef(context);
  ctx.current = context;
  const go = useRef(navigate);
  go.current = navigate;
  const [storage] = useState(() => checkoutStorage(stores));
  const [state, dispatch] = useReducer(checkoutReducer, null, () =>
    initialCheckoutState(storage.awaiting.get()),
  );
  const [flow] = useState(() =>
    checkoutFlow({
      runtime,
      storage,
      telemetry: checkoutTelemetry(telemetry),
      dispatch,
      signal: scoped,
      context: () => ctx.current,
      navigate: (path) => go.current(path),
    }),
  );

  // The guest fixed the prices in the dialog: the order goes on once the screen shows the fixed cart.
  useEffect(() => {
    if (!state.placeAfterFix) return;
    dispatch({ type: 'fix-placed' });
    flow.place();
  }, [state.placeAfterFix, flow]);

  // Once per cart screen: the flow is made once with it.
  useEffect(() => flow.arrive(), [flow]);

  // Back from the hosted payment page through the browser's back/forward cache: the page was frozen in
  // "redirecting"; look at the order again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      dispatch({ type: 'page-restored' });
      void flow.checkAwaiting();
    };
    window.addEventListener('pageshow', onShow);
    return () => window.removeEventListener('pageshow', onShow);
  }, [flow]);

  return {
    phase: state.phase,
    failure: state.failure,
    stopList: state.stopList,
    priceChanges: state.priceChanges,
    askAge: state.askAge,
    awaiting: state.awaiting,
    paymentClosed: state.paymentClosed,
    place: flow.place,
    checkLines() {
      void flow.checkLines();
    },
    removeUnavailable() {
      const { cart, filialId, kind } = ctx.current;
      dispatch({ type: 'lines-removed' });
      if (!cart) return;
      storage.removeLines(filialId, kind, cart, state.stopList ?? []);
      if (state.placeAfterRemoval && (storage.cart(filialId, kind)?.items.length ?? 0) > 0) flow.place();
    },
    confirmPrices() {
      const { filialId, kind } = ctx.current;
      const written = storage.writePrices(filialId, kind, state.priceChanges ?? []);
      dispatch({ type: 'prices-confirmed', written });
    },
    dismissDialogs: () => dispatch({ type: 'dialogs-dismissed' }),
    answerAge: flow.answerAge,
    retrySending: flow.retry,
    payAgain: flow.payAgain,
    discardAwaiting() {
      storage.awaiting.clear();
      dispatch({ type: 'awaiting-discarded' });
    },
  };
}

/** Placing and paying for this cart: its choices and prices handed to the checkout controller. */
export function useCartCheckout(input: {
  filialId: number;
  kind: OrderKind;
  cart: Cart | undefined;
  address: Address | null;
  pricing: CartPricing;
  /** The guest just moved the cart to this service: its lines are checked against the stop list at once. */
  checkLinesOnOpen: boolean;
  /** Local checks stopped the order: the cart shows its issues. */
  onBlocked: () => void;
}): CheckoutController {
  const { filialId, kind, address, pricing } = input;
  const stores = useAppStores();
  const { venue, settings, issues, tariff, totals } = pricing;

  const checkout = useCheckout({
    filialId,
    kind,
    cart: input.cart,
    restrictedIds: pricing.restrictedIds,
    choices: () =>
      orderChoicesOf({
        venueLoaded: venue.data !== undefined,
        // The stored choice, in case the guest changed it in the same instant as tapping "Place order".
        paymentType: effectivePaymentType(
          stores.cart.get(filialId, kind)?.paymentType ?? null,
          settings?.paymentTypes ?? [],
        ),
        issueCount: issues.length,
        delivery: isDeliveryKind(kind),
        address,
        tariff,
        totals,
        source: stores.stored.menuTempData.get()?.source ?? null,
        userId: stores.root.auth.userId,
        tabletSession: stores.stored.tabletSession.get() ?? null,
      }),
    onBlocked: input.onBlocked,
    onDeliveryPriceChanged: pricing.deliveryQuote.reload,
  });

  // The new service's checks (stop list, minimum sum, address, table) run on the cart it moved to.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when this cart opens after a move
  useEffect(() => {
    if (input.checkLinesOnOpen) checkout.checkLines();
  }, []);

  return checkout;
}

/**
 * The Cart's dialogs and its address sheet, closed when it first paints: out of CartScreen's chunk and its
 * first render (ADR 0017), loaded when the Cart has painted, or at once when one must open.
 */
export const checkoutDialogs = onDemand(() =>
  import('../screens/cart/CheckoutDialogs.tsx').then((module) => module.CheckoutDialogs),
);
export const addressListSheet = onDemand(() =>
  import('../components/AddressListSheet.tsx').then((module) => module.AddressListSheet),
);
export const sendingOrder = onDemand(() =>
  import('../components/SendingOrder.tsx').then((module) => module.SendingOrder),
);

/** Whether one of CheckoutDialogs' dialogs is open (or opening) for this state of the checkout. */
export function checkoutDialogNeeded(checkout: CheckoutController): boolean {
  return (
    checkout.stopList !== null ||
    checkout.priceChanges !== null ||
    checkout.askAge ||
    sendingStage(checkout.phase) !== null
  );
}

/** After the Cart's first paint, in an idle moment: a tap on it then opens its dialogs without waiting. */
export function preloadCartDialogs(win: Window): () => void {
  return afterFirstPaint(() => {
    for (const dialog of [checkoutDialogs, addressListSheet, sendingOrder]) dialog.preload().catch(() => {});
  }, win);
}
