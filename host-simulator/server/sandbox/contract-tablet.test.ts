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

/** Kiosk mode (issue 11 item 1, docs/api/kiosk.md): tablet sessions, orders by touch and from a phone. */
let sb: TestSandbox;
let coffee: Map<string, MenuItem>;
let coffeeTbilisi: Map<string, MenuItem>;
let guest: string;

beforeAll(async () => {
  sb = await startTestSandbox();
  coffee = await menuItems(sb, 11);
  coffeeTbilisi = await menuItems(sb, 41);
  guest = (await sb.grant(1)).access_token;
});
afterAll(() => sb.stop());

interface Session {
  id: string;
  device_token: string;
  payment_types: string[];
  filial_id: number;
}

const startSession = (filialId: number) =>
  sb.api<{ data: Resource }>('POST', 'takeaway/v1/tablet/sessions', {
    body: { data: { type: 'tablet-sessions', attributes: { filial_id: filialId } } },
  });

const espresso = () => {
  const found = coffee.get('dala-coffee-espresso-kzt');
  if (!found) throw new Error('no espresso');
  return { product_id: found.id, count: 1, price: found.price };
};

const touchOrder = (session: Session, attributes: Record<string, unknown>, key: string, token?: string) =>
  sb.api<{ data: Resource }>('POST', `takeaway/v1/tablet/sessions/${session.id}/orders`, {
    headers: { 'x-tablet-token': token ?? session.device_token },
    idempotencyKey: key,
    body: orderBody({ payment_type: 'cash', items: [espresso()], name: 'Aruzhan', ...attributes }),
  });

const sessionOf = async (filialId: number): Promise<Session> => {
  const answer = await startSession(filialId);
  expect(answer.status).toBe(201);
  return answer.body.data.attributes as unknown as Session;
};

describe('tablet sessions', () => {
  it('starts one for a venue with has_tablet, with a device token and the venue’s payment types', async () => {
    const session = await sessionOf(11);
    expect(session.id).toMatch(/^tab_/);
    expect(session.device_token).toMatch(/^tdt_/);
    expect(session.payment_types).toEqual(['online', 'cash']);
    const read = await sb.api<{ data: Resource }>('GET', `takeaway/v1/tablet/sessions/${session.id}`, {
      headers: { 'x-tablet-token': session.device_token },
    });
    expect(read.status).toBe(200);
    expect(read.body.data.attributes).not.toHaveProperty('device_token');
  });

  it('refuses a venue without has_tablet', async () => {
    const answer = await startSession(12);
    expect(answer.status).toBe(422);
    expect(firstError(answer.body)).toMatchObject({
      code: 'tablet_not_enabled',
      title: 'This venue has no tablet mode',
    });
  });
});

describe('orders by touch', () => {
  it('places a TABLET order without a guest login, and the same key gives the same order', async () => {
    const session = await sessionOf(11);
    const first = await touchOrder(session, { dine_in: true }, 'kiosk-key-1');
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({
      source: 'TABLET',
      name: 'Aruzhan',
      dine_in: true,
      tablet_session_id: session.id,
    });
    const again = await touchOrder(session, { dine_in: true }, 'kiosk-key-1');
    expect(again.body.data.id).toBe(first.body.data.id);
    const list = await sb.api<{ data: Resource[] }>(
      'GET',
      `takeaway/v1/tablet/sessions/${session.id}/orders`,
      {
        headers: { 'x-tablet-token': session.device_token },
      },
    );
    expect(list.body.data).toHaveLength(1);
    expect(list.body.data[0]?.attributes).toMatchObject({
      number: first.body.data.attributes.number,
      source: 'TABLET',
      dine_in: true,
      status: 'created',
    });
  });

  it('refuses a wrong device token and a name shorter than 2 characters', async () => {
    const session = await sessionOf(11);
    const wrong = await touchOrder(session, {}, 'kiosk-key-2', 'tdt_wrong');
    expect(wrong.status).toBe(403);
    expect(firstError(wrong.body).code).toBe('tablet_token_invalid');
    const short = await touchOrder(session, { name: ' A ' }, 'kiosk-key-3');
    expect(short.status).toBe(422);
    expect(firstError(short.body)).toMatchObject({ code: 'name_too_short' });
  });

  it('refuses cash at a kiosk whose venue takes none (Tbilisi, online only)', async () => {
    const session = await sessionOf(41);
    expect(session.payment_types).toEqual(['online']);
    const available = [...coffeeTbilisi.values()].find(
      (item) => item.availability === 'available' && item.attributes.has_additive_categories === false,
    );
    if (!available) throw new Error('no available item in Tbilisi');
    const items = [{ product_id: available.id, count: 1, price: available.price }];
    const cash = await touchOrder(session, { items }, 'kiosk-key-4');
    expect(cash.status).toBe(422);
    expect(firstError(cash.body)).toMatchObject({
      code: 'payment_type_unavailable',
      meta: { payment_types: ['online'] },
    });
  });
});

describe('orders from a phone that scanned the kiosk’s QR', () => {
  it('shows a signed-in guest’s TABLETQR order on the kiosk’s list', async () => {
    const session = await sessionOf(11);
    const phone = await sb.api<{ data: Resource }>('POST', 'takeaway/v1/takeaway/order', {
      token: guest,
      idempotencyKey: 'phone-key-1',
      body: orderBody({
        filial_id: 11,
        payment_type: 'online',
        items: [espresso()],
        source: 'TABLETQR',
        tablet_session_id: session.id,
      }),
    });
    expect(phone.status).toBe(201);
    const list = await sb.api<{ data: Resource[] }>(
      'GET',
      `takeaway/v1/tablet/sessions/${session.id}/orders`,
      {
        headers: { 'x-tablet-token': session.device_token },
      },
    );
    expect(list.body.data[0]?.attributes).toMatchObject({
      number: phone.body.data.attributes.number,
      source: 'TABLETQR',
    });
  });

  it('refuses a session of another venue or one that does not exist', async () => {
    const answer = await sb.api('POST', 'takeaway/v1/takeaway/order', {
      token: guest,
      idempotencyKey: 'phone-key-2',
      body: orderBody({
        filial_id: 11,
        payment_type: 'online',
        items: [espresso()],
        source: 'TABLETQR',
        tablet_session_id: 'tab_nothing',
      }),
    });
    expect(answer.status).toBe(422);
    expect(firstError(answer.body).code).toBe('tablet_session_invalid');
  });
});
