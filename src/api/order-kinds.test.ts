import { describe, expect, it } from 'vitest';
import type { Cart } from '../state/cart.ts';
import { cartQuery, filledCarts, isOrderKind, pickCart } from './order-kinds.ts';

const cart = (filialId: number, service: Cart['service'], count: number): Cart => ({
  filialId,
  service,
  items: Array.from({ length: count }, (_, index) => ({
    line: `${index}|`,
    productId: index,
    name: `Item ${index}`,
    price: 100,
    quantity: 1,
    additives: [],
  })),
  comment: '',
  name: '',
  paymentType: null,
  table: null,
});

const carts = {
  '11:express': cart(11, 'express', 0),
  '12:takeaway': cart(12, 'takeaway', 2),
  '18:delivery': cart(18, 'delivery', 1),
};

describe('pickCart', () => {
  it('takes the cart the link names, even an empty one', () => {
    expect(pickCart(carts, { filialId: 11, kind: 'express' }, 'delivery')).toEqual({
      filialId: 11,
      kind: 'express',
    });
  });

  it('prefers a non-empty cart of the current service, else any non-empty one', () => {
    expect(pickCart(carts, { filialId: null, kind: null }, 'delivery')).toEqual({
      filialId: 18,
      kind: 'delivery',
    });
    expect(pickCart(carts, { filialId: null, kind: null }, 'express')).toEqual({
      filialId: 12,
      kind: 'takeaway',
    });
    expect(pickCart(carts, { filialId: 12, kind: null }, 'delivery')).toEqual({
      filialId: 12,
      kind: 'takeaway',
    });
  });

  it('has nothing to show without a filled cart', () => {
    expect(
      pickCart({ '11:express': cart(11, 'express', 0) }, { filialId: null, kind: null }, 'express'),
    ).toBeNull();
  });
});

describe('cart helpers', () => {
  it('lists the filled carts, names a cart in a query, and knows the order kinds', () => {
    expect(filledCarts(carts).map((entry) => entry.filialId)).toEqual([12, 18]);
    expect(cartQuery(18, 'vendor-delivery')).toBe('filial_id=18&service=vendor-delivery');
    expect(isOrderKind('vendor-delivery')).toBe(true);
    expect(isOrderKind('toString')).toBe(false);
    expect(isOrderKind('vendor_delivery')).toBe(false);
  });
});
