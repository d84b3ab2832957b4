import { describe, expect, it } from 'vitest';
import {
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
  textOf,
  waitForSandboxPage,
} from './checkout-support.ts';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen, waitForText } from './in-app.ts';

const journey = setUpJourney({ server: true });

/** Fresh Market's fridge at filial 22: open round the clock, sells online only. */
const FRIDGE = 22;

describe('micromarket, a smart fridge', () => {
  it('offers online payment only, pays, and the order is completed at once', async () => {
    const guest = await grant(journey.server, { phone: '+77053000001' });
    const [first, second] = orderable(await menuOf(journey.server, FRIDGE), 2) as [MenuItem, MenuItem];
    const sum = first.price + second.price * 3;
    await journey.browser.url(journey.server.at('/proxy/health'));
    await seedCart(
      journey.browser,
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
    await journey.browser.url(journey.server.at('/app/cart'));
    await waitForScreen(journey.browser, 'cart');
    await waitForText(journey.browser, 'Micromarket');
    // The payment choices render once the venue's card is in, after the cart's own lines and title.
    const choices = await waitForValue(
      journey.browser,
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
    expect(money(await textOf(journey.browser, '[data-testid="cart-total"]'))).toBe(sum);

    await clickText(journey.browser, 'Pay ');
    await waitForSandboxPage(journey.browser, 'pay');
    await onPayPage(journey.browser, 'pay');
    await waitForScreen(journey.browser, 'typ');
    await waitForText(journey.browser, 'The order is paid');

    const [order] = await ordersOf(journey.server, guest.user_id);
    expect(order).toMatchObject({
      service: 'micromarket',
      filial_id: FRIDGE,
      payment_status: 'paid',
      total: sum,
    });
    const details = await orderAsGuest(journey.server, guest.access_token, order!.id);
    expect(details).toMatchObject({ source: 'FRIDGE', status: 'completed' });
    // The statuses page follows it: a fridge order skips the kitchen.
    await clickText(journey.browser, 'Order details');
    await waitForScreen(journey.browser, 'order-statuses');
    await waitForText(journey.browser, 'Order delivered');
  });
});
