import { describe, expect, it } from 'vitest';
import { ApiNetworkError, errorFromAnswer } from './errors.ts';
import { orderProblemOf } from './order-problems.ts';

const request = { method: 'POST', url: 'http://localhost/proxy/takeaway/v1/takeaway/order' };
const refused = (status: number, errors: Record<string, unknown>[]) =>
  errorFromAnswer(status, { errors: errors.map((error) => ({ status: String(status), ...error })) }, request);

describe('orderProblemOf', () => {
  it('lists every line that cannot be ordered', () => {
    const error = refused(422, [
      {
        code: 'item_sold_out',
        title: 'Some dishes…',
        meta: { product_id: 1013, name: 'Almond croissant', state: 'sold_out' },
      },
      { code: 'item_deleted', title: 'Some dishes…', meta: { product_id: 99, state: 'deleted' } },
    ]);
    expect(orderProblemOf(error)).toEqual({
      kind: 'unavailable',
      lines: [
        { productId: 1013, name: 'Almond croissant', state: 'sold_out' },
        { productId: 99, name: '', state: 'deleted' },
      ],
    });
  });

  it('reads changed prices of items and of additives, and a changed delivery price apart', () => {
    const error = refused(422, [
      { code: 'price_changed', meta: { product_id: 1001, name: 'Espresso', shown_price: 690, price: 750 } },
      {
        code: 'price_changed',
        meta: { product_id: 1001, additive_id: 7, name: 'Syrup', shown_price: 100, price: 150 },
      },
    ]);
    expect(orderProblemOf(error)).toEqual({
      kind: 'price-changed',
      changes: [
        { productId: 1001, additiveId: null, name: 'Espresso', shownPrice: 690, price: 750 },
        { productId: 1001, additiveId: 7, name: 'Syrup', shownPrice: 100, price: 150 },
      ],
    });
    const delivery = refused(422, [
      { code: 'price_changed', meta: { name: 'delivery', shown_price: 490, price: 990 } },
    ]);
    expect(orderProblemOf(delivery)).toEqual({ kind: 'delivery-price-changed' });
  });

  it('names the delivery, table, age and bonus rules', () => {
    expect(orderProblemOf(refused(422, [{ code: 'out_of_delivery_zone' }]))).toEqual({ kind: 'out-of-zone' });
    expect(orderProblemOf(refused(422, [{ code: 'min_sum', meta: { min_sum: 5000 } }]))).toEqual({
      kind: 'min-sum',
      minSum: 5000,
    });
    expect(orderProblemOf(refused(422, [{ code: 'table_not_found' }]))).toEqual({ kind: 'table' });
    expect(orderProblemOf(refused(422, [{ code: 'age_confirmation_required' }]))).toEqual({
      kind: 'age-confirmation',
    });
    expect(orderProblemOf(refused(422, [{ code: 'age_restricted' }]))).toEqual({ kind: 'age-refused' });
    expect(
      orderProblemOf(refused(422, [{ code: 'bonus_limit_exceeded', title: 'Too many bonuses' }])),
    ).toEqual({
      kind: 'bonus',
      message: 'Too many bonuses',
    });
  });

  it('shows the server’s message for the rest (docs/contract/errors.md#error-messages-from-answers: the first error’s title)', () => {
    expect(orderProblemOf(refused(422, [{ code: 'filial_closed', title: 'The venue is closed' }]))).toEqual({
      kind: 'message',
      message: 'The venue is closed',
    });
  });

  it('is not the server’s verdict when the answer never came or the server failed', () => {
    expect(orderProblemOf(new ApiNetworkError('Failed to fetch', request))).toBeNull();
    expect(orderProblemOf(refused(503, [{ code: 'fault_injected' }]))).toBeNull();
    expect(orderProblemOf(new Error('boom'))).toBeNull();
  });
});
