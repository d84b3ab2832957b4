import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SandboxGrant } from '../../host-simulator/server/sandbox/test-support/sandbox-grant.ts';
import { expectAccessible } from './a11y-support.ts';
import {
  clickText,
  ensureOpen,
  grant,
  type MenuItem,
  menuOf,
  orderable,
  seedCart,
  textOf,
} from './checkout-support.ts';
import { storeSignIn, waitForScreen, waitForText } from './in-app.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * Issue 11 item 5: repeat an order from the order list (en: a dish stopped since and a price changed, the
 * options kept), from Home's recent orders (ru: another venue's cart in the way, replaced) and from the
 * order's page (kk: nothing changed, straight to the cart). Orders are placed through the sandbox's API.
 */
const SHOTS = 'tests/e2e/artifacts/screens';
/** Dala Coffee on Abay (filial 11), and a burger place (15) for the other venue's cart. */
const VENUE = 11;
const OTHER_VENUE = 15;
const journey = setUpJourney({ server: true });
let menu: Map<string, MenuItem>;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  await ensureOpen(journey.server, VENUE);
  menu = await menuOf(journey.server, VENUE);
  await journey.browser.sendCommandAndGetResult('Emulation.setDeviceMetricsOverride', {
    width: 320,
    height: 720,
    deviceScaleFactor: 2,
    mobile: true,
  });
});

const dish = (key: string): MenuItem => {
  const found = menu.get(`dala-coffee-${key}-kzt`);
  if (!found) throw new Error(`no ${key}`);
  return found;
};

async function placeOrder(
  guest: SandboxGrant,
  items: Record<string, unknown>[],
): Promise<{ id: number; number: string }> {
  const placed = await journey.server.api<{ data: { id: string; attributes: { number: string } } }>(
    'POST',
    'takeaway/v1/takeaway/order',
    {
      token: guest.access_token,
      headers: { 'X-Idempotency-key': crypto.randomUUID() },
      body: { data: { type: 'orders', attributes: { filial_id: VENUE, payment_type: 'cash', items } } },
    },
  );
  expect(placed.status).toBe(201);
  return { id: Number(placed.body.data.id), number: placed.body.data.attributes.number };
}

const plain = (item: MenuItem, count = 1) => ({ product_id: item.id, count, price: item.price });

async function openAs(guest: SandboxGrant, path: string, language: string): Promise<void> {
  await journey.browser.url(journey.server.at('/blank'));
  await storeSignIn(journey.browser, guest.access_token, language);
  await journey.browser.url(journey.server.at(`/app${path}`));
}

/** The products of a stored cart (the app shows names in its own language; the ids are the same). */
const storedProducts = (key: string) =>
  journey.browser.execute(
    (cartKey: string) =>
      (
        (
          JSON.parse(localStorage.getItem('cart') ?? '{}') as Record<
            string,
            { items: { productId: number }[] }
          >
        )[cartKey]?.items ?? []
      ).map((item) => item.productId),
    key,
  );

const storedCartKeys = () =>
  journey.browser.execute(() => Object.keys(JSON.parse(localStorage.getItem('cart') ?? '{}')).sort());

describe('repeat order', () => {
  it('from the order list: the stopped dish is told and removed, the new price told, the size kept (en)', async () => {
    const guest = await grant(journey.server, { phone: '+77052200001' });
    const cappuccino = dish('cappuccino');
    const sizes = await journey.server.api<{ included: { id: string; attributes: { name: string } }[] }>(
      'GET',
      `menu/v2/product/additives?filial_id=${VENUE}&product_id=${cappuccino.id}&service_type=takeaway`,
    );
    const sizeM = sizes.body.included[1] as { id: string; attributes: { name: string } };
    const croissant = dish('croissant');
    const [tea] = orderable(menu, 1).filter((item) => item.id !== croissant.id) as [MenuItem];
    const order = await placeOrder(guest, [
      { ...plain(cappuccino, 2), additives: [{ id: Number(sizeM.id), count: 1, price: 300 }] },
      plain(croissant),
      plain(tea),
    ]);
    await journey.server.control('POST', 'stop-list', {
      filial_id: VENUE,
      product_id: croissant.id,
      state: 'stopped',
    });
    await journey.server.control('POST', 'prices', { product_id: tea.id, price: tea.price + 100 });

    await openAs(guest, '/orders', 'en');
    await waitForScreen(journey.browser, 'orders');
    await saveScreenshot(journey.browser, `${SHOTS}/orders-repeat-en.png`);
    await clickText(journey.browser, 'Repeat', 'a.ck-repeat');
    await waitForScreen(journey.browser, 'repeat-order');
    expect(await textOf(journey.browser, '[data-testid="repeat-removed"] li')).toBe(
      `${croissant.name} — out of stock`,
    );
    expect(await textOf(journey.browser, '[data-testid="repeat-prices"] li')).toContain(`${tea.name}: was`);
    expect(await textOf(journey.browser, 'h1')).toBe(`Repeat order № ${order.number}`);
    await expectAccessible(journey.browser, 'repeat order, changes told (en)');
    await saveScreenshot(journey.browser, `${SHOTS}/repeat-order-en.png`);

    await clickText(journey.browser, 'Continue to the cart', 'button');
    await waitForScreen(journey.browser, 'cart');
    await waitForText(journey.browser, sizeM.attributes.name);
    await waitForText(journey.browser, tea.name);
    const shown = await journey.browser.execute(
      () => document.querySelector('dastarkhan-app')?.shadowRoot?.textContent ?? '',
    );
    expect(shown).not.toContain(croissant.name);
    await saveScreenshot(journey.browser, `${SHOTS}/repeat-cart-en.png`);
  });

  it('from Home’s recent orders: another venue’s cart is not lost without asking, then replaced (ru)', async () => {
    const guest = await grant(journey.server, { phone: '+77052200002' });
    // The menu as it is now: the first test stopped a dish and changed a price.
    const [first, second] = orderable(await menuOf(journey.server, VENUE), 2) as [MenuItem, MenuItem];
    await placeOrder(guest, [plain(first, 2), plain(second)]);
    const [burger] = orderable(await menuOf(journey.server, OTHER_VENUE), 1) as [MenuItem];
    await journey.browser.url(journey.server.at('/proxy/health'));
    await seedCart(
      journey.browser,
      { filialId: OTHER_VENUE, service: 'delivery', lines: [{ item: burger, quantity: 2 }] },
      { accessToken: guest.access_token, local: { lang: 'ru' } },
    );
    await journey.browser.url(journey.server.at('/app/'));
    await waitForScreen(journey.browser, 'home');
    await waitForText(journey.browser, 'Повторить недавний заказ');
    await journey.browser.execute(() =>
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector('[data-testid="recent-orders"]')
        ?.scrollIntoView({ block: 'center' }),
    );
    await expectAccessible(journey.browser, 'Home with recent orders (ru)');
    await saveScreenshot(journey.browser, `${SHOTS}/home-recent-orders-ru.png`);
    await clickText(journey.browser, 'Повторить', 'a.dkd-recent-repeat');
    await waitForScreen(journey.browser, 'repeat-order');
    await waitForText(journey.browser, 'В корзине уже есть блюда');
    await expectAccessible(journey.browser, 'repeat order, cart in the way (ru)');
    await saveScreenshot(journey.browser, `${SHOTS}/repeat-order-conflict-ru.png`);
    expect(await storedCartKeys()).toEqual([`${OTHER_VENUE}:delivery`]);
    await clickText(journey.browser, 'Заменить корзину', 'button');
    // Replacing throws dishes away: asked once more, in the app's own dialog (this plain browser has no host
    // popup), and nothing is lost until the guest confirms.
    await waitForText(journey.browser, 'Блюда, которые сейчас в корзине, будут удалены.');
    await expectAccessible(journey.browser, 'replace the cart? (ru)');
    expect(await storedCartKeys()).toEqual([`${OTHER_VENUE}:delivery`]);
    await clickText(journey.browser, 'Заменить корзину', '[role="alertdialog"] button');
    await waitForScreen(journey.browser, 'cart');
    expect(await storedCartKeys()).toEqual([`${VENUE}:takeaway`]);
    expect(await storedProducts(`${VENUE}:takeaway`)).toEqual([first.id, second.id]);
    await saveScreenshot(journey.browser, `${SHOTS}/repeat-cart-ru.png`);
  });

  it('from the order’s page with nothing changed and an empty cart: straight to the cart (kk)', async () => {
    const guest = await grant(journey.server, { phone: '+77052200003' });
    const [first] = orderable(await menuOf(journey.server, VENUE), 1) as [MenuItem];
    const order = await placeOrder(guest, [plain(first, 3)]);
    await openAs(guest, `/orders/${order.id}`, 'kk');
    await waitForScreen(journey.browser, 'order-information');
    await clickText(journey.browser, 'Тапсырысты қайталау', 'a');
    await waitForScreen(journey.browser, 'cart');
    expect(await journey.browser.getUrl()).toContain(`/app/cart?filial_id=${VENUE}&service=takeaway`);
    await waitForText(journey.browser, 'Себет');
    expect(await storedProducts(`${VENUE}:takeaway`)).toEqual([first.id]);
    await saveScreenshot(journey.browser, `${SHOTS}/repeat-cart-kk.png`);
  });
});
