import { describe, expect, it } from 'vitest';
import type { AwaitingPayment } from '../../../runtime/awaiting-payment.ts';
import { sendingStage } from './checkout-rules.ts';
import {
  type CheckoutEvent,
  type CheckoutState,
  checkoutReducer,
  initialCheckoutState,
} from './checkout-state.ts';
import type { PriceChange, UnavailableLine } from '../../../api/order-problems.ts';

const record: AwaitingPayment = {
  orderId: 100007,
  number: '007',
  filialId: 12,
  kind: 'takeaway',
  trackId: 'trk_test',
  paymentUrl: 'http://localhost/sandbox/pay?track_id=trk_test',
  amount: 2270,
  createdAt: 1,
};
const croissant: UnavailableLine = { productId: 1012, name: 'Croissant', state: 'stopped' };
const espresso: PriceChange = {
  productId: 1001,
  additiveId: null,
  name: 'Espresso',
  shownPrice: 690,
  price: 750,
};

/** The states after each event, from `start`. */
function trace(events: CheckoutEvent[], start = initialCheckoutState(null)): CheckoutState[] {
  const states: CheckoutState[] = [];
  let state = start;
  for (const event of events) {
    state = checkoutReducer(state, event);
    states.push(state);
  }
  return states;
}
const last = (events: CheckoutEvent[], start?: CheckoutState): CheckoutState => {
  const states = trace(events, start);
  const final = states[states.length - 1];
  if (!final) throw new Error('no events');
  return final;
};

describe('the checkout state machine: placing', () => {
  it('an online order: checks, sends, stores the payment record, pays, and is idle with nothing waiting', () => {
    const states = trace([
      { type: 'attempt' },
      { type: 'checking' },
      { type: 'checked', verdict: { kind: 'ok' }, placing: true },
      { type: 'sending' },
      { type: 'placed', awaiting: record },
      { type: 'paying' },
      { type: 'paid', outcome: 'success' },
    ]);
    expect(states.map((state) => state.phase)).toEqual([
      'idle',
      'checking',
      'checking',
      'sending',
      'sending',
      'paying',
      'idle',
    ]);
    expect(states[4]?.awaiting).toEqual(record);
    expect(states[6]).toEqual(initialCheckoutState(null));
  });

  it('a cash order keeps "Sending your order..." up until the thank-you page replaces the cart', () => {
    const state = last([{ type: 'sending' }, { type: 'placed', awaiting: null }]);
    expect(state.phase).toBe('sending');
    expect(state.awaiting).toBeNull();
    expect(sendingStage(state.phase)).toBe('sending');
  });

  it('a new attempt clears the last failure; signing in fails as a network failure', () => {
    const failed = last([{ type: 'signing-in' }, { type: 'sign-in-settled', ok: false }]);
    expect(failed).toMatchObject({ phase: 'idle', failure: { kind: 'network' } });
    expect(checkoutReducer(failed, { type: 'attempt' }).failure).toBeNull();
    expect(last([{ type: 'signing-in' }, { type: 'sign-in-settled', ok: true }])).toEqual(
      initialCheckoutState(null),
    );
  });

  it('the 21+ question: declined says why, accepted and closed say nothing', () => {
    const asked = last([{ type: 'age-asked' }]);
    expect(asked.askAge).toBe(true);
    expect(checkoutReducer(asked, { type: 'age-answered', answer: 'declined' })).toMatchObject({
      askAge: false,
      failure: { kind: 'age-declined' },
    });
    for (const answer of ['accepted', 'closed'] as const)
      expect(checkoutReducer(asked, { type: 'age-answered', answer })).toMatchObject({
        askAge: false,
        failure: null,
      });
  });
});

describe('the checkout state machine: the cart changed under the guest', () => {
  it('unavailable lines from "Place order" open the dialog, and removing them goes on to place', () => {
    const state = last([
      { type: 'checking' },
      { type: 'checked', verdict: { kind: 'unavailable', lines: [croissant] }, placing: true },
    ]);
    expect(state).toMatchObject({ phase: 'idle', stopList: [croissant], placeAfterRemoval: true });
    expect(checkoutReducer(state, { type: 'lines-removed' }).stopList).toBeNull();
  });

  it('a service change shows the lines the new service cannot have, without placing or touching prices', () => {
    const state = last([
      { type: 'checked', verdict: { kind: 'unavailable', lines: [croissant] }, placing: false },
    ]);
    expect(state).toMatchObject({ phase: 'idle', stopList: [croissant], placeAfterRemoval: false });
    const prices = last([
      { type: 'checked', verdict: { kind: 'prices', changes: [espresso] }, placing: false },
    ]);
    expect(prices.priceChanges).toBeNull();
  });

  it('changed prices open the dialog; confirming them places the order once the cart shows them', () => {
    const shown = last([
      { type: 'checking' },
      { type: 'checked', verdict: { kind: 'prices', changes: [espresso] }, placing: true },
    ]);
    expect(shown).toMatchObject({ phase: 'idle', priceChanges: [espresso] });
    const confirmed = checkoutReducer(shown, { type: 'prices-confirmed', written: true });
    expect(confirmed).toMatchObject({ priceChanges: null, placeAfterFix: true });
    expect(checkoutReducer(confirmed, { type: 'fix-placed' }).placeAfterFix).toBe(false);
    // The cart went meanwhile: nothing to place.
    expect(checkoutReducer(shown, { type: 'prices-confirmed', written: false }).placeAfterFix).toBe(false);
    expect(checkoutReducer(shown, { type: 'dialogs-dismissed' }).priceChanges).toBeNull();
  });

  it('the order call refusing lines, prices or a missing 21+ answer opens the same dialogs', () => {
    const sending = last([{ type: 'sending' }]);
    expect(
      checkoutReducer(sending, { type: 'send-failed', outcome: { kind: 'unavailable', lines: [croissant] } }),
    ).toMatchObject({ phase: 'idle', stopList: [croissant], failure: null });
    expect(
      checkoutReducer(sending, { type: 'send-failed', outcome: { kind: 'prices', changes: [espresso] } }),
    ).toMatchObject({ phase: 'idle', priceChanges: [espresso], failure: null });
    expect(checkoutReducer(sending, { type: 'send-failed', outcome: { kind: 'age' } })).toMatchObject({
      phase: 'idle',
      askAge: true,
    });
  });
});

describe('the checkout state machine: faults', () => {
  it('an unknown outcome shows the network failure; "Send again" resumes the intent behind the modal', () => {
    const failed = last([
      { type: 'sending' },
      { type: 'send-failed', outcome: { kind: 'failure', failure: { kind: 'network' } } },
    ]);
    expect(failed).toMatchObject({ phase: 'idle', failure: { kind: 'network' } });
    const resumed = checkoutReducer(failed, { type: 'resuming' });
    expect(resumed).toMatchObject({ phase: 'sending', failure: null });
    expect(checkoutReducer(resumed, { type: 'resume-empty' }).phase).toBe('idle');
  });

  it('an aborted send (the screen went away) shows nothing', () => {
    const state = last([{ type: 'sending' }, { type: 'send-failed', outcome: { kind: 'aborted' } }]);
    expect(state).toEqual(initialCheckoutState(null));
  });

  it('a closed pay sheet keeps the order waiting; paying again clears that', () => {
    const closed = last([
      { type: 'placed', awaiting: record },
      { type: 'paying' },
      { type: 'paid', outcome: 'closed' },
    ]);
    expect(closed).toMatchObject({ phase: 'idle', paymentClosed: true, awaiting: record, failure: null });
    expect(checkoutReducer(closed, { type: 'paying' })).toMatchObject({
      phase: 'paying',
      paymentClosed: false,
    });
  });

  it('a host without payment, or a failing pay sheet, is a payment failure; an abort is none', () => {
    const paying = last([{ type: 'placed', awaiting: record }, { type: 'paying' }]);
    for (const outcome of ['unsupported', 'failed'] as const)
      expect(checkoutReducer(paying, { type: 'paid', outcome })).toMatchObject({
        phase: 'idle',
        failure: { kind: 'payment' },
        awaiting: record,
      });
    expect(checkoutReducer(paying, { type: 'paid', outcome: 'aborted' })).toMatchObject({
      phase: 'idle',
      failure: null,
      awaiting: record,
    });
  });

  it('the hosted payment page: redirecting until the page comes back from the back/forward cache', () => {
    const away = last([{ type: 'paying' }, { type: 'paid', outcome: 'redirecting' }]);
    expect(sendingStage(away.phase)).toBe('redirecting');
    expect(checkoutReducer(away, { type: 'page-restored' }).phase).toBe('idle');
  });

  it('the guest gives up on the unpaid order', () => {
    const closed = last([{ type: 'paid', outcome: 'closed' }], initialCheckoutState(record));
    expect(checkoutReducer(closed, { type: 'awaiting-discarded' })).toMatchObject({
      awaiting: null,
      paymentClosed: false,
    });
  });
});

describe('the checkout state machine: back after a reload', () => {
  it('starts from the stored payment record and follows what the server says of its order', () => {
    const start = initialCheckoutState(record);
    expect(start.awaiting).toEqual(record);
    const read: CheckoutEvent = { type: 'awaiting-read', record };
    expect(last([read, { type: 'awaiting-checked', verdict: 'paid' }], start).awaiting).toBeNull();
    expect(last([read, { type: 'awaiting-checked', verdict: 'canceled' }], start)).toMatchObject({
      awaiting: null,
      failure: { kind: 'payment-canceled' },
    });
    expect(last([read, { type: 'awaiting-checked', verdict: 'waiting' }], start)).toMatchObject({
      awaiting: record,
      paymentClosed: true,
    });
    expect(last([read, { type: 'awaiting-checked', verdict: 'gone' }], start)).toMatchObject({
      awaiting: null,
      failure: null,
    });
    expect(last([read, { type: 'awaiting-checked', verdict: 'aborted' }], start)).toEqual(start);
  });

  it('a record removed meanwhile (another tab paid) is forgotten on reading', () => {
    expect(last([{ type: 'awaiting-read', record: null }], initialCheckoutState(record)).awaiting).toBeNull();
  });

  it('resuming an interrupted send shows "Sending your order..." and ends like a send', () => {
    const states = trace([{ type: 'resuming' }, { type: 'placed', awaiting: record }, { type: 'paying' }]);
    expect(states.map((state) => sendingStage(state.phase))).toEqual(['sending', 'sending', 'paying']);
  });
});

describe('sendingStage', () => {
  it('shows the modal only while the order is on its way or being paid', () => {
    expect(
      (['idle', 'checking', 'signing-in', 'sending', 'paying', 'redirecting'] as const).map(sendingStage),
    ).toEqual([null, null, null, 'sending', 'paying', 'redirecting']);
  });
});
