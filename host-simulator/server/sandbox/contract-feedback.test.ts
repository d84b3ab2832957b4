import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

interface SeededOrder {
  id: number;
  filial_id: number;
  service: string;
  status: string;
}

let sb: TestSandbox;
let aigerim: string;
let daniyar: string;
let orders: SeededOrder[];

const find = (test: (order: SeededOrder) => boolean): SeededOrder => {
  const order = orders.find(test);
  if (!order) throw new Error('no such seeded order');
  return order;
};

beforeAll(async () => {
  // The app's origin for the payment returns (auth/redirects.ts).
  sb = await startTestSandbox({ origins: ['http://127.0.0.1:7000'] });
  aigerim = (await sb.grant(1)).access_token;
  daniyar = (await sb.grant(2)).access_token;
  orders = (await sb.control<{ data: SeededOrder[] }>('GET', 'control/orders?user_id=1')).body.data;
});
afterAll(() => sb.stop());

const review = (token: string, attributes: Record<string, unknown>, key = crypto.randomUUID()) =>
  sb.api('POST', 'takeaway/v1/reviews', {
    token,
    idempotencyKey: key,
    body: { data: { type: 'reviews', attributes } },
  });

describe('feedback on an order', () => {
  it('offers a completed express order for a review and a tip to its table’s waiter', async () => {
    const express = find((order) => order.service === 'express' && order.status === 'completed');
    const answer = await sb.api<{ data: Resource }>('GET', `takeaway/v1/orders/${express.id}/feedback`, {
      token: aigerim,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.attributes).toMatchObject({
      subject: { kind: 'order', id: express.id },
      filial_id: express.filial_id,
      reviewable: true,
      not_reviewable_reason: null,
      review: null,
      tip: {
        presets: [5, 10, 15],
        paid_amount: 0,
        waiter: { id: expect.any(Number), name: expect.any(String) },
      },
    });
  });

  it('has no waiter for a takeaway order, and is not the business of another user', async () => {
    const takeaway = find((order) => order.service === 'takeaway' && order.status === 'completed');
    const mine = await sb.api<{ data: Resource }>('GET', `takeaway/v1/orders/${takeaway.id}/feedback`, {
      token: aigerim,
    });
    expect((mine.body.data.attributes.tip as { waiter: unknown }).waiter).toBeNull();
    const theirs = await sb.api('GET', `takeaway/v1/orders/${takeaway.id}/feedback`, { token: daniyar });
    expect(theirs.status).toBe(404);
    expect(firstError(theirs.body).code).toBe('order_not_found');
  });

  it('takes one review, moves the venue’s rating, and refuses a second one', async () => {
    const delivered = find((order) => order.service === 'delivery' && order.status === 'completed');
    const card = async () =>
      (
        await sb.api<{ data: Resource }>(
          'GET',
          `takeaway/locations/card/terminal/${delivered.filial_id}?include=extra`,
        )
      ).body.data.attributes as { rating: number; reviews_count: number };
    const before = await card();
    const key = crypto.randomUUID();
    const sent = await review(aigerim, { order_id: delivered.id, rating: 5, text: ' Hot and on time ' }, key);
    expect(sent.status).toBe(201);
    expect((sent.body as { data: Resource }).data.attributes).toMatchObject({
      rating: 5,
      text: 'Hot and on time',
    });
    // The same request again (a retry) is the same answer, not a second review.
    expect(
      (await review(aigerim, { order_id: delivered.id, rating: 5, text: ' Hot and on time ' }, key)).status,
    ).toBe(201);
    const after = await card();
    expect(after.reviews_count).toBe(before.reviews_count + 1);
    expect(after.rating).toBeCloseTo(
      (before.rating * before.reviews_count + 5) / (before.reviews_count + 1),
      1,
    );
    const again = await review(aigerim, { order_id: delivered.id, rating: 4 });
    expect(again.status).toBe(409);
    expect(firstError(again.body).code).toBe('already_reviewed');
    const feedback = await sb.api<{ data: Resource }>('GET', `takeaway/v1/orders/${delivered.id}/feedback`, {
      token: aigerim,
    });
    expect(feedback.body.data.attributes).toMatchObject({
      reviewable: false,
      not_reviewable_reason: 'already_reviewed',
      review: { rating: 5, text: 'Hot and on time' },
    });
  });

  it('refuses a rating outside 1 to 5, a text over 1000 characters, and an order not completed yet', async () => {
    const canceled = find((order) => order.status === 'canceled');
    const takeaway = find((order) => order.service === 'takeaway' && order.status === 'completed');
    for (const rating of [0, 6, 4.5, '5', null]) {
      const bad = await review(aigerim, { order_id: takeaway.id, rating });
      expect(bad.status).toBe(422);
      expect(firstError(bad.body).code).toBe('invalid_rating');
    }
    expect((await review(aigerim, { order_id: takeaway.id, rating: 4, text: 'x'.repeat(1001) })).status).toBe(
      422,
    );
    expect((await review(aigerim, { rating: 4 })).status).toBe(422);
    const early = await review(aigerim, { order_id: canceled.id, rating: 3 });
    expect(early.status).toBe(409);
    expect(firstError(early.body).code).toBe('not_reviewable');
  });
});

describe('feedback on a bill', () => {
  it('is only for the guest who paid it, and takes a review once paid', async () => {
    // Table 5 has a bill open unless another test paid it: open one only then (409 while one is open).
    await sb.control('POST', 'control/bills', { table_id: 5 });
    const bill = await sb.api<{ data: Resource }>('GET', 'takeaway/v1/tables/5/bill', { token: daniyar });
    const billId = Number(bill.body.data.id);
    expect((await sb.api('GET', `takeaway/v1/bills/${billId}/feedback`, { token: daniyar })).status).toBe(
      404,
    );
    const pay = await sb.api<{ data: Resource }>('POST', 'takeaway/v1/tables/5/bill/pay', {
      token: daniyar,
      idempotencyKey: crypto.randomUUID(),
      body: { bill_id: billId, amount: Number(bill.body.data.attributes.amount) },
    });
    expect(pay.status, pay.text).toBe(201);
    await fetch(`${sb.url}/sandbox/pay`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        track_id: String(pay.body.data.attributes.track_id),
        sucessUrl: 'http://127.0.0.1:7000/ok',
        failureUrl: 'http://127.0.0.1:7000/no',
        action: 'pay',
        card: 'ok',
      }),
    });
    const mine = await sb.api<{ data: Resource }>('GET', `takeaway/v1/bills/${billId}/feedback`, {
      token: daniyar,
    });
    expect(mine.body.data.attributes).toMatchObject({
      subject: { kind: 'bill', id: billId },
      reviewable: true,
      base_amount: Number(bill.body.data.attributes.amount),
      tip: { waiter: bill.body.data.attributes.waiter },
    });
    expect((await sb.api('GET', `takeaway/v1/bills/${billId}/feedback`, { token: aigerim })).status).toBe(
      404,
    );
    expect((await review(daniyar, { bill_id: billId, rating: 4, text: '' })).status).toBe(201);
  });
});

describe('tips', () => {
  const tip = (token: string, attributes: Record<string, unknown>) =>
    sb.api<{ data: Resource }>('POST', 'takeaway/v1/tips', {
      token,
      idempotencyKey: crypto.randomUUID(),
      body: { data: { type: 'tips', attributes } },
    });
  /** Aigerim's completed express order: its table's waiter and the sum tips are capped at. */
  const expressTip = async () => {
    const express = find((order) => order.service === 'express' && order.status === 'completed');
    const feedback = await sb.api<{ data: Resource }>('GET', `takeaway/v1/orders/${express.id}/feedback`, {
      token: aigerim,
    });
    const attributes = feedback.body.data.attributes as {
      base_amount: number;
      tip: { waiter: { id: number } };
    };
    return { orderId: express.id, waiterId: attributes.tip.waiter.id, total: attributes.base_amount };
  };

  it('takes a tip for the waiter of the guest’s own order, up to the order’s total', async () => {
    const { orderId, waiterId, total } = await expressTip();
    const taken = await tip(aigerim, { waiter_id: waiterId, order_id: orderId, amount: total });
    expect(taken.status).toBe(201);
    expect(taken.body.data.attributes).toMatchObject({ amount: total, status: 'pending' });
    expect((await tip(aigerim, { waiter_id: waiterId, order_id: orderId, amount: 10.55 })).status).toBe(201);
  });

  it('answers 404 for another user’s order and for an unknown one, as reviews do', async () => {
    const { orderId, waiterId } = await expressTip();
    const theirs = await tip(daniyar, { waiter_id: waiterId, order_id: orderId, amount: 100 });
    expect(theirs.status).toBe(404);
    expect(firstError(theirs.body).code).toBe('order_not_found');
    const unknown = await tip(aigerim, { waiter_id: waiterId, order_id: 999_999, amount: 100 });
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body).code).toBe('order_not_found');
    const bill = await tip(aigerim, { waiter_id: waiterId, bill_id: 999_999, amount: 100 });
    expect(bill.status).toBe(404);
    expect(firstError(bill.body).code).toBe('bill_not_found');
  });

  it('needs either an order or a bill', async () => {
    const { waiterId } = await expressTip();
    const neither = await tip(aigerim, { waiter_id: waiterId, amount: 100 });
    expect(neither.status).toBe(422);
    expect(firstError(neither.body)).toMatchObject({
      code: 'invalid_field',
      source: { pointer: '/data/attributes/order_id' },
    });
  });

  it('refuses a waiter of another venue', async () => {
    const { orderId, waiterId } = await expressTip();
    // The seed gives each venue with tables three waiters with consecutive ids.
    const elsewhere = waiterId > 3 ? waiterId - 3 : waiterId + 3;
    const answer = await tip(aigerim, { waiter_id: elsewhere, order_id: orderId, amount: 100 });
    expect(answer.status).toBe(422);
    expect(firstError(answer.body)).toMatchObject({
      code: 'waiter_not_at_venue',
      source: { pointer: '/data/attributes/waiter_id' },
    });
  });

  it.each([
    ['a trillion', 1e12, 'tip_too_large'],
    ['more than the order’s total', null, 'tip_too_large'],
    ['three decimals', 10.555, 'invalid_amount'],
    ['zero', 0, 'invalid_amount'],
    ['a negative sum', -5, 'invalid_amount'],
  ])('refuses %s', async (_what, amount, code) => {
    const { orderId, waiterId, total } = await expressTip();
    const answer = await tip(aigerim, {
      waiter_id: waiterId,
      order_id: orderId,
      amount: amount ?? total + 1,
    });
    expect(answer.status).toBe(422);
    expect(firstError(answer.body)).toMatchObject({ code, source: { pointer: '/data/attributes/amount' } });
  });
});
