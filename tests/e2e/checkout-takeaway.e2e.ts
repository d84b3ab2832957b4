import { describe, expect, it } from 'vitest';
import {
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
  textOf,
  waitForSandboxPage,
} from './checkout-support.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen, waitForText } from './in-app.ts';

const journey = setUpJourney({ server: true });

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

describe('takeaway, paid online on the hosted payment page', () => {
  it('signs the guest in at checkout, pays, and lands on the thank-you page with one paid order', async () => {
    const [first, second] = orderable(await menuOf(journey.server, 12), 2) as [MenuItem, MenuItem];
    const sum = first.price * 2 + second.price;
    await journey.browser.url(journey.server.at('/proxy/health'));
    await seedCart(journey.browser, {
      filialId: 12,
      service: 'takeaway',
      lines: [
        { item: first, quantity: 2 },
        { item: second, quantity: 1 },
      ],
    });
    await journey.browser.url(journey.server.at('/app/cart'));
    await waitForScreen(journey.browser, 'cart');
    expect(money(await textOf(journey.browser, '[data-testid="cart-total"]'))).toBe(sum);
    const pay = `Pay ${squash(await textOf(journey.browser, '[data-testid="cart-total"]'))}`;

    await (await inApp(journey.browser, '#ck-comment')).setValue('No sugar, please');
    await clickText(journey.browser, pay);

    // A guest is sent to the login page first and comes back to the same cart.
    await waitForSandboxPage(journey.browser, 'login');
    await (await journey.browser.$('#phone')).setValue('+77051234567');
    await (await journey.browser.$('#name')).setValue('Aliya');
    await (await journey.browser.$('form:has(#phone) button[type="submit"]')).click();
    await waitForScreen(journey.browser, 'cart');
    expect(await (await inApp(journey.browser, '#ck-comment')).getValue()).toBe('No sugar, please');

    await clickText(journey.browser, pay);
    await waitForSandboxPage(journey.browser, 'pay');
    await onPayPage(journey.browser, 'pay');

    await waitForScreen(journey.browser, 'typ');
    await waitForText(journey.browser, 'The order is paid');
    const number = await textOf(journey.browser, '[data-testid="order-number"]');
    const userId = await journey.browser.execute(() => {
      const token = localStorage.getItem('accessToken') ?? '';
      return Number(JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))).sub);
    });
    const orders = await ordersOf(journey.server, userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      filial_id: 12,
      service: 'takeaway',
      payment_status: 'paid',
      total: sum,
    });
    expect(number).toContain(orders[0]!.number);
    // The paid cart is gone; the product list stays on the page.
    expect(await journey.browser.execute(() => localStorage.getItem('cart'))).toBe('{}');
    await waitForText(journey.browser, `${first.name} × 2`);
    // Back from the payment page goes Home (docs/contract/screens.md#back).
    expect(await journey.browser.execute(() => sessionStorage.getItem('dk-from-payment'))).toBe('1');
  });

  it('from the menu screen: a cappuccino with a size chosen in the product sheet, paid at its price', async () => {
    const guest = await grant(journey.server, { phone: '+77051234568' });
    await journey.browser.url(journey.server.at('/proxy/health'));
    // Takeaway is the service the menu fills the cart for; the menu itself is the menu feature's screen.
    await seedCart(
      journey.browser,
      { filialId: 12, service: 'takeaway', lines: [] },
      {
        accessToken: guest.access_token,
        local: { 'service.v3': 'takeaway', cart: '{}' },
      },
    );
    await journey.browser.url(journey.server.at('/app/filials/12'));
    await waitForScreen(journey.browser, 'menu');
    await clickText(journey.browser, 'Cappuccino');
    await waitForText(journey.browser, 'Size');
    await clickText(journey.browser, 'M 350 ml', '.dk-sheet label');
    await clickText(journey.browser, 'Add for', '.dk-sheet button');
    await waitForText(journey.browser, '1 item');
    await clickText(journey.browser, 'View cart', 'a, button');
    await waitForScreen(journey.browser, 'cart');
    await waitForText(journey.browser, 'M 350 ml');
    expect(money(await textOf(journey.browser, '[data-testid="cart-total"]'))).toBe(1290 + 300);
    await clickText(journey.browser, 'Pay ');
    await waitForSandboxPage(journey.browser, 'pay');
    await onPayPage(journey.browser, 'pay');
    await waitForScreen(journey.browser, 'typ');
    await waitForText(journey.browser, 'The order is paid');
    const [order] = await ordersOf(journey.server, guest.user_id);
    const details = await orderAsGuest(journey.server, guest.access_token, order!.id);
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
