import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutServer,
  clickText,
  onPayPage,
  startCheckoutServer,
  waitForScreen,
} from './checkout-support.ts';
import { type Browser, openBrowser, waitForValue } from './harness.ts';

/**
 * Issue 10 item 4: the language chosen by `?language=` is stored under 'lang' (SPEC §3) and survives a
 * reload, the login round trip and a payment; the hosted login and pay pages are shown in it. The
 * simulator's host is 127.0.0.1, so the country is Kazakhstan: Georgian comes only from the URL.
 */
let server: CheckoutServer;
let browser: Browser;
let consoleErrors: string[];

beforeAll(async () => {
  server = await startCheckoutServer();
  ({ browser, consoleErrors } = await openBrowser());
});

afterAll(async () => {
  await browser?.deleteSession();
  await server?.close();
});

/** The language the mounted app renders in (the `lang` of its root, set from its i18n instance). */
function appLanguage(wanted: string): boolean {
  return (
    document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-root')?.getAttribute('lang') ===
    wanted
  );
}

async function waitForLanguage(language: string): Promise<void> {
  await waitForValue(browser, appLanguage, `the app is not in ${language}`, language);
}

async function freshStart(): Promise<void> {
  await browser.url(server.at('/app/'));
  await browser.execute(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

describe('the language chosen in the URL, on a .kz host', () => {
  it('is stored under lang and kept after a reload without the parameter', async () => {
    await freshStart();
    await browser.url(server.at('/app/?language=en'));
    await waitForLanguage('en');
    expect(await browser.execute(() => localStorage.getItem('lang'))).toBe('en');
    await browser.url(server.at('/app/'));
    await waitForLanguage('en');
  });

  it('Georgian survives the login round trip and a payment; the hosted pages follow it', async () => {
    await freshStart();
    const opened = await server.control('POST', 'bills', { table_id: 3 });
    expect([201, 409]).toContain(opened.status);
    await browser.url(
      server.at('/app/filials/11?filial_id=11&table_id=3&main_terminal_id=11&source=QR&language=ka'),
    );
    await waitForScreen(browser, 'bill');
    await waitForLanguage('ka');
    // The bill again without the parameter (as after the login round trip), still Georgian.
    await browser.url(server.at('/app/filials/11/bill?table_id=3'));
    await waitForScreen(browser, 'bill');
    await waitForLanguage('ka');

    await clickText(browser, 'შედით გადასახდელად');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/login'), {
      timeoutMsg: 'no login page',
    });
    expect(new URL(await browser.getUrl()).searchParams.get('language')).toBe('ka');
    expect(await browser.execute(() => document.documentElement.lang)).toBe('ka');
    await (await browser.$('#phone')).setValue('+77051230012');
    await (await browser.$('#name')).setValue('Nino');
    await (await browser.$('form:has(#phone) button[type="submit"]')).click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/app/filials/11/bill', {
      timeoutMsg: 'the login did not come back to the bill',
    });
    await waitForScreen(browser, 'bill');
    await waitForLanguage('ka');

    await clickText(browser, 'გადახდა');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/pay'), {
      timeoutMsg: 'no payment page',
    });
    expect(new URL(await browser.getUrl()).searchParams.get('language')).toBe('ka');
    expect(await browser.execute(() => document.documentElement.lang)).toBe('ka');
    await onPayPage(browser, 'pay');
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/app/filials/11/bill', {
      timeoutMsg: 'the payment did not come back to the bill',
    });
    await waitForScreen(browser, 'bill');
    await waitForLanguage('ka');
    expect(await browser.execute(() => localStorage.getItem('lang'))).toBe('ka');
    expect(consoleErrors).toEqual([]);
  });
});
