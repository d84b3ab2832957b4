import { mkdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible } from './a11y-support.ts';
import {
  type CheckoutServer,
  clickText,
  grant,
  inApp,
  onPayPage,
  startCheckoutServer,
  textOf,
  waitForScreen,
  waitForText,
} from './checkout-support.ts';
import { type Browser, openBrowser } from './harness.ts';

/** Issue 11 item 2: a review after an order, and a tip to the waiter paid on the hosted page. */
const SHOTS = '/tmp/shots';
let server: CheckoutServer;
let browser: Browser;
let token: string;
let orders: { id: number; service: string; status: string }[];

const seeded = (service: string) => {
  const order = orders.find((o) => o.service === service && o.status === 'completed');
  if (!order) throw new Error(`no completed ${service} order`);
  return order;
};

async function openAs(path: string, language: string): Promise<void> {
  await browser.url(server.at('/app/blank'));
  await browser.execute(
    (value: string, lang: string) => {
      localStorage.clear();
      sessionStorage.clear();
      localStorage.setItem('accessToken', value);
      localStorage.setItem('lang', lang);
    },
    token,
    language,
  );
  await browser.url(server.at(`/app${path}`));
}

beforeAll(async () => {
  server = await startCheckoutServer();
  ({ browser } = await openBrowser());
  await mkdir(SHOTS, { recursive: true });
  token = (await grant(server, { userId: 1 })).access_token;
  orders = (await server.control<{ data: typeof orders }>('GET', 'orders?user_id=1')).body.data;
});

afterAll(async () => {
  await browser?.deleteSession();
  await server?.close();
});

describe('feedback after an order', () => {
  it('rates a delivered order from its page, in English', async () => {
    const order = seeded('delivery');
    await openAs(`/orders/${order.id}`, 'en');
    await waitForScreen(browser, 'order-information');
    await clickText(browser, 'Rate your order', 'a');
    await waitForScreen(browser, 'review');
    await clickText(browser, 'Send', 'button');
    await waitForText(browser, 'Choose a rating from 1 to 5');
    await (await inApp(browser, '.fb-star:nth-child(4)')).click();
    await (await inApp(browser, 'textarea')).setValue('Warm, and the courier called ahead');
    await expectAccessible(browser, 'review screen (en)');
    await browser.saveScreenshot(`${SHOTS}/review-en.png`);
    await clickText(browser, 'Send', 'button');
    await waitForText(browser, 'Thank you for your review!');
    const feedback = await server.api<{ data: { attributes: { review: { rating: number } } } }>(
      'GET',
      `takeaway/v1/orders/${order.id}/feedback`,
      { token },
    );
    expect(feedback.body.data.attributes.review.rating).toBe(4);
  });

  it('tips the waiter of an express order on the hosted page, in Russian', async () => {
    const order = seeded('express');
    await openAs(`/orders/${order.id}/tip`, 'ru');
    await waitForScreen(browser, 'tip');
    expect(await textOf(browser, '[data-testid="tip-recipient"]')).toMatch(/^Официант \S+/);
    await clickText(browser, '15%', 'label');
    await expectAccessible(browser, 'tip screen (ru)');
    await browser.saveScreenshot(`${SHOTS}/tip-ru.png`);
    await clickText(browser, 'Оставить', 'button');
    await browser.waitUntil(async () => (await browser.getUrl()).includes('/sandbox/pay'), {
      timeoutMsg: 'no payment page',
    });
    await onPayPage(browser, 'pay');
    await browser.waitUntil(
      async () => (await browser.getUrl()).includes(`/app/orders/${order.id}/tip?tip_paid=1`),
      {
        timeoutMsg: 'the payment did not come back to the tip screen',
      },
    );
    await waitForText(browser, 'Спасибо! Официант получил ваши чаевые');
    const feedback = await server.api<{ data: { attributes: { tip: { paid_amount: number } } } }>(
      'GET',
      `takeaway/v1/orders/${order.id}/feedback`,
      { token },
    );
    expect(feedback.body.data.attributes.tip.paid_amount).toBeGreaterThan(0);
    expect(await textOf(browser, '[data-testid="tip-paid"]')).toContain(
      String(feedback.body.data.attributes.tip.paid_amount).slice(0, 1),
    );
  });
});
