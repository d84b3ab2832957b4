import { describe, expect, it } from 'vitest';
import {
  clickText,
  grant,
  inApp,
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

/** Dala Coffee on Dostyk (filial 12): delivers round the clock, 50% of an order payable with bonuses. */
const VENUE = 12;
/** Aigerim: a regular guest with 12 500 bonuses and two saved addresses. */
const AIGERIM = 1;

describe('delivery to a new address', () => {
  it('adds the address on the map and form, takes the courier tariff, spends bonuses, and pays', async () => {
    const guest = await grant(journey.server, { userId: AIGERIM });
    const [first, second] = orderable(await menuOf(journey.server, VENUE), 2) as [MenuItem, MenuItem];
    // Over 5 000 (the outer zone's minimum and the first subsidy tier), under 10 000 (free delivery).
    const quantity = Math.ceil(5200 / (first.price + second.price));
    const sum = (first.price + second.price) * quantity;
    expect(sum).toBeLessThan(10_000);
    await journey.browser.url(journey.server.at('/proxy/health'));
    await seedCart(
      journey.browser,
      {
        filialId: VENUE,
        service: 'delivery',
        lines: [
          { item: first, quantity },
          { item: second, quantity },
        ],
      },
      { accessToken: guest.access_token },
    );
    await journey.browser.url(journey.server.at('/app/cart'));
    await waitForScreen(journey.browser, 'cart');
    await waitForText(journey.browser, 'Night delivery may take longer');

    await clickText(journey.browser, 'Change the address');
    await waitForText(journey.browser, 'Delivery addresses');
    await clickText(journey.browser, 'Add an address');
    await waitForScreen(journey.browser, 'address-map');
    // Moving the map puts another building under the pin, named by reverse geocoding.
    const map = await inApp(journey.browser, '[data-testid="address-pin-map"]');
    await waitForValue(
      journey.browser,
      () =>
        document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.leaflet-tile-loaded') ?? null,
      'no map tiles',
    );
    await map.dragAndDrop({ x: -120, y: 40 });
    const pinned = await textOf(journey.browser, '[data-testid="chosen-place"] strong');
    expect(pinned).toMatch(/\d/);
    await (await inApp(journey.browser, 'input[type="search"]')).setValue('Dostyk 100');
    await clickText(journey.browser, 'Dostyk Avenue, 100', '.ck-suggestions button');
    await clickText(journey.browser, 'Confirm the address');

    await waitForScreen(journey.browser, 'address-form');
    expect(await (await inApp(journey.browser, 'input[name="street"]')).getValue()).toBe('Dostyk Avenue');
    expect(await (await inApp(journey.browser, 'input[name="building"]')).getValue()).toBe('100');
    await (await inApp(journey.browser, 'input[name="entrance"]')).setValue('2');
    await (await inApp(journey.browser, 'input[name="apartment"]')).setValue('17');
    // The form is a stored draft: a reload keeps what was typed.
    await journey.browser.refresh();
    await waitForScreen(journey.browser, 'address-form');
    await waitForValue(
      journey.browser,
      () =>
        (
          document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('input[name="entrance"]') as
            | HTMLInputElement
            | undefined
        )?.value === '2' || null,
      'the draft did not survive the reload',
    );
    await (await inApp(journey.browser, 'input[name="floor"]')).setValue('5');
    await clickText(journey.browser, 'Work');
    await clickText(journey.browser, 'Save the address');

    await waitForScreen(journey.browser, 'cart');
    await waitForText(journey.browser, 'The address has been added');
    await waitForText(journey.browser, 'Delivery to Dostyk Avenue, 100');
    // The fastest courier only (docs/contract/validation.md#delivery-tariffs), chosen for the guest since it is the one left.
    await waitForText(journey.browser, 'By car · Fastest');
    const car = await inApp(journey.browser, 'fieldset input[value="CAR"]');
    expect(await car.isSelected()).toBe(true);

    await clickText(journey.browser, 'Pay with bonuses', 'label');
    const limit = Math.floor((sum * 50) / 100);
    await waitForValue(
      journey.browser,
      (expected: number) =>
        Number(
          (
            document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('input[type="number"]') as
              | HTMLInputElement
              | undefined
          )?.value,
        ) === expected || null,
      'the bonus amount is not the limit',
      limit,
    );
    const total = money(await textOf(journey.browser, '[data-testid="cart-total"]'));
    await clickText(journey.browser, 'Pay ');
    await waitForSandboxPage(journey.browser, 'pay');
    await onPayPage(journey.browser, 'pay');
    await waitForScreen(journey.browser, 'typ');
    await waitForText(journey.browser, 'The order is paid');

    const [order] = await ordersOf(journey.server, AIGERIM);
    expect(order).toMatchObject({ service: 'delivery', filial_id: VENUE, payment_status: 'paid', total });
    const details = await orderAsGuest(journey.server, guest.access_token, order!.id);
    expect(details).toMatchObject({
      subtotal: sum,
      paid_by_bonus: limit,
      transport_type: 'CAR',
      address: {
        street: 'Dostyk Avenue',
        building: '100',
        entrance: '2',
        floor: '5',
        apartment: '17',
        title: 'Work',
      },
    });
    expect(total).toBe(sum - limit + Number(details.delivery_fee));
    const saved = await journey.server.api<{ data: { attributes: { street: string; building: string } }[] }>(
      'GET',
      'profile/api/v1/address',
      { token: guest.access_token },
    );
    expect(saved.body.data.map((address) => address.attributes.building)).toContain('100');
  });
});
