import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import {
  firstError,
  menuItems,
  orderBody,
  startTestSandbox,
  type TestSandbox,
} from './test-support/test-sandbox.ts';

let sb: TestSandbox;

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.stop());

describe('care contacts (docs/api/care.md)', () => {
  it('lists a desk per country to a guest who is not signed in', async () => {
    const answer = await sb.api<{ data: Resource[] }>('GET', 'takeaway/v1/care/contacts');
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((desk) => desk.id)).toEqual(['kz', 'ge']);
    expect(answer.body.data[0]).toMatchObject({
      type: 'care-contacts',
      attributes: {
        country: 'kz',
        phone: expect.stringMatching(/^\+7[\d ]+$/),
        messengers: [
          { name: 'whatsapp', link: expect.stringMatching(/^https:\/\/wa\.me\/\d+$/) },
          { name: 'telegram', link: expect.stringMatching(/^https:\/\/t\.me\//) },
        ],
        hours: { from: expect.stringMatching(/^\d\d:\d\d$/), to: expect.stringMatching(/^\d\d:\d\d$/) },
      },
    });
  });

  it('filters by country, and names the parameter it cannot read', async () => {
    const georgia = await sb.api<{ data: Resource[] }>('GET', 'takeaway/v1/care/contacts?filter[country]=ge');
    expect(georgia.body.data.map((desk) => desk.attributes.phone)).toEqual([expect.stringMatching(/^\+995/)]);
    const wrong = await sb.api('GET', 'takeaway/v1/care/contacts?filter[country]=fr');
    expect(wrong.status).toBe(400);
    expect(firstError(wrong.body)).toMatchObject({ code: 'invalid_parameter' });
  });
});

describe('terms consent (docs/api/care.md)', () => {
  const terms = (token: string) => sb.api<{ data: Resource }>('GET', 'api/v3/user/terms', { token });
  const accept = (token: string, version: unknown) =>
    sb.api<{ data: Resource }>('POST', 'api/v3/user/terms', {
      token,
      body: { data: { type: 'terms', attributes: { version } } },
    });

  it('asks a seeded guest nothing until the terms change, then asks for the new version', async () => {
    const { access_token } = await sb.grant(3);
    expect((await terms(access_token)).body.data.attributes).toMatchObject({
      current_version: 1,
      accepted_version: 1,
      must_accept: false,
    });
    const bumped = await sb.control<{ data: { version: number } }>('POST', 'control/terms');
    expect(bumped.status).toBe(201);
    const after = (await terms(access_token)).body.data.attributes;
    expect(after).toMatchObject({
      current_version: bumped.body.data.version,
      accepted_version: 1,
      must_accept: true,
    });
    expect(String(after.url)).toMatch(new RegExp(`/sandbox/terms\\?version=${bumped.body.data.version}$`));
  });

  it('records the acceptance of the version in force, once however often it is sent', async () => {
    const { access_token } = await sb.grant(1);
    const { version } = (await sb.control<{ data: { version: number } }>('GET', 'control/terms')).body.data;
    const first = await accept(access_token, version);
    expect(first.status).toBe(200);
    expect(first.body.data.attributes).toMatchObject({ accepted_version: version, must_accept: false });
    expect((await accept(access_token, version)).status).toBe(200);
    expect((await terms(access_token)).body.data.attributes.must_accept).toBe(false);
  });

  it('refuses a version that is not the one in force, and a version that is not a number', async () => {
    const { access_token } = await sb.grant(2);
    const { version } = (await sb.control<{ data: { version: number } }>('GET', 'control/terms')).body.data;
    const stale = await accept(access_token, version - 1);
    expect(stale.status).toBe(409);
    expect(firstError(stale.body)).toMatchObject({
      code: 'terms_version_outdated',
      meta: { current_version: version },
    });
    expect((await accept(access_token, String(version))).status).toBe(422);
    expect((await terms(access_token)).body.data.attributes.must_accept).toBe(true);
  });

  it('counts signing up after a change as accepting the terms then in force', async () => {
    const created = await sb.control<{ access_token: string }>('POST', 'control/grants', {
      phone: '+77015550123',
    });
    expect(created.status).toBe(201);
    expect((await terms(created.body.access_token)).body.data.attributes.must_accept).toBe(false);
  });

  it('needs a signed-in guest', async () => {
    expect((await sb.api('GET', 'api/v3/user/terms')).status).toBe(401);
  });

  it('refuses an order while the new terms wait, and takes the same send once they are accepted', async () => {
    const { access_token } = await sb.grant(6);
    await sb.control('POST', 'control/terms');
    const espresso = (await menuItems(sb, 11)).get('dala-coffee-espresso-kzt');
    if (!espresso) throw new Error('no espresso at venue 11');
    const send = () =>
      sb.api('POST', 'takeaway/v1/takeaway/order', {
        token: access_token,
        idempotencyKey: 'terms-pending-order',
        body: orderBody({
          filial_id: 11,
          payment_type: 'cash',
          items: [{ product_id: espresso.id, count: 1, price: espresso.price }],
        }),
      });
    const refused = await send();
    expect(refused.status).toBe(409);
    const { version } = (await sb.control<{ data: { version: number } }>('GET', 'control/terms')).body.data;
    expect(firstError(refused.body)).toMatchObject({
      code: 'terms_not_accepted',
      title: 'Accept the new terms of use to place the order',
      meta: { version, url: expect.stringMatching(new RegExp(`/sandbox/terms\\?version=${version}$`)) },
    });
    expect((await accept(access_token, version)).status).toBe(200);
    expect((await send()).status).toBe(201);
  });

  it('serves the text the dialog links to, in the asked language', async () => {
    const page = await fetch(`${sb.url}/sandbox/terms?version=2&lang=ka`);
    expect(page.status).toBe(200);
    const text = await page.text();
    expect(text).toContain('lang="ka"');
    expect(text).toContain('გამოყენების პირობები');
  });
});
