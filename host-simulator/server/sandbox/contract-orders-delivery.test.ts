import { describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError } from './test-support/test-sandbox.ts';
import {
  aigerim,
  burger,
  coffee,
  line,
  nearBurger,
  place,
  sb,
  setUpOrdersSandbox,
} from './test-support/orders-fixtures.ts';

setUpOrdersSandbox();

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
