import { mkdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutServer,
  clickText,
  grant,
  menuOf,
  onPayPage,
  orderable,
  seedCart,
  startCheckoutServer,
} from '../checkout-support.ts';
import { type Browser, openBrowser, waitForValue } from '../harness.ts';
import { waitForScreen, waitForText } from '../in-app.ts';

/**
 * The four screens a guest always passes, in WebKit at a phone's width: asked for 390 px (iPhone 12 to 15),
 * MiniBrowser's window goes no narrower than 447 px. The screenshots land in tests/e2e/artifacts/webkit/ (git-ignored) for a person to look at; the checks are what
 * a WebKit-only layout break would show: a page wider than the window, or a console error.
 */
const SHOTS = resolve(import.meta.dirname, '../artifacts/webkit');

let browser: Browser;
let consoleErrors: string[];
let server: CheckoutServer;

beforeAll(async () => {
  server = await startCheckoutServer();
  ({ browser, consoleErrors } = await openBrowser({ browser: 'webkit' }));
  await browser.setWindowSize(390, 844);
  await mkdir(SHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.deleteSession();
  await server?.close();
});

/**
 * What sticks out sideways: the page or a screen-high scroller that scrolls sideways, or an element beyond
 * the window's edge that no short row holds (the venue carousels and category tabs scroll sideways on
 * purpose; a screen's own scroller also computes overflow-x auto, so it must not count as such a row).
 */
function overflow(): string[] {
  const width = document.documentElement.clientWidth;
  const tall = window.innerHeight / 2;
  const root = document.querySelector('dastarkhan-app')?.shadowRoot;
  const all = [...(root?.querySelectorAll<HTMLElement>('[data-screen], [data-screen] *') ?? [])];
  const clips = (node: HTMLElement) => getComputedStyle(node).overflowX !== 'visible';
  const heldByRow = (element: HTMLElement) => {
    for (let node = element.parentElement; node; node = node.parentElement)
      if (clips(node) && node.clientHeight < tall) return true;
    return false;
  };
  const found = all
    .filter((element) => clips(element) && element.clientHeight >= tall)
    .filter((scroller) => scroller.scrollWidth > scroller.clientWidth + 1)
    .map((scroller) => `${scroller.tagName}.${scroller.className} scrolls sideways`);
  for (const element of all) {
    const box = element.getBoundingClientRect();
    if (box.width > 0 && (box.right > width + 1 || box.left < -1) && !heldByRow(element))
      found.push(`${element.tagName}.${element.className} sticks out`);
  }
  return document.documentElement.scrollWidth > width ? ['the page scrolls sideways', ...found] : found;
}

async function shoot(name: string) {
  await browser.saveScreenshot(`${SHOTS}/${name}.png`);
  expect(await browser.execute(overflow), name).toEqual([]);
}

describe('Home, Menu, Cart and the thank-you page in WebKit at its narrowest window', () => {
  it('shows each screen within the window, with no console error', async () => {
    const guest = await grant(server, { phone: '+77057000001' });
    const items = orderable(await menuOf(server, 12), 2);
    // No app runs on /blank to write its own service over the seeded one.
    await browser.url(server.at('/blank'));
    await seedCart(
      browser,
      { filialId: 12, service: 'takeaway', lines: items.map((item) => ({ item, quantity: 1 })) },
      { accessToken: guest.access_token, local: { 'service.v3': 'takeaway' } },
    );

    await browser.url(server.at('/app/?language=en'));
    await waitForValue(
      browser,
      () =>
        document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector('[data-category="popular"] [data-venue]'),
      'Home did not load its lists',
    );
    await shoot('home');

    await browser.url(server.at('/app/filials/12?language=en'));
    await waitForScreen(browser, 'menu');
    await waitForText(browser, items[0]!.name);
    await shoot('menu');

    await browser.url(server.at('/app/cart?language=en'));
    await waitForScreen(browser, 'cart');
    await waitForText(browser, items[1]!.name);
    await shoot('cart');

    await clickText(browser, 'Pay ');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/pay'), {
      timeoutMsg: 'no payment page',
    });
    await onPayPage(browser, 'pay');
    await waitForScreen(browser, 'typ');
    await waitForText(browser, 'The order is paid');
    await shoot('thank-you');
    expect(consoleErrors).toEqual([]);
  });
});
