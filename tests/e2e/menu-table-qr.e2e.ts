import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, openBrowser, simulatorUrl, waitForValue } from './harness.ts';
import { press, storedCarts, waitForAppText } from './menu-support.ts';

let browser: Browser;
let consoleErrors: string[];

beforeAll(async () => {
  ({ browser, consoleErrors } = await openBrowser());
});

afterAll(async () => {
  await browser?.deleteSession();
});

/** The seed's table QR payloads (seed.ts): table ids run through the venues in order, 20-29 at filial 15. */
const qrOf = (filial: number, table: number) =>
  `https://dastarkhan.app/filials/${filial}?filial_id=${filial}&table_id=${table}&main_terminal_id=${filial}&source=QR`;

const phone = () => browser.$('iframe[title="Mini-app"]');

async function inPhone<T>(work: () => Promise<T>): Promise<T> {
  await browser.switchFrame(await phone());
  try {
    return await work();
  } finally {
    await browser.switchFrame(null);
  }
}

/** Answers the panel's pending scan.qr call with this QR text, as a host's camera would. */
async function scanAnswer(text: string) {
  await waitForValue(
    browser,
    () => document.querySelector('article[aria-label^="scan.qr #"]'),
    'the mini-app did not ask the host to scan',
  );
  await browser.execute(
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
    await browser.url(simulatorUrl('/'));
    await browser.execute(() => {
      const form = document.querySelector('form[aria-label="App shell"]') as HTMLFormElement;
      const route = form.querySelector('input') as HTMLInputElement;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(route, '/filials/15');
      route.dispatchEvent(new Event('input', { bubbles: true }));
      const language = form.querySelector('select') as HTMLSelectElement;
      Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set?.call(language, 'kk');
      language.dispatchEvent(new Event('change', { bubbles: true }));
    });
    await browser.execute(() =>
      (
        document.querySelector('form[aria-label="App shell"] button[type="submit"]') as HTMLButtonElement
      ).click(),
    );
    await waitForValue(
      browser,
      () => document.querySelector('.hp-status')?.getAttribute('data-connected') === 'true',
      'the panel did not see the handshake',
    );

    await inPhone(async () => {
      await waitForAppText(browser, 'Burger Batyr');
      await press(browser, 'Мекемеде');
      await waitForAppText(browser, 'Үстел нөмірін көрсетіңіз');
      await press(browser, 'Сканерлеу');
    });
    await scanAnswer(qrOf(15, 21));
    await inPhone(async () => {
      await waitForAppText(browser, '2-үстел');
      const carts = await storedCarts(browser);
      expect(carts['15:express']?.table).toBe('21');
      expect(await browser.execute(() => sessionStorage.getItem('menuTempData'))).toBe(
        JSON.stringify({ source: 'QR', filialId: 15, table: '21' }),
      );
      await press(browser, 'Ауыстыру');
    });

    await scanAnswer(qrOf(11, 2));
    await inPhone(async () => {
      await waitForAppText(browser, 'Бұл үстел басқа мекемеге тиесілі');
      await waitForValue(
        browser,
        () => location.pathname === '/app/filials/11',
        'the other venue did not open',
      );
      await waitForAppText(browser, 'Dala Coffee');
      const carts = await storedCarts(browser);
      expect(carts['15:express']).toBeUndefined();
      expect(carts['11:express']?.table).toBe('2');
    });
    expect(consoleErrors).toEqual([]);
  });
});
