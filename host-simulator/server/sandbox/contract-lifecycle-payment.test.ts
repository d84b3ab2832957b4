import { describe, expect, it } from 'vitest';
import {
  advance,
  bonus,
  coffee,
  line,
  order,
  payQuery,
  place,
  sb,
  submitPay,
  trackOf,
  setUpLifecycleSandbox,
} from './test-support/lifecycle-fixtures.ts';

setUpLifecycleSandbox();

describe('hosted payment page', () => {
  it('shows an accessible page with the amount, the wallet and Pay/Cancel buttons', async () => {
    const placed = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-medovik-kzt', 2)],
    });
    const page = await fetch(
      `${sb.url}/sandbox/pay?${payQuery(trackOf(placed), { displayType: 'apple_pay' })}`,
    );
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('3 180 ₸');
    expect(html).toContain('Apple Pay');
    expect(html).toMatch(/<button type="submit" class="primary" name="action" value="pay">Pay<\/button>/);
    expect(html).toMatch(/<button type="submit" name="action" value="cancel">Cancel<\/button>/);
    expect(html).toMatch(/<fieldset>\s*<legend>Test card<\/legend>/);
    const ru = await (
      await fetch(`${sb.url}/sandbox/pay?${payQuery(trackOf(placed), { language: 'ru' })}`)
    ).text();
    expect(ru).toContain('Оплатить');
  });

  it('refuses a bad link: unknown track, bad environment, a non-http return URL', async () => {
    expect((await fetch(`${sb.url}/sandbox/pay?${payQuery('trk_nope')}`)).status).toBe(404);
    expect(
      (await fetch(`${sb.url}/sandbox/pay?${payQuery('trk_nope', { environment: 'moon' })}`)).status,
    ).toBe(400);
    expect(
      (await fetch(`${sb.url}/sandbox/pay?${payQuery('trk_nope', { sucessUrl: 'javascript:alert(1)' })}`))
        .status,
    ).toBe(400);
  });

  it('pays: redirects to sucessUrl, marks the order paid, grants cashback and moves it through the kitchen', async () => {
    const before = await bonus();
    const placed = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-medovik-kzt', 2)],
    });
    const response = await submitPay(trackOf(placed), 'pay');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('http://127.0.0.1:7000/typ/11/order/1');
    const paid = await order(placed.id);
    // Gold grade: 7% of 3180 = 222.6, floored to whole tenge.
    expect(paid).toMatchObject({
      status: 'created',
      payment_status: 'paid',
      bonus_granted: 222,
      next_statuses: ['cooking', 'canceled'],
    });
    expect(await bonus()).toBe(before + 222);
    const again = await submitPay(trackOf(placed), 'pay');
    expect(again.status).toBe(409);

    await advance(1);
    expect((await order(placed.id)).status).toBe('cooking');
    await advance(2);
    expect((await order(placed.id)).status).toBe('ready');
    await advance(10);
    const done = await order(placed.id);
    expect(done).toMatchObject({ status: 'completed', status_title: 'Completed', next_statuses: [] });
    expect((done.history as { status: string }[]).map((h) => h.status)).toEqual([
      'created',
      'cooking',
      'ready',
      'completed',
    ]);
  });

  it('cancel and a declined card send the guest to failureUrl and cancel the order with a reason', async () => {
    const before = await bonus();
    const placed = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-medovik-kzt', 2)],
      bonus_amount: 500,
    });
    expect(await bonus()).toBe(before - 500);
    const response = await submitPay(trackOf(placed), 'cancel');
    expect(response.headers.get('location')).toBe('http://127.0.0.1:7000/cart');
    const canceled = await order(placed.id);
    expect(canceled).toMatchObject({ status: 'canceled', payment_status: 'failed' });
    expect(canceled.decline_reason).toMatchObject({
      code: 'payment_canceled',
      refund: 'The money will be refunded within a few minutes',
    });
    expect(await bonus()).toBe(before);
    const declined = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-croissant-kzt')],
    });
    await submitPay(trackOf(declined), 'pay', 'declined');
    expect((await order(declined.id)).decline_reason).toMatchObject({ code: 'payment_declined' });
  });

  it('cancels an order left unpaid for 15 minutes', async () => {
    const placed = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-croissant-kzt')],
    });
    await advance(14);
    expect((await order(placed.id)).status).toBe('created');
    await advance(2);
    expect((await order(placed.id)).decline_reason).toMatchObject({ code: 'payment_timeout' });
    const late = await fetch(`${sb.url}/sandbox/pay?${payQuery(trackOf(placed))}`);
    expect(late.status).toBe(409);
  });
});
