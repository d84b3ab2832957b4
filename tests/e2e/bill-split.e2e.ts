import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessibleAndLegible } from './a11y-support.ts';
import { grant, inApp, onPayPage, waitForSandboxPage } from './checkout-support.ts';
import { cdp } from './discovery-support.ts';
import { type Browser, type OpenedBrowser, openBrowser, waitForValue } from './harness.ts';
import { storeSignIn, waitForScreen, waitForText } from './in-app.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * Issue 29 §1-2: two guests at one table, each on their own phone by the same QR, split one bill. The first
 * pays one of three lattes by items, the second pays the rest equally; each sees the other's payment within
 * 2 s without reloading, and the paid screen shows the guest's receipt and what the table still owes.
 */
const journey = setUpJourney({ server: true });

/** The second guest's phone: a Chromium session of its own (its own storage, its own sign-in). */
let second: OpenedBrowser;
beforeAll(async () => {
  second = await openBrowser(['--window-size=390,844']);
});
afterAll(async () => {
  await second?.close();
});

const TEXTS = {
  ru: {
    items: 'По блюдам',
    equal: 'Поровну',
    pay: 'Оплатить ',
    paidTitle: 'Вы оплатили',
    left: 'Осталось оплатить за столом:',
    closed: 'Счёт закрыт',
  },
  ka: {
    items: 'კერძების მიხედვით',
    equal: 'თანაბრად',
    pay: 'გადახდა ',
    paidTitle: 'თქვენ გადაიხადეთ',
    left: 'მაგიდასთან გადასახდელი დარჩა:',
    closed: 'ანგარიში დახურულია',
  },
} as const;

async function phone(browser: Browser): Promise<void> {
  await cdp(browser, 'Emulation.setDeviceMetricsOverride', {
    width: 390,
    height: 844,
    deviceScaleFactor: 2,
    mobile: true,
  });
}

/** Clicks an element of the app by its CSS selector, as a guest's finger does, once scrolled clear of the pay bar. */
async function tap(browser: Browser, selector: string): Promise<void> {
  const element = await inApp(browser, selector);
  await element.scrollIntoView({ block: 'center' });
  await element.click();
}

/** A picture of the phone's screen for a person to look at (as narrow-layout's, in /tmp/shots). */
const shot = (browser: Browser, name: string) => saveScreenshot(browser, `${SHOTS}/bill-split-${name}.png`);
const SHOTS = '/tmp/shots';

/** Chooses a way to split by its label (the radio inside it). */
async function chooseMode(browser: Browser, mode: string): Promise<void> {
  await tap(browser, `[data-split-mode="${mode}"] input`);
}

async function payButton(browser: Browser, label: string): Promise<void> {
  await waitForValue(
    browser,
    (text: string) => {
      const root = document.querySelector('dastarkhan-app')?.shadowRoot;
      const button = [...(root?.querySelectorAll<HTMLButtonElement>('.dkm-bill-paybar button') ?? [])].find(
        (candidate) => candidate.textContent?.startsWith(text) && !candidate.disabled,
      );
      button?.click();
      return Boolean(button);
    },
    `no enabled "${label}" pay button`,
    label,
  );
}

/** Waits until the table's list on the screen shows `count` paid parts, and says how long it took (ms). */
async function timeUntilPaidParts(browser: Browser, count: number, since: number): Promise<number> {
  await waitForValue(
    browser,
    (wanted: number) =>
      (document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelectorAll('.dkm-bill-payers li[data-status="paid"]').length ?? 0) >= wanted ||
      null,
    `the screen never showed ${count} paid parts`,
    count,
  );
  return Date.now() - since;
}

/** What the paid screen says the table still owes (its data-bill-left), once it shows. */
const billLeft = (browser: Browser) =>
  waitForValue(
    browser,
    () =>
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector('[data-bill-left]')
        ?.getAttribute('data-bill-left') ?? null,
    'no paid screen',
  ).then(Number);

async function openAtTable(
  browser: Browser,
  token: string,
  language: string,
  tableId: number,
): Promise<void> {
  await browser.url(journey.server.at('/app/'));
  await phone(browser);
  await storeSignIn(browser, token, language);
  await browser.url(
    journey.server.at(`/app/filials/11?filial_id=11&table_id=${tableId}&main_terminal_id=11&source=QR`),
  );
  await waitForScreen(browser, 'bill');
  await markPage(browser);
}

/** Marks the page: a reload would lose it, so each guest is seen to follow the table live. */
async function markPage(browser: Browser): Promise<void> {
  await browser.execute(() => {
    (window as { splitPage?: boolean }).splitPage = true;
  });
}

const notReloaded = (browser: Browser) =>
  browser.execute(() => (window as { splitPage?: boolean }).splitPage === true);

describe.each([
  ['ru', 3, 1],
  ['ka', 4, 2],
] as const)('two guests split one bill (%s)', (language, tableId, shares) => {
  it('one pays by items, the other the rest equally; each sees the other within 2 s', async () => {
    const text = TEXTS[language];
    const opened = await journey.server.control<{ data: { bill_id: number } }>('POST', 'bills', {
      table_id: tableId,
      counts: [3, 1, 1],
    });
    expect(opened.status).toBe(201);
    const billId = opened.body.data.bill_id;
    const bill = await journey.server.api<{
      data: { attributes: { amount: number; items: { product_id: number; price: number }[] } };
    }>('GET', `takeaway/v1/tables/${tableId}/bill`);
    const { amount, items } = bill.body.data.attributes;
    const latte = items[0];
    if (!latte) throw new Error('the bill has no lines');
    const aigerim = await grant(journey.server, { userId: 1 });
    const daniyar = await grant(journey.server, { userId: 2 });
    const a = journey.browser;
    const b = second.browser;
    await openAtTable(a, aigerim.access_token, language, tableId);
    await openAtTable(b, daniyar.access_token, language, tableId);

    // Aigerim: one latte of the line of 3.
    await chooseMode(a, 'items');
    await tap(a, `li[data-product="${latte.product_id}"] button:last-of-type`);
    await expectAccessibleAndLegible(a, `${language} bill by items`);
    await shot(a, `${language}-items`);
    await payButton(a, text.pay);
    await waitForSandboxPage(a, 'pay');
    await onPayPage(a, 'pay');
    const aPaid = Date.now();
    // Daniyar's phone shows her payment without a reload, within 2 s of the payment page's verdict.
    expect(await timeUntilPaidParts(b, 1, aPaid)).toBeLessThan(2000);
    await waitForText(b, 'Айгерим');
    expect(await notReloaded(b)).toBe(true);
    await waitForScreen(a, 'bill');
    await waitForText(a, text.paidTitle);
    await waitForText(a, text.left);
    const leftAfterA = amount - latte.price;
    expect(await billLeft(a)).toBe(leftAfterA);
    await expectAccessibleAndLegible(a, `${language} paid screen`);
    await shot(a, `${language}-paid-first`);
    // Back from the payment page (a page load of its own): from here on Aigerim's page must not reload.
    await markPage(a);

    // Daniyar: the rest split equally between the two guests still to pay; he pays `shares` of 2.
    await chooseMode(b, 'equal');
    if (shares === 2) await tap(b, '.dkm-split-panel .dkm-split-row:nth-of-type(2) button:last-of-type');
    await expectAccessibleAndLegible(b, `${language} bill split equally`);
    await shot(b, `${language}-equal`);
    const part = shares === 2 ? leftAfterA : Math.ceil(leftAfterA / 2);
    await payButton(b, text.pay);
    await waitForSandboxPage(b, 'pay');
    await onPayPage(b, 'pay');
    const bPaid = Date.now();
    // Aigerim's paid screen follows the table: Daniyar's part and what is left now, within 2 s.
    expect(await timeUntilPaidParts(a, 2, bPaid)).toBeLessThan(2000);
    await waitForText(a, 'Данияр');
    const leftAfterB = leftAfterA - part;
    await waitForText(a, leftAfterB === 0 ? text.closed : text.left);
    expect(await notReloaded(a)).toBe(true);
    await waitForScreen(b, 'bill');
    await waitForText(b, text.paidTitle);
    await waitForText(b, leftAfterB === 0 ? text.closed : text.left);
    expect(await billLeft(b)).toBe(leftAfterB);
    await expectAccessibleAndLegible(b, `${language} paid screen, the second guest`);
    await shot(b, `${language}-paid-second`);
    await shot(a, `${language}-paid-first-after`);

    const state = await journey.server.api<{ data: { attributes: { status: string; paid_amount: number } } }>(
      'GET',
      `takeaway/v1/tables/${tableId}/bill?bill_id=${billId}`,
    );
    // Never overpaid: the two parts add up to what was paid, at most the bill.
    expect(state.body.data.attributes.paid_amount).toBe(latte.price + part);
    expect(state.body.data.attributes.status).toBe(leftAfterB === 0 ? 'paid' : 'open');
    expect(journey.consoleErrors).toEqual([]);
    expect(second.consoleErrors).toEqual([]);
  });
});
