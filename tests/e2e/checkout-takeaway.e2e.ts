import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutServer,
  clickText,
  grant,
  inApp,
  type MenuItem,
  menuOf,
  money,
  orderable,
  onPayPage,
  orderAsGuest,
  ordersOf,
  seedCart,
  startCheckoutServer,
  textOf,
  waitForScreen,
  waitForText,
} from './checkout-support.ts';
import { type Browser, openBrowser } from './harness.ts';

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

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('takeaway, paid online on the hosted payment page', () => {
  it('signs the guest in at checkout, pays, and lands on the thank-you page with one paid order', async () => {
    const [first, second] = orderable(await menuOf(server, 12), 2) as [MenuItem, MenuItem];
    const sum = first.price * 2 + second.price;
    await browser.url(server.at('/app/'));
    await seedCart(browser, {
      filialId: 12,
      service: 'takeaway',
      lines: [
        { item: first, quantity: 2 },
        { item: second, quantity: 1 },
      ],
    });
    await browser.url(server.at('/app/cart'));
    await waitForScreen(browser, 'cart');
    expect(money(await textOf(browser, '[data-testid="cart-total"]'))).toBe(sum);
    const pay = `Pay ${squash(await textOf(browser, '[data-testid="cart-total"]'))}`;

    await (await inApp(browser, '#ck-comment')).setValue('No sugar, please');
    await clickText(browser, pay);

    // A guest is sent to the login page first and comes back to the same cart.
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/login'), {
      timeoutMsg: 'no login page',
    });
    await (await browser.$('#phone')).setValue('+77051234567');
    await (await browser.$('#name')).setValue('Aliya');
    await (await browser.$('form:has(#phone) button[type="submit"]')).click();
    await waitForScreen(browser, 'cart');
    expect(await (await inApp(browser, '#ck-comment')).getValue()).toBe('No sugar, please');

    await clickText(browser, pay);
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/pay'), {
      timeoutMsg: 'no payment page',
    });
    await onPayPage(browser, 'pay');

    await waitForScreen(browser, 'typ');
    await waitForText(browser, 'The order is paid');
    const number = await textOf(browser, '[data-testid="order-number"]');
    const userId = await browser.execute(() => {
      const token = localStorage.getItem('accessToken') ?? '';
      return Number(JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sub);
    });
    const orders = await ordersOf(server, userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      filial_id: 12,
      service: 'takeaway',
      payment_status: 'paid',
      total: sum,
    });
    expect(number).toContain(orders[0]!.number);
    // The paid cart is gone; the product list stays on the page.
    expect(await browser.execute(() => localStorage.getItem('cart'))).toBe('{}');
    await waitForText(browser, `${first.name} × 2`);
    // Back from the payment page goes Home (SPEC §2).
    expect(await browser.execute(() => sessionStorage.getItem('dk-from-payment'))).toBe('1');
  });

  it('from the menu screen: a cappuccino with a size chosen in the product sheet, paid at its price', async () => {
    const guest = await grant(server, { phone: '+77051234568' });
    await browser.url(server.at('/app/'));
    // Takeaway is the service the menu fills the cart for; the menu itself is the menu feature's screen.
    await seedCart(
      browser,
      { filialId: 12, service: 'takeaway', lines: [] },
      {
        accessToken: guest.access_token,
        local: { 'service.v3': 'takeaway', cart: '{}' },
      },
    );
    await browser.url(server.at('/app/filials/12'));
    await waitForScreen(browser, 'menu');
    await clickText(browser, 'Cappuccino');
    await waitForText(browser, 'Size');
    await clickText(browser, 'M 350 ml', '.dk-sheet label');
    await clickText(browser, 'Add for', '.dk-sheet button');
    await waitForText(browser, '1 item');
    await clickText(browser, 'Cart', 'a, button');
    await waitForScreen(browser, 'cart');
    await waitForText(browser, 'M 350 ml');
    expect(money(await textOf(browser, '[data-testid="cart-total"]'))).toBe(1290 + 300);
    await clickText(browser, 'Pay ');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/pay'), {
      timeoutMsg: 'no payment page',
    });
    await onPayPage(browser, 'pay');
    await waitForScreen(browser, 'typ');
    await waitForText(browser, 'The order is paid');
    const [order] = await ordersOf(server, guest.user_id);
    const details = await orderAsGuest(server, guest.access_token, order!.id);
    expect(details).toMatchObject({
      amount: 1590,
      content: [
        expect.objectContaining({
          name: 'Cappuccino',
          additives: [expect.objectContaining({ name: 'M 350 ml', price: 300 })],
        }),
      ],
    });
  });
});
