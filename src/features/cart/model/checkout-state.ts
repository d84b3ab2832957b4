import type { AgeAnswer } from '../../../ui/AgeRestrictionModal.tsx';
import type { AwaitingPayment } from '../../../runtime/awaiting-payment.ts';
import type { OrderProblem, PriceChange, UnavailableLine } from '../../../api/order-problems.ts';

/** What the checkout is doing; anything but idle blocks a second "Place order". */
export type CheckoutPhase = 'idle' | 'checking' | 'signing-in' | 'sending' | 'paying' | 'redirecting';

/** A failure the cart shows in its alert area. */
export type CheckoutFailure =
  | { kind: 'network' }
  | { kind: 'payment' }
  | { kind: 'payment-canceled' }
  | { kind: 'age-declined' }
  | { kind: 'problem'; problem: OrderProblem };

/** What the cart's own stop-list and price check found. */
export type StopListVerdict =
  | { kind: 'unavailable'; lines: UnavailableLine[] }
  | { kind: 'prices'; changes: PriceChange[] }
  | { kind: 'ok' };

/** How a failed send ends: a dialog that fixes the cart, a failure to show, or nothing (aborted). */
export type SendFailure =
  | { kind: 'aborted' }
  | { kind: 'unavailable'; lines: UnavailableLine[] }
  | { kind: 'prices'; changes: PriceChange[] }
  | { kind: 'age' }
  /** Refused until the guest accepts new terms: the consent dialog opens (src/state/terms.ts). */
  | { kind: 'terms'; version: number; url: string }
  | { kind: 'failure'; failure: CheckoutFailure };

/** How one opening of the pay sheet ended. */
export type PayOutcome = 'success' | 'redirecting' | 'closed' | 'unsupported' | 'failed' | 'aborted';

/** What the server says of the order behind a stored payment record. */
export type AwaitingVerdict = 'paid' | 'canceled' | 'waiting' | 'gone' | 'aborted';

export interface CheckoutState {
  phase: CheckoutPhase;
  failure: CheckoutFailure | null;
  stopList: UnavailableLine[] | null;
  priceChanges: PriceChange[] | null;
  askAge: boolean;
  awaiting: AwaitingPayment | null;
  /** The pay sheet was closed without paying: the order waits, "Pay" opens it again. */
  paymentClosed: boolean;
  /** Whether removing the stop list's lines goes on to place the order (it came from "Place order"). */
  placeAfterRemoval: boolean;
  /** The guest fixed the prices in a dialog: the order goes on once the screen shows the fixed cart. */
  placeAfterFix: boolean;
}

export type CheckoutEvent =
  /** "Place order" starts over: the last failure goes. */
  | { type: 'attempt' }
  | { type: 'signing-in' }
  | { type: 'sign-in-settled'; ok: boolean }
  | { type: 'age-asked' }
  | { type: 'age-answered'; answer: AgeAnswer }
  | { type: 'checking' }
  /** `placing`: the check came from "Place order" (else from a service change, which only shows lines). */
  | { type: 'checked'; verdict: StopListVerdict; placing: boolean }
  | { type: 'check-aborted' }
  | { type: 'sending' }
  /** A send that a reload interrupted goes on. */
  | { type: 'resuming' }
  | { type: 'resume-empty' }
  | { type: 'send-failed'; outcome: SendFailure }
  /** The server made the order: `awaiting` is its payment record, null when nothing is left to pay. */
  | { type: 'placed'; awaiting: AwaitingPayment | null }
  | { type: 'paying' }
  | { type: 'paid'; outcome: PayOutcome }
  /** The stored payment record was read again (on arrival, or back from the hosted payment page). */
  | { type: 'awaiting-read'; record: AwaitingPayment | null }
  | { type: 'awaiting-checked'; verdict: AwaitingVerdict }
  /** The page came back from the browser's back/forward cache, frozen in whatever it was doing. */
  | { type: 'page-restored' }
  | { type: 'lines-removed' }
  /** `written`: the new prices are in the stored cart (it may have gone meanwhile). */
  | { type: 'prices-confirmed'; written: boolean }
  | { type: 'fix-placed' }
  | { type: 'dialogs-dismissed' }
  | { type: 'awaiting-discarded' };

export function initialCheckoutState(awaiting: AwaitingPayment | null): CheckoutState {
  return {
    phase: 'idle',
    failure: null,
    stopList: null,
    priceChanges: null,
    askAge: false,
    awaiting,
    paymentClosed: false,
    placeAfterRemoval: true,
    placeAfterFix: false,
  };
}

function sendFailed(state: CheckoutState, outcome: SendFailure): CheckoutState {
  const idle: CheckoutState = { ...state, phase: 'idle' };
  switch (outcome.kind) {
    case 'aborted':
    case 'terms':
      return idle;
    case 'unavailable':
      return { ...idle, stopList: outcome.lines };
    case 'prices':
      return { ...idle, priceChanges: outcome.changes };
    case 'age':
      return { ...idle, askAge: true };
    case 'failure':
      return { ...idle, failure: outcome.failure };
  }
}

function paid(state: CheckoutState, outcome: PayOutcome): CheckoutState {
  switch (outcome) {
    case 'success':
      return { ...state, phase: 'idle', awaiting: null };
    case 'redirecting':
      return { ...state, phase: 'redirecting' };
    case 'closed':
      return { ...state, phase: 'idle', paymentClosed: true };
    case 'unsupported':
    case 'failed':
      return { ...state, phase: 'idle', failure: { kind: 'payment' } };
    case 'aborted':
      return { ...state, phase: 'idle' };
  }
}

function awaitingChecked(state: CheckoutState, verdict: AwaitingVerdict): CheckoutState {
  switch (verdict) {
    case 'paid':
    case 'gone':
      return { ...state, awaiting: null };
    case 'canceled':
      return { ...state, awaiting: null, failure: { kind: 'payment-canceled' } };
    case 'waiting':
      return { ...state, paymentClosed: true };
    case 'aborted':
      return state;
  }
}

function checked(state: CheckoutState, verdict: StopListVerdict, placing: boolean): CheckoutState {
  if (verdict.kind === 'unavailable')
    return {
      ...state,
      stopList: verdict.lines,
      placeAfterRemoval: placing,
      phase: placing ? 'idle' : state.phase,
    };
  // Outside "Place order" only the lines matter: the prices are checked again when the guest places it.
  if (verdict.kind === 'prices' && placing) return { ...state, priceChanges: verdict.changes, phase: 'idle' };
  return state;
}

/** The checkout's state machine: every change of what the cart shows about placing and paying. */
export function checkoutReducer(state: CheckoutState, event: CheckoutEvent): CheckoutState {
  switch (event.type) {
    case 'attempt':
      return { ...state, failure: null };
    case 'signing-in':
      return { ...state, phase: 'signing-in' };
    case 'sign-in-settled':
      return event.ok
        ? { ...state, phase: 'idle' }
        : { ...state, phase: 'idle', failure: { kind: 'network' } };
    case 'age-asked':
      return { ...state, askAge: true };
    case 'age-answered':
      return event.answer === 'declined'
        ? { ...state, askAge: false, failure: { kind: 'age-declined' } }
        : { ...state, askAge: false };
    case 'checking':
      return { ...state, phase: 'checking' };
    case 'checked':
      return checked(state, event.verdict, event.placing);
    case 'check-aborted':
    case 'resume-empty':
    case 'page-restored':
      return { ...state, phase: 'idle' };
    case 'sending':
      return { ...state, phase: 'sending' };
    case 'resuming':
      return { ...state, phase: 'sending', failure: null };
    case 'send-failed':
      return sendFailed(state, event.outcome);
    case 'placed':
      return { ...state, awaiting: event.awaiting };
    case 'paying':
      return { ...state, phase: 'paying', paymentClosed: false, failure: null };
    case 'paid':
      return paid(state, event.outcome);
    case 'awaiting-read':
      return { ...state, awaiting: event.record };
    case 'awaiting-checked':
      return awaitingChecked(state, event.verdict);
    case 'lines-removed':
      return { ...state, stopList: null };
    case 'prices-confirmed':
      return { ...state, priceChanges: null, placeAfterFix: event.written };
    case 'fix-placed':
      return { ...state, placeAfterFix: false };
    case 'dialogs-dismissed':
      return { ...state, stopList: null, priceChanges: null };
    case 'awaiting-discarded':
      return { ...state, awaiting: null, paymentClosed: false };
  }
}
