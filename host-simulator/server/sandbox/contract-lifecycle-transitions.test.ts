import { describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { type MenuItem, menuItems } from './test-support/test-sandbox.ts';
import {
  advance,
  aigerim,
  bonus,
  burger,
  coffee,
  daniyar,
  line,
  order,
  place,
  sb,
  submitPay,
  trackOf,
  setUpLifecycleSandbox,
} from './test-support/lifecycle-fixtures.ts';

setUpLifecycleSandbox();

describe('delivery with a courier', () => {
  it('assigns a courier who moves along the route until the order is delivered', async () => {
    const placed = await place('delivery', {
      filial_id: 15,
      payment_type: 'online',
      items: [line(burger, 'burger-batyr-double-burger-kzt', 2)],
      address: {
        street: 'Abay Avenue',
        building: '44',
        coordinates: { latitude: 43.2412, longitude: 76.9132 },
      },
    });
    await submitPay(trackOf(placed), 'pay');
    const before = await sb.api<{ error_code: number; code: string }>(
      'GET',
      `dr-delivery/api/v1/courier?takeaway_order_id=${placed.id}`,
      { token: aigerim },
    );
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ error_code: 404, code: 'courier_not_assigned' });
    await advance(1 + 42 + 3); // accept, cook (12 + 30 rush), courier pick-up
    const leaving = await order(placed.id);
    expect(leaving.status).toBe('delivery');
    expect(leaving.status_title).toBe('With the courier');
    const first = (
      await sb.api<{
        error_code: number;
        data: { latitude: number; longitude: number; name: string; phone: string; eta_minutes: number };
      }>('GET', `dr-delivery/api/v1/courier?takeaway_order_id=${placed.id}`, { token: aigerim })
    ).body;
    expect(first.error_code).toBe(200);
    expect(first.data.name).toEqual(expect.any(String));
    // The trip's ends, for the map: from the venue to the address the guest gave.
    expect(first.data).toMatchObject({
      destination: { latitude: 43.2412, longitude: 76.9132 },
      origin: { latitude: expect.any(Number), longitude: expect.any(Number) },
    });
    await advance(3);
    const second = (
      await sb.api<{ data: { latitude: number; longitude: number; eta_minutes: number } }>(
        'GET',
        `dr-delivery/api/v1/courier?takeaway_order_id=${placed.id}`,
        { token: aigerim },
      )
    ).body;
    expect([second.data.latitude, second.data.longitude]).not.toEqual([
      first.data.latitude,
      first.data.longitude,
    ]);
    expect(second.data.eta_minutes).toBeLessThan(first.data.eta_minutes);
    await advance(120);
    const delivered = await order(placed.id);
    expect(delivered).toMatchObject({ status: 'completed', status_title: 'Delivered' });
    const other = await sb.api('GET', `dr-delivery/api/v1/courier?takeaway_order_id=${placed.id}`, {
      token: daniyar,
    });
    expect(other.status).toBe(404);
  });
});

describe('cash, micromarket, forced transitions, grades', () => {
  it('collects cash on completion and only then grants cashback', async () => {
    const placed = await place('express', {
      filial_id: 11,
      payment_type: 'cash',
      items: [line(coffee, 'dala-coffee-syrniki-kzt')],
      table_id: 2,
    });
    expect((await order(placed.id)).payment_status).toBe('on_delivery');
    await advance(1 + 12 + 10);
    expect(await order(placed.id)).toMatchObject({
      status: 'completed',
      payment_status: 'paid',
      bonus_granted: 153,
    });
  });

  it('completes a paid fridge order at once', async () => {
    const fridge = await menuItems(sb, 22);
    const placed = await place('micromarket', {
      filial_id: 22,
      payment_type: 'online',
      items: [line(fridge, 'fresh-market-fr-sandwich-kzt')],
    });
    await submitPay(trackOf(placed), 'pay');
    expect((await order(placed.id)).status).toBe('completed');
  });

  it('is declined by the kitchen when an item ran out after ordering, with the money refunded', async () => {
    const before = await bonus();
    const placed = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-medovik-kzt')],
      bonus_amount: 100,
    });
    await submitPay(trackOf(placed), 'pay');
    const medovik = coffee.get('dala-coffee-medovik-kzt') as MenuItem;
    await sb.control('POST', 'control/stop-list', {
      filial_id: 11,
      product_id: medovik.id,
      state: 'sold_out',
    });
    await advance(1);
    const declined = await order(placed.id);
    expect(declined).toMatchObject({ status: 'canceled', payment_status: 'refunded', bonus_granted: 0 });
    expect(declined.decline_reason).toMatchObject({ code: 'out_of_stock', title: 'Some dishes ran out' });
    expect(await bonus()).toBe(before);
    await sb.control('POST', 'control/stop-list', { filial_id: 11, product_id: medovik.id, state: null });
  });

  it('lets the control endpoint force allowed transitions only, refunding on cancel', async () => {
    const placed = await place('takeaway', {
      filial_id: 11,
      payment_type: 'online',
      items: [line(coffee, 'dala-coffee-croissant-kzt')],
    });
    await submitPay(trackOf(placed), 'pay');
    const jump = await sb.control<{ error: { allowed: string[] } }>(
      'POST',
      `control/orders/${placed.id}/status`,
      { status: 'completed' },
    );
    expect(jump.status).toBe(422);
    expect(jump.body.error.allowed).toEqual(['cooking', 'canceled']);
    const before = await bonus();
    const cancel = await sb.control('POST', `control/orders/${placed.id}/status`, {
      status: 'canceled',
      reason: 'out_of_stock',
    });
    expect(cancel.status).toBe(200);
    const canceled = await order(placed.id);
    expect(canceled).toMatchObject({ status: 'canceled', payment_status: 'refunded', bonus_granted: 0 });
    expect(await bonus()).toBe(before - 62);
    const orders = await sb.control<{ data: { id: number }[] }>('GET', 'control/orders?user_id=1');
    expect(orders.body.data[0]?.id).toBeGreaterThan(0);
  });

  it('promotes a user whose 30-day spend reaches the next grade', async () => {
    const profile = async () =>
      (await sb.api<{ data: Resource }>('GET', 'profile/api/v1/profile', { token: daniyar })).body.data
        .attributes.grade as { name: string; cashback_percent: number };
    expect(await profile()).toMatchObject({ name: 'Bronze', cashback_percent: 3 });
    const tandyr = await menuItems(sb, 18);
    const placed = await place(
      'takeaway',
      { filial_id: 18, payment_type: 'online', items: [line(tandyr, 'tandyr-house-beshbarmak-kzt', 9)] },
      daniyar,
    );
    await submitPay(trackOf(placed), 'pay');
    expect(await profile()).toMatchObject({ name: 'Silver', cashback_percent: 5 });
    // Tandyr House runs its own reward: the cashback went to the brand balance, not the general one.
    const reward = await sb.api<{ data: Resource }>(
      'GET',
      'ladder-go/api/v1/private-reward/balance?brand_id=3',
      { token: daniyar },
    );
    expect(reward.body.data.attributes).toMatchObject({ is_enabled: true, balance: 942 });
    expect(await bonus(daniyar)).toBe(0);
  });
});
