import { describe, expect, it } from 'vitest';
import { BridgeError } from '../../../../bridge/errors.ts';
import {
  ApiAbortedError,
  ApiNetworkError,
  ApiNotFoundError,
  ApiTimeoutError,
  errorFromAnswer,
} from '../../../api/errors.ts';
import type { PendingOrder } from '../../../api/order-submission.ts';
import type { Cart } from '../../../state/cart.ts';
import type { ItemCheck } from '../../../api/menu-checks.ts';
import type { Order } from '../../../api/order-endpoints.ts';
import {
  awaitingLookupFailure,
  awaitingRecordOf,
  awaitingVerdictOf,
  linesOf,
  payFailureOf,
  pendingTarget,
  placeGate,
  reloadsDeliveryPrice,
  sendFailureOf,
  stopListVerdict,
} from './checkout-rules.ts';

const cart: Cart = {
  filialId: 12,
  service: 'takeaway',
  items: [
    { line: '1001|', productId: 1001, name: 'Espresso', price: 690, quantity: 2, additives: [] },
    { line: '1012|', productId: 1012, name: 'Croissant', price: 890, quantity: 1, additives: [] },
    { line: '1012|7', productId: 1012, name: 'Croissant', price: 890, quantity: 1, additives: [] },
  ],
  comment: '',
  name: '',
  paymentType: 'online',
  table: null,
};

const check = (productId: number, overrides: Partial<ItemCheck> = {}): ItemCheck => ({
  productId,
  state: 'available',
  isAvailable: true,
  price: 690,
  priceChanged: false,
  name: null,
  ...overrides,
});

const request = { method: 'POST', url: 'http://localhost/proxy/takeaway/v1/takeaway/order' };
const refused = (status: number, errors: Record<string, unknown>[]) =>
  errorFromAnswer(status, { errors: errors.map((error) => ({ status: String(status), ...error })) }, request);
const context = { method: 'POST', url: request.url };

describe('stopListVerdict', () => {
  it('names the refused lines, from the cart when the answer has no name, before any price', () => {
    const checks = [
      check(1001, { priceChanged: true, price: 750 }),
      check(1012, { isAvailable: false, state: 'stopped' }),
    ];
    expect(stopListVerdict(checks, cart)).toEqual({
      kind: 'unavailable',
      lines: [{ productId: 1012, name: 'Croissant', state: 'stopped' }],
    });
  });

  it('lists changed prices against the price the cart showed, leaving out deleted products', () => {
    const checks = [
      check(1001, { priceChanged: true, price: 750, name: 'Espresso doppio' }),
      check(1012, { priceChanged: true, price: null }),
    ];
    expect(stopListVerdict(checks, cart)).toEqual({
      kind: 'prices',
      changes: [{ productId: 1001, additiveId: null, name: 'Espresso doppio', shownPrice: 690, price: 750 }],
    });
    expect(stopListVerdict([check(1001), check(1012)], cart)).toEqual({ kind: 'ok' });
  });
});

describe('linesOf', () => {
  it('finds every line of a product, whatever its additives', () => {
    expect(linesOf(cart, [1012])).toEqual(['1012|', '1012|7']);
    expect(linesOf(cart, [])).toEqual([]);
  });
});

describe('placeGate', () => {
  const ready = {
    cart,
    choicesReady: true,
    signedIn: true,
    restrictedIds: [] as number[],
    ageConfirmed: undefined,
  };

  it('goes to the stop-list check when nothing stops the order', () => {
    expect(placeGate(ready)).toBe('check');
  });

  it('stops in order: an empty cart, local issues, signing in, then the 21+ question', () => {
    expect(placeGate({ ...ready, cart: undefined })).toBe('nothing');
    expect(placeGate({ ...ready, cart: { ...cart, items: [] }, choicesReady: false })).toBe('nothing');
    expect(placeGate({ ...ready, choicesReady: false, signedIn: false })).toBe('blocked');
    expect(placeGate({ ...ready, signedIn: false, restrictedIds: [1001] })).toBe('sign-in');
    expect(placeGate({ ...ready, restrictedIds: [1001] })).toBe('ask-age');
  });

  it('asks 21+ again after a "No", not after a "Yes", and never for a cart without restricted items', () => {
    expect(placeGate({ ...ready, restrictedIds: [1012], ageConfirmed: false })).toBe('ask-age');
    expect(placeGate({ ...ready, restrictedIds: [1012], ageConfirmed: true })).toBe('check');
    expect(placeGate({ ...ready, restrictedIds: [555] })).toBe('check');
  });
});

describe('sendFailureOf', () => {
  it('opens the stop-list dialog for refused lines, with 409 as with 422', () => {
    for (const status of [409, 422])
      expect(
        sendFailureOf(
          refused(status, [{ code: 'item_stopped', meta: { product_id: 1012, name: 'Croissant' } }]),
        ),
      ).toEqual({ kind: 'unavailable', lines: [{ productId: 1012, name: 'Croissant', state: 'stopped' }] });
  });

  it('opens the price dialog for changed item prices, with 409 as with 422', () => {
    for (const status of [409, 422])
      expect(
        sendFailureOf(
          refused(status, [
            {
              code: 'price_changed',
              meta: { product_id: 1001, name: 'Espresso', shown_price: 690, price: 750 },
            },
          ]),
        ),
      ).toEqual({
        kind: 'prices',
        changes: [{ productId: 1001, additiveId: null, name: 'Espresso', shownPrice: 690, price: 750 }],
      });
  });

  it('a changed delivery price is a failure to show, and the cart asks for the price again', () => {
    const outcome = sendFailureOf(refused(422, [{ code: 'price_changed', meta: { price: 900 } }]));
    expect(outcome).toEqual({
      kind: 'failure',
      failure: { kind: 'problem', problem: { kind: 'delivery-price-changed' } },
    });
    expect(reloadsDeliveryPrice(outcome)).toBe(true);
    expect(reloadsDeliveryPrice({ kind: 'failure', failure: { kind: 'network' } })).toBe(false);
  });

  it('asks 21+ when the server wants the confirmation, and shows any other refusal', () => {
    expect(sendFailureOf(refused(422, [{ code: 'age_confirmation_required' }]))).toEqual({ kind: 'age' });
    expect(
      sendFailureOf(refused(422, [{ code: 'filial_closed', title: 'The venue is closed now' }])),
    ).toEqual({
      kind: 'failure',
      failure: { kind: 'problem', problem: { kind: 'message', message: 'The venue is closed now' } },
    });
  });

  it('an unknown outcome (network, timeout, 5xx, a broken answer) is a network failure, to send again', () => {
    const network = { kind: 'failure', failure: { kind: 'network' } };
    expect(sendFailureOf(new ApiNetworkError('Failed to fetch', context))).toEqual(network);
    expect(sendFailureOf(new ApiTimeoutError('timeout', context))).toEqual(network);
    expect(sendFailureOf(errorFromAnswer(503, null, request))).toEqual(network);
    expect(sendFailureOf(new SyntaxError('Unexpected end of JSON input'))).toEqual(network);
  });

  it('an abort (the screen went away) is nothing to show', () => {
    expect(sendFailureOf(new ApiAbortedError('aborted', context))).toEqual({ kind: 'aborted' });
  });
});

const order = (overrides: Partial<Order>): Order =>
  ({
    id: 100007,
    number: '007',
    status: 'created',
    paymentType: 'online',
    paymentStatus: 'pending',
    payment: { trackId: 'trk_test', paymentUrl: 'http://localhost/pay', status: 'pending' },
    amount: 2270,
    ...overrides,
  }) as Order;

describe('the payment record', () => {
  it('is made for an online order waiting for its money, and for nothing else', () => {
    expect(awaitingRecordOf(order({}), 12, 'takeaway', 5)).toEqual({
      orderId: 100007,
      number: '007',
      filialId: 12,
      kind: 'takeaway',
      trackId: 'trk_test',
      paymentUrl: 'http://localhost/pay',
      amount: 2270,
      createdAt: 5,
    });
    expect(awaitingRecordOf(order({ paymentType: 'cash' }), 12, 'takeaway', 5)).toBeNull();
    expect(awaitingRecordOf(order({ paymentStatus: 'paid' }), 12, 'takeaway', 5)).toBeNull();
    expect(awaitingRecordOf(order({ payment: null }), 12, 'takeaway', 5)).toBeNull();
  });

  it('after a reload: paid or already cooking is done, canceled frees the cart, created waits', () => {
    expect(awaitingVerdictOf({ status: 'created', paymentStatus: 'paid' })).toBe('paid');
    expect(awaitingVerdictOf({ status: 'cooking', paymentStatus: 'pending' })).toBe('paid');
    expect(awaitingVerdictOf({ status: 'canceled', paymentStatus: 'pending' })).toBe('canceled');
    expect(awaitingVerdictOf({ status: 'created', paymentStatus: 'pending' })).toBe('waiting');
  });

  it('an order not found is another user’s and goes; a failed look-up keeps it payable', () => {
    expect(awaitingLookupFailure(new ApiNotFoundError('Record not found', context))).toBe('gone');
    expect(awaitingLookupFailure(new ApiNetworkError('Failed to fetch', context))).toBe('waiting');
    expect(awaitingLookupFailure(new ApiAbortedError('aborted', context))).toBe('aborted');
  });

  it('the pay sheet failing is a payment failure unless it was aborted', () => {
    expect(payFailureOf(new BridgeError('aborted', 'aborted'))).toBe('aborted');
    expect(payFailureOf(new BridgeError('timeout', 'no answer'))).toBe('failed');
    expect(payFailureOf(new Error('host crashed'))).toBe('failed');
  });
});

describe('pendingTarget', () => {
  const pending = (body: unknown, kind = 'takeaway'): PendingOrder =>
    ({ kind, body, key: 'intent-key-1', createdAt: 1 }) as PendingOrder;

  it('resumes an interrupted send for the venue and kind it was made for', () => {
    expect(pendingTarget(pending({ data: { attributes: { filial_id: 12 } } }))).toEqual({
      filialId: 12,
      kind: 'takeaway',
    });
  });

  it('cannot resume an intent without a venue or with an unknown kind', () => {
    expect(pendingTarget(pending({ data: {} }))).toBeNull();
    expect(pendingTarget(pending({ data: { attributes: { filial_id: '12a' } } }))).toBeNull();
    expect(pendingTarget(pending({ data: { attributes: { filial_id: 12 } } }, 'pickup'))).toBeNull();
  });
});
