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

export type { CheckoutContext } from './checkout-flow.ts';

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
export function useCheckout(context: CheckoutContext): CheckoutController {
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
