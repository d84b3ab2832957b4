import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutServer,
  clickText,
  ensureOpen,
  grant,
  type MenuItem,
  menuOf,
  money,
  orderable,
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

/** Dala Coffee on Abay (filial 11): tables 1 to 8, a 10% service charge, cash accepted. */
const VENUE = 11;
const TABLE = '3';

describe('express, at a table', () => {
  it('asks for the table, then places a cash order for table 3 with the service charge', async () => {
    await ensureOpen(server, VENUE);
    const guest = await grant(server, { phone: '+77052000001' });
    const [first, second] = orderable(await menuOf(server, VENUE), 2) as [MenuItem, MenuItem];
    const lines = [
      { item: first, quantity: 2 },
      { item: second, quantity: 1 },
    ];
    const sum = first.price * 2 + second.price;
    const service = Math.floor(sum * 10) / 100;
    await browser.url(server.at('/app/'));
    await seedCart(
      browser,
      { filialId: VENUE, service: 'express', lines },
      { accessToken: guest.access_token },
    );
    await browser.url(server.at('/app/cart'));
    await waitForScreen(browser, 'cart');
    await waitForText(browser, 'Specify the table number');
    const scan = await textOf(browser, `a[href$="/filials/${VENUE}"].dk-button`);
    expect(scan).toBe('Scan the QR code on your table');

    // The menu's table QR puts the table on the cart (here straight into the stored cart), as scanning does.
    await seedCart(
      browser,
      { filialId: VENUE, service: 'express', lines, table: TABLE },
      { accessToken: guest.access_token },
    );
    await browser.refresh();
    await waitForScreen(browser, 'cart');
    expect(await textOf(browser, '[data-testid="cart-table"]')).toBe('Table 3');
    await waitForText(browser, 'Service 10%');
    expect(money(await textOf(browser, '[data-testid="cart-total"]'))).toBe(sum + service);

    await clickText(browser, 'In cash', 'label');
    await clickText(browser, 'Place the order');
    await waitForScreen(browser, 'typ');
    await waitForText(browser, 'Pay in cash when you get the order');

    const [order] = await ordersOf(server, guest.user_id);
    expect(order).toMatchObject({ service: 'express', filial_id: VENUE, payment_status: 'on_delivery' });
    const details = await orderAsGuest(server, guest.access_token, order!.id);
    expect(details).toMatchObject({
      table_id: Number(TABLE),
      service_cost: service,
      amount: sum + service,
      payment_type: 'cash',
    });
  });
});
