import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import {
  type MenuItem,
  menuItems,
  orderBody,
  startTestSandbox,
  type TestSandbox,
} from './test-support/test-sandbox.ts';

let sb: TestSandbox;
let aigerim: string;
let daniyar: string;
let coffee: Map<string, MenuItem>;
let burger: Map<string, MenuItem>;
let n = 0;

beforeAll(async () => {
  // The app's origin for the payment returns below (auth/redirects.ts).
  sb = await startTestSandbox({ origins: ['http://127.0.0.1:7000'] });
  aigerim = (await sb.grant(1)).access_token;
  daniyar = (await sb.grant(2)).access_token;
  coffee = await menuItems(sb, 11);
  burger = await menuItems(sb, 15);
});
afterAll(() => sb.stop());

const line = (menu: Map<string, MenuItem>, externalId: string, count = 1) => {
  const found = menu.get(externalId) as MenuItem;
  return { product_id: found.id, count, price: found.price };
};

async function place(
  service: string,
  attributes: Record<string, unknown>,
  token = aigerim,
): Promise<Resource> {
  const answer = await sb.api<{ data: Resource }>('POST', `takeaway/v1/${service}/order`, {
    token,
    body: orderBody(attributes),
    idempotencyKey: `life-${++n}`,
  });
  if (answer.status !== 201) throw new Error(answer.text);
  return answer.body.data;
}

async function order(id: string, token = aigerim): Promise<Record<string, unknown>> {
  return (await sb.api<{ data: Resource }>('GET', `takeaway/v2/user/order?order_id=${id}`, { token })).body
    .data.attributes;
}

const advance = (minutes: number) => sb.control('POST', 'control/clock', { advance_minutes: minutes });
const bonus = async (token = aigerim) =>
  (await sb.api<{ bonus: { KZT: number } }>('GET', 'balance/user', { token })).body.bonus.KZT;

function payQuery(trackId: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    track_id: trackId,
    paymentUrl: `${sb.url}/sandbox/pay?track_id=${trackId}`,
    environment: 'stage',
    sucessUrl: 'http://127.0.0.1:7000/typ/11/order/1',
    failureUrl: 'http://127.0.0.1:7000/cart',
    language: 'en',
    ...extra,
  }).toString();
}

async function submitPay(trackId: string, action: 'pay' | 'cancel', card = 'ok'): Promise<Response> {
  const form = new URLSearchParams({
    track_id: trackId,
    sucessUrl: 'http://127.0.0.1:7000/typ/11/order/1',
    failureUrl: 'http://127.0.0.1:7000/cart',
    language: 'en',
    action,
    card,
  });
  return fetch(`${sb.url}/sandbox/pay`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

const trackOf = (resource: Resource) => (resource.attributes.payment as { track_id: string }).track_id;

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
