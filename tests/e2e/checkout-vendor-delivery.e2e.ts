import { describe, expect, it } from 'vitest';
import {
  clickText,
  ensureOpen,
  grant,
  type MenuItem,
  menuOf,
  orderable,
  orderAsGuest,
  ordersOf,
  seedCart,
} from './checkout-support.ts';
import { clickInAppScript } from './a11y-support.ts';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen, waitForText } from './in-app.ts';

const journey = setUpJourney({ server: true });

/** Tandyr House on Satpayev (filial 18): delivers with its own couriers for 700 ₸, orders from 5 000 ₸. */
const VENUE = 18;
/** The address the guest typed before signing in: a local address (id -1), near the venue. */
const LOCAL_ADDRESS = {
  id: -1,
  title: '',
  city: 'Almaty',
  street: 'Satpayev Street',
  building: '35',
  entrance: '1',
  floor: '3',
  apartment: '12',
  comment: '',
  isPrivateHouse: false,
  coordinates: { latitude: 43.2375, longitude: 76.916 },
};

/** Whether the cart lists an issue containing `text` (runs in the page). */
function cartIssue(text: string): boolean {
  const issues = document
    .querySelector('dastarkhan-app')
    ?.shadowRoot?.querySelector('[data-testid="cart-issues"]');
  return (issues?.textContent ?? '').replace(/\s+/g, ' ').includes(text);
}

describe('vendor delivery', () => {
  it('holds the order under the minimum, saves the local address on use, and places a cash order', async () => {
    await ensureOpen(journey.server, VENUE);
    const guest = await grant(journey.server, { phone: '+77054000001' });
    const [dish] = orderable(await menuOf(journey.server, VENUE), 1) as [MenuItem];
    const quantity = Math.ceil(5000 / dish.price);
    expect(quantity).toBeGreaterThan(1);
    await journey.browser.url(journey.server.at('/proxy/health'));
    await seedCart(
      journey.browser,
      { filialId: VENUE, service: 'vendor-delivery', lines: [{ item: dish, quantity: 1 }] },
      { accessToken: guest.access_token, local: { activeAddress: LOCAL_ADDRESS } },
    );
    await journey.browser.url(journey.server.at('/app/cart'));
    await waitForScreen(journey.browser, 'cart');
    await waitForText(journey.browser, 'Delivery to Satpayev Street, 35');
    await waitForValue(journey.browser, cartIssue, 'no minimum', 'The minimum order is 5 000');

    // The stepper's "+" is an icon named by its label ("One more …"): the last button of the line's stepper.
    for (let added = 1; added < quantity; added++) {
      await clickInAppScript(journey.browser, '.ck-stepper .ck-step:last-child');
      await waitForValue(
        journey.browser,
        (count: number) =>
          document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.ck-stepper output')
            ?.textContent === String(count) || null,
        `the line did not reach ${added + 1}`,
        added + 1,
      );
    }
    await waitForValue(
      journey.browser,
      (text: string) =>
        !(document.querySelector('dastarkhan-app')?.shadowRoot?.textContent ?? '').includes(text) || null,
      'the minimum stayed',
      'The minimum order',
    );
    await waitForText(journey.browser, '700 ₸');

    await clickText(journey.browser, 'In cash', 'label');
    await clickText(journey.browser, 'Place the order');
    await waitForScreen(journey.browser, 'typ');
    await waitForText(journey.browser, 'Pay in cash when you get the order');

    const [order] = await ordersOf(journey.server, guest.user_id);
    expect(order).toMatchObject({
      service: 'vendor_delivery',
      filial_id: VENUE,
      total: dish.price * quantity + 700,
    });
    const details = await orderAsGuest(journey.server, guest.access_token, order!.id);
    expect(details).toMatchObject({
      delivery_fee: 700,
      address: { street: 'Satpayev Street', building: '35' },
    });
    // docs/contract/states.md#addresses: the local address (id -1) was saved to the server when used, and is the active one now.
    const saved = await journey.server.api<{ data: { id: string; attributes: { street: string } }[] }>(
      'GET',
      'profile/api/v1/address',
      { token: guest.access_token },
    );
    expect(saved.body.data.map((address) => address.attributes.street)).toEqual(['Satpayev Street']);
    const active = await journey.browser.execute(
      () => JSON.parse(localStorage.getItem('activeAddress') ?? '{}').id,
    );
    expect(String(active)).toBe(saved.body.data[0]!.id);
  });
});
