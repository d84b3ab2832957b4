import { describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError, type MenuItem, menuItems, orderBody } from './test-support/test-sandbox.ts';
import {
  aigerim,
  burger,
  coffee,
  daniyar,
  item,
  key,
  line,
  place,
  sb,
  timur,
  setUpOrdersSandbox,
} from './test-support/orders-fixtures.ts';

setUpOrdersSandbox();

describe('takeaway order', () => {
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
