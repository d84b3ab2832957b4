import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { clickInAppScript, type Screen, visit } from './a11y-support.ts';
import { ensureOpen, grant, menuOf, orderable, seedCart, waitForSandboxPage } from './checkout-support.ts';
import { cdp } from './discovery-support.ts';
import { waitForValue } from './harness.ts';
import { waitForScreen } from './in-app.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * Issue 11 item 8: every route of docs/contract/screens.md#routes at a small phone (320 px), a common one (390 px) and a tablet
 * (768 px), in Kazakh (the longest of the four languages), signed in, against the sandbox, in one session;
 * then every route again in Georgian (its own script, words as long) at the small phone's width. At each
 * width nothing may scroll sideways; the screenshots land in tests/e2e/artifacts/screens/ (git-ignored) as
 * <route-name>-<width>.png (and <route-name>-320-ka.png) for a reviewer to look at, and so do the sandbox's
 * payment and login pages (sandbox-pay, sandbox-login), which play the provider's pages in the product's look.
 */
const SHOTS = resolve(import.meta.dirname, 'artifacts/screens');
const WIDTHS = [320, 390, 768] as const;
const LANGUAGE = 'kk';
const VENUE = 12;
const TABLE_VENUE = 11;
const FRIDGE = 22;

const journey = setUpJourney({ server: true });
let order: { id: number; filial_id: number };
/** An express order of user 1 placed ahead for a table: its bill is OrderInformationBill (issue 11 item 4). */
let preorder: number;

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  // BrandsBooking needs a position (docs/contract/screens.md#routes): the guest is in Almaty and lets the app know.
  await cdp(journey.browser, 'Browser.grantPermissions', {
    permissions: ['geolocation'],
    origin: new URL(journey.server.url).origin,
  });
  await cdp(journey.browser, 'Emulation.setGeolocationOverride', {
    latitude: 43.2389,
    longitude: 76.8897,
    accuracy: 20,
  });
  const opened = await journey.server.control('POST', 'bills', { table_id: 5 });
  expect([201, 409]).toContain(opened.status);
  const orders = await journey.server.control<{ data: { id: number; filial_id: number; status: string }[] }>(
    'GET',
    'orders?user_id=1',
  );
  const first = orders.body.data[0];
  if (!first) throw new Error('user 1 has no seeded order');
  order = first;
});

async function viewport(width: number): Promise<void> {
  await cdp(journey.browser, 'Emulation.setDeviceMetricsOverride', {
    width,
    height: width >= 768 ? 1024 : 760,
    deviceScaleFactor: 1,
    mobile: width < 768,
  });
  await waitForValue(journey.browser, (wanted: number) => window.innerWidth === wanted, 'no resize', width);
}

/**
 * Runs in the page: how far the document scrolls sideways past the window, or the app's own frame (the
 * screen's scroller, inside the shadow root) past its box; 0 or less when neither does.
 */
function sideways(): number {
  const scroller = document.scrollingElement ?? document.documentElement;
  const frame = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-frame');
  return Math.max(
    scroller.scrollWidth - window.innerWidth,
    frame ? frame.scrollWidth - frame.clientWidth : 0,
  );
}

/** Runs in the page: the app's elements whose right edge passes the window's, to name what scrolls sideways. */
function pastTheEdge(): string[] {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  return [...(root?.querySelectorAll<HTMLElement>('[data-screen] *') ?? [])]
    .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
    .map((element) => `${element.tagName}.${element.className}: ${element.textContent?.trim().slice(0, 30)}`)
    .slice(0, 5);
}

/** Runs in the page: the bottom bar's one-word labels that wrap onto a second line (a word broken in two). */
function brokenTabLabels(): string[] {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  return [...(root?.querySelectorAll<HTMLElement>('.dk-navbar a > span') ?? [])]
    .filter((label) => !/\s/.test(label.textContent?.trim() ?? ''))
    .filter((label) => {
      const range = document.createRange();
      range.selectNodeContents(label);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size > 1;
    })
    .map((label) => label.textContent ?? '');
}

/** At each width: the page must not scroll sideways, nor a tab's label break mid-word; then its picture. Back at 390 px for the next route. */
async function shootWidths(name: string, widths: readonly number[] = WIDTHS, suffix = ''): Promise<void> {
  for (const width of widths) {
    await viewport(width);
    const overflow = await journey.browser.execute(sideways);
    const culprits = overflow > 0 ? await journey.browser.execute(pastTheEdge) : [];
    expect(overflow, `${name} at ${width} px scrolls sideways: ${culprits.join('; ')}`).toBeLessThanOrEqual(
      0,
    );
    expect(await journey.browser.execute(brokenTabLabels), `${name} at ${width} px`).toEqual([]);
    await saveScreenshot(journey.browser, `${SHOTS}/${name}-${width}${suffix}.png`);
  }
  await viewport(390);
}

/** Places user 1's express order for table 3 of the table venue through the sandbox's API. */
async function placePreorder(token: string): Promise<number> {
  const [first] = orderable(await menuOf(journey.server, TABLE_VENUE), 1);
  if (!first) throw new Error('nothing orderable at the table venue');
  const placed = await journey.server.api<{ data: { id: string } }>('POST', 'takeaway/v1/express/order', {
    token,
    headers: { 'X-Idempotency-key': crypto.randomUUID() },
    body: {
      data: {
        type: 'orders',
        attributes: {
          filial_id: TABLE_VENUE,
          payment_type: 'cash',
          table_id: 3,
          source: 'QR',
          items: [{ product_id: first.id, count: 1, price: first.price }],
        },
      },
    },
  });
  expect(placed.status).toBe(201);
  return Number(placed.body.data.id);
}

describe('every screen of docs/contract/screens.md#routes at 320, 390 and 768 px', () => {
  it('fits the window at each width, in Kazakh, signed in, and at 320 px in Georgian', async () => {
    const guest = await grant(journey.server, { userId: 1 });
    await ensureOpen(journey.server, TABLE_VENUE);
    preorder = await placePreorder(guest.access_token);
    const items = orderable(await menuOf(journey.server, VENUE), 2);
    await journey.browser.url(journey.server.at('/blank'));
    await seedCart(
      journey.browser,
      { filialId: VENUE, service: 'takeaway', lines: items.map((item) => ({ item, quantity: 1 })) },
      { accessToken: guest.access_token, local: { lang: LANGUAGE, 'service.v3': 'takeaway' } },
    );
    await journey.browser.url(journey.server.at('/app/'));
    await waitForScreen(journey.browser, 'home');
    await viewport(390);

    const routes: [name: string, path: string, screen: Screen][] = [
      ['home', '/', { screen: 'home', ready: '[data-category="popular"] [data-venue]' }],
      ['brands', '/brands', 'brands'],
      ['brands-booking', '/brands/booking', 'brands-booking'],
      ['brands-filials', '/brands/filials', 'brand-filials'],
      ['filials', '/filials', { screen: 'filials', ready: '[data-venue]' }],
      ['menu', `/filials/${VENUE}`, { screen: 'menu', ready: '[data-item-id]' }],
      ['bill', `/filials/${TABLE_VENUE}/bill?table_id=5&main_terminal_id=${TABLE_VENUE}`, 'bill'],
      ['menu-search', `/filials/${VENUE}/search`, 'menu-search'],
      ['cart', '/cart', 'cart'],
      ['barcode-scanner', `/filials/${FRIDGE}/barcode-scanner/`, 'barcode-scanner'],
      ['barcode-manual', `/filials/${FRIDGE}/barcode-manual`, 'barcode-manual'],
      ['filial-details', `/filials/${VENUE}/details`, 'filial-details'],
      ['map', '/map', 'map'],
      ['search', '/search', 'search'],
      ['orders', '/orders', 'orders'],
      ['typ', `/typ/${order.filial_id}/order/${order.id}`, 'typ'],
      ['order-information', `/orders/${order.id}`, 'order-information'],
      ['order-statuses', `/filials/${order.filial_id}/order/${order.id}`, 'order-statuses'],
      ['profile', '/profile', 'profile'],
      ['profile-form', '/profile/form', 'profile-form'],
      ['faq', '/faq', 'faq'],
      ['address-map', '/address-map', 'address-map'],
      ['address-form', '/address-form', 'address-form'],
      ['not-found', '/nowhere/at/all', 'not-found'],
      ['bill-preorder', `/bills/preorder/${preorder}`, 'preorder-bill'],
      // Asks whether the order replaces the cart seeded above, so it stays on its own screen.
      ['repeat-order', `/orders/${order.id}/repeat`, 'repeat-order'],
      // Last: a callback with no code says so.
      ['auth', '/auth', 'auth'],
    ];
    for (const [name, path, screen] of routes) {
      await visit(journey.browser, path, screen, LANGUAGE);
      await shootWidths(name);
    }

    // The sandbox's hosted pages a guest passes through: the payment page (from the cart) and the login page.
    await visit(journey.browser, '/cart', 'cart', LANGUAGE);
    await clickInAppScript(journey.browser, '.ck-footer .dk-button');
    await waitForSandboxPage(journey.browser, 'pay');
    await (await journey.browser.$('button[name="action"][value="pay"]')).waitForExist();
    await shootWidths('sandbox-pay');
    const login = new URL(journey.server.at('/sandbox/login'));
    login.search = new URLSearchParams({
      client_id: 'dastarkhan',
      redirect_uri: journey.server.at('/app/auth'),
      language: LANGUAGE,
      state: 'gallery',
    }).toString();
    await journey.browser.url(login.href);
    await (await journey.browser.$('input[name="phone"]')).waitForExist();
    await shootWidths('sandbox-login');

    await journey.browser.url(journey.server.at('/app/?language=ka'));
    await waitForScreen(journey.browser, 'home');
    for (const [name, path, screen] of routes) {
      await visit(journey.browser, path, screen, 'ka');
      await shootWidths(name, [320], '-ka');
    }
    expect(journey.consoleErrors).toEqual([]);
    // One journey through ~40 routes at four sizes: 60 s ran out with the machine's two cores busy with
    // builds, and a full `npm test` on a slow-disk day took 109 s; each step waits for its own condition.
  }, 180_000);
});
