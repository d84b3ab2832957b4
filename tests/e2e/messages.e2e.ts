import { describe, expect, it } from 'vitest';
import { clickText, grant, type MenuItem, menuOf, orderable, seedCart } from './checkout-support.ts';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen, waitForText } from './in-app.ts';

// Its own sandbox: the fridge case injects a fault that must not reach the other journeys.
const journey = setUpJourney({ server: true });

const appText = () =>
  journey.browser.execute(
    () =>
      (document.querySelector('dastarkhan-app')?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ') || '',
  );

/** Opens a route of the app afresh (storage cleared, English unless the route says otherwise). */
async function open(route: string, token?: string): Promise<void> {
  await journey.browser.url(journey.server.at('/app/'));
  await journey.browser.execute((accessToken: string | null) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('lang', 'en');
    if (accessToken) localStorage.setItem('accessToken', accessToken);
  }, token ?? null);
  await journey.browser.url(journey.server.at(`/app${route}`));
}

describe('the messages of docs/contract/errors.md#messages-to-the-guest, each case its own', () => {
  it('a bill opened without its table finds no bill and says the table is not attached', async () => {
    await open('/filials/11/bill?language=en');
    await waitForScreen(journey.browser, 'bill');
    await waitForText(journey.browser, 'No bill found');
    const text = await appText();
    expect(text).toContain('The table is not attached. Scan the QR code on your table.');
    expect(text).not.toContain('Terminal is not found');
    await clickText(journey.browser, 'Open the menu');
    await waitForValue(journey.browser, () => location.pathname === '/app/filials/11', 'no way to the menu');
  });

  it('a venue that does not exist says so, not that a terminal is wrong', async () => {
    await open('/filials/999?language=en');
    await waitForScreen(journey.browser, 'menu-not-found');
    await waitForText(journey.browser, 'Venue not found');
    expect(await appText()).not.toContain('Terminal is not found');
  });

  it('the brand venues list without a brand asks to choose one and leads to the brands', async () => {
    await open('/brands/filials?language=en');
    await waitForText(journey.browser, 'Choose a brand to see its venues');
    expect(await appText()).not.toContain('no restaurants');
    await clickText(journey.browser, 'Choose a brand', 'a');
    await waitForValue(journey.browser, () => location.pathname === '/app/brands', 'no way to the brands');
  });

  it('a fridge lock that cannot be reached says the fridge did not unlock, with retry and cancel', async () => {
    const guest = await grant(journey.server, { userId: 1 });
    await journey.server.control('POST', 'faults', {
      kind: 'drop',
      when: 'before',
      route: 'smart-lock/v1/open-lock',
    });
    try {
      await open('/filials/22/barcode-scanner?language=en', guest.access_token);
      await waitForScreen(journey.browser, 'barcode-scanner');
      await clickText(journey.browser, 'Open the fridge');
      const dialog = await waitForValue(
        journey.browser,
        () =>
          document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[role="dialog"]')?.textContent,
        'no dialog for the failed unlock',
      );
      expect(dialog).toContain('The fridge did not unlock');
      expect(dialog).toContain('The fridge could not be unlocked: the internet connection is poor.');
      expect(dialog).toContain('Try again');
      expect(dialog).toContain('Cancel');
    } finally {
      await journey.server.control('DELETE', 'faults');
    }
  });

  it('in Russian the cart bar says when the kitchen has the order cooked, in no gendered form', async () => {
    const [item] = orderable(await menuOf(journey.server, 11), 1) as [MenuItem];
    await journey.browser.url(journey.server.at('/proxy/health'));
    await seedCart(journey.browser, { filialId: 11, service: 'delivery', lines: [{ item, quantity: 1 }] });
    await journey.browser.url(journey.server.at('/app/filials/11?language=ru'));
    await waitForText(journey.browser, 'Приготовим примерно за');
    expect(await appText()).not.toContain('будет готов');
    expect(journey.consoleErrors).toEqual([]);
  });
});
