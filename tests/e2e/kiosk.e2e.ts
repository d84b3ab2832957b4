import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, type Scope, waitForDialog } from './a11y-support.ts';
import {
  clickText,
  ensureOpen,
  grant,
  inApp,
  menuOf,
  onPayPage,
  orderable,
  textOf,
  waitForSandboxPage,
} from './checkout-support.ts';
import { currentScreen, waitForScreen, waitForText } from './in-app.ts';
import { setUpJourney } from './journey.ts';
import { waitForValue } from './harness.ts';
import { saveScreenshot } from './screenshot.ts';

/**
 * Issue 11 item 1, kiosk mode on venue 11's tablet (landscape, 1180 x 820): a touch order paid on the hosted
 * page, the number to remember and the return to the start; the idle warning and reset; and a phone that
 * scans the kiosk's QR, orders as a guest, and shows up on the kiosk. `?idle=8` keeps the waits short.
 */
const SHOTS = 'tests/e2e/artifacts/screens';
const journey = setUpJourney({ server: true });
const KIOSK_QUERY = 'idle=8&language=ru';
/** The kiosk's own timers run 8 s each: a screen they bring is waited for longer than the usual 10 s. */
const TIMED_WAIT = 30_000;

/** Waits for a screen the kiosk's timers bring (idle reset, number screen's end). */
const timedScreen = (screen: string) =>
  journey.browser.waitUntil(
    () =>
      journey.browser.execute(
        (wanted: string) =>
          Boolean(
            document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector(`[data-screen="${wanted}"]`),
          ),
        screen,
      ),
    { timeout: TIMED_WAIT, interval: 100, timeoutMsg: `the kiosk did not return to ${screen}` },
  );

/**
 * The kiosk of a venue, at an address the simulator's server serves, with a one-time code from the sandbox
 * control: the venue enrols its tablet (docs/api/kiosk.md). A tablet that kept its session resumes it instead.
 */
async function kiosk(filialId: number, query: string): Promise<string> {
  const enrolment = await journey.server.control<{ data: { code: string } }>('POST', 'tablet-enrolments', {
    filial_id: filialId,
  });
  return journey.server.at(`/app/kiosk/${filialId}?${query}&enrol=${enrolment.body.data.code}`);
}

/** A dish a tap adds at once; one with options opens its picker (a dialog, hence aria-haspopup). */
const DIRECT_DISH = '.ks-product:not([aria-haspopup])';

/** The dish tile named `name`, pressed. */
const pressDish = (name: string) =>
  journey.browser.waitUntil(
    () =>
      journey.browser.execute((wanted: string) => {
        const tile = [
          ...(document
            .querySelector('dastarkhan-app')
            ?.shadowRoot?.querySelectorAll<HTMLElement>('.ks-product') ?? []),
        ].find((element) => element.querySelector('.ks-product-name')?.textContent === wanted);
        tile?.click();
        return Boolean(tile);
      }, name),
    { timeout: 10_000, interval: 100, timeoutMsg: `no dish ${name} on the kiosk` },
  );

/** The sandbox's order with this number, as its control lists it. */
const sandboxOrder = async (number: string) => {
  const orders = await journey.server.control<{
    data: { number: string; total: number; filial_id: number; payment_status: string }[];
  }>('GET', 'orders');
  return orders.body.data.find((order) => order.number === number);
};

/** a11y-support's WCAG 2.1 A/AA and best-practice tags. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * No axe violation at any impact level, minor included (issue 29 asks it of the kiosk's screens; the shared
 * expectAccessible counts critical and serious only). expectAccessible runs first: it puts axe in the page.
 */
async function expectNoViolations(where: string, scope: Scope = 'page'): Promise<void> {
  await expectAccessible(journey.browser, where, scope);
  const found = await journey.browser.execute(
    async (tags: string[], within: Scope) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      const context =
        within === 'dialogs' ? { include: [{ fromShadowDom: ['dastarkhan-app', '.dk-layers'] }] } : document;
      const result = (await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as { violations: { id: string; impact: string; nodes: { target: unknown }[] }[] };
      return result.violations.map(
        (violation) =>
          `[${violation.impact}] ${violation.id}: ${violation.nodes.map((node) => JSON.stringify(node.target)).join(' ')}`,
      );
    },
    AXE_TAGS,
    scope,
  );
  expect.soft(found, `${where}:\n${found.join('\n')}`).toEqual([]);
}

const shot = (name: string) => saveScreenshot(journey.browser, `${SHOTS}/${name}.png`);

/** The language the app's root says it shows. */
const languageShown = () =>
  journey.browser.execute(
    () =>
      document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-root')?.getAttribute('lang') ??
      null,
  );

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  await ensureOpen(journey.server, 11);
  await journey.browser.setWindowSize(1180, 820);
});

describe('kiosk mode', () => {
  it('takes a touch order in Russian, paid by card, shows its number and starts over by itself', async () => {
    await journey.browser.url(await kiosk(11, KIOSK_QUERY));
    await waitForScreen(journey.browser, 'kiosk-start');
    // The whole landscape tablet, not the phone-width column other screens take from 640 px on.
    const widths = await journey.browser.execute(() => ({
      screen:
        document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector('.dk-screen')
          ?.getBoundingClientRect().width ?? 0,
      window: document.documentElement.clientWidth,
    }));
    expect(widths.screen).toBe(widths.window);
    await shot('kiosk-start-ru');
    await expectNoViolations('kiosk start (ru)');

    // By keyboard: Enter on "tap to order" leaves the focus on the menu's heading, not on <body>.
    await journey.browser.execute(() =>
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector<HTMLElement>('[data-testid="kiosk-tap"]')
        ?.focus(),
    );
    await journey.browser.keys('Enter');
    await waitForScreen(journey.browser, 'kiosk-menu');
    await waitForValue(
      journey.browser,
      () =>
        document.querySelector('dastarkhan-app')?.shadowRoot?.activeElement?.id === 'ks-menu-title' || null,
      'the focus did not move to the menu’s heading',
    );
    await (await inApp(journey.browser, DIRECT_DISH)).click();
    await (await inApp(journey.browser, DIRECT_DISH)).click();
    await waitForText(journey.browser, '2 шт.');
    await shot('kiosk-menu-ru');
    await expectNoViolations('kiosk menu (ru)');

    await clickText(journey.browser, 'Продолжить');
    await waitForScreen(journey.browser, 'kiosk-details');
    await clickText(journey.browser, 'Оформить заказ');
    await waitForText(journey.browser, 'Введите не меньше 2 символов');
    // The first field to correct has the focus, its error read with it.
    const focused = await journey.browser.execute(
      () => document.querySelector('dastarkhan-app')?.shadowRoot?.activeElement?.getAttribute('name') ?? null,
    );
    expect(focused).toBe('name');
    await (await inApp(journey.browser, 'input[name="name"]')).setValue('Айгерим');
    await clickText(journey.browser, 'В зале');
    await clickText(journey.browser, 'Картой');
    await shot('kiosk-details-ru');
    await expectNoViolations('kiosk details (ru)');
    await clickText(journey.browser, 'Оплатить');

    await waitForSandboxPage(journey.browser, 'pay');
    await onPayPage(journey.browser, 'pay');
    await waitForScreen(journey.browser, 'kiosk-number');
    const number = (await textOf(journey.browser, '[data-testid="kiosk-order-number"]')).trim();
    await waitForText(journey.browser, 'Оплачено');
    await shot('kiosk-number-ru');
    await expectNoViolations('kiosk order number (ru)');

    // Nobody taps "Done": the number screen gives way to the start, where the order is listed.
    await timedScreen('kiosk-start');
    await waitForValue(
      journey.browser,
      (wanted: string) =>
        document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector(`[data-order-number="${wanted}"]`) ?? null,
      `order ${number} is not on the kiosk's list`,
      number,
    );
    const orders = await journey.server.control<{ data: { number: string; payment_status: string }[] }>(
      'GET',
      'orders',
    );
    expect(orders.body.data.find((order) => order.number === number)?.payment_status).toBe('paid');
  });

  it('warns an idle guest in English, then clears the order and returns to the venue’s language', async () => {
    await clickText(journey.browser, 'English');
    await waitForText(journey.browser, 'Tap to order');
    await clickText(journey.browser, 'Large text');
    await (await inApp(journey.browser, '[data-testid="kiosk-tap"]')).click();
    await (await inApp(journey.browser, DIRECT_DISH)).click();
    await waitForText(journey.browser, '1 pcs');
    await journey.browser.waitUntil(
      () =>
        journey.browser.execute(() =>
          Boolean(
            document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-testid="kiosk-idle"]'),
          ),
        ),
      { timeout: TIMED_WAIT, interval: 100, timeoutMsg: 'no idle warning' },
    );
    await waitForDialog(journey.browser);
    await waitForText(journey.browser, 'Are you still here?');
    await shot('kiosk-idle-en');
    await expectNoViolations('kiosk idle warning (en)', 'dialogs');
    await timedScreen('kiosk-start');
    expect(await languageShown()).toBe('ru');
    const large = await journey.browser.execute(
      () => document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.ks-large') !== null,
    );
    expect(large).toBe(false);
    await (await inApp(journey.browser, '[data-testid="kiosk-tap"]')).click();
    await waitForText(journey.browser, 'Коснитесь блюда, чтобы добавить его');
  });

  it('sells a coffee with a required size and a milk through the option picker, in Russian', async () => {
    await journey.browser.url(await kiosk(11, KIOSK_QUERY));
    await waitForScreen(journey.browser, 'kiosk-start');
    await (await inApp(journey.browser, '[data-testid="kiosk-tap"]')).click();
    await waitForScreen(journey.browser, 'kiosk-menu');
    await pressDish('Американо');
    await waitForDialog(journey.browser);
    await waitForText(journey.browser, 'Объём');
    // Adding without the required size says so in its group.
    await clickText(journey.browser, 'Добавить · 890');
    await waitForText(journey.browser, 'Выберите хотя бы 1 позицию');
    await clickText(journey.browser, 'M 350 мл', 'label');
    await clickText(journey.browser, 'Овсяное молоко', 'label');
    await waitForText(journey.browser, 'Добавить · 1 490');
    await shot('kiosk-options-ru');
    await expectNoViolations('kiosk option picker (ru)', 'dialogs');
    await clickText(journey.browser, 'Добавить · 1 490');
    await waitForText(journey.browser, 'M 350 мл, Овсяное молоко');
    await clickText(journey.browser, 'Продолжить');
    await waitForScreen(journey.browser, 'kiosk-details');
    await (await inApp(journey.browser, 'input[name="name"]')).setValue('Дана');
    await clickText(journey.browser, 'С собой');
    await clickText(journey.browser, 'Наличными');
    await clickText(journey.browser, 'Оформить заказ');
    await waitForScreen(journey.browser, 'kiosk-number');
    const number = (await textOf(journey.browser, '[data-testid="kiosk-order-number"]')).trim();
    // 890 ₸ and the options the guest chose: M (+300) and oat milk (+300).
    expect(await sandboxOrder(number)).toMatchObject({ filial_id: 11, total: 1490 });
  });

  it('sells a latte with a large size and almond milk at the Tbilisi kiosk, in Georgian, paid by card', async () => {
    await ensureOpen(journey.server, 41);
    await journey.browser.url(await kiosk(41, 'idle=60'));
    await waitForScreen(journey.browser, 'kiosk-start');
    await waitForText(journey.browser, 'შეეხეთ შესაკვეთად');
    await shot('kiosk-start-ka');
    await expectNoViolations('kiosk start (ka)');
    await (await inApp(journey.browser, '[data-testid="kiosk-tap"]')).click();
    await waitForScreen(journey.browser, 'kiosk-menu');
    await shot('kiosk-menu-ka');
    await expectNoViolations('kiosk menu (ka)');
    await pressDish('ლატე');
    await waitForDialog(journey.browser);
    await clickText(journey.browser, 'L 450 მლ', 'label');
    await clickText(journey.browser, 'ნუშის რძე', 'label');
    await waitForText(journey.browser, '12,30');
    await shot('kiosk-options-ka');
    await expectNoViolations('kiosk option picker (ka)', 'dialogs');
    await clickText(journey.browser, 'დამატება ·');
    await waitForText(journey.browser, 'L 450 მლ, ნუშის რძე');
    await clickText(journey.browser, 'გაგრძელება');
    await waitForScreen(journey.browser, 'kiosk-details');
    await (await inApp(journey.browser, 'input[name="name"]')).setValue('ნინო');
    await clickText(journey.browser, 'დარბაზში');
    await clickText(journey.browser, 'ბარათით');
    await clickText(journey.browser, 'გადახდა');
    await waitForSandboxPage(journey.browser, 'pay');
    await onPayPage(journey.browser, 'pay');
    await waitForScreen(journey.browser, 'kiosk-number');
    const number = (await textOf(journey.browser, '[data-testid="kiosk-order-number"]')).trim();
    // 8 ₾ and the options: L (+2.50) and almond milk (+1.80).
    expect(await sandboxOrder(number)).toMatchObject({ filial_id: 41, total: 12.3, payment_status: 'paid' });
  });

  it('shows an order placed from a phone that scanned the kiosk’s QR', async () => {
    await journey.browser.url(await kiosk(11, KIOSK_QUERY));
    await waitForScreen(journey.browser, 'kiosk-start');
    const qr = await waitForValue(
      journey.browser,
      () =>
        document
          .querySelector('dastarkhan-app')
          ?.shadowRoot?.querySelector('[data-testid="kiosk-qr"]')
          ?.getAttribute('data-qr-text') ?? null,
      'the kiosk shows no QR',
    );
    expect(qr).toMatch(/\/app\/kiosk\/11\/phone\?session=tab_/);

    // The phone: a signed-in guest with a takeaway cart at this venue, who scans the code.
    const [item] = orderable(await menuOf(journey.server, 11), 1);
    if (!item) throw new Error('nothing orderable at venue 11');
    const token = (await grant(journey.server, { userId: 1 })).access_token;
    await journey.browser.execute(
      (accessToken: string, cart: string) => {
        localStorage.setItem('accessToken', accessToken);
        localStorage.setItem('lang', 'en');
        localStorage.setItem('cart', cart);
      },
      token,
      JSON.stringify({
        '11:takeaway': {
          filialId: 11,
          service: 'takeaway',
          items: [{ productId: item.id, name: item.name, price: item.price, quantity: 1, additives: [] }],
          comment: '',
          name: '',
          paymentType: 'online',
          table: null,
        },
      }),
    );
    await journey.browser.url(qr);
    await waitForScreen(journey.browser, 'menu');
    await shot('kiosk-phone-menu-en');
    await journey.browser.url(journey.server.at('/app/cart'));
    await waitForScreen(journey.browser, 'cart');
    const total = (await textOf(journey.browser, '[data-testid="cart-total"]')).replace(/\s+/g, ' ').trim();
    await clickText(journey.browser, `Pay ${total}`);
    await waitForSandboxPage(journey.browser, 'pay');
    await onPayPage(journey.browser, 'pay');
    await waitForScreen(journey.browser, 'typ');
    const phoneOrders = await journey.server.control<{ data: { number: string; filial_id: number }[] }>(
      'GET',
      'orders?user_id=1',
    );
    const number = phoneOrders.body.data[0]?.number ?? '';

    // Back on the kiosk: the phone's order is listed with its number, marked as from a phone.
    await journey.browser.url(await kiosk(11, KIOSK_QUERY));
    await waitForScreen(journey.browser, 'kiosk-start');
    const listed = await waitForValue(
      journey.browser,
      (wanted: string) =>
        document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector(`[data-order-number="${wanted}"]`)
          ?.textContent ?? null,
      `the phone's order ${number} is not on the kiosk`,
      number,
    );
    expect(listed).toContain('с телефона');
    await shot('kiosk-orders-ru');
    expect(journey.consoleErrors).toEqual([]);
  });

  it('greets in Georgian at the Tbilisi kiosk and refuses cash there, which the venue does not take', async () => {
    await ensureOpen(journey.server, 41);
    await journey.browser.url(await kiosk(41, 'idle=60'));
    await waitForScreen(journey.browser, 'kiosk-start');
    await waitForText(journey.browser, 'შეეხეთ შესაკვეთად');
    expect(await languageShown()).toBe('ka');
    await (await inApp(journey.browser, '[data-testid="kiosk-tap"]')).click();
    await (await inApp(journey.browser, DIRECT_DISH)).click();
    await clickText(journey.browser, 'გაგრძელება');
    await waitForScreen(journey.browser, 'kiosk-details');
    await clickText(journey.browser, 'ნაღდით სალაროში');
    await waitForText(journey.browser, 'ეს დაწესებულება კიოსკით ნაღდ ფულს არ იღებს: გადაიხადეთ ბარათით');
    await shot('kiosk-details-cash-refused-ka');
    await expectNoViolations('kiosk details, cash refused (ka)');
  });

  it('runs in the simulator’s kiosk frame, a landscape tablet', async () => {
    await journey.browser.setWindowSize(1600, 1000);
    await journey.browser.url(journey.server.at('/'));
    await (await journey.browser.$('select[name="device"]')).selectByAttribute('value', 'kiosk');
    const frame = await journey.browser.$('[data-device="kiosk"] iframe[title="Mini-app"]');
    await frame.waitForExist();
    expect(await frame.getSize()).toEqual({ width: 1180, height: 820 });
    await journey.browser.switchFrame(frame);
    expect(await waitForValue(journey.browser, currentScreen, 'no kiosk in the frame')).toBe('kiosk-start');
    // Started, not refused: the simulator enrolled the tablet (the stored session was the Tbilisi kiosk's).
    expect(await journey.browser.execute(() => location.href)).toMatch(/\/app\/kiosk\/11\?enrol=enr_/);
    await inApp(journey.browser, '[data-testid="kiosk-tap"]');
    await journey.browser.switchFrame(null);
    await shot('kiosk-simulator-frame-en');
  });
});
