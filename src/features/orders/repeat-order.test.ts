import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { type CartState, cartTotal, createCartStore } from '../../state/cart.ts';
import { createMemoryStorage, createSafeStorage } from '../../lib/storage.ts';
import type { ItemCheck } from '../../api/menu-checks.ts';
import type { Order } from '../../api/order-endpoints.ts';
import {
  dishesInCarts,
  reconcile,
  refillCart,
  repeatLines,
  repeatStep,
  repeatTarget,
} from './repeat-order.ts';

const content: Order['content'] = [
  {
    productId: 1003,
    name: 'Cappuccino',
    count: 2,
    price: 1290,
    total: 3180,
    additives: [
      { id: 2, name: 'Large', count: 1, price: 300 },
      { id: 7, name: 'Oat milk', count: 1, price: 0 },
    ],
  },
  { productId: 1012, name: 'Croissant', count: 1, price: 890, total: 890, additives: [] },
  { productId: 1009, name: 'Green tea', count: 1, price: 790, total: 790, additives: [] },
];

const check = (productId: number, extra: Partial<ItemCheck> = {}): ItemCheck => ({
  productId,
  state: 'available',
  isAvailable: true,
  price: null,
  priceChanged: false,
  name: null,
  ...extra,
});

function cartStore() {
  const state = proxy<CartState>({ carts: {} });
  return { state, ...createCartStore({ state, local: createSafeStorage(() => createMemoryStorage()) }) };
}

describe('repeating an order', () => {
  it('turns the order into cart lines with the same counts and options, at the order’s prices', () => {
    const lines = repeatLines({ content });
    expect(lines).toEqual([
      {
        productId: 1003,
        name: 'Cappuccino',
        price: 1290,
        quantity: 2,
        additives: [
          { id: 2, name: 'Large', price: 300, quantity: 1 },
          { id: 7, name: 'Oat milk', price: 0, quantity: 1 },
        ],
      },
      { productId: 1012, name: 'Croissant', price: 890, quantity: 1, additives: [] },
      { productId: 1009, name: 'Green tea', price: 790, quantity: 1, additives: [] },
    ]);
    // The cart's own sum of those lines is the order's items sum: the options were kept whole.
    const store = cartStore();
    refillCart(store, { filialId: 11, kind: 'takeaway' }, lines, 'keep', 'online');
    expect(cartTotal(store.get(11, 'takeaway'))).toBe(3180 + 890 + 790);
  });

  it('names the cart by the order’s venue and service, vendor delivery in the cart’s spelling', () => {
    expect(repeatTarget({ filialId: 18, service: 'vendor_delivery' })).toEqual({
      filialId: 18,
      kind: 'vendor-delivery',
    });
    expect(repeatTarget({ filialId: 11, service: 'express' })).toEqual({ filialId: 11, kind: 'express' });
    expect(repeatTarget({ filialId: 11, service: 'booking' })).toBeNull();
  });

  it('removes what the stop list refuses and takes over changed prices, telling both', () => {
    const result = reconcile(repeatLines({ content }), [
      check(1003, { price: 1390, priceChanged: true, name: 'Cappuccino' }),
      check(1012, { state: 'stopped', isAvailable: false, price: 890, name: 'Croissant' }),
      check(1009, { price: 790 }),
    ]);
    expect(result.removed).toEqual([{ productId: 1012, name: 'Croissant', state: 'stopped' }]);
    expect(result.changes).toEqual([
      { productId: 1003, additiveId: null, name: 'Cappuccino', shownPrice: 1290, price: 1390 },
    ]);
    expect(result.lines.map((line) => [line.productId, line.price, line.additives.length])).toEqual([
      [1003, 1390, 2],
      [1009, 790, 0],
    ]);
  });

  it('keeps a line the answer does not mention, and a deleted product goes', () => {
    const result = reconcile(repeatLines({ content }), [
      check(1009, { state: 'deleted', isAvailable: false }),
    ]);
    expect(result.lines.map((line) => line.productId)).toEqual([1003, 1012]);
    expect(result.removed).toEqual([{ productId: 1009, name: 'Green tea', state: 'deleted' }]);
  });

  it('goes straight to the cart only when nothing changed and no dish is in the way', () => {
    const clean = reconcile(repeatLines({ content }), []);
    expect(repeatStep(clean, 0)).toEqual({ kind: 'fill' });
    expect(repeatStep(clean, 3)).toEqual({ kind: 'ask', conflict: true });
    const changed = reconcile(repeatLines({ content }), [check(1009, { price: 850, priceChanged: true })]);
    expect(repeatStep(changed, 0)).toEqual({ kind: 'ask', conflict: false });
    const none = reconcile(
      repeatLines({ content }),
      [1003, 1012, 1009].map((id) => check(id, { state: 'sold_out', isAvailable: false })),
    );
    expect(repeatStep(none, 0)).toEqual({ kind: 'nothing-left' });
  });

  it('asks before touching another venue’s cart: replace empties it, keep leaves it beside', () => {
    const lines = repeatLines({ content });
    const keep = cartStore();
    keep.add(15, 'delivery', { productId: 1, name: 'Burger', price: 2500, quantity: 2, additives: [] });
    expect(dishesInCarts(keep.state.carts)).toBe(2);
    refillCart(keep, { filialId: 11, kind: 'takeaway' }, lines, 'keep', 'cash');
    expect(Object.keys(keep.state.carts).sort()).toEqual(['11:takeaway', '15:delivery']);
    expect(keep.get(11, 'takeaway')?.paymentType).toBe('cash');

    const replace = cartStore();
    replace.add(15, 'delivery', { productId: 1, name: 'Burger', price: 2500, quantity: 2, additives: [] });
    replace.add(11, 'takeaway', {
      productId: 1012,
      name: 'Croissant',
      price: 890,
      quantity: 5,
      additives: [],
    });
    refillCart(replace, { filialId: 11, kind: 'takeaway' }, lines, 'replace', 'online');
    expect(Object.keys(replace.state.carts)).toEqual(['11:takeaway']);
    expect(replace.get(11, 'takeaway')?.items.map((item) => [item.productId, item.quantity])).toEqual([
      [1003, 2],
      [1012, 1],
      [1009, 1],
    ]);
  });

  it('adds up with the same dish and options already in that cart when the guest keeps it', () => {
    const store = cartStore();
    store.add(11, 'takeaway', { productId: 1012, name: 'Croissant', price: 890, quantity: 2, additives: [] });
    refillCart(store, { filialId: 11, kind: 'takeaway' }, repeatLines({ content }), 'keep', 'online');
    const croissant = store.get(11, 'takeaway')?.items.find((item) => item.productId === 1012);
    expect(croissant?.quantity).toBe(3);
  });
});
