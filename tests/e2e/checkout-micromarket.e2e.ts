import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutServer,
  clickText,
  grant,
  type MenuItem,
  menuOf,
  money,
  onPayPage,
  orderable,
  orderAsGuest,
  ordersOf,
  seedCart,
  startCheckoutServer,
  textOf,
  waitForScreen,
  waitForText,
} from './checkout-support.ts';
import { type Browser, openBrowser, waitForValue } from './harness.ts';

let server: CheckoutServer;
let browser: Browser;

beforeAll(async () => {
  server = await startCheckoutServer();
  ({ browser } = await openBrowser());
});

afterAll(async () => {
  await browser?.deleteSession();
  await server?.close();
});

/** Fresh Market's fridge at filial 22: open round the clock, sells online only. */
const FRIDGE = 22;

describe('micromarket, a smart fridge', () => {
  it('offers online payment only, pays, and the order is completed at once', async () => {
    const guest = await grant(server, { phone: '+77053000001' });
    const [first, second] = orderable(await menuOf(server, FRIDGE), 2) as [MenuItem, MenuItem];
    const sum = first.price + second.price * 3;
    await browser.url(server.at('/app/'));
    await seedCart(
      browser,
      {
        filialId: FRIDGE,
        service: 'micromarket',
        lines: [
          { item: first, quantity: 1 },
          { item: second, quantity: 3 },
        ],
      },
      // The fridge's barcode flow leaves its source, as the menu feature does.
      { accessToken: guest.access_token },
    );
    await browser.url(server.at('/app/cart'));
    await waitForScreen(browser, 'cart');
    await waitForText(browser, 'Micromarket');
    // The payment choices render once the venue's card is in, after the cart's own lines and title.
    const choices = await waitForValue(
      browser,
      () => {
        const values = [
          ...(document
            .querySelector('dastarkhan-app')
            ?.shadowRoot?.querySelectorAll<HTMLInputElement>('input[type="radio"]') ?? []),
        ].map((input) => input.value);
        return values.length > 0 ? values : null;
      },
      'no payment choice in the cart',
    );
    expect(choices).toEqual(['online']);
    expect(money(await textOf(browser, '[data-testid="cart-total"]'))).toBe(sum);

    await clickText(browser, 'Pay ');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/pay'), {
      timeoutMsg: 'no payment page',
    });
    await onPayPage(browser, 'pay');
    await waitForScreen(browser, 'typ');
    await waitForText(browser, 'The order is paid');

    const [order] = await ordersOf(server, guest.user_id);
    expect(order).toMatchObject({
      service: 'micromarket',
      filial_id: FRIDGE,
      payment_status: 'paid',
      total: sum,
    });
    const details = await orderAsGuest(server, guest.access_token, order!.id);
    expect(details).toMatchObject({ source: 'FRIDGE', status: 'completed' });
    // The statuses page follows it: a fridge order skips the kitchen.
    await clickText(browser, 'Order details');
    await waitForScreen(browser, 'order-statuses');
    await waitForText(browser, 'Order delivered');
  });
});
