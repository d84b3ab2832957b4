import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, waitForDialog } from './a11y-support.ts';
import {
  clickText,
  ensureOpen,
  grant,
  inApp,
  type MenuItem,
  menuOf,
  orderable,
  ordersOf,
  seedCart,
  textOf,
} from './checkout-support.ts';
import { cdp } from './discovery-support.ts';
import { replaceValue, waitForValue } from './harness.ts';
import { storeSignIn, waitForScreen, waitForText } from './in-app.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * Issue 11 item 7, first half: the terms-change consent after the sandbox publishes new terms (accepted in
 * the sandbox, "terms accepted" in the sandbox's analytics), the care contacts from the profile, an order
 * and a declined order, and the app-download prompt (plain browser only, dismissed for good).
 */
const SHOTS = 'tests/e2e/artifacts/screens';
const VENUE = 12;
const journey = setUpJourney({ server: true });
let items: MenuItem[];

/** A phone-sized page, as guests see the app. */
const phone = (width = 390) =>
  cdp(journey.browser, 'Emulation.setDeviceMetricsOverride', {
    width,
    height: 780,
    deviceScaleFactor: 2,
    mobile: true,
  });

const inAppQuery = (selector: string) =>
  journey.browser.execute(
    (css: string) => Boolean(document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector(css)),
    selector,
  );

/** Replaces window.open (the plain-web bridge's way out) to keep the URL it was asked to open. */
const catchOpenedLinks = () =>
  journey.browser.execute(() => {
    const opened: string[] = [];
    (window as unknown as { opened: string[] }).opened = opened;
    window.open = (url?: string | URL) => {
      opened.push(String(url));
      return null;
    };
  });

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  items = orderable(await menuOf(journey.server, VENUE), 1);
  await ensureOpen(journey.server, VENUE);
});

describe('the terms-change consent', () => {
  it('asks at the cart once the terms changed, blocks ordering after "Not now", records the acceptance', async () => {
    const guest = await grant(journey.server, { userId: 1 });
    await phone();
    await journey.browser.url(journey.server.at('/proxy/health'));
    await seedCart(
      journey.browser,
      { filialId: VENUE, service: 'takeaway', lines: items.map((item) => ({ item, quantity: 1 })) },
      { accessToken: guest.access_token },
    );
    const published = await journey.server.control<{ data: { version: number } }>('POST', 'terms');
    expect(published.status).toBe(201);
    // sim_runtime=web: the simulator's shell config, whose analytics go to the sandbox (a plain browser still).
    await journey.browser.url(journey.server.at('/app/cart?sim_runtime=web'));
    await waitForScreen(journey.browser, 'cart');
    await waitForDialog(journey.browser);
    expect(await textOf(journey.browser, '[role="dialog"] h2')).toBe('The terms of use have changed');
    const link = await inApp(journey.browser, '[data-testid="terms-consent"] a');
    expect(await link.getAttribute('href')).toContain(
      `/sandbox/terms?version=${published.body.data.version}`,
    );
    await expectAccessible(journey.browser, 'terms consent (en)', 'dialogs');
    await saveScreenshot(journey.browser, `${SHOTS}/terms-consent-en.png`);

    await clickText(journey.browser, 'Not now', '[role="dialog"] button');
    await waitForText(journey.browser, 'Accept the new terms of use to place the order.');
    await saveScreenshot(journey.browser, `${SHOTS}/cart-terms-pending-en.png`);
    const before = (await ordersOf(journey.server, 1)).length;
    await (await inApp(journey.browser, '[data-testid="place-order"]')).click();
    await waitForDialog(journey.browser);
    expect(await ordersOf(journey.server, 1)).toHaveLength(before);

    await clickText(journey.browser, 'Accept', '[role="dialog"] button');
    await waitForText(journey.browser, 'Thank you, the new terms are accepted');
    expect(await inAppQuery('[role="dialog"]')).toBe(false);
    expect(await inAppQuery('[data-testid="terms-blocked"]')).toBe(false);
    const terms = await journey.server.api<{ data: { attributes: Record<string, unknown> } }>(
      'GET',
      'api/v3/user/terms',
      { token: guest.access_token },
    );
    expect(terms.body.data.attributes).toMatchObject({
      accepted_version: published.body.data.version,
      must_accept: false,
    });
    // The app's analytics reach the sandbox's Amplitude endpoint (flushed every 10 s).
    await journey.browser.waitUntil(
      async () => {
        const sink = (await (await fetch(journey.server.at('/sandbox/telemetry?kind=amplitude'))).json()) as {
          amplitude: { events: { event_type: string }[] }[];
        };
        return sink.amplitude
          .flatMap((batch) => batch.events)
          .some((event) => event.event_type === 'dastarkhan_terms_accepted');
      },
      { timeout: 40_000, interval: 500, timeoutMsg: 'no "terms accepted" event reached the sandbox' },
    );
  });
});

describe('the care service', () => {
  it('is reachable from the profile, an order’s details and a declined order, in Russian', async () => {
    const guest = await grant(journey.server, { userId: 1 });
    await journey.browser.url(journey.server.at('/blank'));
    await storeSignIn(journey.browser, guest.access_token, 'ru');
    await journey.browser.url(journey.server.at('/app/profile'));
    await waitForScreen(journey.browser, 'profile');
    await clickText(journey.browser, 'Написать в поддержку');
    await waitForDialog(journey.browser);
    await waitForText(journey.browser, 'по телефону — с 08:00 до 23:00');
    const call = await inApp(journey.browser, '[data-testid="care-call"]');
    expect(await call.getAttribute('href')).toBe('tel:+77273500000');
    await expectAccessible(journey.browser, 'care sheet (ru)', 'dialogs');
    await saveScreenshot(journey.browser, `${SHOTS}/care-sheet-ru.png`);

    const orders = await ordersOf(journey.server, 1);
    const declined = orders.find((order) => order.status === 'canceled');
    if (!declined) throw new Error('user 1 has no declined order in the seed');
    await journey.browser.url(journey.server.at(`/app/orders/${declined.id}`));
    await waitForScreen(journey.browser, 'order-information');
    await clickText(journey.browser, 'Связаться с поддержкой по заказу');
    await waitForDialog(journey.browser);
    await waitForText(journey.browser, `В сообщении будет указан заказ № ${declined.number}`);
    await saveScreenshot(journey.browser, `${SHOTS}/care-order-ru.png`);
    await catchOpenedLinks();
    await clickText(journey.browser, 'Написать в WhatsApp', '[role="dialog"] button');
    const opened = await waitForValue(
      journey.browser,
      () => (window as unknown as { opened?: string[] }).opened?.[0] ?? null,
      'the messenger was not opened',
    );
    const chat = new URL(opened);
    expect(`${chat.origin}${chat.pathname}`).toBe('https://wa.me/77273500000');
    expect(chat.searchParams.get('text')).toBe(`Здравствуйте! Вопрос по заказу № ${declined.number}: `);

    await journey.browser.url(journey.server.at(`/app/filials/${declined.filial_id}/order/${declined.id}`));
    await waitForScreen(journey.browser, 'order-statuses');
    await waitForText(journey.browser, 'Вопросы о возврате или заказе?');
    await saveScreenshot(journey.browser, `${SHOTS}/order-declined-care-ru.png`);
    await clickText(journey.browser, 'Связаться с поддержкой по заказу');
    await waitForDialog(journey.browser);
    await waitForText(journey.browser, `заказ № ${declined.number}`);
  });

  it('fits a small phone in Georgian, the longest texts, from the FAQ of a guest who is not signed in', async () => {
    await phone(320);
    await journey.browser.url(journey.server.at('/blank'));
    await journey.browser.execute(() => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('lang', 'ka');
    });
    await journey.browser.url(journey.server.at('/app/faq'));
    await waitForScreen(journey.browser, 'faq');
    await clickText(journey.browser, 'მხარდაჭერასთან დაკავშირება');
    await waitForDialog(journey.browser);
    await waitForText(journey.browser, 'მოგვწერეთ WhatsApp-ში');
    const overflow = await journey.browser.execute(() => {
      const sheet = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[role="dialog"]');
      return sheet ? sheet.scrollWidth - sheet.clientWidth : null;
    });
    expect(overflow).toBe(0);
    await expectAccessible(journey.browser, 'care sheet (ka, 320 px)', 'dialogs');
    await saveScreenshot(journey.browser, `${SHOTS}/care-sheet-ka-320.png`);
    await phone();
  });
});

describe('the app-download prompt', () => {
  it('invites a returning guest in a plain browser to their phone’s store, and is dismissed for good (kk)', async () => {
    await phone(320);
    const android =
      'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Mobile Safari/537.36';
    await cdp(journey.browser, 'Emulation.setUserAgentOverride', { userAgent: android });
    await journey.browser.url(journey.server.at('/blank'));
    await journey.browser.execute(() => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('lang', 'kk');
      // One visit before this one, in another tab session.
      localStorage.setItem('dk-app-prompt', JSON.stringify({ visits: 1, ordered: false, dismissedAt: null }));
    });
    await journey.browser.url(journey.server.at('/app/'));
    await waitForScreen(journey.browser, 'home');
    await waitForText(journey.browser, 'Қосымшада тапсырыс беру жылдамырақ');
    const stores = await journey.browser.execute(() =>
      [
        ...(document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelectorAll<HTMLAnchorElement>('[data-testid="app-download"] a') ?? []),
      ].map((link) => [link.textContent, link.href]),
    );
    expect(stores).toEqual([
      ['Google Play дүкенінен жүктеу', expect.stringMatching(/^https:\/\/play\.google\.com\//)],
    ]);
    await waitForDialog(journey.browser);
    await expectAccessible(journey.browser, 'app-download prompt (kk)', 'dialogs');
    await saveScreenshot(journey.browser, `${SHOTS}/app-download-kk-320.png`);
    await phone(390);
    await saveScreenshot(journey.browser, `${SHOTS}/app-download-kk-390.png`);

    await clickText(journey.browser, 'Қазір емес', '[data-testid="app-download"] button');
    await waitForValue(
      journey.browser,
      () =>
        !document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-testid="app-download"]'),
      'the prompt stayed after "Not now"',
    );
    // The next visit: a new tab session on the same browser.
    await journey.browser.execute(() => sessionStorage.clear());
    await journey.browser.url(journey.server.at('/app/'));
    await waitForScreen(journey.browser, 'home');
    await waitForValue(
      journey.browser,
      () => JSON.parse(localStorage.getItem('dk-app-prompt') ?? '{}').visits === 3,
      'the visit was not counted',
    );
    expect(await inAppQuery('[data-testid="app-download"]')).toBe(false);
    await cdp(journey.browser, 'Emulation.setUserAgentOverride', { userAgent: '' });
  });

  it.each(['ios', 'android', 'react-native', 'iframe'])(
    'never shows inside the simulator’s %s host',
    async (runtime) => {
      await cdp(journey.browser, 'Emulation.clearDeviceMetricsOverride');
      await journey.browser.url(journey.server.at('/'));
      await (await journey.browser.$('iframe[title="Mini-app"]')).waitForExist();
      await journey.browser.execute(() => {
        localStorage.clear();
        sessionStorage.clear();
        localStorage.setItem('lang', 'en');
        localStorage.setItem(
          'dk-app-prompt',
          JSON.stringify({ visits: 5, ordered: true, dismissedAt: null }),
        );
      });
      await replaceValue(journey.browser, journey.browser.$('form[aria-label="App shell"] input'), '/');
      const choice = await journey.browser.$(`input[name="sim-runtime"][value="${runtime}"]`);
      if (await choice.isSelected())
        await (await journey.browser.$('form[aria-label="App shell"] button[type="submit"]')).click();
      else await choice.click();
      await waitForValue(
        journey.browser,
        () => document.body.textContent?.includes('Connected: the mini-app said hello') ?? false,
        `the ${runtime} host did not connect`,
      );
      await journey.browser.switchFrame(await journey.browser.$('iframe[title="Mini-app"]'));
      await waitForScreen(journey.browser, 'home');
      expect(await inAppQuery('[data-testid="app-download"]')).toBe(false);
      // Were the prompt loaded, it would have counted this visit.
      expect(
        await journey.browser.execute(() => JSON.parse(localStorage.getItem('dk-app-prompt') ?? '{}')),
      ).toEqual({ visits: 5, ordered: true, dismissedAt: null });
      await journey.browser.switchFrame(null);
    },
  );
});
