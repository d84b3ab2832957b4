import { mkdir } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y-support.ts';
import { clickText, grant, inApp, onPayPage, textOf, waitForSandboxPage } from './checkout-support.ts';
import { storeSignIn, waitForScreen, waitForText } from './in-app.ts';
import { setUpJourney } from './journey.ts';
import { saveScreenshot } from './screenshot.ts';

/** Issue 11 item 2: a review after an order, and a tip to the waiter paid on the hosted page. */
const SHOTS = '/tmp/shots';
const journey = setUpJourney({ server: true });
let token: string;
let orders: { id: number; service: string; status: string }[];

const seeded = (service: string) => {
  const order = orders.find((o) => o.service === service && o.status === 'completed');
  if (!order) throw new Error(`no completed ${service} order`);
  return order;
};

async function openAs(path: string, language: string): Promise<void> {
  await journey.browser.url(journey.server.at('/blank'));
  await storeSignIn(journey.browser, token, language);
  await journey.browser.url(journey.server.at(`/app${path}`));
}

beforeAll(async () => {
  await mkdir(SHOTS, { recursive: true });
  token = (await grant(journey.server, { userId: 1 })).access_token;
  orders = (await journey.server.control<{ data: typeof orders }>('GET', 'orders?user_id=1')).body.data;
});

describe('feedback after an order', () => {
  it('rates a delivered order from its page, in English', async () => {
    const order = seeded('delivery');
    await openAs(`/orders/${order.id}`, 'en');
    await waitForScreen(journey.browser, 'order-information');
    await clickText(journey.browser, 'Rate your order', 'a');
    await waitForScreen(journey.browser, 'review');
    await clickText(journey.browser, 'Send', 'button');
    await waitForText(journey.browser, 'Choose a rating from 1 to 5');
    await (await inApp(journey.browser, '.fb-star:nth-child(4)')).click();
    await (await inApp(journey.browser, 'textarea')).setValue('Warm, and the courier called ahead');
    await expectAccessible(journey.browser, 'review screen (en)');
    await saveScreenshot(journey.browser, `${SHOTS}/review-en.png`);
    await clickText(journey.browser, 'Send', 'button');
    await waitForText(journey.browser, 'Thank you for your review!');
    const feedback = await journey.server.api<{ data: { attributes: { review: { rating: number } } } }>(
      'GET',
      `takeaway/v1/orders/${order.id}/feedback`,
      { token },
    );
    expect(feedback.body.data.attributes.review.rating).toBe(4);
  });

  it('tips the waiter of an express order on the hosted page, in Russian', async () => {
    const order = seeded('express');
    await openAs(`/orders/${order.id}/tip`, 'ru');
    await waitForScreen(journey.browser, 'tip');
    expect(await textOf(journey.browser, '[data-testid="tip-recipient"]')).toMatch(/^Официант \S+/);
    await clickText(journey.browser, '15%', 'label');
    await expectAccessible(journey.browser, 'tip screen (ru)');
    await saveScreenshot(journey.browser, `${SHOTS}/tip-ru.png`);
    await clickText(journey.browser, 'Оставить', 'button');
    await waitForSandboxPage(journey.browser, 'pay');
    await onPayPage(journey.browser, 'pay');
    await journey.browser.waitUntil(
      async () => (await journey.browser.getUrl()).includes(`/app/orders/${order.id}/tip?tip_paid=1`),
      {
        timeoutMsg: 'the payment did not come back to the tip screen',
      },
    );
    await waitForText(journey.browser, 'Спасибо! Официант получил ваши чаевые');
    const feedback = await journey.server.api<{ data: { attributes: { tip: { paid_amount: number } } } }>(
      'GET',
      `takeaway/v1/orders/${order.id}/feedback`,
      { token },
    );
    expect(feedback.body.data.attributes.tip.paid_amount).toBeGreaterThan(0);
    expect(await textOf(journey.browser, '[data-testid="tip-paid"]')).toContain(
      String(feedback.body.data.attributes.tip.paid_amount).slice(0, 1),
    );
  });
});
