import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CheckoutServer,
  clickText,
  grant,
  onPayPage,
  startCheckoutServer,
  waitForScreen,
  waitForText,
} from './checkout-support.ts';
import { type Browser, openBrowser, simulatorUrl, waitForValue } from './harness.ts';

/**
 * Issue 10 item 2: the hosted payment page's return URLs are built with the app's base path. The table
 * bill's return used to drop `/app` and land on the simulator's bare "Not found" after a paid bill.
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

const QR_LINK = '/app/filials/11?filial_id=11&table_id=5&main_terminal_id=11&source=QR';

describe('a table bill paid on the hosted payment page, in the app shell under /app', () => {
  it('comes back to the bill, now paid, under /app', async () => {
    const opened = await server.control('POST', 'bills', { table_id: 5 });
    expect([201, 409]).toContain(opened.status);
    const guest = await grant(server, { phone: '+77051230010' });
    await browser.url(server.at('/app/'));
    await browser.execute((token: string) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('lang', 'en');
      localStorage.setItem('accessToken', token);
    }, guest.access_token);

    await browser.url(server.at(QR_LINK));
    await waitForScreen(browser, 'bill');
    await clickText(browser, '10%', 'label');
    await clickText(browser, 'Pay ');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/pay'), {
      timeoutMsg: 'no payment page',
    });
    const success = new URL(await browser.getUrl()).searchParams.get('sucessUrl') ?? '';
    expect(new URL(success).pathname).toBe('/app/filials/11/bill');
    await onPayPage(browser, 'pay');

    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/app/filials/11/bill', {
      timeoutMsg: 'the payment did not return to the bill under /app',
    });
    await waitForScreen(browser, 'bill');
    await waitForText(browser, 'The bill is paid');
    expect(consoleErrors).toEqual([]);
  });

  it('a guest signing in to pay comes back from the login page to the same bill under /app', async () => {
    const opened = await server.control('POST', 'bills', { table_id: 4 });
    expect([201, 409]).toContain(opened.status);
    await browser.url(server.at('/app/'));
    await browser.execute(() => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('lang', 'en');
    });
    await browser.url(server.at('/app/filials/11?filial_id=11&table_id=4&main_terminal_id=11&source=QR'));
    await waitForScreen(browser, 'bill');
    await clickText(browser, 'Sign in to pay');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/login'), {
      timeoutMsg: 'no login page',
    });
    const callback = new URL(await browser.getUrl()).searchParams.get('redirect_uri') ?? '';
    expect(new URL(callback).pathname).toBe('/app/auth');
    await (await browser.$('#phone')).setValue('+77051230011');
    await (await browser.$('#name')).setValue('Dana');
    await (await browser.$('form:has(#phone) button[type="submit"]')).click();
    await browser.waitUntil(async () => new URL(await browser.getUrl()).pathname === '/app/filials/11/bill', {
      timeoutMsg: 'the login did not return to the bill under /app',
    });
    await waitForScreen(browser, 'bill');
    await clickText(browser, 'Pay ');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/pay'), {
      timeoutMsg: 'no payment page',
    });
    expect(consoleErrors).toEqual([]);
  });
});

/** A call to /sandbox/control/... of the shared simulator, which serves the partner-page fixtures. */
async function sharedControl<T>(path: string, body: unknown): Promise<{ status: number; body: T }> {
  const response = await fetch(simulatorUrl(`/sandbox/control/${path}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

/** Mounts into the partner's page as a partner does, at `initialPath` unless the page is a return. */
async function mountEmbedded(initialPath: string): Promise<void> {
  await waitForValue(browser, () => (window as { fixtureReady?: boolean }).fixtureReady, 'no fixture');
  await browser.execute((path: string) => {
    const win = window as unknown as { Dastarkhan: typeof import('../../src/index.ts') };
    win.Dastarkhan.mount(document.getElementById('first') as Element, {
      routing: 'memory',
      initialPath: path,
      language: 'en',
    });
  }, initialPath);
}

describe('a table bill paid from a mount embedded in a partner’s page (memory routing)', () => {
  it('comes back to the partner’s page, and the mount there shows the paid bill', async () => {
    const opened = await sharedControl('bills', { table_id: 5 });
    expect([201, 409]).toContain(opened.status);
    const guest = await sharedControl<{ access_token: string }>('grants', {
      phone: '+77051230013',
      name: 'Partner Guest',
      client_id: 'dastarkhan',
      redirect_uri: simulatorUrl('/app/auth'),
    });
    await browser.url(simulatorUrl('/test-fixtures/embed.html?partner=1'));
    await browser.execute((token: string) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('accessToken', token);
    }, guest.body.access_token);
    await mountEmbedded('/filials/11/bill?table_id=5');
    await waitForScreen(browser, 'bill');
    await clickText(browser, 'Pay ');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/pay'), {
      timeoutMsg: 'no payment page',
    });
    const success = new URL(new URL(await browser.getUrl()).searchParams.get('sucessUrl') ?? '');
    expect(success.pathname).toBe('/test-fixtures/embed.html');
    expect(success.searchParams.get('partner')).toBe('1');
    await onPayPage(browser, 'pay');

    await browser.waitUntil(
      async () => new URL(await browser.getUrl()).pathname === '/test-fixtures/embed.html',
      { timeoutMsg: 'the payment did not return to the partner’s page' },
    );
    // The partner mounts at Home as always; the return names the bill.
    await mountEmbedded('/');
    await waitForScreen(browser, 'bill');
    await waitForText(browser, 'The bill is paid');
    expect(consoleErrors).toEqual([]);
  });
});
