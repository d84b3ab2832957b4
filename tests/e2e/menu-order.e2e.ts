import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, waitForValue } from './harness.ts';
import { appText, appUrl, press, storedCarts, waitForAppText, waitForScreen } from './menu-support.ts';

let browser: Browser;
let consoleErrors: string[];

beforeAll(async () => {
  ({ browser, consoleErrors } = await openBrowser());
});

afterAll(async () => {
  await browser?.deleteSession();
});

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
    await browser.url(appUrl('/filials/24?language=en'));
    await waitForScreen(browser, 'menu');
    const state = await waitForValue(browser, listState, 'the food hall list did not render');
    // 1,640 items at 112 px each: the list is as tall as all of them, yet holds a screenful of rows.
    expect(state.height).toBeGreaterThan(150_000);
    expect(state.rendered).toBeGreaterThan(3);
    expect(state.rendered).toBeLessThan(40);
  });

  it('opens a product with options, respects min and max, adds to the cart and shows the summary', async () => {
    consoleErrors.length = 0;
    await browser.url(appUrl('/filials/15?language=en'));
    await waitForAppText(browser, 'Burger Batyr');

    // A combo's drink is required (min 1): Add first says so, then a choice is accepted.
    await press(browser, 'Classic combo');
    await waitForAppText(browser, 'Combo drink');
    await press(browser, 'Add for', '.dk-sheet');
    await waitForAppText(browser, 'Choose at least 1 option');
    await press(browser, 'Cola', '.dk-sheet');
    await press(browser, 'Add for 3', '.dk-sheet');
    await waitForAppText(browser, '1 item');

    // Sauce takes at most 2: a third is refused and said so.
    await press(browser, 'Classic burger');
    await waitForAppText(browser, 'Sauce');
    await press(browser, 'Ketchup', '.dk-sheet');
    await press(browser, 'Barbecue', '.dk-sheet');
    await press(browser, 'Garlic', '.dk-sheet');
    await waitForAppText(browser, 'You selected the max number of positions');
    const garlic = await browser.execute(() => {
      const sheet = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-sheet');
      const label = [...(sheet?.querySelectorAll('label') ?? [])].find((item) =>
        item.textContent?.startsWith('Garlic'),
      );
      return label?.querySelector('input')?.checked;
    });
    expect(garlic).toBe(false);
    await press(browser, 'One more', '.dk-sheet');
    await press(browser, 'Add for', '.dk-sheet');
    await waitForAppText(browser, '3 items');

    const carts = await storedCarts(browser);
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

    // The summary links to the cart.
    expect(await browser.execute(appText)).toMatch(/Cart.*3 items/);
    await press(browser, 'Cart');
    await waitForValue(browser, () => location.pathname === '/app/cart', 'the summary did not open /cart');
    expect(consoleErrors).toEqual([]);
  });
});
