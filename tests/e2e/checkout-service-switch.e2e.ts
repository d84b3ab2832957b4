import { describe, expect, it } from 'vitest';
import {
  clickText,
  ensureOpen,
  type MenuItem,
  menuOf,
  orderable,
  seedCart,
  textOf,
} from './checkout-support.ts';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen, waitForText } from './in-app.ts';

const journey = setUpJourney({ server: true });

/** Burger Batyr (filial 15): takeaway, dine in and delivery; its draft beer is not delivered. */
const VENUE = 15;

/** The venue's items sold for some services only, as the menu answers them. */
async function notDelivered(): Promise<MenuItem> {
  const answer = await journey.server.api<{
    included: { id: string; type: string; attributes: Record<string, unknown> }[];
  }>('GET', `menu/v2/category/products?filial_id=${VENUE}`);
  const found = answer.body.included.find(
    (resource) =>
      resource.type === 'products' &&
      resource.attributes.availability === 'available' &&
      resource.attributes.has_additive_categories !== true &&
      (resource.attributes.unavailable_services as string[]).includes('delivery') &&
      !(resource.attributes.unavailable_services as string[]).includes('takeaway'),
  );
  if (!found) throw new Error(`venue ${VENUE} has no item kept from delivery`);
  const menu = await menuOf(journey.server, VENUE);
  const item = [...menu.values()].find((entry) => entry.id === Number(found.id));
  if (!item) throw new Error('the item is not in the menu');
  return item;
}

const storedState = () =>
  journey.browser.execute(() => ({
    carts: JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<
      string,
      { items: { productId: number; quantity: number }[] }
    >,
    service: localStorage.getItem('service.v3'),
    search: location.search,
  }));

describe('changing the service in the cart', () => {
  it('moves the cart to the new service and runs that service’s checks, without going back to the menu', async () => {
    await ensureOpen(journey.server, VENUE);
    const [burger] = orderable(await menuOf(journey.server, VENUE), 1) as [MenuItem];
    const beer = await notDelivered();
    await journey.browser.url(journey.server.at('/proxy/health'));
    await seedCart(
      journey.browser,
      {
        filialId: VENUE,
        service: 'takeaway',
        lines: [
          { item: burger, quantity: 1 },
          { item: beer, quantity: 1 },
        ],
      },
      { local: { 'service.v3': 'takeaway' } },
    );
    // The venue's card comes late: the lines show first and the service picker waits, disabled, for it.
    await journey.server.control('POST', 'faults', {
      kind: 'latency',
      latency_ms: 1500,
      route: 'takeaway/locations/card/terminal/*',
      count: 1,
    });
    await journey.browser.url(journey.server.at(`/app/cart?filial_id=${VENUE}&service=takeaway`));
    await waitForScreen(journey.browser, 'cart');
    await waitForText(journey.browser, burger.name);

    // Delivery: the beer is not delivered (the stop list says so at once), and an address and the
    // 3 000 ₸ minimum are asked for. The order is not placed by removing the beer.
    await clickText(journey.browser, 'Delivery', 'label');
    await waitForValue(
      journey.browser,
      () => location.search.includes('service=delivery'),
      'the cart did not move to delivery',
    );
    const stopList = await textOf(journey.browser, '[data-testid="stop-list"]');
    expect(stopList).toContain(beer.name);
    await clickText(journey.browser, 'Remove', '[role="dialog"] button');
    await waitForValue(
      journey.browser,
      () => !document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[role="dialog"]'),
      'the stop list stayed open',
    );
    const issues = await textOf(journey.browser, '[data-testid="cart-issues"]');
    expect(issues).toContain('Specify the delivery address');
    expect(issues).toMatch(/The minimum order is 3\s000/);
    let stored = await storedState();
    expect(stored.service).toBe('delivery');
    expect(Object.keys(stored.carts)).toEqual([`${VENUE}:delivery`]);
    expect(stored.carts[`${VENUE}:delivery`]?.items).toEqual([
      expect.objectContaining({ productId: burger.id, quantity: 1 }),
    ]);

    // Dine in: no address or minimum any more, a table instead.
    await clickText(journey.browser, 'Dine in', 'label');
    await waitForValue(
      journey.browser,
      () => location.search.includes('service=express'),
      'the cart did not move to dine in',
    );
    await waitForText(journey.browser, 'Specify the table number');
    const dineIn = await textOf(journey.browser, '[data-testid="cart-issues"]');
    expect(dineIn).not.toContain('Specify the delivery address');
    expect(dineIn).not.toContain('The minimum order');

    // Takeaway: nothing left to fix.
    await clickText(journey.browser, 'Takeaway', 'label');
    await waitForValue(
      journey.browser,
      () => location.search.includes('service=takeaway'),
      'the cart did not move to takeaway',
    );
    await waitForValue(
      journey.browser,
      () =>
        !document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-testid="cart-issues"]'),
      'takeaway still shows issues',
    );
    stored = await storedState();
    expect(stored.service).toBe('takeaway');
    expect(Object.keys(stored.carts)).toEqual([`${VENUE}:takeaway`]);
    expect(journey.consoleErrors).toEqual([]);
  });
});
