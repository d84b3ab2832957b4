import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

let sb: TestSandbox;
let aigerim: string;
let daniyar: string;
let nino: string;

beforeAll(async () => {
  // The app's origin for the payment returns below (auth/redirects.ts).
  sb = await startTestSandbox({ origins: ['http://127.0.0.1:7000'] });
  aigerim = (await sb.grant(1)).access_token;
  daniyar = (await sb.grant(2)).access_token;
  nino = (await sb.grant(3)).access_token;
});
afterAll(() => sb.stop());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('user', () => {
  it('reads and updates the user, validating name, birthday and gender', async () => {
    const me = await sb.api<{ data: Resource }>('GET', 'api/v3/user', { token: daniyar });
    expect(me.body.data).toMatchObject({
      type: 'user',
      attributes: { phone: '+77010000002', bday: '', gender: null },
    });
    const bad = await sb.api('PUT', 'api/v3/user', {
      token: daniyar,
      body: { data: { type: 'user', attributes: { name: 'D', bday: '2001-02-30', gender: 'robot' } } },
    });
    expect(bad.status).toBe(422);
    expect(
      (bad.body.errors as { title: string; source: { pointer: string } }[]).map((e) => [
        e.source.pointer,
        e.title,
      ]),
    ).toEqual([
      ['/data/attributes/name', 'Enter at least 2 characters'],
      ['/data/attributes/bday', 'Enter correct information'],
      ['/data/attributes/gender', 'Enter correct information'],
    ]);
    const wrongType = await sb.api('PUT', 'api/v3/user', {
      token: daniyar,
      body: { data: { type: 'users', attributes: {} } },
    });
    expect(firstError(wrongType.body).code).toBe('invalid_type');
    const ok = await sb.api<{ data: Resource }>('PUT', 'api/v3/user', {
      token: daniyar,
      body: { data: { type: 'user', attributes: { name: 'Daniyar', bday: '2000-05-01', gender: 'male' } } },
    });
    expect(ok.body.data.attributes).toMatchObject({ name: 'Daniyar', bday: '2000-05-01', gender: 'male' });
  });

  it('uploads an avatar as raw bytes with its content type, serves and deletes it', async () => {
    const upload = await sb.api<{ data: Resource }>('POST', 'api/v3/user/avatar', {
      token: daniyar,
      raw: PNG,
      headers: { 'content-type': 'image/png' },
    });
    expect(upload.status).toBe(200);
    const avatar = String(upload.body.data.attributes.avatar);
    expect(avatar).toBe(`${sb.url}/sandbox/uploads/avatars/2.png`);
    const served = await fetch(avatar);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    const lie = await sb.api('POST', 'api/v3/user/avatar', {
      token: daniyar,
      raw: Buffer.from('not a jpeg'),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(firstError(lie.body).code).toBe('invalid_image');
    const text = await sb.api('POST', 'api/v3/user/avatar', {
      token: daniyar,
      raw: PNG,
      headers: { 'content-type': 'text/plain' },
    });
    expect(text.status).toBe(415);
    const removed = await sb.api<{ data: Resource }>('DELETE', 'api/v3/user/avatar', { token: daniyar });
    expect(removed.body.data.attributes.avatar).toBeNull();
    expect((await fetch(avatar)).status).toBe(404);
  });

  it('gives the loyalty profile and stores the language', async () => {
    const profile = await sb.api<{ data: Resource }>('GET', 'profile/api/v1/profile', {
      token: aigerim,
      headers: { 'x-language': 'ru', locale: 'ru' },
    });
    expect(profile.body.data.attributes).toMatchObject({
      grade: { name: 'Золото', cashback_percent: 7, next: { name: 'Платина' } },
      bonus: { KZT: 12500 },
      telegram_linked: true,
    });
    const set = await sb.api<{ data: Resource }>('POST', 'profile/api/v1/profile/language', {
      token: aigerim,
      body: { language: 'kk' },
    });
    expect(set.body.data.attributes.language).toBe('kk');
    const bad = await sb.api('POST', 'profile/api/v1/profile/language', {
      token: aigerim,
      body: { language: 'de' },
    });
    expect(bad.status).toBe(422);
  });

  it('gives the Telegram chat link, or error_code 404 with the start token in a 200', async () => {
    const linked = await sb.api<{ error_code: number; data: { is_linked: boolean } }>(
      'GET',
      'telegram-user-notifications/v1/chat',
      { token: aigerim },
    );
    expect(linked.body).toMatchObject({ error_code: 200, data: { is_linked: true } });
    const missing = await sb.api<{
      error_code: number;
      message: string;
      data: { start_token: string; link: string };
    }>('GET', 'telegram-user-notifications/v1/chat', { token: daniyar });
    expect(missing.status).toBe(200);
    expect(missing.body).toMatchObject({ error_code: 404, message: 'No Telegram chat is linked yet' });
    expect(missing.body.data.link).toContain(missing.body.data.start_token);
  });
});

describe('addresses', () => {
  it('creates, lists, reads, updates and deletes, each with a message', async () => {
    const created = await sb.api<{ data: Resource; meta: { message: string } }>(
      'POST',
      'profile/api/v1/address',
      {
        token: daniyar,
        body: {
          title: 'work',
          city: 'Алматы',
          street: '',
          building: '',
          entrance: '',
          floor: '',
          apartment: 'Частный',
          comment: '',
          coordinates: { latitude: 43.25, longitude: 76.93 },
        },
      },
    );
    expect(created.status).toBe(201);
    expect(created.body.meta.message).toBe('The address was added');
    expect(created.body.data.attributes).toMatchObject({
      is_private_house: true,
      coordinates: { latitude: 43.25, longitude: 76.93 },
    });
    const id = created.body.data.id;
    const listed = await sb.api<{ data: Resource[] }>('GET', 'profile/api/v1/address', {
      token: daniyar,
      headers: { 'x-latitude': '43.25', 'x-longitude': '76.93' },
    });
    expect(listed.body.data.map((a) => [a.id, a.attributes.distance])).toEqual([[id, 0]]);
    const updated = await sb.api<{ data: Resource }>('PUT', `profile/api/v1/address/${id}`, {
      token: daniyar,
      body: { title: 'office', coordinates: { latitude: 43.26, longitude: 76.94 } },
    });
    expect(updated.body.data.attributes).toMatchObject({
      title: 'office',
      apartment: '',
      is_private_house: false,
    });
    expect((await sb.api('GET', `profile/api/v1/address/${id}`, { token: aigerim })).status).toBe(404);
    const deleted = await sb.api<{ meta: { message: string } }>('DELETE', `profile/api/v1/address/${id}`, {
      token: daniyar,
    });
    expect(deleted.body.meta.message).toBe('The address was deleted');
    expect((await sb.api('GET', `profile/api/v1/address/${id}`, { token: daniyar })).status).toBe(404);
  });

  it('requires coordinates', async () => {
    const answer = await sb.api('POST', 'profile/api/v1/address', {
      token: daniyar,
      body: { title: 'home', street: 'Abay' },
    });
    expect(answer.status).toBe(422);
    expect(firstError(answer.body)).toMatchObject({
      code: 'coordinates_required',
      title: 'The address could not be added',
    });
  });
});

describe('geo', () => {
  it('suggests streets for "street house, country, town", at most the limit', async () => {
    const answer = await sb.api<{ data: Resource[] }>(
      'GET',
      `geo-service/suggestions/?address=${encodeURIComponent('Абая 52, Казахстан, Алматы')}&limit=3`,
    );
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]?.attributes).toMatchObject({
      title: 'Abay Avenue, 52',
      address: { street: 'Abay Avenue', building: '52', city: 'Almaty' },
    });
    const both = await sb.api<{ data: Resource[] }>(
      'GET',
      `geo-service/suggestions/?address=${encodeURIComponent('Abay')}&limit=3`,
    );
    expect(both.body.data.map((r) => r.attributes.subtitle)).toEqual([
      'Almaly district, Almaty',
      'Saryarka district, Astana',
    ]);
    expect((await sb.api<{ data: unknown[] }>('GET', 'geo-service/suggestions/?address=')).body.data).toEqual(
      [],
    );
  });

  it('reverse-geocodes to a street, a district, or 404 far from any town', async () => {
    const street = await sb.api<{ data: Resource }>(
      'GET',
      'geo-service/reverse-geocode/?lat=43.2406&long=76.91',
      { headers: { 'x-language': 'ka', locale: 'ka' } },
    );
    expect(street.body.data.attributes.address).toMatchObject({ street: 'აბაის გამზირი', city: 'ალმათი' });
    const outskirts = await sb.api<{ data: Resource }>(
      'GET',
      'geo-service/reverse-geocode/?lat=43.33&long=76.95',
    );
    expect(outskirts.body.data.attributes.address).toMatchObject({ street: '', city: 'Almaty' });
    const steppe = await sb.api('GET', 'geo-service/reverse-geocode/?lat=47&long=70');
    expect(steppe.status).toBe(404);
    expect(firstError(steppe.body).code).toBe('location_undetermined');
    expect((await sb.api('GET', 'geo-service/reverse-geocode/?lat=x&long=1')).status).toBe(400);
  });
});

describe('delivery tariffs', () => {
  it('offers foot and car for a short trip, car only beyond 3 km, marking the fastest', async () => {
    const short = await sb.api<{
      error_code: number;
      data: { transport_type: string; is_fastest: boolean; time_from: number; price: number }[];
    }>('POST', 'dr-delivery/api/v1/tariffs', {
      body: {
        origin: { latitude: 43.2406, longitude: 76.909 },
        destination: { latitude: 43.2456, longitude: 76.915 },
      },
    });
    expect(short.body.error_code).toBe(200);
    expect(short.body.data.map((t) => t.transport_type)).toEqual(['FOOT', 'CAR']);
    expect(short.body.data.filter((t) => t.is_fastest).map((t) => t.transport_type)).toEqual(['CAR']);
    const long = await sb.api<{ data: { transport_type: string }[] }>('POST', 'dr-delivery/api/v1/tariffs', {
      body: {
        origin: { latitude: 43.2406, longitude: 76.909 },
        destination: { latitude: 43.2, longitude: 76.85 },
      },
    });
    expect(long.body.data.map((t) => t.transport_type)).toEqual(['CAR']);
    const free = await sb.api<{ data: { is_free: boolean; amount_to_next_tier: number | null }[] }>(
      'POST',
      'dr-delivery/api/v1/tariffs',
      {
        body: {
          origin: { latitude: 43.2545, longitude: 76.9135 },
          destination: { latitude: 43.256, longitude: 76.915 },
          filial_id: 15,
          order_amount: 4000,
        },
      },
    );
    expect(free.body.data[0]?.amount_to_next_tier).toBe(1000);
    const bad = await sb.api<{ error_code: number }>('POST', 'dr-delivery/api/v1/tariffs', {
      body: { origin: { latitude: 1 } },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.error_code).toBe(422);
  });
});

describe('balances and rewards', () => {
  it('reports bonus and money per currency, with expired bonuses burnt', async () => {
    const aigerimBalance = await sb.api('GET', 'balance/user', { token: aigerim });
    expect(aigerimBalance.body).toEqual({
      error_code: 200,
      message: 'OK',
      bonus: { KZT: 12500, GEL: 0 },
      money: { KZT: 0, GEL: 0 },
    });
    const ninoBalance = await sb.api('GET', 'balance/user', { token: nino });
    expect(ninoBalance.body).toMatchObject({ bonus: { GEL: 25.5 } });
    const timur = (await sb.grant(5)).access_token;
    expect((await sb.api('GET', 'balance/user', { token: timur })).body).toMatchObject({ bonus: { KZT: 0 } });
  });

  it('calculates what may be spent at a venue and what is earned', async () => {
    const info = await sb.api<{ data: Resource }>(
      'GET',
      'ladder-go/api/v1/balance/calculate-info?filial_id=15&amount=10000',
      { token: aigerim },
    );
    expect(info.body.data.attributes).toMatchObject({
      balance: 12500,
      available_balance: 3000,
      max_bonus_usage_percentage: 30,
      cashback_percent: 7,
      cashback_amount: 700,
      cashback_used_balance: 490,
    });
    const fridge = await sb.api<{ data: Resource }>(
      'GET',
      'ladder-go/api/v1/balance/calculate-info?filial_id=22&amount=1000',
      { token: aigerim },
    );
    expect(fridge.body.data.attributes).toMatchObject({
      available_balance: 0,
      max_bonus_usage_percentage: 0,
    });
  });

  it('reports a brand’s private reward, disabled for brands without one', async () => {
    const own = await sb.api<{ data: Resource }>(
      'GET',
      'ladder-go/api/v1/private-reward/balance?filial_id=18',
      { token: aigerim },
    );
    expect(own.body.data.attributes).toMatchObject({ brand_id: 3, is_enabled: true, balance: 2400 });
    const none = await sb.api<{ data: Resource }>(
      'GET',
      'ladder-go/api/v1/private-reward/balance?brand_id=1',
      { token: aigerim },
    );
    expect(none.body.data.attributes).toMatchObject({ is_enabled: false, balance: 0 });
    expect((await sb.api('GET', 'ladder-go/api/v1/private-reward/balance', { token: aigerim })).status).toBe(
      400,
    );
  });
});

describe('smart lock', () => {
  it('opens an online lock; an offline or missing lock answers 200 with its error_code', async () => {
    const open = await sb.api<{ error_code: number; data: { terminal_id: number } }>(
      'POST',
      'smart-lock/v1/open-lock',
      { token: aigerim, body: { terminal_id: 22 } },
    );
    expect(open.body).toMatchObject({ error_code: 200, data: { terminal_id: 22 } });
    const offline = await sb.api<{ error_code: number; message: string }>('POST', 'smart-lock/v1/open-lock', {
      token: aigerim,
      body: { terminal_id: 23 },
    });
    expect(offline.status).toBe(200);
    expect(offline.body).toMatchObject({ error_code: 503, message: 'The lock is offline: retry or cancel' });
    const noLock = await sb.api<{ error_code: number }>('POST', 'smart-lock/v1/open-lock', {
      token: aigerim,
      body: { terminal_id: 11 },
    });
    expect(noLock.body.error_code).toBe(404);
    expect((await sb.api('POST', 'smart-lock/v1/open-lock', { body: { terminal_id: 22 } })).status).toBe(401);
  });
});

describe('bills, waiter calls and tips', () => {
  const payForm = (trackId: string) =>
    new URLSearchParams({
      track_id: trackId,
      sucessUrl: 'http://127.0.0.1:7000/ok',
      failureUrl: 'http://127.0.0.1:7000/no',
      action: 'pay',
      card: 'ok',
    });

  it('shows an open bill with the waiter and bonuses; no bill is a 404', async () => {
    const bill = await sb.api<{ data: Resource }>('GET', 'takeaway/v1/tables/2/bill?filial_id=11', {
      token: daniyar,
    });
    expect(bill.status).toBe(200);
    expect(bill.body.data.attributes).toMatchObject({
      status: 'open',
      table_number: 2,
      currency: 'KZT',
      bonuses: { cashback_percent: 10 },
    });
    expect(bill.body.data.attributes.waiter).toMatchObject({ name: expect.any(String) });
    const none = await sb.api('GET', 'takeaway/v1/tables/1/bill');
    expect(none.status).toBe(404);
    expect(firstError(none.body)).toMatchObject({
      code: 'bill_not_found',
      title: 'No bill found: check the QR code, refresh, or call the waiter',
    });
    expect((await sb.api('GET', 'takeaway/v1/tables/2/bill?filial_id=12')).status).toBe(404);
  });

  it('pays a bill with a tip through the hosted page; the first bill earns 10%', async () => {
    const bill = (await sb.api<{ data: Resource }>('GET', 'takeaway/v1/tables/2/bill', { token: daniyar }))
      .body.data;
    const amount = Number(bill.attributes.amount);
    const stale = await sb.api('POST', 'takeaway/v1/tables/2/bill/pay', {
      token: daniyar,
      idempotencyKey: 'bill-0',
      body: { bill_id: Number(bill.id), amount: amount - 1, tip_amount: 500 },
    });
    expect(firstError(stale.body).code).toBe('price_changed');
    const pay = await sb.api<{ data: Resource }>('POST', 'takeaway/v1/tables/2/bill/pay', {
      token: daniyar,
      idempotencyKey: 'bill-1',
      body: { bill_id: Number(bill.id), amount, tip_amount: 500 },
    });
    expect(pay.status).toBe(201);
    expect(pay.body.data.attributes).toMatchObject({
      amount: amount + 500,
      tip_amount: 500,
      status: 'pending',
    });
    const trackId = String(pay.body.data.attributes.track_id);
    const paid = await fetch(`${sb.url}/sandbox/pay`, {
      method: 'POST',
      body: payForm(trackId),
      redirect: 'manual',
    });
    expect(paid.headers.get('location')).toBe('http://127.0.0.1:7000/ok');
    expect((await sb.api('GET', 'takeaway/v1/tables/2/bill')).status).toBe(404);
    const balance = await sb.api<{ bonus: { KZT: number } }>('GET', 'balance/user', { token: daniyar });
    expect(balance.body.bonus.KZT).toBe(Math.floor(amount * 0.1));
    const again = await sb.api('POST', 'takeaway/v1/tables/2/bill/pay', {
      token: daniyar,
      idempotencyKey: 'bill-2',
      body: { bill_id: Number(bill.id), amount },
    });
    expect(firstError(again.body).code).toBe('bill_already_paid');
    const reopened = await sb.control<{ data: { bill_id: number } }>('POST', 'control/bills', {
      table_id: 2,
    });
    expect(reopened.status).toBe(201);
    expect((await sb.api('GET', 'takeaway/v1/tables/2/bill')).status).toBe(200);
  });

  it('calls the waiter once a minute per table', async () => {
    const first = await sb.api<{ data: Resource }>('POST', 'takeaway/v1/tables/5/waiter-call', {
      body: { reason: 'bill' },
    });
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({ table_number: 5, reason: 'bill' });
    const second = await sb.api('POST', 'takeaway/v1/tables/5/waiter-call', { body: { reason: 'help' } });
    expect(second.status).toBe(429);
    expect(Number(second.headers.get('retry-after'))).toBeGreaterThan(0);
    await sb.control('POST', 'control/clock', { advance_ms: 61_000 });
    expect((await sb.api('POST', 'takeaway/v1/tables/5/waiter-call', {})).status).toBe(201);
    expect(
      (await sb.api('POST', 'takeaway/v1/tables/5/waiter-call', { body: { reason: 'dance' } })).status,
    ).toBe(422);
  });

  it('takes a tip for a waiter through the hosted page', async () => {
    const tip = await sb.api<{ data: Resource }>('POST', 'takeaway/v1/tips', {
      token: aigerim,
      idempotencyKey: 'tip-1',
      body: { waiter_id: 1, amount: 1000 },
    });
    expect(tip.status).toBe(201);
    expect(tip.body.data.attributes).toMatchObject({ amount: 1000, status: 'pending', waiter: { id: 1 } });
    const page = await fetch(`${tip.body.data.attributes.payment_url}&language=en`);
    expect(await page.text()).toContain('Tip for the waiter');
    expect(
      (
        await sb.api('POST', 'takeaway/v1/tips', {
          token: aigerim,
          idempotencyKey: 'tip-2',
          body: { waiter_id: 1, amount: 0 },
        })
      ).status,
    ).toBe(422);
    expect(
      (await sb.api('POST', 'takeaway/v1/tips', { token: aigerim, body: { waiter_id: 1, amount: 100 } }))
        .status,
    ).toBe(400);
  });
});
