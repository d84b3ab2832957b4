import { describe, expect, it } from 'vitest';
import {
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
  textOf,
} from './checkout-support.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen, waitForText } from './in-app.ts';

const journey = setUpJourney({ server: true });

/** Dala Coffee on Abay (filial 11): tables 1 to 8, a 10% service charge, cash accepted. */
const VENUE = 11;
const TABLE = '3';

describe('express, at a table', () => {
  it('asks for the table, then places a cash order for table 3 with the service charge', async () => {
    await ensureOpen(journey.server, VENUE);
    const guest = await grant(journey.server, { phone: '+77052000001' });
    const [first, second] = orderable(await menuOf(journey.server, VENUE), 2) as [MenuItem, MenuItem];
    const lines = [
      { item: first, quantity: 2 },
      { item: second, quantity: 1 },
    ];
    const sum = first.price * 2 + second.price;
    const service = Math.floor(sum * 10) / 100;
    await journey.browser.url(journey.server.at('/proxy/health'));
    await seedCart(
      journey.browser,
      { filialId: VENUE, service: 'express', lines },
      { accessToken: guest.access_token },
    );
    await journey.browser.url(journey.server.at('/app/cart'));
    await waitForScreen(journey.browser, 'cart');
    await waitForText(journey.browser, 'Specify the table number');
    const scan = await textOf(journey.browser, `a[href$="/filials/${VENUE}"].dk-button`);
    expect(scan).toBe('Scan the QR code on your table');

    // The menu's table QR puts the table on the cart (here straight into the stored cart), as scanning does.
    await seedCart(
      journey.browser,
      { filialId: VENUE, service: 'express', lines, table: TABLE },
      { accessToken: guest.access_token },
    );
    await journey.browser.url(journey.server.at('/app/cart'));
    await waitForScreen(journey.browser, 'cart');
    expect(await textOf(journey.browser, '[data-testid="cart-table"]')).toBe('Table 3');
    await waitForText(journey.browser, 'Service 10%');
    expect(money(await textOf(journey.browser, '[data-testid="cart-total"]'))).toBe(sum + service);

    await clickText(journey.browser, 'In cash', 'label');
    await clickText(journey.browser, 'Place the order');
    await waitForScreen(journey.browser, 'typ');
    await waitForText(journey.browser, 'Pay in cash when you get the order');

    const [order] = await ordersOf(journey.server, guest.user_id);
    expect(order).toMatchObject({ service: 'express', filial_id: VENUE, payment_status: 'on_delivery' });
    const details = await orderAsGuest(journey.server, guest.access_token, order!.id);
    expect(details).toMatchObject({
      table_id: Number(TABLE),
      service_cost: service,
      amount: sum + service,
      payment_type: 'cash',
    });
  });
});
