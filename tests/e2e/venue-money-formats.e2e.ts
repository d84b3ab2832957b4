import { describe, expect, it } from 'vitest';
import { clickText, grant } from './checkout-support.ts';
import { MONTHS_AFTER_DAY } from '../../src/i18n/locale-data.ts';
import { waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen } from './in-app.ts';

/**
 * Issue 10 items 5 and 6 in real Chromium, whose Intl data has no Kazakh month names or decimal sign and
 * no Georgian at all. The simulator's host is 127.0.0.1, a .kz host: the mount's currency is the tenge.
 */
const journey = setUpJourney({ server: true });

/** Seeded venue 41 is in Tbilisi: its prices are in lari. */
const TBILISI_VENUE = 41;

function appText(): string {
  return (document.querySelector('dastarkhan-app')?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ');
}

async function priceTexts(): Promise<string[]> {
  return journey.browser.execute(() =>
    [...(document.querySelector('dastarkhan-app')?.shadowRoot?.querySelectorAll('.dkm-price') ?? [])].map(
      (price) => (price.textContent ?? '').replace(/\s+/g, ' '),
    ),
  );
}

async function start(route: string, token?: string): Promise<void> {
  await journey.browser.url(journey.server.at('/app/'));
  await journey.browser.execute((access: string | null) => {
    localStorage.clear();
    sessionStorage.clear();
    if (access) localStorage.setItem('accessToken', access);
  }, token ?? null);
  await journey.browser.url(journey.server.at(route));
}

describe('money of a Tbilisi venue on a .kz host', () => {
  it('is in lari on the menu, in the product sheet, the cart summary and the cart', async () => {
    await start(`/app/filials/${TBILISI_VENUE}?language=en`);
    await waitForScreen(journey.browser, 'menu');
    await waitForValue(
      journey.browser,
      () => document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dkm-price'),
      'no prices',
    );
    const prices = await priceTexts();
    expect(prices.length).toBeGreaterThan(0);
    for (const price of prices) expect(price).toMatch(/₾/);
    expect(await journey.browser.execute(appText)).not.toContain('₸');

    await journey.browser.execute(() =>
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector<HTMLElement>('.dkm-item[data-state="available"] .dkm-item-open')
        ?.click(),
    );
    await waitForValue(
      journey.browser,
      () =>
        [
          ...(document.querySelector('dastarkhan-app')?.shadowRoot?.querySelectorAll('.dk-sheet button') ??
            []),
        ]
          .map((button) => button.textContent ?? '')
          .find((text) => text.startsWith('Add for')),
      'no Add button in the sheet',
    ).then((label) => expect(label).toMatch(/₾$/));
    // The first coffee asks for its size; its extras are priced in lari too.
    await clickText(journey.browser, 'S 250 ml', '.dk-sheet label');
    await clickText(journey.browser, 'Add for', '.dk-sheet button');
    await waitForValue(
      journey.browser,
      () =>
        document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-cart-summary="1"]')
          ?.textContent,
      'the cart summary did not count the item',
    ).then((summary) => expect(summary).toMatch(/₾/));
    expect(await journey.browser.execute(appText)).not.toContain('₸');

    await clickText(journey.browser, 'View cart', 'a');
    await waitForScreen(journey.browser, 'cart');
    await waitForValue(
      journey.browser,
      () => (document.querySelector('dastarkhan-app')?.shadowRoot?.textContent ?? '').includes('₾'),
      'the cart shows no lari',
    );
    expect(await journey.browser.execute(appText)).not.toContain('₸');
    expect(journey.consoleErrors).toEqual([]);
  });
});

describe('decimals and dates in Kazakh, which Chromium’s Intl knows only by name', () => {
  it('shows a decimal comma and Kazakh month names', async () => {
    await start(`/app/filials/${TBILISI_VENUE}?language=kk`);
    await waitForScreen(journey.browser, 'menu');
    // Lari prices with a fractional part (the seed's 4.5, 5.5, 6.5 ...) shown with a comma and both
    // decimals; whole ones with ",00" (issue 29).
    await waitForValue(
      journey.browser,
      () =>
        [
          ...(document.querySelector('dastarkhan-app')?.shadowRoot?.querySelectorAll('.dkm-price') ?? []),
        ].some((price) => /^\d+,50 ₾$/.test((price.textContent ?? '').replace(/\s+/g, ' '))),
      'no price with a decimal comma',
    );
    expect((await priceTexts()).filter((price) => !/^(\d+ )*\d+,\d\d ₾/.test(price))).toEqual([]);
    expect((await priceTexts()).filter((price) => /\d\.\d/.test(price))).toEqual([]);

    const guest = await grant(journey.server, { userId: 1 });
    await start('/app/orders?language=kk', guest.access_token);
    const dates = await waitForValue(
      journey.browser,
      () => {
        const texts = [
          ...(document.querySelector('dastarkhan-app')?.shadowRoot?.querySelectorAll('li .dk-muted') ?? []),
        ].map((element) => (element.textContent ?? '').replace(/\s+/g, ' '));
        const found = texts.filter((text) => /^\d{1,2} \S+, \d\d:\d\d$/.test(text));
        return found.length > 0 ? found : null;
      },
      'the order list shows no dates',
    );
    for (const date of dates) {
      const month = date.split(' ')[1]?.replace(',', '');
      expect(MONTHS_AFTER_DAY.kk).toContain(month);
    }
    expect(journey.consoleErrors).toEqual([]);
  });
});
