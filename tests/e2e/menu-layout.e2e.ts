import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, settled, waitForDialog } from './a11y-support.ts';
import { cdp, openFresh } from './discovery-support.ts';
import { type Browser, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { waitForText } from './in-app.ts';
import { press } from './menu-support.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * Issue 29 §5-6: the menu, its cart bar and toast, the promo block, the product sheet and the cart, measured
 * by their boxes at 390x760 (a common phone) in Russian and in Georgian (long words). The screenshots land in
 * /tmp/shots/menu-layout for a person to look at.
 */

const SHOTS = '/tmp/shots/menu-layout';
const WIDTH = 390;
const HEIGHT = 760;
/** Burger Batyr: every service, a combo promotion, a combo whose drink is required. */
const VENUE = 15;

const journey = setUpJourney({ server: true });

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
});

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Runs in the page: the box of the first element matching `selector` in the app (layers included). */
function boxOf(selector: string): Box | null {
  const found = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector(selector);
  if (!found) return null;
  const { top, bottom, left, right } = found.getBoundingClientRect();
  return { top, bottom, left, right };
}

const overlap = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

function box(browser: Browser, selector: string): Promise<Box> {
  return waitForValue(browser, boxOf, `no ${selector} on the page`, selector);
}

/** Runs in the page: scrolls the screen's own scroller (the app frame) by `by` px. */
function scrollScreen(by: number): void {
  document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-frame')?.scrollBy(0, by);
}

/** Runs in the page: the cart bar's text and whether it sits inside a landmark. */
function cartBar() {
  const bar = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-cart-summary]');
  if (!bar) return null;
  return {
    text: (bar.textContent ?? '').replace(/\s+/g, ' ').trim(),
    inLandmark: Boolean(bar.closest('main, nav, aside, footer, header, [role="region"][aria-label]')),
  };
}

/** Runs in the page: the promotion's card, what it shows and says. */
function promoCard() {
  const card = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dkm-promo');
  if (!card) return null;
  const image = card.querySelector('img, .dkm-placeholder');
  const struck = card.querySelector('s');
  return {
    width: card.getBoundingClientRect().width,
    image: image ? image.getBoundingClientRect().height : 0,
    text: (card.textContent ?? '').replace(/\s+/g, ' '),
    struck: (struck?.textContent ?? '').replace(/\s+/g, ' '),
  };
}

/** What each language says, as its catalogues do (src/i18n/locales). */
const WORDS = {
  ru: {
    combo: 'Комбо классик',
    drink: 'Кола',
    add: 'Добавить за',
    viewCart: 'Перейти в корзину',
    oldPrice: 'Цена без акции',
    saving: 'Выгода',
  },
  ka: {
    combo: 'კლასიკური კომბო',
    drink: 'კოლა',
    add: 'დამატება',
    viewCart: 'კალათის ნახვა',
    oldPrice: 'ფასი აქციის გარეშე',
    saving: 'დაზოგავთ',
  },
};

describe.each(['ru', 'ka'] as const)('the menu at 390 px in %s', (language) => {
  const words = WORDS[language];

  it('shows the venue, promo, sheet, toast, cart bar and cart whole, with no axe violation', async () => {
    const { browser } = journey;
    await cdp(browser, 'Emulation.setDeviceMetricsOverride', {
      width: WIDTH,
      height: HEIGHT,
      deviceScaleFactor: 2,
      mobile: true,
    });
    await openFresh(browser, `/filials/${VENUE}`, language);
    await settled(browser, { screen: 'menu', ready: '.dkm-tabs' }, language);
    await saveScreenshot(browser, `${SHOTS}/${language}-menu.png`);

    // The venue's address is whole, below the header.
    const header = await box(browser, '.dkm-header');
    const address = await box(browser, '.dkm-venue > p:first-child');
    // A line of text right on the header's border reads as cut: a gap separates them.
    expect
      .soft(address.top - header.bottom, 'gap between the header and the address')
      .toBeGreaterThanOrEqual(4);
    expect.soft(address.bottom, 'address inside the screen').toBeLessThanOrEqual(HEIGHT);

    // The promotion: a card with a picture, its price and its old price struck through, said as such.
    const promo = await waitForValue(browser, promoCard, 'no promotion card');
    expect.soft(promo.image, 'promo picture height').toBeGreaterThan(40);
    expect.soft(promo.struck, 'promo old price').toContain(words.oldPrice);
    expect.soft(promo.text, 'promo price and old price').toMatch(/\d.*₸.*\d.*₸/);
    expect.soft(promo.text, 'promo saving').toContain(`${words.saving} 500`);
    expect.soft(promo.width, 'promo card width').toBeGreaterThan(WIDTH * 0.6);

    // The product sheet (the classic combo, its hero a pictogram while the photo loads): the required drink's
    // group and its first choices show in the sheet's first screen, above its add button.
    await press(browser, words.combo);
    await waitForDialog(browser);
    await waitForText(browser, words.drink);
    await saveScreenshot(browser, `${SHOTS}/${language}-sheet.png`);
    const actions = await box(browser, '.dkm-sheet-actions');
    const choices = await browser.execute(() =>
      [
        ...(document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelectorAll('.dkm-sheet .dkm-group:first-of-type label') ?? []),
      ]
        .slice(0, 2)
        .map((label) => label.getBoundingClientRect().bottom),
    );
    expect.soft(choices, 'first two choices').toHaveLength(2);
    for (const bottom of choices)
      expect
        .soft(bottom, 'a choice of the first group above the add button')
        .toBeLessThanOrEqual(Math.min(actions.top, HEIGHT));
    await expectAccessible(browser, `${language} product sheet`, 'dialogs', 'all');

    // The toast: inside the viewport and polite.
    await press(browser, words.drink, '.dk-sheet');
    await press(browser, words.add, '.dk-sheet');
    const toast = await box(browser, '.dk-notification');
    await saveScreenshot(browser, `${SHOTS}/${language}-toast.png`);
    expect.soft(toast.left, 'toast left edge').toBeGreaterThanOrEqual(0);
    expect.soft(toast.right, 'toast right edge').toBeLessThanOrEqual(WIDTH);
    const live = await browser.execute(
      () =>
        document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector('.dk-notification')
          ?.closest('[aria-live]')
          ?.getAttribute('aria-live') ?? null,
    );
    expect.soft(live).toBe('polite');

    // The cart bar: count, "View cart", the total; inside a landmark; never over the category chips.
    const bar = await waitForValue(browser, cartBar, 'no cart bar');
    expect.soft(bar.text).toContain(words.viewCart);
    expect.soft(bar.text, 'the bar: View cart, the count, the total').toMatch(/, 1 \D+,.*\d ₸1$/);
    expect.soft(bar.inLandmark, 'cart bar in a landmark').toBe(true);
    // The toast goes on a tap (as a guest dismisses it), leaving the screen to measure and check.
    await browser.execute(() =>
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector<HTMLElement>('.dk-notification-text')
        ?.click(),
    );
    for (const by of [0, 200, 2000]) {
      await browser.execute(scrollScreen, by);
      const chips = await box(browser, '.dkm-tabs');
      const barBox = await box(browser, '[data-cart-summary]');
      expect.soft(overlap(chips, barBox), `cart bar over the chips after ${by} px`).toBe(false);
    }
    await saveScreenshot(browser, `${SHOTS}/${language}-bar.png`);
    await expectAccessible(browser, `${language} menu with the cart bar`, 'page', 'all');

    // The cart: the service choice is compact, the first line shows in the first screen.
    await press(browser, words.viewCart);
    await settled(browser, 'cart', language);
    await saveScreenshot(browser, `${SHOTS}/${language}-cart.png`);
    const picker = await browser.execute(() => {
      const fieldset = document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector('.ck-section fieldset');
      if (!fieldset) return null;
      const tops = [...fieldset.querySelectorAll('label')].map((label) => label.getBoundingClientRect().top);
      return {
        height: fieldset.getBoundingClientRect().height,
        rows: new Set(tops).size,
        legend: Boolean(fieldset.querySelector('legend')),
      };
    });
    expect.soft(picker, 'the service choice: one row of three, with a legend').toEqual({
      height: expect.any(Number),
      rows: 1,
      legend: true,
    });
    expect.soft(picker?.height, 'the service choice height').toBeLessThanOrEqual(80);
    const line = await box(browser, '.ck-line');
    const submit = await box(browser, '.ck-footer');
    expect
      .soft(line.bottom, 'first cart line above the fold')
      .toBeLessThanOrEqual(Math.min(HEIGHT, submit.top));
    await expectAccessible(browser, `${language} cart`, 'page', 'all');
  });
});
