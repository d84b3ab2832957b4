import { describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError, menuItems, orderBody } from './test-support/test-sandbox.ts';
import {
  aigerim,
  burger,
  coffee,
  daniyar,
  item,
  line,
  type OrderDoc,
  place,
  sb,
  setUpOrdersSandbox,
} from './test-support/orders-fixtures.ts';

setUpOrdersSandbox();

describe('takeaway order', () => {
  it('creates an order with a track id and payment URL for online payment', async () => {
    const answer = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-espresso-kzt', 2), line(coffee, 'dala-coffee-croissant-kzt')],
      comment: 'No sugar',
    });
    expect(answer.status).toBe(201);
    const order = answer.body.data.attributes;
    expect(answer.body.data.type).toBe('orders');
    expect(order).toMatchObject({
      status: 'created',
      payment_status: 'pending',
      service: 'takeaway',
      service_type_id: 1,
      amount: 690 * 2 + 890,
      currency: 'KZT',
      comment: 'No sugar',
    });
    const payment = order.payment as { track_id: string; payment_url: string };
    expect(payment.track_id).toMatch(/^trk_/);
    expect(payment.payment_url).toBe(`${sb.url}/sandbox/pay?track_id=${payment.track_id}`);
    expect(answer.headers.get('location')).toBe(
      `/proxy/takeaway/v2/user/order?order_id=${answer.body.data.id}`,
    );
    expect(answer.body.included[0]).toMatchObject({ type: 'locations', id: '11' });
  });

  it('needs a signed-in user and an idempotency key', async () => {
    const body = { filial_id: 11, payment_type: 'online', items: [line(coffee, 'dala-coffee-espresso-kzt')] };
    expect((await place('takeaway', body, '')).status).toBe(401);
    const noKey = await place('takeaway', body, aigerim, null);
    expect(noKey.status).toBe(400);
    expect(firstError(noKey.body)).toMatchObject({
      code: 'idempotency_key_missing',
      title: 'The X-Idempotency-key header is required',
    });
  });

  it('returns the same order for the same key and body, and refuses the key with another body', async () => {
    const body = { filial_id: 11, payment_type: 'online', items: [line(coffee, 'dala-coffee-medovik-kzt')] };
    const first = await place('takeaway', body, aigerim, 'same-key');
    const again = await place(
      'takeaway',
      { items: body.items, payment_type: 'online', filial_id: 11 },
      aigerim,
      'same-key',
    );
    expect(again.status).toBe(first.status);
    expect(again.text).toBe(first.text);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    const other = await place('takeaway', { ...body, comment: 'changed' }, aigerim, 'same-key');
    expect(other.status).toBe(422);
    expect(firstError(other.body).code).toBe('idempotency_key_reused');
    // Keys belong to a user: another user's identical key is a new order.
    const mine = await place('takeaway', body, daniyar, 'same-key');
    expect(mine.status).toBe(201);
    expect(mine.body.data.id).not.toBe(first.body.data.id);
  });

  it('scopes a key by the canonical route: extra slashes or escaped letters replay the same order', async () => {
    const body = {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-croissant-kzt', 3)],
    };
    const send = (path: string) =>
      sb.api<OrderDoc>('POST', path, { token: aigerim, body: orderBody(body), idempotencyKey: 'one-route' });
    const first = await send('takeaway/v1/takeaway/order');
    expect(first.status).toBe(201);
    for (const path of [
      'takeaway/v1//takeaway/order',
      '/takeaway//v1/takeaway/order/',
      'takeaway/v1/%74akeaway/order',
      'takeaway/v1/takeaway/order//',
    ]) {
      const again = await send(path);
      expect(again.status, path).toBe(201);
      expect(again.headers.get('idempotent-replayed'), path).toBe('true');
      expect(again.body.data.id, path).toBe(first.body.data.id);
    }
  });

  it('names every item whose price changed since the menu was read, with the new price', async () => {
    const answer = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [
        line(coffee, 'dala-coffee-medovik-kzt', 1, { price: 990 }),
        line(coffee, 'dala-coffee-espresso-kzt'),
        line(coffee, 'dala-coffee-croissant-kzt', 1, { price: 1 }),
      ],
    });
    expect(answer.status).toBe(422);
    const errors = (
      answer.body as unknown as { errors: { code: string; detail: string; meta: Record<string, unknown> }[] }
    ).errors;
    expect(errors.map((e) => e.code)).toEqual(['price_changed', 'price_changed']);
    expect(errors.map((e) => e.meta)).toEqual([
      expect.objectContaining({ name: 'Honey cake', shown_price: 990, price: 1590 }),
      expect.objectContaining({ name: 'Croissant', shown_price: 1, price: 890 }),
    ]);
    expect(errors[0]?.detail).toBe('Honey cake: 990 → 1590');
  });

  it('sees a price changed on the server after the client read the menu', async () => {
    const syrniki = item(coffee, 'dala-coffee-syrniki-kzt');
    await sb.control('POST', 'control/prices', { product_id: syrniki.id, price: 2290 });
    const stale = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-syrniki-kzt')],
    });
    expect(firstError(stale.body)).toMatchObject({
      code: 'price_changed',
      meta: { shown_price: 2190, price: 2290 },
    });
    await sb.control('POST', 'control/prices', { product_id: syrniki.id, price: 2190 });
  });

  it('accepts the user id of the token and refuses another', async () => {
    const items = [line(coffee, 'dala-coffee-croissant-kzt')];
    expect(
      (await place('takeaway', { filial_id: 11, payment_type: 'online', items, user_id: 1 })).status,
    ).toBe(201);
    const other = await place('takeaway', { filial_id: 11, payment_type: 'online', items, user_id: 2 });
    expect(firstError(other.body)).toMatchObject({
      code: 'user_mismatch',
      source: { pointer: '/data/attributes/user_id' },
    });
  });
});

describe('express order', () => {
  it('needs a table of this venue and adds the service percentage', async () => {
    const items = [line(coffee, 'dala-coffee-syrniki-kzt', 2)];
    const missing = await place('express', { filial_id: 11, payment_type: 'online', items });
    expect(firstError(missing.body)).toMatchObject({
      code: 'table_required',
      title: 'Specify the table number',
    });
    const foreign = await place('express', { filial_id: 11, payment_type: 'online', items, table_id: 9 });
    expect(firstError(foreign.body).code).toBe('table_not_found');
    const ok = await place('express', {
      filial_id: 11,
      payment_type: 'cash',
      items,
      table_id: 3,
      source: 'QR',
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.attributes).toMatchObject({
      service: 'express',
      table_number: 3,
      subtotal: 4380,
      service_cost: 438,
      amount: 4818,
      payment_status: 'on_delivery',
      payment: null,
      source: 'QR',
    });
    const badSource = await place('express', {
      filial_id: 11,
      payment_type: 'cash',
      items,
      table_id: 3,
      source: 'FAX',
    });
    expect(firstError(badSource.body).code).toBe('invalid_field');
  });
});

describe('vendor delivery and micromarket', () => {
  it('charges the venue’s own delivery cost within its min and max sums', async () => {
    const tandyr = await menuItems(sb, 18);
    const address = { coordinates: { latitude: 43.2375, longitude: 76.916 } };
    const small = await place('vendor-delivery', {
      filial_id: 18,
      payment_type: 'online',
      items: [line(tandyr, 'tandyr-house-plov-kzt')],
      address,
    });
    expect(firstError(small.body)).toMatchObject({ code: 'min_sum', meta: { min_sum: 5000 } });
    const huge = await place('vendor-delivery', {
      filial_id: 18,
      payment_type: 'online',
      items: [line(tandyr, 'tandyr-house-beshbarmak-kzt', 20)],
      address,
    });
    expect(firstError(huge.body)).toMatchObject({ code: 'max_sum', meta: { max_sum: 60000 } });
    const ok = await place('vendor-delivery', {
      filial_id: 18,
      payment_type: 'online',
      items: [line(tandyr, 'tandyr-house-plov-kzt', 3)],
      address,
    });
    expect(ok.status).toBe(201);
    expect(ok.body.data.attributes).toMatchObject({
      service: 'vendor_delivery',
      service_type_id: 6,
      delivery_fee: 700,
      amount: 3 * 2490 + 700,
    });
  });

  it('sells fridge goods online only', async () => {
    const fridge = await menuItems(sb, 22);
    const items = [line(fridge, 'fresh-market-fr-sandwich-kzt', 2)];
    const cash = await place('micromarket', { filial_id: 22, payment_type: 'cash', items, source: 'FRIDGE' });
    expect(firstError(cash.body).code).toBe('payment_type_unavailable');
    const ok = await place('micromarket', { filial_id: 22, payment_type: 'online', items, source: 'FRIDGE' });
    expect(ok.body.data.attributes).toMatchObject({
      service: 'micromarket',
      amount: 2380,
      next_statuses: ['completed', 'canceled'],
    });
  });
});

// The history below counts the orders this file placed above with the seeded ones: more than ten.
describe('order reads', () => {
  it('shows the user’s own order only, and pages the history with filters', async () => {
    const list = await sb.api<{ data: Resource[]; meta: Record<string, number> }>(
      'GET',
      'takeaway/v2/user/orders?page=1&limit=5',
      { token: aigerim },
    );
    expect(list.body.meta).toMatchObject({ current_page: 1, per_page: 5 });
    expect(list.body.meta.total).toBeGreaterThan(10);
    const id = (list.body.data[0] as Resource).id;
    expect((await sb.api('GET', `takeaway/v2/user/order?order_id=${id}`, { token: aigerim })).status).toBe(
      200,
    );
    expect((await sb.api('GET', `takeaway/v2/user/order?order_id=${id}`, { token: daniyar })).status).toBe(
      404,
    );
    const deliveries = await sb.api<{ data: Resource[] }>(
      'GET',
      'takeaway/v2/user/orders?service_type=delivery&limit=100',
      { token: aigerim },
    );
    expect(deliveries.body.data.every((o) => o.attributes.service === 'delivery')).toBe(true);
    const byBrand = await sb.api<{ data: Resource[] }>(
      'GET',
      'takeaway/v2/user/orders?brand_id=3&limit=100',
      { token: aigerim },
    );
    expect(
      byBrand.body.data.every((o) => [18, 19, 20, 35, 36].includes(Number(o.attributes.filial_id))),
    ).toBe(true);
    const seeded = await sb.api<{ data: Resource[] }>('GET', 'takeaway/v2/user/orders?limit=100', {
      token: aigerim,
    });
    const canceled = seeded.body.data.find((o) => o.attributes.status === 'canceled');
    expect(canceled?.attributes.decline_reason).toMatchObject({
      code: 'out_of_stock',
      title: 'Some dishes ran out',
    });
  });

  it('estimates cooking time from the slowest dish and the rush', async () => {
    const answer = await sb.api<{ data: Resource }>('POST', 'takeaway/order/cooking_time', {
      body: {
        filial_id: 15,
        products: [
          { product_id: item(burger, 'burger-batyr-double-burger-kzt').id },
          { product_id: item(burger, 'burger-batyr-fries-kzt').id },
        ],
      },
    });
    expect(answer.body.data.attributes).toMatchObject({
      dish_minutes: 12,
      rush_delay_minutes: 30,
      cooking_time: 42,
      rush_state: 'overloaded',
    });
  });
});
