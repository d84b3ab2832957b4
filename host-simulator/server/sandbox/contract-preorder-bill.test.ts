import { describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError } from './test-support/test-sandbox.ts';
import {
  aigerim,
  coffee,
  daniyar,
  line,
  place,
  sb,
  setUpOrdersSandbox,
} from './test-support/orders-fixtures.ts';

setUpOrdersSandbox();

const bill = (id: number | string, token?: string) =>
  sb.api<{ data: Resource; included: Resource[] }>('GET', `takeaway/v1/bills/preorder/${id}`, {
    ...(token ? { token } : {}),
  });

const placeExpress = async (paymentType: 'online' | 'cash') => {
  const placed = await place('express', {
    filial_id: 11,
    payment_type: paymentType,
    items: [line(coffee, 'dala-coffee-syrniki-kzt', 2), line(coffee, 'dala-coffee-croissant-kzt', 1)],
    table_id: 3,
    source: 'QR',
  });
  expect(placed.status).toBe(201);
  return Number(placed.body.data.id);
};

describe('the preorder bill', () => {
  it('shows an unpaid online express order with its table, waiter, sums and what can be done next', async () => {
    const id = await placeExpress('online');
    const answer = await bill(id, aigerim);
    expect(answer.status).toBe(200);
    expect(answer.body.data.type).toBe('preorder-bills');
    expect(answer.body.data.attributes).toMatchObject({
      id,
      order_id: id,
      service: 'express',
      status: 'created',
      table_number: 3,
      subtotal: 5270,
      service_cost: 527,
      amount: 5797,
      amount_due: 5797,
      paid: false,
      payment_status: 'pending',
      can_pay: true,
      can_tip: true,
      can_review: false,
      waiter: { id: expect.any(Number), name: expect.any(String) },
      currency: 'KZT',
    });
    const content = answer.body.data.attributes.content as { name: string; count: number }[];
    expect(content.map((entry) => entry.count)).toEqual([2, 1]);
    expect(answer.body.included.map((venue) => venue.id)).toEqual(['11']);
  });

  it('leaves a cash order to the waiter: nothing to pay online', async () => {
    const id = await placeExpress('cash');
    const attributes = (await bill(id, aigerim)).body.data.attributes;
    expect(attributes).toMatchObject({ paid: false, can_pay: false, payment_status: 'on_delivery' });
  });

  it('is 404 for another user’s order and for an order that is no preorder, 401 without a token', async () => {
    const id = await placeExpress('cash');
    const theirs = await bill(id, daniyar);
    expect(theirs.status).toBe(404);
    expect(firstError(theirs.body).code).toBe('preorder_not_found');
    const takeaway = await place('takeaway', {
      filial_id: 11,
      payment_type: 'cash',
      items: [line(coffee, 'dala-coffee-croissant-kzt')],
    });
    const notPreorder = await bill(Number(takeaway.body.data.id), aigerim);
    expect(notPreorder.status).toBe(404);
    expect(firstError(notPreorder.body).code).toBe('preorder_not_found');
    expect((await bill(999_999, aigerim)).status).toBe(404);
    expect((await bill(id)).status).toBe(401);
    expect((await bill('abc', aigerim)).status).toBe(400);
  });

  it.each(['0x10', '1e3', '1.0', '+16', ' 16'])(
    'answers 400 invalid_parameter for the id %j, which is not written as a whole number',
    async (id) => {
      const answer = await bill(encodeURIComponent(id), aigerim);
      expect(answer.status).toBe(400);
      expect(firstError(answer.body)).toMatchObject({ code: 'invalid_parameter' });
    },
  );

  it('counts a completed express order as paid and offers the review', async () => {
    const seeded = (
      await sb.control<{ data: { id: number; service: string; status: string; payment_status: string }[] }>(
        'GET',
        'control/orders?user_id=1',
      )
    ).body.data.find((order) => order.service === 'express' && order.status === 'completed');
    if (!seeded) throw new Error('the seed has no completed express order of user 1');
    const attributes = (await bill(seeded.id, aigerim)).body.data.attributes;
    expect(attributes).toMatchObject({
      status: 'completed',
      can_review: true,
      can_pay: false,
      amount_due: 0,
    });
  });
});
