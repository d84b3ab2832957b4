import { isApiError } from '../../../api/errors.ts';
import type { OrderKind } from '../../../api/order-kinds.ts';
import type { Cart } from '../../../state/cart.ts';
import type { AgeAnswer } from '../../../ui/AgeRestrictionModal.tsx';
import { checkStopList } from '../../../api/menu-checks.ts';
import { orderSubmitterOf } from '../../../api/order-submission.ts';
import {
  pendingTarget,
  placeGate,
  reloadsDeliveryPrice,
  sendFailureOf,
  stopListVerdict,
} from '../model/checkout-rules.ts';
import { buildOrderBody, type OrderChoices } from '../model/cart-order.ts';
import { type CheckoutDeps, paymentSteps } from './checkout-deps.ts';

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

/** The steps of placing and paying, as the cart's buttons and its arrival start them. */
export interface CheckoutFlow {
  /** "Place order"; a second tap while one runs does nothing. */
  place(): void;
  /** The stop list for the cart's service, without placing (after a service change, docs/contract/validation.md#unavailable-dishes). */
  checkLines(): Promise<void>;
  /** "Send again": the pending intent under its own key, else a new attempt. */
  retry(): void;
  payAgain(): void;
  answerAge(answer: AgeAnswer): void;
  /** On arrival: a send that a reload interrupted goes on; an order waiting for money is looked up. */
  arrive(): void;
  checkAwaiting(): Promise<void>;
}

/**
 * Place order, end to end: the local checks, login, the 21+ question, the stop list and price check, the
 * idempotent send, and payment. Every decision is the model's (`checkout-rules`, `checkout-state`); this
 * runs the calls between them and reports each step as an event.
 */
export function checkoutFlow(deps: CheckoutDeps & { context: () => CheckoutContext }): CheckoutFlow {
  const { runtime, storage, dispatch, signal, context } = deps;
  const { core } = runtime;
  const orders = orderSubmitterOf(core);
  const payment = paymentSteps(deps);
  let busy = false;

  const failed = (error: unknown) => {
    const outcome = sendFailureOf(error);
    if (reloadsDeliveryPrice(outcome)) context().onDeliveryPriceChanged();
    // The terms changed after the cart's own check: the same dialog, and Place order waits for it.
    if (outcome.kind === 'terms')
      core.state.terms.require({ version: outcome.version, url: outcome.url }, { ask: true });
    dispatch({ type: 'send-failed', outcome });
  };

  async function send(kind: OrderKind, filialId: number, body: unknown) {
    dispatch({ type: 'sending' });
    // Closing the mini-app now would leave the guest not knowing whether the order went: the host asks.
    const release = runtime.host.holdClosing();
    try {
      const answer = await orders.submit(kind, body, { signal: signal() }).finally(release);
      await payment.placed(answer, filialId, kind);
    } catch (error) {
      failed(error);
    }
  }

  async function signIn() {
    dispatch({ type: 'signing-in' });
    const bridge = await runtime.bridge;
    if (!bridge || bridge.runtime === 'web') {
      core.auth.redirectToLogin();
      return;
    }
    try {
      const outcome = await core.auth.loginWithHost({ signal: signal() });
      dispatch({ type: 'sign-in-settled', ok: true });
      if (outcome === 'success') void run();
    } catch {
      dispatch({ type: 'sign-in-settled', ok: false });
    }
  }

  async function run() {
    const { kind, filialId, restrictedIds } = context();
    const cart = storage.cart(filialId, kind);
    const choices = context().choices();
    const gate = placeGate({
      cart,
      choicesReady: choices !== null,
      signedIn: core.auth.isSignedIn(),
      restrictedIds,
      ageConfirmed: storage.ageConfirmed(),
    });
    if (gate === 'nothing' || !cart) return;
    dispatch({ type: 'attempt' });
    if (gate === 'blocked' || !choices) {
      context().onBlocked();
      return;
    }
    if (gate === 'sign-in') return signIn();
    if (gate === 'ask-age') {
      dispatch({ type: 'age-asked' });
      return;
    }
    dispatch({ type: 'checking' });
    try {
      const verdict = stopListVerdict(
        await checkStopList(core.client, filialId, kind, cart.items, signal()),
        cart,
      );
      dispatch({ type: 'checked', verdict, placing: true });
      if (verdict.kind !== 'ok') return;
    } catch (error) {
      // The check is advisory: the order call applies the same rules, so only an abort stops here.
      if (isApiError(error, 'aborted')) {
        dispatch({ type: 'check-aborted' });
        return;
      }
    }
    storage.confirmAddress();
    const body = buildOrderBody(kind, cart, { ...choices, ageConfirmed: storage.ageConfirmed() === true });
    await send(kind, filialId, body);
  }

  async function resumePending() {
    const pending = orders.pending();
    if (!pending) return;
    const target = pendingTarget(pending);
    if (!target) {
      orders.discard();
      return;
    }
    dispatch({ type: 'resuming' });
    try {
      const answer = await orders.resume({ signal: signal() });
      if (answer !== null) await payment.placed(answer, target.filialId, target.kind);
      else dispatch({ type: 'resume-empty' });
    } catch (error) {
      failed(error);
    }
  }

  function place() {
    if (busy) return;
    busy = true;
    void run().finally(() => {
      busy = false;
    });
  }

  return {
    place,
    async checkLines() {
      const { kind, filialId } = context();
      const cart = storage.cart(filialId, kind);
      if (!cart || cart.items.length === 0) return;
      try {
        const checks = await checkStopList(core.client, filialId, kind, cart.items, signal());
        dispatch({ type: 'checked', verdict: stopListVerdict(checks, cart), placing: false });
      } catch {
        // Advisory, as before placing: "Place order" checks again and the order call applies the same rules.
      }
    },
    retry() {
      if (orders.pending()) void resumePending();
      else place();
    },
    payAgain() {
      const record = storage.awaiting.get();
      if (record) void payment.pay(record);
    },
    answerAge(answer) {
      dispatch({ type: 'age-answered', answer });
      deps.telemetry.ageAnswered(answer);
      if (answer === 'closed') return;
      storage.setAgeConfirmed(answer === 'accepted');
      if (answer === 'accepted') place();
    },
    arrive() {
      if (orders.pending()) void resumePending();
      else void payment.checkAwaiting();
    },
    checkAwaiting: payment.checkAwaiting,
  };
}
