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

/** An enrolment code the venue gives its tablet (the sandbox control issues it, docs/api/kiosk.md). */
const enrolmentCode = async (filialId: number): Promise<string> => {
  const answer = await sb.control<{ data: { code: string } }>('POST', 'control/tablet-enrolments', {
    filial_id: filialId,
  });
  expect(answer.status).toBe(201);
  return answer.body.data.code;
};

const sessionCall = (attributes: Record<string, unknown>, type = 'tablet-sessions') =>
  sb.api<{ data: Resource }>('POST', 'takeaway/v1/tablet/sessions', {
    body: { data: { type, attributes } },
  });

const startSession = async (filialId: number) =>
  sessionCall({ filial_id: filialId, enrolment_code: await enrolmentCode(filialId) });

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

  it('carries the venue’s brand for the start screen: its words in the asked language, its logo and cover', async () => {
    const session = (await sessionOf(11)) as Session & Record<string, unknown>;
    expect(session).toMatchObject({ title: 'Dala Coffee', description: 'Coffee and fresh pastries' });
    expect(session.logo_url).toMatch(/\/sandbox\/img\/brandy\/brands\/1\.svg$/);
    expect(session.image_url).toMatch(/\/sandbox\/img\/brandy\/filials\/11\.svg$/);
    const read = await sb.api<{ data: Resource }>('GET', `takeaway/v1/tablet/sessions/${session.id}`, {
      headers: { 'x-tablet-token': session.device_token, 'x-language': 'ka', locale: 'ka' },
    });
    expect(read.body.data.attributes).toMatchObject({
      description: 'ყავა და ახალი ცომეული',
      logo_url: session.logo_url,
      image_url: session.image_url,
    });
  });

  it('refuses a venue without has_tablet', async () => {
    const answer = await startSession(12);
    expect(answer.status).toBe(422);
    expect(firstError(answer.body)).toMatchObject({
      code: 'tablet_not_enabled',
      title: 'This venue has no tablet mode',
    });
  });

  it('is enrolled by the venue: no code, a made-up one, a used one or another venue’s is 403', async () => {
    const none = await sessionCall({ filial_id: 11 });
    expect(none.status).toBe(403);
    expect(firstError(none.body)).toMatchObject({
      code: 'tablet_enrolment_required',
      title: 'This tablet is not enrolled by the venue',
    });
    expect((await sessionCall({ filial_id: 11, enrolment_code: 'enr_guess' })).status).toBe(403);
    const code = await enrolmentCode(11);
    expect((await sessionCall({ filial_id: 41, enrolment_code: code })).status).toBe(403);
    expect((await sessionCall({ filial_id: 11, enrolment_code: code })).status).toBe(201);
    const again = await sessionCall({ filial_id: 11, enrolment_code: code });
    expect(again.status).toBe(403);
    expect(firstError(again.body).code).toBe('tablet_enrolment_invalid');
  });

  it('expires an enrolment code an hour after it was issued (sandbox clock)', async () => {
    const code = await enrolmentCode(41);
    await sb.control('POST', 'control/clock', { advance_ms: 60 * 60_000 + 1 });
    const late = await sessionCall({ filial_id: 41, enrolment_code: code });
    expect(late.status).toBe(403);
    expect(firstError(late.body).code).toBe('tablet_enrolment_invalid');
  });

  it('answers a body of another type with 422', async () => {
    const answer = await sessionCall({ filial_id: 11, enrolment_code: await enrolmentCode(11) }, 'orders');
    expect(answer.status).toBe(422);
    expect(firstError(answer.body)).toMatchObject({
      code: 'invalid_type',
      source: { pointer: '/data/type' },
    });
  });

  it('starts at most 10 sessions a venue a minute: the 11th is 429 with Retry-After until the next minute', async () => {
    // A fresh minute of the sandbox clock, so that the sessions of the tests above do not count.
    const clock = await sb.control<{ now_ms: number }>('GET', 'control/clock');
    await sb.control('POST', 'control/clock', { advance_ms: 60_000 - (clock.body.now_ms % 60_000) });
    for (let started = 0; started < 10; started++) expect((await startSession(41)).status).toBe(201);
    const code = await enrolmentCode(41);
    const refused = await sessionCall({ filial_id: 41, enrolment_code: code });
    expect(refused.status).toBe(429);
    expect(firstError(refused.body).code).toBe('tablet_sessions_rate_limited');
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await startSession(11)).status).toBe(201);
    await sb.control('POST', 'control/clock', { advance_ms: 60_000 });
    // The refused call did not use the code up.
    expect((await sessionCall({ filial_id: 41, enrolment_code: code })).status).toBe(201);
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

  it.each([
    ['a NUL', 'Aru\u0000zhan'],
    ['a right-to-left override', 'Aru\u202Ezhan'],
    ['a zero-width space', 'Aru\u200Bzhan'],
  ])('refuses a name with %s, which would reach the kitchen ticket', async (_what, name) => {
    const session = await sessionOf(11);
    const answer = await touchOrder(session, { name }, `kiosk-name-${crypto.randomUUID()}`);
    expect(answer.status).toBe(422);
    expect(firstError(answer.body)).toMatchObject({
      code: 'invalid_characters',
      title: 'The name has invisible or control characters: remove them',
      source: { pointer: '/data/attributes/name' },
    });
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
