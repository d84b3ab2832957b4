import { describe, expect, it } from 'vitest';
import { makeEan13 } from '../../host-simulator/server/sandbox/domain/barcode.ts';
import { appUrl, press, sandboxApi, storedCarts } from './menu-support.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen, waitForText } from './in-app.ts';

const journey = setUpJourney();

/** Fresh Market's smart fridge on Satpayev street (filial 22): every product has an EAN-13. */
const FRIDGE = 22;

interface Product {
  id: string;
  attributes: { name: string; barcode: string | null; availability: string; is_age_restricted: boolean };
}

async function typeBarcode(code: string) {
  await journey.browser.execute((value) => {
    const input = document
      .querySelector('dastarkhan-app')
      ?.shadowRoot?.querySelector<HTMLInputElement>('input[name="barcode"]');
    if (!input) throw new Error('no barcode field');
    // React listens to the native input event; set the value the way typing does.
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  }, code);
  await press(journey.browser, 'პროდუქტის პოვნა');
}

const alertText = () =>
  journey.browser.execute(
    () =>
      document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[role="alert"]')?.textContent ??
      '',
  );

describe('the smart fridge by manual barcode, in Georgian', () => {
  it('checks the code, says what is wrong, and puts a found product in the fridge’s cart', async () => {
    const menu = await sandboxApi<{ included: Product[] }>(`menu/v2/category/products?filial_id=${FRIDGE}`);
    const product = menu.included.find(
      (item) =>
        item.attributes.barcode &&
        item.attributes.availability === 'available' &&
        !item.attributes.is_age_restricted,
    );
    if (!product?.attributes.barcode) throw new Error('the fridge has no product to buy');

    await journey.browser.url(appUrl(`/filials/${FRIDGE}/barcode-scanner?language=ka`));
    await waitForScreen(journey.browser, 'barcode-scanner');
    await press(journey.browser, 'ხელით შეყვანა');
    await waitForScreen(journey.browser, 'barcode-manual');

    await typeBarcode('12345');
    await journey.browser.waitUntil(async () => (await alertText()) === 'შეიყვანეთ სწორად', {
      timeoutMsg: 'a 5-digit code was not refused',
    });

    await typeBarcode(makeEan13('487', 99_999));
    await journey.browser.waitUntil(
      async () => (await alertText()) !== 'შეიყვანეთ სწორად' && (await alertText()) !== '',
      {
        timeoutMsg: 'no answer for an unknown barcode',
      },
    );
    const notFound = await alertText();

    await typeBarcode(product.attributes.barcode);
    await waitForText(journey.browser, 'კალათაშია');
    const carts = await storedCarts(journey.browser);
    expect(carts[`${FRIDGE}:micromarket`]?.items).toEqual([
      expect.objectContaining({ productId: Number(product.id), quantity: 1 }),
    ]);
    expect(notFound).toBe('ამ შტრიხკოდით პროდუქტი ვერ მოიძებნა');
    expect(journey.consoleErrors).toEqual([]);
  });
});
