import { afterEach, beforeAll, describe, it } from 'vitest';
import { expectAccessibleAndLegible, LANGUAGES, settled, waitForDialog } from './a11y-support.ts';
import { grant, type MenuItem, menuOf, orderable, restoreItems, seedCart } from './checkout-support.ts';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';

/**
 * The states only a fault shows, checked with axe like every other screen (tests/e2e/a11y-*.e2e.ts): the
 * cart's sold-out and price-change dialogs and the server-error page. Its own sandbox: the stop list and
 * prices changed here must not reach the journeys running beside it.
 */
const journey = setUpJourney({ server: true });
let items: [MenuItem, MenuItem];
let phone = 0;

/** Dala Coffee on Dostyk (filial 12): round the clock, online payment. */
const VENUE = 12;

beforeAll(async () => {
  items = orderable(await menuOf(journey.server, VENUE), 2) as [MenuItem, MenuItem];
});

afterEach(async () => {
  await restoreItems(journey.server, VENUE, items);
});

/** A new guest's takeaway cart of both items, on the cart screen in `language`. */
async function openCart(language: string): Promise<void> {
  phone += 1;
  const guest = await grant(journey.server, { phone: `+7705600${String(phone).padStart(4, '0')}` });
  await journey.browser.url(journey.server.at('/proxy/health'));
  await seedCart(
    journey.browser,
    {
      filialId: VENUE,
      service: 'takeaway',
      lines: [
        { item: items[0], quantity: 1 },
        { item: items[1], quantity: 1 },
      ],
    },
    { accessToken: guest.access_token, local: { lang: language } },
  );
  await journey.browser.url(journey.server.at('/app/cart'));
  await settled(journey.browser, 'cart', language);
}

/** Presses the cart's pay button once it is ready, as the guest would. */
async function placeOrder(): Promise<void> {
  await waitForValue(
    journey.browser,
    () => {
      const button = document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector<HTMLButtonElement>('[data-testid="place-order"]');
      if (!button || button.disabled) return false;
      button.click();
      return true;
    },
    'the pay button never became ready',
  );
}

describe.each(LANGUAGES)('fault states in %s', (language) => {
  it('the sold-out and the price-change dialogs have no axe violation at any impact level and legible text', async () => {
    await openCart(language);
    await journey.server.control('POST', 'stop-list', {
      filial_id: VENUE,
      product_id: items[1].id,
      state: 'sold_out',
    });
    await placeOrder();
    await waitForDialog(journey.browser);
    await expectAccessibleAndLegible(journey.browser, `sold-out dialog (${language})`, 'dialogs');

    await journey.server.control('POST', 'stop-list', {
      filial_id: VENUE,
      product_id: items[1].id,
      state: null,
    });
    await openCart(language);
    await journey.server.control('POST', 'prices', { product_id: items[0].id, price: items[0].price + 60 });
    await placeOrder();
    await waitForDialog(journey.browser);
    await expectAccessibleAndLegible(journey.browser, `price-change dialog (${language})`, 'dialogs');
  });

  it('the server-error page has no axe violation at any impact level and legible text', async () => {
    // The FAQ's code never arrives (Chromium blocks it, through ChromeDriver's DevTools endpoint): the app
    // reloads once at that path, then shows the server-error page.
    await journey.browser.sendCommandAndGetResult('Network.enable', {});
    await journey.browser.sendCommandAndGetResult('Network.setBlockedURLs', {
      urls: ['*/assets/FaqScreen-*'],
    });
    try {
      await journey.browser.url(journey.server.at(`/app/faq?language=${language}`));
      await settled(journey.browser, 'server-error', language);
      await expectAccessibleAndLegible(journey.browser, `server-error page (${language})`);
    } finally {
      await journey.browser.sendCommandAndGetResult('Network.setBlockedURLs', { urls: [] });
    }
  });
});
