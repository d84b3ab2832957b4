import { beforeAll, describe, expect, it } from 'vitest';
import {
  clickText,
  grant,
  type MenuItem,
  menuOf,
  orderable,
  ordersOf,
  seedCart,
} from './checkout-support.ts';
import { replaceValue, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen, waitForText, whatShows } from './in-app.ts';

const journey = setUpJourney({ server: true });
let items: MenuItem[];

const VENUE = 12;

beforeAll(async () => {
  items = orderable(await menuOf(journey.server, VENUE), 2);
});

/**
 * Opens the simulator page with a fresh cart for a new guest and loads /cart in the phone frame under
 * `runtime`: the page's host panel plays the native host and answers the bridge calls.
 */
async function cartInSimulator(runtime: string, phone: string) {
  const guest = await grant(journey.server, { phone });
  await journey.browser.url(journey.server.at('/proxy/health'));
  await seedCart(
    journey.browser,
    { filialId: VENUE, service: 'takeaway', lines: items.map((item) => ({ item, quantity: 1 })) },
    { accessToken: guest.access_token },
  );
  await journey.browser.url(journey.server.at('/'));
  await (await journey.browser.$('iframe[title="Mini-app"]')).waitForExist();
  await replaceValue(journey.browser, journey.browser.$('form[aria-label="App shell"] input'), '/cart');
  const choice = await journey.browser.$(`input[name="sim-runtime"][value="${runtime}"]`);
  if (await choice.isSelected())
    await (await journey.browser.$('form[aria-label="App shell"] button[type="submit"]')).click();
  else await choice.click();
  await journey.browser.switchFrame(await journey.browser.$('iframe[title="Mini-app"]'));
  await waitForScreen(journey.browser, 'cart');
  return guest;
}

/** Answers the next pay.open waiting in the host panel: Approve ('success') or Dismiss ('closed'). */
async function answerPay(answer: 'Approve' | 'Dismiss'): Promise<string> {
  await journey.browser.switchFrame(null);
  // Within the harness's bound for what a page shows (waitForValue): Pay places the order first. A loaded
  // run met its former 10 s in WebKit; what the app showed then is told.
  try {
    await waitForValue(
      journey.browser,
      () => document.querySelector('article[aria-label^="pay.open"]'),
      'the host panel never got pay.open',
    );
  } catch (error) {
    await journey.browser.switchFrame(await journey.browser.$('iframe[title="Mini-app"]'));
    throw new Error(`${(error as Error).message}; ${await whatShows(journey.browser)}`);
  }
  const call = await journey.browser.$('article[aria-label^="pay.open"]');
  const label = (await call.getAttribute('aria-label')) ?? '';
  const params = await (await call.$('.hp-params')).getText();
  // The panel's button is pressed in the page, as clickText presses the app's: WebKit's WebDriver click,
  // a pointer event at the button's place, was lost once in a loaded run (the call stayed in the panel
  // for 20 s, and the panel drops an answered call as it answers).
  const pressed = await journey.browser.execute(
    (name: string, text: string) => {
      const button = [
        ...document.querySelectorAll<HTMLButtonElement>(`article[aria-label="${name}"] button`),
      ].find((candidate) => candidate.textContent === text);
      button?.click();
      return Boolean(button);
    },
    label,
    answer,
  );
  expect(pressed).toBe(true);
  // That call, by its id: another pay.open in the panel would be a second pay sheet, a defect of its own.
  await journey.browser.$(`article[aria-label="${label}"]`).waitForExist({ reverse: true, timeout: 20_000 });
  expect(await journey.browser.$$('article[aria-label^="pay.open"]').length).toBe(0);
  await journey.browser.switchFrame(await journey.browser.$('iframe[title="Mini-app"]'));
  return params;
}

describe('the pay step inside a host app', () => {
  it('iOS: a closed pay sheet keeps the order; paying again reaches the thank-you page', async () => {
    const guest = await cartInSimulator('ios', '+77056000001');
    await clickText(journey.browser, 'Pay ');
    const params = await answerPay('Dismiss');
    await waitForText(journey.browser, 'The payment was not completed');
    const [order] = await ordersOf(journey.server, guest.user_id);
    expect(params).toContain(order!.track_id!);
    // The sheet stays in the app: no hosted page was left, so back keeps its normal meaning.
    expect(await journey.browser.execute(() => sessionStorage.getItem('dk-from-payment'))).toBeNull();

    await clickText(journey.browser, 'Pay ', '[data-testid="awaiting-payment"] button');
    // The simulator plays the payment provider too: its "success" has already settled the sandbox payment.
    await answerPay('Approve');
    await waitForScreen(journey.browser, 'typ');
    await waitForText(journey.browser, 'The order is paid');
    expect(await ordersOf(journey.server, guest.user_id)).toHaveLength(1);
    await journey.browser.switchFrame(null);
  });

  it.each([
    ['android', '+77056000002'],
    ['react-native', '+77056000003'],
  ])('%s: the host pays and the app shows the thank-you page', async (runtime, phone) => {
    const guest = await cartInSimulator(runtime, phone);
    await clickText(journey.browser, 'Pay ');
    const params = await answerPay('Approve');
    await waitForScreen(journey.browser, 'typ');
    const [order] = await ordersOf(journey.server, guest.user_id);
    expect(params).toContain(order!.track_id!);
    expect(params).toContain(`/typ/${VENUE}/order/${order!.id}`);
    await waitForText(journey.browser, 'The order is paid');
    expect(await journey.browser.execute(() => localStorage.getItem('cart'))).toBe('{}');
    await journey.browser.switchFrame(null);
  });
});
