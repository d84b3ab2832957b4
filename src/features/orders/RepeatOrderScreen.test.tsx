import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitFor } from '../../../bridge/testing/wait-for.ts';
import type { Resource } from '../../../host-simulator/server/sandbox/http/jsonapi.ts';
import {
  type MenuItem,
  menuItems,
  orderBody,
} from '../../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import { byText, texts } from '../../testing/dom.ts';
import { setUpScreens, signIn } from '../../testing/mount-screen.ts';
import { installNativeHost, type NativeHost } from '../../testing/native-host.ts';

const screens = setUpScreens();
let native: NativeHost | null = null;
afterEach(() => {
  native?.remove();
  native = null;
});
/** A cart at another venue (15, delivery) that a repeated order of venue 11 would replace. */
const otherVenueCart = {
  filialId: 15,
  service: 'delivery',
  items: [{ productId: 1, name: 'Burger', price: 2500, quantity: 2, additives: [] }],
  comment: '',
  name: '',
  paymentType: null,
  table: null,
};
const sb = () => screens.sandbox;
const root = () => screens.mounted.root;
let coffee: Map<string, MenuItem>;
let sizeM: { id: number; price: number };

const item = (key: string) => {
  const found = coffee.get(`dala-coffee-${key}-kzt`);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

beforeAll(async () => {
  coffee = await menuItems(sb(), 11);
  const capp = item('cappuccino');
  const additives = (
    await sb().api<{ included: Resource[] }>(
      'GET',
      `menu/v2/product/additives?filial_id=11&product_id=${capp.id}&service_type=takeaway`,
    )
  ).body.included;
  const m = additives[1] as Resource;
  sizeM = { id: Number(m.id), price: 300 };
});

/** A takeaway order of user 1 at venue 11, placed through the sandbox's API. */
async function placeOrder(token: string, items: Record<string, unknown>[]): Promise<number> {
  const placed = await sb().api<{ data: Resource }>('POST', 'takeaway/v1/takeaway/order', {
    token,
    idempotencyKey: crypto.randomUUID(),
    body: orderBody({ filial_id: 11, payment_type: 'cash', items }),
  });
  expect(placed.status).toBe(201);
  return Number(placed.body.data.id);
}

const line = (key: string, count = 1, additives: unknown[] = []) => ({
  product_id: item(key).id,
  count,
  price: item(key).price,
  additives,
});

interface StoredCart {
  filialId: number;
  service: string;
  paymentType: string | null;
  items: { productId: number; price: number; quantity: number; additives: { id: number }[] }[];
}
const storedCarts = () => JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<string, StoredCart>;
const button = (label: string) => byText<HTMLButtonElement>(root(), 'button', label);

describe('repeating an order', { timeout: 30_000 }, () => {
  it('refills the cart with the same options, removing a stopped dish and taking a new price, told first', async () => {
    const token = await signIn(sb(), 1);
    const id = await placeOrder(token, [
      line('cappuccino', 2, [{ id: sizeM.id, count: 1, price: sizeM.price }]),
      line('croissant'),
    ]);
    await sb().control('POST', 'control/stop-list', {
      filial_id: 11,
      product_id: item('croissant').id,
      state: 'stopped',
    });
    await sb().control('POST', 'control/prices', { product_id: item('cappuccino').id, price: 1390 });
    await screens.mount(`/orders/${id}/repeat`);
    await waitFor(() => root().querySelector('[data-testid="repeat-prices"]'));
    expect(texts(root(), '[data-testid="repeat-removed"] li')).toEqual(['Croissant — out of stock']);
    expect(texts(root(), '[data-testid="repeat-prices"] li')[0]).toMatch(
      /^Cappuccino: was 1\s290\s₸, now 1\s390\s₸$/,
    );
    expect(root().querySelector('[data-testid="repeat-conflict"]')).toBeNull();
    button('Continue to the cart')?.click();
    await waitFor(() => screens.mounted.path() === '/cart');
    const cart = storedCarts()['11:takeaway'];
    expect(
      cart?.items.map((entry) => [
        entry.productId,
        entry.price,
        entry.quantity,
        entry.additives.map((a) => a.id),
      ]),
    ).toEqual([[item('cappuccino').id, 1390, 2, [sizeM.id]]]);
    expect(cart?.paymentType).toBe('cash');
    expect(localStorage.getItem('service.v3')).toContain('takeaway');
  });

  it('goes straight to the cart when nothing changed and the carts are empty', async () => {
    const token = await signIn(sb(), 1);
    const id = await placeOrder(token, [line('espresso', 3)]);
    await screens.mount(`/orders/${id}/repeat`, { language: 'ru' });
    await waitFor(() => screens.mounted.path() === '/cart');
    expect(window.location.search).toBe('?filial_id=11&service=takeaway');
    expect(storedCarts()['11:takeaway']?.items.map((entry) => entry.quantity)).toEqual([3]);
  });

  it('asks before another venue’s cart: keep leaves it beside, replace empties it', async () => {
    const token = await signIn(sb(), 1);
    const id = await placeOrder(token, [line('espresso')]);
    const burger = otherVenueCart;
    localStorage.setItem('cart', JSON.stringify({ '15:delivery': burger }));
    await screens.mount(`/orders/${id}/repeat`);
    (await waitFor(() => button('Keep them and add'))).click();
    await waitFor(() => screens.mounted.path() === '/cart');
    expect(Object.keys(storedCarts()).sort()).toEqual(['11:takeaway', '15:delivery']);

    localStorage.setItem('cart', JSON.stringify({ '15:delivery': burger }));
    await screens.mount(`/orders/${id}/repeat`);
    expect(
      (await waitFor(() => root().querySelector('[data-testid="repeat-conflict"]')))?.textContent,
    ).toContain('Your cart already has dishes');
    // Replacing throws dishes away: the app asks in its own alertdialog (no host here), Escape is "no".
    button('Replace the cart')?.click();
    const question = await waitFor(() => root().querySelector<HTMLElement>('[role="alertdialog"]'));
    expect(question.textContent).toContain('The dishes now in the cart will be removed.');
    // A guest's Escape reaches the dialog once it holds the focus (it takes it in an effect after it shows).
    await waitFor(() => question.contains((question.getRootNode() as Document | ShadowRoot).activeElement));
    question.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => !root().querySelector('[role="alertdialog"]'));
    expect(Object.keys(storedCarts())).toEqual(['15:delivery']);
    button('Replace the cart')?.click();
    byText(
      await waitFor(() => root().querySelector<HTMLElement>('[role="alertdialog"]')),
      'button',
      'Replace the cart',
    )?.click();
    await waitFor(() => screens.mounted.path() === '/cart');
    expect(Object.keys(storedCarts())).toEqual(['11:takeaway']);
  });

  it('asks the host’s own popup to replace another venue’s cart where the host offers popup.open', async () => {
    const asked: unknown[] = [];
    let answer: string | null = 'cancel';
    native = installNativeHost({
      'popup.open': (params) => {
        asked.push(params);
        return { buttonId: answer };
      },
    });
    const token = await signIn(sb(), 1);
    const id = await placeOrder(token, [line('espresso')]);
    localStorage.setItem('cart', JSON.stringify({ '15:delivery': otherVenueCart }));
    await screens.mount(`/orders/${id}/repeat`);
    (await waitFor(() => button('Replace the cart'))).click();
    await waitFor(() => asked.length === 1);
    expect(asked[0]).toEqual({
      title: 'Replace the cart?',
      message: 'The dishes now in the cart will be removed.',
      buttons: [
        { id: 'confirm', text: 'Replace the cart', style: 'destructive' },
        { id: 'cancel', text: 'Cancel', style: 'cancel' },
      ],
    });
    expect(root().querySelector('[role="alertdialog"]')).toBeNull();
    expect(Object.keys(storedCarts())).toEqual(['15:delivery']);
    answer = 'confirm';
    button('Replace the cart')?.click();
    await waitFor(() => screens.mounted.path() === '/cart');
    expect(Object.keys(storedCarts())).toEqual(['11:takeaway']);
  });

  it('does not repeat another guest’s order', async () => {
    const theirs = await placeOrder(
      await sb()
        .grant(2)
        .then((grant) => grant.access_token),
      [line('espresso')],
    );
    await signIn(sb(), 1);
    await screens.mount(`/orders/${theirs}/repeat`);
    await waitFor(() => root().querySelector('.dk-empty'));
    expect(root().querySelector('.dk-empty')?.textContent).toBe('No such order was found');
    expect(storedCarts()).toEqual({});
  });
});
