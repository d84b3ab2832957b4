import { describe, expect, it } from 'vitest';
import { sandboxGrant } from '../../host-simulator/server/sandbox/test-support/sandbox-grant.ts';
import { clickText, grant, inApp, onPayPage, waitForSandboxPage } from './checkout-support.ts';
import { simulatorUrl, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { storeSignIn, waitForScreen, waitForText } from './in-app.ts';

/**
 * Issue 10 item 2: the hosted payment page's return URLs are built with the app's base path. The table
 * bill's return used to drop `/app` and land on the simulator's bare "Not found" after a paid bill.
 */
const journey = setUpJourney({ server: true });

const QR_LINK = '/app/filials/11?filial_id=11&table_id=5&main_terminal_id=11&source=QR';

describe('a table bill paid on the hosted payment page, in the app shell under /app', () => {
  it('comes back to the bill, now paid, under /app', async () => {
    const opened = await journey.server.control('POST', 'bills', { table_id: 5 });
    expect([201, 409]).toContain(opened.status);
    const guest = await grant(journey.server, { phone: '+77051230010' });
    await journey.browser.url(journey.server.at('/app/'));
    await storeSignIn(journey.browser, guest.access_token);

    await journey.browser.url(journey.server.at(QR_LINK));
    await waitForScreen(journey.browser, 'bill');
    await clickText(journey.browser, '10%', 'label');
    await clickText(journey.browser, 'Pay ');
    await waitForSandboxPage(journey.browser, 'pay');
    const success = new URL(await journey.browser.getUrl()).searchParams.get('sucessUrl') ?? '';
    expect(new URL(success).pathname).toBe('/app/filials/11/bill');
    await onPayPage(journey.browser, 'pay');

    await journey.browser.waitUntil(
      async () => new URL(await journey.browser.getUrl()).pathname === '/app/filials/11/bill',
      {
        timeoutMsg: 'the payment did not return to the bill under /app',
      },
    );
    await waitForScreen(journey.browser, 'bill');
    await waitForText(journey.browser, 'The bill is closed');
    // The paid bill (the guest's receipt, the bill closed) leads on to a review of the visit (issue 11 item 2).
    await clickText(journey.browser, 'Rate your visit', 'a');
    await waitForScreen(journey.browser, 'review');
    await (await inApp(journey.browser, '.fb-star:nth-child(5)')).click();
    await clickText(journey.browser, 'Send', 'button');
    await waitForText(journey.browser, 'Thank you for your review!');
    expect(journey.consoleErrors).toEqual([]);
  });

  it('a guest signing in to pay comes back from the login page to the same bill under /app', async () => {
    const opened = await journey.server.control('POST', 'bills', { table_id: 4 });
    expect([201, 409]).toContain(opened.status);
    await journey.browser.url(journey.server.at('/app/'));
    await journey.browser.execute(() => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('lang', 'en');
    });
    await journey.browser.url(
      journey.server.at('/app/filials/11?filial_id=11&table_id=4&main_terminal_id=11&source=QR'),
    );
    await waitForScreen(journey.browser, 'bill');
    await clickText(journey.browser, 'Sign in to pay');
    await waitForSandboxPage(journey.browser, 'login');
    const callback = new URL(await journey.browser.getUrl()).searchParams.get('redirect_uri') ?? '';
    expect(new URL(callback).pathname).toBe('/app/auth');
    await (await journey.browser.$('#phone')).setValue('+77051230011');
    await (await journey.browser.$('#name')).setValue('Dana');
    await (await journey.browser.$('form:has(#phone) button[type="submit"]')).click();
    await journey.browser.waitUntil(
      async () => new URL(await journey.browser.getUrl()).pathname === '/app/filials/11/bill',
      {
        timeoutMsg: 'the login did not return to the bill under /app',
      },
    );
    await waitForScreen(journey.browser, 'bill');
    await clickText(journey.browser, 'Pay ');
    await waitForSandboxPage(journey.browser, 'pay');
    expect(journey.consoleErrors).toEqual([]);
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
  await waitForValue(
    journey.browser,
    () => (window as { fixtureReady?: boolean }).fixtureReady,
    'no fixture',
  );
  await journey.browser.execute((path: string) => {
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
    const guest = await sandboxGrant(simulatorUrl(), { phone: '+77051230013', name: 'Partner Guest' });
    await journey.browser.url(simulatorUrl('/test-fixtures/embed.html?partner=1'));
    await storeSignIn(journey.browser, guest.access_token, null);
    await mountEmbedded('/filials/11/bill?table_id=5');
    await waitForScreen(journey.browser, 'bill');
    await clickText(journey.browser, 'Pay ');
    await waitForSandboxPage(journey.browser, 'pay');
    const success = new URL(new URL(await journey.browser.getUrl()).searchParams.get('sucessUrl') ?? '');
    expect(success.pathname).toBe('/test-fixtures/embed.html');
    expect(success.searchParams.get('partner')).toBe('1');
    await onPayPage(journey.browser, 'pay');

    await journey.browser.waitUntil(
      async () => new URL(await journey.browser.getUrl()).pathname === '/test-fixtures/embed.html',
      { timeoutMsg: 'the payment did not return to the partner’s page' },
    );
    // The partner mounts at Home as always; the return names the bill.
    await mountEmbedded('/');
    await waitForScreen(journey.browser, 'bill');
    await waitForText(journey.browser, 'The bill is closed');
    expect(journey.consoleErrors).toEqual([]);
  });
});
