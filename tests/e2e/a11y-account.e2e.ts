import { beforeAll, describe, it } from 'vitest';
import {
  clickInAppScript,
  closeDialog,
  expectAccessibleAndLegible,
  LANGUAGES,
  type Screen,
  visit,
  waitForDialog,
} from './a11y-support.ts';
import { openFresh } from './discovery-support.ts';
import { sandboxApi } from './menu-support.ts';
import { simulatorUrl } from './harness.ts';
import { setUpJourney } from './journey.ts';

const journey = setUpJourney();
let token: string;
let order: { id: number; filial_id: number };
/** A delivery cart at venue 11 in the cart store's format (src/state/cart.ts), so the cart has lines. */
let cart: string;

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(simulatorUrl(`/sandbox/control/${path}`), {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`);
  return (await response.json()) as T;
}

beforeAll(async () => {
  // Aigerim (user 1): two addresses and past orders, so every signed-in screen has content to check.
  ({ access_token: token } = await control<{ access_token: string }>('POST', 'grants', {
    user_id: 1,
    client_id: 'dastarkhan',
    redirect_uri: simulatorUrl('/app/auth'),
  }));
  const orders = await control<{ data: { id: number; filial_id: number }[] }>('GET', 'orders?user_id=1');
  const first = orders.data[0];
  if (!first) throw new Error('user 1 has no seeded order');
  order = first;
  const menu = await sandboxApi<{
    included: { id: string; type: string; attributes: Record<string, unknown> }[];
  }>('menu/v2/category/products?filial_id=11');
  const item = menu.included.find(
    ({ type, attributes }) =>
      type === 'products' &&
      attributes.availability === 'available' &&
      attributes.is_age_restricted !== true &&
      attributes.has_additive_categories !== true,
  );
  if (!item) throw new Error('venue 11 has no plain item');
  const line = { productId: Number(item.id), name: item.attributes.name, price: item.attributes.price };
  cart = JSON.stringify({
    '11:delivery': {
      filialId: 11,
      service: 'delivery',
      items: [{ ...line, quantity: 2, additives: [] }],
      comment: '',
      name: '',
      paymentType: null,
      table: null,
    },
  });
});

describe.each(LANGUAGES)('signed-in screens in %s', (language) => {
  it('have no axe violation at any impact level and legible text, the cart, address list and deletion question included', async () => {
    await openFresh(journey.browser, '/faq', language, async () => {
      await journey.browser.execute(
        (value: string, carts: string) => {
          localStorage.setItem('accessToken', value);
          localStorage.setItem('cart', carts);
        },
        token,
        cart,
      );
    });
    await visit(journey.browser, '/cart', 'cart', language);
    await expectAccessibleAndLegible(journey.browser, `${language} /cart`);
    await clickInAppScript(journey.browser, 'button[aria-haspopup="dialog"]');
    await waitForDialog(journey.browser);
    await expectAccessibleAndLegible(journey.browser, `${language} address list`, 'dialogs');
    await closeDialog(journey.browser);

    await visit(journey.browser, '/profile', 'profile', language);
    await expectAccessibleAndLegible(journey.browser, `${language} /profile`);
    await clickInAppScript(journey.browser, 'button.pf-danger');
    await waitForDialog(journey.browser);
    await expectAccessibleAndLegible(journey.browser, `${language} account deletion question`, 'dialogs');
    await closeDialog(journey.browser);

    const screens: [string, Screen][] = [
      ['/profile/form', 'profile-form'],
      ['/orders', 'orders'],
      [`/orders/${order.id}`, 'order-information'],
      [`/filials/${order.filial_id}/order/${order.id}`, 'order-statuses'],
      [`/typ/${order.filial_id}/order/${order.id}`, 'typ'],
    ];
    for (const [route, screen] of screens) {
      await visit(journey.browser, route, screen, language);
      await expectAccessibleAndLegible(journey.browser, `${language} ${route}`);
    }
  });
});
