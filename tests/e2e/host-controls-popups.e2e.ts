import { beforeAll, describe, expect, it } from 'vitest';
import { orderBody } from '../../host-simulator/server/sandbox/test-support/test-sandbox.ts';
import {
  clickText,
  ensureOpen,
  grant,
  type MenuItem,
  menuOf,
  orderable,
  seedCart,
} from './checkout-support.ts';
import { waitForValue } from './harness.ts';
import { openInPhone } from './host-panel.ts';
import { waitForScreen } from './in-app.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * Issue 31 §3 in the simulator, the real app shell in the phone frame over the iOS shim: the host's own
 * popup asks before another venue's cart is replaced, an order number is copied through the host's
 * clipboard, and a guest signs in with one tap on the host's phone (its consent sheet, then a grant the
 * sandbox signs as the host's backend and verifies at the token endpoint).
 */
const journey = setUpJourney({ server: true });
const VENUE = 11;
const OTHER = 12;
let here: MenuItem;
let other: MenuItem;
let order: { id: number; number: string };

beforeAll(async () => {
  [here] = orderable(await menuOf(journey.server, VENUE), 1) as [MenuItem];
  [other] = orderable(await menuOf(journey.server, OTHER), 1) as [MenuItem];
  await ensureOpen(journey.server, VENUE);
});

const phone = () => journey.browser.$('iframe[title="Mini-app"]');

/** Clicks a button of the host's own dialogs over the phone frame (outside the app). */
async function tapHost(dialog: string, text: string) {
  await journey.browser.switchFrame(null);
  await waitForValue(
    journey.browser,
    (css: string, label: string) => {
      const button = [...document.querySelectorAll<HTMLButtonElement>(`${css} button`)].find(
        (item) => item.textContent === label,
      );
      button?.click();
      return Boolean(button);
    },
    `the host showed no ${dialog} with "${text}"`,
    dialog,
    text,
  );
}

describe('host controls in the simulator: popups, clipboard, the host’s phone', () => {
  it('asks in the host’s own popup before replacing another venue’s cart with a repeated order', async () => {
    const guest = await grant(journey.server, { phone: '+77056000131' });
    const placed = await journey.server.api<{ data: { id: string; attributes: { number: string } } }>(
      'POST',
      'takeaway/v1/takeaway/order',
      {
        token: guest.access_token,
        body: orderBody({
          filial_id: VENUE,
          payment_type: 'cash',
          items: [{ product_id: here.id, count: 1, price: here.price, additives: [] }],
        }),
      },
    );
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    order = { id: Number(placed.body.data.id), number: placed.body.data.attributes.number };
    await journey.browser.url(journey.server.at('/'));
    await seedCart(
      journey.browser,
      { filialId: OTHER, service: 'takeaway', lines: [{ item: other, quantity: 1 }] },
      { accessToken: guest.access_token },
    );
    await journey.browser.url(journey.server.at('/'));
    await openInPhone(journey.browser, `/orders/${order.id}/repeat`);
    await waitForScreen(journey.browser, 'repeat-order');
    await clickText(journey.browser, 'Replace the cart');
    await journey.browser.switchFrame(null);
    const popup = await journey.browser.$('[data-host-popup]');
    await popup.waitForExist({ timeout: 10_000 });
    expect(await (await popup.$('h2')).getText()).toBe('Replace the cart?');
    await saveScreenshot(
      journey.browser,
      `tests/e2e/artifacts/screens/host-popup-${journey.browser.capabilities.browserName}.png`,
    );
    expect(await popup.$$('button').map((button) => button.getAttribute('data-style'))).toEqual([
      'destructive',
      'cancel',
    ]);
    await tapHost('[data-host-popup]', 'Replace the cart');
    await journey.browser.switchFrame(await phone());
    await waitForScreen(journey.browser, 'cart');
    const carts = await journey.browser.execute(() =>
      Object.keys(JSON.parse(localStorage.getItem('cart') ?? '{}')),
    );
    expect(carts).toEqual([`${VENUE}:takeaway`]);
  });

  it('copies the order number through the host’s clipboard and says "Copied"', async () => {
    await openInPhone(journey.browser, `/typ/${VENUE}/order/${order.id}`);
    await waitForScreen(journey.browser, 'typ');
    await clickText(journey.browser, 'Copy');
    await waitForValue(
      journey.browser,
      () =>
        document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-testid="copy-status"]')
          ?.textContent === 'Copied',
      'the app did not say "Copied"',
    );
    await journey.browser.switchFrame(null);
    expect(await (await journey.browser.$('output[aria-label="Clipboard"]')).getText()).toBe(
      `copied: ${order.number}`,
    );
  });

  it('signs a guest in with one tap on the host’s phone', async () => {
    // Signed out: the app's storage and the simulated Keychain (one origin) start empty.
    await journey.browser.url(journey.server.at('/proxy/health'));
    await journey.browser.execute(() => localStorage.clear());
    await journey.browser.url(journey.server.at('/'));
    await openInPhone(journey.browser, '/orders');
    await waitForScreen(journey.browser, 'login-required');
    await clickText(journey.browser, 'Continue with your phone from Dastarkhan host simulator');
    await journey.browser.switchFrame(null);
    const consent = await journey.browser.$('[data-host-phone-consent]');
    await consent.waitForExist({ timeout: 10_000 });
    expect(await (await consent.$('h2')).getText()).toBe(
      'Share your phone +7 701 000 00 01 with Dastarkhan?',
    );
    await tapHost('[data-host-phone-consent]', 'Share');
    await journey.browser.switchFrame(await phone());
    await waitForScreen(journey.browser, 'orders');
    await journey.browser.switchFrame(null);
    expect(await consent.isExisting()).toBe(false);
    expect(journey.consoleErrors).toEqual([]);
  });
});
