import { describe, expect, it } from 'vitest';
import { simulatorUrl, waitForValue } from './harness.ts';
import { press, storedCarts } from './menu-support.ts';
import { reloadPhone } from './host-panel.ts';
import { setUpJourney } from './journey.ts';
import { waitForText, whatShows } from './in-app.ts';

const journey = setUpJourney();

/** The seed's table QR payloads (seed.ts): table ids run through the venues in order, 20-29 at filial 15. */
const qrOf = (filial: number, table: number) =>
  `https://dastarkhan.app/filials/${filial}?filial_id=${filial}&table_id=${table}&main_terminal_id=${filial}&source=QR`;

const phone = () => journey.browser.$('iframe[title="Mini-app"]');

async function inPhone<T>(work: () => Promise<T>): Promise<T> {
  await journey.browser.switchFrame(await phone());
  try {
    return await work();
  } finally {
    await journey.browser.switchFrame(null);
  }
}

/** Answers the panel's pending scan.qr call with this QR text, as a host's camera would. */
async function scanAnswer(text: string) {
  try {
    await waitForValue(
      journey.browser,
      () => document.querySelector('article[aria-label^="scan.qr #"]'),
      'the mini-app did not ask the host to scan',
    );
  } catch (error) {
    // What the app shows then (a toast, the polyfill's own scanner): seen once per few loaded runs in WebKit.
    const shows = await inPhone(() => whatShows(journey.browser));
    throw new Error(`${(error as Error).message}; ${shows}`);
  }
  await journey.browser.execute(
    (answer) => {
      const card = document.querySelector('article[aria-label^="scan.qr #"]') as HTMLElement;
      const field = card.querySelector('textarea') as HTMLTextAreaElement;
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(field, answer);
      field.dispatchEvent(new Event('input', { bubbles: true }));
      [...card.querySelectorAll('button')].find((button) => button.textContent === 'Approve')?.click();
    },
    JSON.stringify({ status: 'success', text, format: 'qr_code' }),
  );
}

describe('the table by QR through the simulator’s host, in Kazakh', () => {
  it('sets the table from a scanned QR, and a QR of another venue empties the cart and opens that venue', async () => {
    await journey.browser.url(simulatorUrl('/'));
    await journey.browser.execute(() => {
      const form = document.querySelector('form[aria-label="App shell"]') as HTMLFormElement;
      const route = form.querySelector('input') as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(route, '/filials/15');
      route.dispatchEvent(new Event('input', { bubbles: true }));
      const language = form.querySelector('select') as HTMLSelectElement;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(language, 'kk');
      language.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await reloadPhone(
      journey.browser,
      () =>
        journey.browser.execute(() =>
          (
            document.querySelector('form[aria-label="App shell"] button[type="submit"]') as HTMLButtonElement
          ).click(),
        ),
      'the panel did not see the handshake',
    );

    await inPhone(async () => {
      await waitForText(journey.browser, 'Burger Batyr');
      await press(journey.browser, 'Мекемеде');
      await waitForText(journey.browser, 'Үстел нөмірін көрсетіңіз');
      await press(journey.browser, 'Сканерлеу');
    });
    await scanAnswer(qrOf(15, 21));
    await inPhone(async () => {
      await waitForText(journey.browser, '2-үстел');
      const carts = await storedCarts(journey.browser);
      expect(carts['15:express']?.table).toBe('21');
      expect(await journey.browser.execute(() => sessionStorage.getItem('menuTempData'))).toBe(
        JSON.stringify({ source: 'QR', filialId: 15, table: '21' }),
      );
      await press(journey.browser, 'Ауыстыру');
    });

    await scanAnswer(qrOf(11, 2));
    await inPhone(async () => {
      await waitForText(journey.browser, 'Бұл үстел басқа мекемеге тиесілі');
      await waitForValue(
        journey.browser,
        () => location.pathname === '/app/filials/11',
        'the other venue did not open',
      );
      await waitForText(journey.browser, 'Dala Coffee');
      const carts = await storedCarts(journey.browser);
      expect(carts['15:express']).toBeUndefined();
      expect(carts['11:express']?.table).toBe('2');
    });
    expect(journey.consoleErrors).toEqual([]);
  });
});
