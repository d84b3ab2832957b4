import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { cartCount, cartTotal, type CartState, createCartStore, lineOf } from './cart.ts';
import { createMemoryStorage, createSafeStorage, type SafeStorage } from '../lib/storage.ts';

/** The slice and its actions, as the mount's root state holds them. */
function cartStore(options: { local: SafeStorage }) {
  const state = proxy<CartState>({ carts: {} });
  return { state, ...createCartStore({ ...options, state }) };
}

const sauce = { id: 11, name: 'Sauce', price: 200, quantity: 1 };
const cheese = { id: 12, name: 'Cheese', price: 300, quantity: 2 };

function setup(backing = createMemoryStorage()) {
  return { backing, cart: cartStore({ local: createSafeStorage(() => backing) }) };
}

describe('createCartStore', () => {
  it('keeps one cart per venue and service', () => {
    const { cart } = setup();
    cart.add(5, 'delivery', { productId: 1, name: 'Plov', price: 2500, quantity: 1, additives: [] });
    cart.add(5, 'takeaway', { productId: 1, name: 'Plov', price: 2500, quantity: 3, additives: [] });
    cart.add(6, 'delivery', { productId: 2, name: 'Tea', price: 500, quantity: 1, additives: [] });
    expect(cartCount(cart.get(5, 'delivery'))).toBe(1);
    expect(cartCount(cart.get(5, 'takeaway'))).toBe(3);
    expect(cartCount(cart.get(6, 'delivery'))).toBe(1);
    expect(cart.get(6, 'express')).toBeUndefined();
  });

  it('moves a cart to another service, adding up with the lines and keeping the details that cart had', () => {
    const { cart } = setup();
    cart.add(5, 'delivery', { productId: 1, name: 'Plov', price: 2500, quantity: 2, additives: [] });
    cart.add(5, 'delivery', { productId: 2, name: 'Tea', price: 500, quantity: 1, additives: [sauce] });
    cart.update(5, 'delivery', { comment: 'No onion', name: 'Aru' });
    cart.add(5, 'express', { productId: 1, name: 'Plov', price: 2500, quantity: 1, additives: [] });
    cart.update(5, 'express', { table: '7', name: 'Dana' });

    cart.move(5, 'delivery', 'express');

    expect(cart.get(5, 'delivery')).toBeUndefined();
    expect(cart.get(5, 'express')).toMatchObject({
      service: 'express',
      table: '7',
      name: 'Dana',
      comment: 'No onion',
      items: [
        { productId: 1, quantity: 3 },
        { productId: 2, quantity: 1, additives: [sauce] },
      ],
    });
    cart.move(5, 'takeaway', 'delivery');
    expect(cart.get(5, 'delivery')).toBeUndefined();
  });

  it('adds up the same product with the same additives in any order, and splits other choices', () => {
    const { cart } = setup();
    cart.add(5, 'delivery', {
      productId: 1,
      name: 'Burger',
      price: 1000,
      quantity: 1,
      additives: [sauce, cheese],
    });
    cart.add(5, 'delivery', {
      productId: 1,
      name: 'Burger',
      price: 1000,
      quantity: 2,
      additives: [cheese, sauce],
    });
    cart.add(5, 'delivery', { productId: 1, name: 'Burger', price: 1000, quantity: 1, additives: [sauce] });
    const items = cart.get(5, 'delivery')?.items ?? [];
    expect(items.map((item) => [item.line, item.quantity])).toEqual([
      [lineOf(1, [sauce, cheese]), 3],
      [lineOf(1, [sauce]), 1],
    ]);
    // (1000 + 200 + 2 * 300) * 3 + (1000 + 200) * 1
    expect(cartTotal(cart.get(5, 'delivery'))).toBe(6600);
  });

  it('changes quantities, removes lines at 0 and drops an empty cart', () => {
    const { cart } = setup();
    const line = cart.add(5, 'express', {
      productId: 3,
      name: 'Soup',
      price: 900,
      quantity: 1,
      additives: [],
    }).line;
    cart.setQuantity(5, 'express', line, 4);
    expect(cart.get(5, 'express')?.items[0]?.quantity).toBe(4);
    cart.setQuantity(5, 'express', line, 0);
    expect(cart.get(5, 'express')).toBeUndefined();
    expect(() =>
      cart.add(5, 'express', { productId: 3, name: 'Soup', price: 900, quantity: 0, additives: [] }),
    ).toThrow(RangeError);
  });

  it('keeps wishes, name, payment type and table', () => {
    const { cart } = setup();
    cart.update(5, 'express', { comment: 'no onion', name: 'Aida', paymentType: 'cash', table: '12' });
    expect(cart.get(5, 'express')).toMatchObject({
      comment: 'no onion',
      name: 'Aida',
      paymentType: 'cash',
      table: '12',
    });
  });

  it('survives a reload, and keeps the good lines of a damaged stored cart', () => {
    const { backing, cart } = setup();
    cart.add(5, 'delivery', { productId: 1, name: 'Plov', price: 2500, quantity: 2, additives: [sauce] });
    cart.update(5, 'delivery', { table: '3' });
    expect(setup(backing).cart.get(5, 'delivery')).toEqual(cart.get(5, 'delivery'));

    const stored = JSON.parse(backing.getItem('cart') ?? '{}');
    stored['5:delivery'].items.push(
      { productId: 'x' },
      { productId: 2, name: 'Tea', price: -1, quantity: 1, additives: [] },
    );
    stored.junk = 'not a cart';
    backing.setItem('cart', JSON.stringify(stored));
    const reloaded = setup(backing).cart;
    expect(reloaded.get(5, 'delivery')?.items.map((item) => item.productId)).toEqual([1]);

    backing.setItem('cart', '{"5:delivery":{"filialId":5,');
    expect(setup(backing).cart.state.carts).toEqual({});
  });

  it('clears one cart', () => {
    const { cart, backing } = setup();
    cart.add(5, 'delivery', { productId: 1, name: 'Plov', price: 2500, quantity: 1, additives: [] });
    cart.clear(5, 'delivery');
    expect(cart.get(5, 'delivery')).toBeUndefined();
    expect(backing.getItem('cart')).toBe('{}');
  });
});
