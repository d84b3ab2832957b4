import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutServer,
  clickText,
  grant,
  type MenuItem,
  menuOf,
  orderable,
  seedCart,
  startCheckoutServer,
  waitForScreen,
  waitForText,
} from './checkout-support.ts';
import { type Browser, openBrowser, waitForValue } from './harness.ts';

let server: CheckoutServer;
let browser: Browser;
let consoleErrors: string[];

beforeAll(async () => {
  // Its own sandbox: the fridge case injects a fault that must not reach the other journeys.
  server = await startCheckoutServer();
  ({ browser, consoleErrors } = await openBrowser());
});

afterAll(async () => {
  await browser?.deleteSession();
  await server?.close();
});

const appText = () =>
  browser.execute(
    () =>
      (document.querySelector('dastarkhan-app')?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ') || '',
  );

/** Opens a route of the app afresh (storage cleared, English unless the route says otherwise). */
async function open(route: string, token?: string): Promise<void> {
  await browser.url(server.at('/app/'));
  await browser.execute((accessToken: string | null) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('lang', 'en');
    if (accessToken) localStorage.setItem('accessToken', accessToken);
  }, token ?? null);
  await browser.url(server.at(`/app${route}`));
}

describe('SPEC §8 messages, each case its own', () => {
  it('a bill opened without its table finds no bill and says the table is not attached', async () => {
    await open('/filials/11/bill?language=en');
    await waitForScreen(browser, 'bill');
    await waitForText(browser, 'No bill found');
    const text = await appText();
    expect(text).toContain('The table is not attached. Scan the QR code on your table.');
    expect(text).not.toContain('Terminal is not found');
    await clickText(browser, 'Open the menu');
    await waitForValue(browser, () => location.pathname === '/app/filials/11', 'no way to the menu');
  });

  it('a venue that does not exist says so, not that a terminal is wrong', async () => {
    await open('/filials/999?language=en');
    await waitForScreen(browser, 'menu-not-found');
    await waitForText(browser, 'Venue not found');
    expect(await appText()).not.toContain('Terminal is not found');
  });

  it('the brand venues list without a brand asks to choose one and leads to the brands', async () => {
    await open('/brands/filials?language=en');
    await waitForText(browser, 'Choose a brand to see its venues');
    expect(await appText()).not.toContain('no restaurants');
    await clickText(browser, 'Choose a brand', 'a');
    await waitForValue(browser, () => location.pathname === '/app/brands', 'no way to the brands');
  });

  it('a fridge lock that cannot be reached says the fridge did not unlock, with retry and cancel', async () => {
    const guest = await grant(server, { userId: 1 });
    await server.control('POST', 'faults', {
      kind: 'drop',
      when: 'before',
      route: 'smart-lock/v1/open-lock',
    });
    try {
      await open('/filials/22/barcode-scanner?language=en', guest.access_token);
      await waitForScreen(browser, 'barcode-scanner');
      await clickText(browser, 'Open the fridge');
      const dialog = await waitForValue(
        browser,
        () =>
          document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[role="dialog"]')?.textContent,
        'no dialog for the failed unlock',
      );
      expect(dialog).toContain('The fridge did not unlock');
      expect(dialog).toContain('The fridge could not be unlocked: the internet connection is poor.');
      expect(dialog).toContain('Try again');
      expect(dialog).toContain('Cancel');
    } finally {
      await server.control('DELETE', 'faults');
    }
  });

  it('in Russian the cart "будет готова" (the cart is feminine)', async () => {
    const [item] = orderable(await menuOf(server, 11), 1) as [MenuItem];
    await browser.url(server.at('/app/'));
    await seedCart(browser, { filialId: 11, service: 'delivery', lines: [{ item, quantity: 1 }] });
    await browser.url(server.at('/app/filials/11?language=ru'));
    await waitForText(browser, 'Корзина будет готова примерно через');
    expect(await appText()).not.toContain('будет готово');
    expect(consoleErrors).toEqual([]);
  });
});
