import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import {
  firstError,
  type MenuItem,
  menuItems,
  orderBody,
  startTestSandbox,
  type TestSandbox,
} from './test-support/test-sandbox.ts';

interface OrderDoc {
  data: Resource;
  included: Resource[];
}

let sb: TestSandbox;
let aigerim: string;
let daniyar: string;
let timur: string;
let coffee: Map<string, MenuItem>;
let burger: Map<string, MenuItem>;
let keyCounter = 0;
const key = () => `key-${++keyCounter}`;

beforeAll(async () => {
  sb = await startTestSandbox();
  aigerim = (await sb.grant(1)).access_token;
  daniyar = (await sb.grant(2)).access_token;
  timur = (await sb.grant(5)).access_token;
  coffee = await menuItems(sb, 11);
  burger = await menuItems(sb, 15);
});
afterAll(() => sb.stop());

const item = (menu: Map<string, MenuItem>, externalId: string) => {
  const found = menu.get(externalId);
  if (!found) throw new Error(`no ${externalId}`);
  return found;
};
const line = (
  menu: Map<string, MenuItem>,
  externalId: string,
  count = 1,
  extra: Record<string, unknown> = {},
) => {
  const found = item(menu, externalId);
  return { product_id: found.id, count, price: found.price, ...extra };
};
/** Places an order; a null key sends none. */
const place = (
  service: string,
  attributes: Record<string, unknown>,
  token = aigerim,
  idempotencyKey: string | null = key(),
) =>
  sb.api<OrderDoc>('POST', `takeaway/v1/${service}/order`, {
    token,
    body: orderBody(attributes),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

/** An address inside filial 15's inner delivery zone (Tole Bi). */
const nearBurger = {
  title: 'home',
  city: 'Алматы',
  street: 'Толе би',
  building: '99',
  coordinates: { latitude: 43.2545, longitude: 76.9135 },
};

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

  it('refuses stopped, sold-out, unknown and service-unavailable items, listing them all', async () => {
    const stopped = [...coffee.values()].find((i) => i.availability === 'stopped') as MenuItem;
    const soldOut = [...coffee.values()].find((i) => i.availability === 'sold_out') as MenuItem;
    const answer = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [
        { product_id: stopped.id, count: 1, price: stopped.price },
        { product_id: soldOut.id, count: 1, price: soldOut.price },
        { product_id: 999_999, count: 1, price: 100 },
      ],
    });
    expect(answer.status).toBe(422);
    const errors = (answer.body as unknown as { errors: { code: string; title: string }[] }).errors;
    expect(errors.map((e) => e.code)).toEqual(['item_stopped', 'item_sold_out', 'item_deleted']);
    expect(errors[0]?.title).toBe(
      'Some dishes are finished or unavailable for this mode: remove them to continue',
    );
    const tandyr = await menuItems(sb, 18);
    const hookah = await place('takeaway', {
      filial_id: 18,
      payment_type: 'online',
      items: [line(tandyr, 'tandyr-house-hookah-kzt')],
      age_confirmed: true,
    });
    expect(firstError(hookah.body).code).toBe('item_unavailable');
  });

  it('applies a stop set through the control endpoint', async () => {
    const espresso = item(coffee, 'dala-coffee-espresso-kzt');
    await sb.control('POST', 'control/stop-list', {
      filial_id: 11,
      product_id: espresso.id,
      state: 'stopped',
    });
    const answer = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-espresso-kzt')],
    });
    expect(firstError(answer.body).code).toBe('item_stopped');
    await sb.control('POST', 'control/stop-list', { filial_id: 11, product_id: espresso.id, state: null });
    expect((await menuItems(sb, 11)).get('dala-coffee-espresso-kzt')?.availability).toBe('available');
  });

  it('checks additive groups: required, maximum and ownership', async () => {
    const capp = item(coffee, 'dala-coffee-cappuccino-kzt');
    const additives = (
      await sb.api<{ included: Resource[] }>(
        'GET',
        `menu/v2/product/additives?filial_id=11&product_id=${capp.id}&service_type=takeaway`,
      )
    ).body.included;
    const [sizeS, sizeM] = additives as [Resource, Resource];
    const none = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [{ product_id: capp.id, count: 1, price: capp.price, additives: [] }],
    });
    expect(firstError(none.body).code).toBe('additives_too_few');
    const two = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [
        {
          product_id: capp.id,
          count: 1,
          price: capp.price,
          additives: [
            { id: Number(sizeS.id), price: 0 },
            { id: Number(sizeM.id), price: 300 },
          ],
        },
      ],
    });
    expect(firstError(two.body).code).toBe('additives_too_many');
    const foreign = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [{ product_id: capp.id, count: 1, price: capp.price, additives: [{ id: 999, price: 0 }] }],
    });
    expect(firstError(foreign.body).code).toBe('additive_not_allowed');
    const good = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [
        {
          product_id: capp.id,
          count: 2,
          price: capp.price,
          additives: [{ id: Number(sizeM.id), price: 300 }],
        },
      ],
    });
    expect(good.status).toBe(201);
    expect(good.body.data.attributes.amount).toBe((1290 + 300) * 2);
  });

  it('asks for 21+ confirmation and refuses guests known to be under 21', async () => {
    const beer = line(burger, 'burger-batyr-draft-beer-kzt');
    const unconfirmed = await place('takeaway', { filial_id: 15, payment_type: 'online', items: [beer] });
    expect(firstError(unconfirmed.body)).toMatchObject({
      code: 'age_confirmation_required',
      meta: { min_age: 21, items: ['Draft beer'] },
    });
    expect(
      (await place('takeaway', { filial_id: 15, payment_type: 'online', items: [beer], age_confirmed: true }))
        .status,
    ).toBe(201);
    const minor = await place(
      'takeaway',
      { filial_id: 15, payment_type: 'online', items: [beer], age_confirmed: true },
      timur,
    );
    expect(firstError(minor.body)).toMatchObject({
      code: 'age_restricted',
      title: 'Tobacco, alcohol and energy drinks are for 21 and over only',
    });
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

  it('refuses a closed venue, a service it lacks and a payment type it does not take', async () => {
    const closed = await place('takeaway', {
      filial_id: 17,
      payment_type: 'online',
      items: [{ product_id: 1, count: 1, price: 1 }],
    });
    expect(firstError(closed.body).code).toBe('filial_closed');
    expect(firstError(closed.body).meta?.opens_at).toEqual(expect.any(String));
    const noExpress = await place('express', {
      filial_id: 14,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-medovik-kzt')],
      table_id: 1,
    });
    expect(firstError(noExpress.body).code).toBe('service_unavailable');
    const noCash = await place('takeaway', {
      filial_id: 14,
      payment_type: 'cash',
      items: [line(coffee, 'dala-coffee-medovik-kzt')],
    });
    expect(firstError(noCash.body)).toMatchObject({
      code: 'payment_type_unavailable',
      meta: { payment_types: ['online'] },
    });
    const unknownService = await sb.api('POST', 'takeaway/v1/boat/order', {
      token: aigerim,
      body: orderBody({}),
      idempotencyKey: key(),
    });
    expect(unknownService.status).toBe(404);
  });

  it('limits bonuses to max_bonus_usage_percentage of the items and to the balance', async () => {
    const items = [line(coffee, 'dala-coffee-medovik-kzt', 2)];
    const tooMuch = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items,
      bonus_amount: 1600,
    });
    expect(firstError(tooMuch.body)).toMatchObject({
      code: 'bonus_limit_exceeded',
      meta: { max_bonus_amount: 1590, max_bonus_usage_percentage: 50 },
    });
    const poor = await place(
      'takeaway',
      { filial_id: 11, payment_type: 'online', items, bonus_amount: 500 },
      daniyar,
    );
    expect(firstError(poor.body)).toMatchObject({ code: 'bonus_insufficient', meta: { balance: 0 } });
    const before = (await sb.api<{ bonus: { KZT: number } }>('GET', 'balance/user', { token: aigerim })).body
      .bonus.KZT;
    const ok = await place('takeaway', { filial_id: 11, payment_type: 'online', items, bonus_amount: 1590 });
    expect(ok.body.data.attributes).toMatchObject({
      paid_by_bonus: 1590,
      amount: 3180 - 1590,
      paid_by_card: 1590,
    });
    const after = (await sb.api<{ bonus: { KZT: number } }>('GET', 'balance/user', { token: aigerim })).body
      .bonus.KZT;
    expect(after).toBe(before - 1590);
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

describe('delivery order', () => {
  const big = () => [line(burger, 'burger-batyr-double-burger-kzt', 2)];

  it('needs an address in the zone and the minimum sum', async () => {
    const noAddress = await place('delivery', { filial_id: 15, payment_type: 'online', items: big() });
    expect(firstError(noAddress.body).code).toBe('address_required');
    const far = await place('delivery', {
      filial_id: 15,
      payment_type: 'online',
      items: big(),
      address: { coordinates: { latitude: 43.45, longitude: 77.3 } },
    });
    expect(firstError(far.body)).toMatchObject({
      code: 'out_of_delivery_zone',
      title: 'Delivery is not available to this address: select another point',
    });
    const small = await place('delivery', {
      filial_id: 15,
      payment_type: 'online',
      items: [line(burger, 'burger-batyr-cola-kzt')],
      address: nearBurger,
    });
    expect(firstError(small.body)).toMatchObject({
      code: 'min_sum',
      meta: { min_sum: 3000, missing: 2310, currency: 'KZT' },
    });
  });

  it('prices delivery with the zone and the subsidy tier, bonuses excluding delivery', async () => {
    const answer = await place('delivery', {
      filial_id: 15,
      payment_type: 'online',
      items: big(),
      address: nearBurger,
      delivery_cost: 190,
      bonus_amount: 1974,
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.attributes).toMatchObject({
      subtotal: 6580,
      delivery_fee: 190,
      discount: 300,
      paid_by_bonus: 1974,
      amount: 6580 + 190 - 1974,
    });
    const overLimit = await place('delivery', {
      filial_id: 15,
      payment_type: 'online',
      items: big(),
      address: nearBurger,
      bonus_amount: 1975,
    });
    expect(firstError(overLimit.body).meta?.max_bonus_amount).toBe(1974);
    const stale = await place('delivery', {
      filial_id: 15,
      payment_type: 'online',
      items: big(),
      address: nearBurger,
      delivery_cost: 490,
    });
    expect(firstError(stale.body)).toMatchObject({
      code: 'price_changed',
      meta: { name: 'delivery', shown_price: 490, price: 190 },
    });
  });

  it('uses a saved address and the courier tariff chosen', async () => {
    const addresses = await sb.api<{ data: Resource[] }>('GET', 'profile/api/v1/address', { token: aigerim });
    const home = addresses.body.data[0] as Resource;
    const tariffs = await sb.api<{ data: { transport_type: string; price: number }[] }>(
      'POST',
      'dr-delivery/api/v1/tariffs',
      {
        body: {
          origin: { latitude: 43.2545, longitude: 76.9135 },
          destination: home.attributes.coordinates,
          filial_id: 15,
          order_amount: 6580,
        },
      },
    );
    const car = tariffs.body.data.find((t) => t.transport_type === 'CAR');
    const answer = await place('delivery', {
      filial_id: 12,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-cheesecake-kzt', 4)],
      address_id: Number(home.id),
      transport_type: 'CAR',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.data.attributes.transport_type).toBe('CAR');
    const address = answer.body.data.attributes.address as Record<string, unknown>;
    expect(address).toMatchObject({
      title: 'home',
      building: '44',
      coordinates: home.attributes.coordinates,
    });
    expect(Object.keys(address)).not.toContain('user_id');
    expect(car?.price).toEqual(expect.any(Number));
    const foreign = await place('delivery', {
      filial_id: 12,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-cheesecake-kzt', 4)],
      address_id: 3,
    });
    expect(firstError(foreign.body).code).toBe('address_not_found');
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
