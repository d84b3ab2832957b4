import { describe, expect, it } from 'vitest';
import { waitForValue } from './harness.ts';
import { appUrl, press, storedCarts } from './menu-support.ts';
import { setUpJourney } from './journey.ts';
import { appText, waitForScreen, waitForText } from './in-app.ts';

const journey = setUpJourney();

/** Rows the windowed list has in the DOM, and how many items the menu holds. */
function listState() {
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  const list = root?.querySelector<HTMLElement>('.dkm-list');
  return list
    ? { rendered: list.querySelectorAll('li').length, height: list.getBoundingClientRect().height }
    : null;
}

describe('the menu, in English', () => {
  it('keeps only the rows on screen in the DOM for the 1,640-item food hall', async () => {
    await journey.browser.url(appUrl('/filials/24?language=en'));
    await waitForScreen(journey.browser, 'menu');
    const state = await waitForValue(journey.browser, listState, 'the food hall list did not render');
    // 1,640 items at 112 px each: the list is as tall as all of them, yet holds a screenful of rows.
    expect(state.height).toBeGreaterThan(150_000);
    expect(state.rendered).toBeGreaterThan(3);
    expect(state.rendered).toBeLessThan(40);
  });

  it('opens a product with options, respects min and max, adds to the cart and shows the summary', async () => {
    journey.consoleErrors.length = 0;
    await journey.browser.url(appUrl('/filials/15?language=en'));
    await waitForText(journey.browser, 'Burger Batyr');

    // A combo's drink is required (min 1): Add first says so, then a choice is accepted.
    await press(journey.browser, 'Classic combo');
    await waitForText(journey.browser, 'Combo drink');
    await press(journey.browser, 'Add for', '.dk-sheet');
    await waitForText(journey.browser, 'Choose at least 1 option');
    await press(journey.browser, 'Cola', '.dk-sheet');
    await press(journey.browser, 'Add for 3', '.dk-sheet');
    await waitForText(journey.browser, '1 item');

    // Sauce takes at most 2: a third is refused and said so.
    await press(journey.browser, 'Classic burger');
    await waitForText(journey.browser, 'Sauce');
    await press(journey.browser, 'Ketchup', '.dk-sheet');
    await press(journey.browser, 'Barbecue', '.dk-sheet');
    await press(journey.browser, 'Garlic', '.dk-sheet');
    await waitForText(journey.browser, 'You selected the max number of positions');
    const garlic = await journey.browser.execute(() => {
      const sheet = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-sheet');
      const label = [...(sheet?.querySelectorAll('label') ?? [])].find((item) =>
        item.textContent?.startsWith('Garlic'),
      );
      return label?.querySelector('input')?.checked;
    });
    expect(garlic).toBe(false);
    await press(journey.browser, 'One more', '.dk-sheet');
    await press(journey.browser, 'Add for', '.dk-sheet');
    await waitForText(journey.browser, '3 items');

    const carts = await storedCarts(journey.browser);
    expect(carts['15:delivery']?.items).toEqual([
      expect.objectContaining({
        productId: 1049,
        quantity: 1,
        additives: [expect.objectContaining({ name: 'Cola' })],
      }),
      expect.objectContaining({
        name: 'Classic burger',
        quantity: 2,
        additives: [
          expect.objectContaining({ name: 'Ketchup' }),
          expect.objectContaining({ name: 'Barbecue' }),
        ],
      }),
    ]);

    // The cart bar says how many items and links to the cart.
    expect(await journey.browser.execute(appText)).toMatch(/View cart, 3 items/);
    await press(journey.browser, 'View cart');
    await waitForValue(
      journey.browser,
      () => location.pathname === '/app/cart',
      'the summary did not open /cart',
    );
    expect(journey.consoleErrors).toEqual([]);
  });
});
