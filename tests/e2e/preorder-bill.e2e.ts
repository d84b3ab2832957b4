import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y-support.ts';
import {
  clickText,
  ensureOpen,
  grant,
  type MenuItem,
  menuOf,
  onPayPage,
  orderable,
  ordersOf,
  seedCart,
  textOf,
  waitForSandboxPage,
} from './checkout-support.ts';
import { storeSignIn, waitForScreen, waitForText } from './in-app.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * Issue 11 item 4: OrderInformationBill at /bills/preorder/{id}, the bill of an express order placed ahead
 * for a table. A preorder placed through the sandbox's API and paid from its bill on the hosted page (en),
 * one placed through the app's cart and opened from its thank-you page (kk), another guest's refused.
 */
const SHOTS = 'tests/e2e/artifacts/screens';
/** Dala Coffee on Abay (filial 11): tables 1 to 8, a 10 % service charge, cash accepted. */
const VENUE = 11;
const journey = setUpJourney({ server: true });
let items: MenuItem[];

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  await ensureOpen(journey.server, VENUE);
  items = orderable(await menuOf(journey.server, VENUE), 2);
  // A phone's width: the bill must read at 320 px without anything cut or cramped.
  await journey.browser.sendCommandAndGetResult('Emulation.setDeviceMetricsOverride', {
    width: 320,
    height: 720,
    deviceScaleFactor: 2,
    mobile: true,
  });
});

/** The lower half of the bill, for the second screenshot: the sums and what the guest can do next. */
async function scrollToActions(): Promise<void> {
  await journey.browser.execute(() =>
    document
      .querySelector('dastarkhan-app')
      ?.shadowRoot?.querySelector('.ckb-actions')
      ?.scrollIntoView({ block: 'end' }),
  );
}

async function placeAhead(token: string, paymentType: 'online' | 'cash'): Promise<number> {
  const [first, second] = items as [MenuItem, MenuItem];
  const placed = await journey.server.api<{ data: { id: string } }>('POST', 'takeaway/v1/express/order', {
    token,
    headers: { 'X-Idempotency-key': crypto.randomUUID() },
    body: {
      data: {
        type: 'orders',
        attributes: {
          filial_id: VENUE,
          payment_type: paymentType,
          table_id: 3,
          source: 'QR',
          items: [
            { product_id: first.id, count: 2, price: first.price },
            { product_id: second.id, count: 1, price: second.price },
          ],
        },
      },
    },
  });
  expect(placed.status).toBe(201);
  return Number(placed.body.data.id);
}

describe('the preorder bill', () => {
  it('shows an unpaid preorder from its order page, pays the rest on the hosted page and offers the tip (en)', async () => {
    const guest = await grant(journey.server, { phone: '+77052100001' });
    const id = await placeAhead(guest.access_token, 'online');
    await journey.browser.url(journey.server.at('/blank'));
    await storeSignIn(journey.browser, guest.access_token, 'en');
    await journey.browser.url(journey.server.at(`/app/orders/${id}`));
    await waitForScreen(journey.browser, 'order-information');
    await clickText(journey.browser, 'Bill', 'a');
    await waitForScreen(journey.browser, 'preorder-bill');
    expect(await textOf(journey.browser, '[data-testid="bill-state"]')).toMatch(/To pay: [\d\s]+₸/);
    const facts = await textOf(journey.browser, '[data-testid="bill-facts"]');
    expect(facts).toContain('Table3');
    expect(facts).toMatch(/Waiter\S+/);
    await expectAccessible(journey.browser, 'preorder bill, unpaid (en)');
    await saveScreenshot(journey.browser, `${SHOTS}/preorder-bill-en.png`);
    await scrollToActions();
    await saveScreenshot(journey.browser, `${SHOTS}/preorder-bill-actions-en.png`);

    await clickText(journey.browser, 'online', 'button');
    await waitForSandboxPage(journey.browser, 'pay');
    await onPayPage(journey.browser, 'pay');
    await journey.browser.waitUntil(
      async () => (await journey.browser.getUrl()).includes(`/app/bills/preorder/${id}`),
      { timeoutMsg: 'the payment did not come back to the bill' },
    );
    await waitForText(journey.browser, 'The bill is paid');
    await saveScreenshot(journey.browser, `${SHOTS}/preorder-bill-paid-en.png`);
    const [order] = await ordersOf(journey.server, guest.user_id);
    expect(order?.payment_status).toBe('paid');
    await clickText(journey.browser, 'Tip the waiter', 'a');
    await waitForScreen(journey.browser, 'tip');
  });

  it('opens the bill of a cash preorder placed in the cart from its thank-you page (kk)', async () => {
    const guest = await grant(journey.server, { phone: '+77052100002' });
    const [first, second] = items as [MenuItem, MenuItem];
    await journey.browser.url(journey.server.at('/proxy/health'));
    await seedCart(
      journey.browser,
      {
        filialId: VENUE,
        service: 'express',
        table: '3',
        paymentType: 'cash',
        lines: [
          { item: first, quantity: 1 },
          { item: second, quantity: 2 },
        ],
      },
      { accessToken: guest.access_token, local: { lang: 'kk' } },
    );
    await journey.browser.url(journey.server.at('/app/cart'));
    await waitForScreen(journey.browser, 'cart');
    await clickText(journey.browser, 'Тапсырысты рәсімдеу', 'button');
    await waitForScreen(journey.browser, 'typ');
    await clickText(journey.browser, 'Шот', 'a');
    await waitForScreen(journey.browser, 'preorder-bill');
    await waitForText(journey.browser, 'Даяшыға қолма-қол төлеңіз');
    expect(await textOf(journey.browser, 'h1')).toMatch(/^Шот · тапсырыс № \d+$/);
    await expectAccessible(journey.browser, 'preorder bill, cash (kk)');
    await saveScreenshot(journey.browser, `${SHOTS}/preorder-bill-kk.png`);
    await scrollToActions();
    await saveScreenshot(journey.browser, `${SHOTS}/preorder-bill-actions-kk.png`);

    // Another guest's preorder is the same "not found" as a wrong link: nothing of it is shown.
    const other = await grant(journey.server, { phone: '+77052100003' });
    const theirs = await placeAhead(other.access_token, 'cash');
    await journey.browser.url(journey.server.at(`/app/bills/preorder/${theirs}`));
    await waitForScreen(journey.browser, 'preorder-bill');
    await waitForText(journey.browser, 'Бұл шот табылмады');
    await expectAccessible(journey.browser, 'preorder bill, not found (kk)');
    await saveScreenshot(journey.browser, `${SHOTS}/preorder-bill-not-found-kk.png`);
  });
});
