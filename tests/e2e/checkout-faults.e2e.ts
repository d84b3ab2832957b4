import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  clickText,
  grant,
  type MenuItem,
  menuOf,
  money,
  onPayPage,
  orderable,
  restoreItems,
  ordersOf,
  seedCart,
  textOf,
  waitForSandboxPage,
} from './checkout-support.ts';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen, waitForText } from './in-app.ts';

const journey = setUpJourney({ server: true });
let items: [MenuItem, MenuItem];
let phone = 0;

/** Dala Coffee on Dostyk (filial 12): round the clock, online payment. */
const VENUE = 12;

beforeAll(async () => {
  items = orderable(await menuOf(journey.server, VENUE), 2) as [MenuItem, MenuItem];
});

afterEach(async () => {
  await journey.server.control('DELETE', 'faults');
  await restoreItems(journey.server, VENUE, items);
});

/** A new guest with a takeaway cart of both items, on the cart screen. */
async function openCart(): Promise<{ userId: number; token: string }> {
  phone += 1;
  const guest = await grant(journey.server, { phone: `+7705500000${phone}` });
  await journey.browser.url(journey.server.at('/proxy/health'));
  await seedCart(
    journey.browser,
    {
      filialId: VENUE,
      service: 'takeaway',
      lines: [
        { item: items[0], quantity: 1 },
        { item: items[1], quantity: 2 },
      ],
    },
    { accessToken: guest.access_token },
  );
  await journey.browser.url(journey.server.at('/app/cart'));
  await waitForScreen(journey.browser, 'cart');
  return { userId: guest.user_id, token: guest.access_token };
}

async function onPaymentPage(): Promise<void> {
  await waitForSandboxPage(journey.browser, 'pay');
}

const cartLines = () =>
  journey.browser.execute(() =>
    Object.values(
      JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<
        string,
        { items: { productId: number; price: number }[] }
      >,
    ).flatMap((cart) => cart.items),
  );

describe('checkout when things change or fail', () => {
  it('removes a dish that sold out meanwhile, then goes on with the rest', async () => {
    const guest = await openCart();
    await journey.server.control('POST', 'stop-list', {
      filial_id: VENUE,
      product_id: items[1].id,
      state: 'sold_out',
    });
    await clickText(journey.browser, 'Pay ');
    await waitForText(journey.browser, `${items[1].name} — sold out`);
    await clickText(journey.browser, 'Remove and continue');
    await onPaymentPage();
    expect((await cartLines()).map((line) => line.productId)).toEqual([items[0].id]);
    const [order] = await ordersOf(journey.server, guest.userId);
    expect(order).toMatchObject({ total: items[0].price, payment_status: 'pending' });
  });

  it('shows a changed price and places the order at the new price once confirmed', async () => {
    const guest = await openCart();
    const price = items[0].price + 60;
    await journey.server.control('POST', 'prices', { product_id: items[0].id, price });
    await clickText(journey.browser, 'Pay ');
    await waitForText(journey.browser, 'Prices have changed');
    const change = await textOf(journey.browser, '[data-testid="price-changes"]');
    expect(change.replace(/\s+/g, ' ')).toContain(`${items[0].name}:`);
    expect(money(change.split(', now ')[1] ?? '')).toBe(price);
    await clickText(journey.browser, 'Confirm the new prices');
    await onPaymentPage();
    const [order] = await ordersOf(journey.server, guest.userId);
    expect(order?.total).toBe(price + items[1].price * 2);
  });

  it('keeps an unpaid order when the guest comes back from the payment page, and pays it again', async () => {
    const guest = await openCart();
    await clickText(journey.browser, 'Pay ');
    await onPaymentPage();
    await journey.browser.back();
    await waitForScreen(journey.browser, 'cart');
    await waitForText(journey.browser, 'is waiting for payment');
    await clickText(journey.browser, 'Pay ', '[data-testid="awaiting-payment"] button');
    await onPaymentPage();
    await onPayPage(journey.browser, 'pay');
    await waitForScreen(journey.browser, 'typ');
    await waitForText(journey.browser, 'The order is paid');
    const orders = await ordersOf(journey.server, guest.userId);
    expect(orders.map((order) => order.payment_status)).toEqual(['paid']);
  });

  it('after a payment canceled on the payment page keeps the cart and places a new order', async () => {
    const guest = await openCart();
    await clickText(journey.browser, 'Pay ');
    await onPaymentPage();
    await onPayPage(journey.browser, 'cancel');
    await waitForScreen(journey.browser, 'cart');
    await waitForText(journey.browser, 'The payment did not go through and the order was canceled');
    expect(await cartLines()).toHaveLength(2);
    await clickText(journey.browser, 'Pay ');
    await onPaymentPage();
    await onPayPage(journey.browser, 'pay');
    await waitForScreen(journey.browser, 'typ');
    const orders = await ordersOf(journey.server, guest.userId);
    expect(orders.map((order) => order.status)).toEqual(['created', 'canceled']);
    expect(orders[0]?.payment_status).toBe('paid');
  });

  it('makes exactly one order when the connection drops after the server took it', async () => {
    const guest = await openCart();
    await journey.server.control('POST', 'faults', {
      kind: 'drop',
      when: 'after',
      route: 'takeaway/v1/takeaway/order',
      method: 'POST',
      count: 1,
    });
    await clickText(journey.browser, 'Pay ');
    await onPaymentPage();
    // The rule retires once it has dropped an answer: the drop did happen.
    expect((await journey.server.control<{ data: unknown[] }>('GET', 'faults')).body.data).toEqual([]);
    const orders = await ordersOf(journey.server, guest.userId);
    expect(orders).toHaveLength(1);
  });

  it('resumes a send that kept failing after a reload, still with one order', async () => {
    const guest = await openCart();
    // Every attempt of the first send (1 + 3 retries) loses its answer after the order was made.
    await journey.server.control('POST', 'faults', {
      kind: 'drop',
      when: 'after',
      route: 'takeaway/v1/takeaway/order',
      method: 'POST',
    });
    await clickText(journey.browser, 'Pay ');
    // The client's retries wait 1, 2 and 3 s before the guest is told.
    await journey.browser.waitUntil(
      async () =>
        (
          await journey.browser.execute(
            () => document.querySelector('dastarkhan-app')?.shadowRoot?.textContent ?? '',
          )
        ).includes('Poor network connection'),
      { timeout: 20_000, timeoutMsg: 'the failure was not shown' },
    );
    expect(await ordersOf(journey.server, guest.userId)).toHaveLength(1);
    const pending = await journey.browser.execute(() => localStorage.getItem('pendingOrder'));
    expect(pending).not.toBeNull();
    await journey.server.control('DELETE', 'faults');
    await journey.browser.refresh();
    await onPaymentPage();
    expect(await ordersOf(journey.server, guest.userId)).toHaveLength(1);
    expect(await journey.browser.execute(() => localStorage.getItem('pendingOrder'))).toBeNull();
    await waitForValue(
      journey.browser,
      () => document.querySelector('button[value="pay"]') !== null || null,
      'no pay button',
    );
  });
});
