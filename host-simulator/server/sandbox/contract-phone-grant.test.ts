import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

/** The sandbox hosts' published test secrets (docs/api/auth.md): a partner's backend signs with its own. */
const SIMULATOR_SECRET = 'sandbox-host-secret-dastarkhan-simulator';
const PARTNER_SECRET = 'sandbox-host-secret-partner-demo';

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** Signs a grant exactly as docs/api/auth.md tells a partner's backend to. */
function signGrant(
  secret: string,
  claims: Record<string, unknown>,
  header: unknown = { alg: 'HS256', typ: 'dastarkhan-phone-grant' },
) {
  const head = `${encode(header)}.${encode(claims)}`;
  return `${head}.${createHmac('sha256', secret).update(head).digest('base64url')}`;
}

let sb: TestSandbox;
let nonce = 0;
/** The sandbox clock in seconds: frozen in these tests, moved only by advanceWall. */
let nowSeconds = 0;
const readClock = async () => {
  nowSeconds = Math.floor((await sb.control<{ now_ms: number }>('GET', 'control/clock')).body.now_ms / 1000);
};
beforeAll(async () => {
  sb = await startTestSandbox();
  await readClock();
});
afterAll(() => sb.stop());

/** Claims valid now on the sandbox clock: the simulator's host, for the app's client, five minutes. */
function claims(overrides: Record<string, unknown> = {}) {
  const iat = nowSeconds;
  return {
    phone: '+77010000001',
    host: 'dastarkhan-simulator',
    aud: 'dastarkhan',
    iat,
    exp: iat + 300,
    nonce: `n-${++nonce}-${iat}`,
    ...overrides,
  };
}

const exchange = (grant: unknown, extra: Record<string, unknown> = {}) =>
  sb.api<{ access_token: string; user_id: number }>('POST', 'api/v2/oauth2/tokens', {
    body: { client_id: 'dastarkhan', grant_type: 'authorization_phone_grant', phone_grant: grant, ...extra },
  });

async function expectRefused(grant: unknown, detail: RegExp) {
  const answer = await exchange(grant);
  expect(answer.status).toBe(400);
  expect(firstError(answer.body)).toMatchObject({
    status: '400',
    code: 'invalid_grant',
    title: 'The phone grant is invalid or expired',
  });
  expect(firstError(answer.body).detail).toMatch(detail);
}

describe('POST api/v2/oauth2/tokens, grant_type authorization_phone_grant', () => {
  it('signs in the guest whose phone a host signed, once (a grant from the control endpoint)', async () => {
    const issued = await sb.control<{ grant: string; host: string; audience: string; expires_at: string }>(
      'POST',
      'control/phone-grants',
      { phone: '+77010000001' },
    );
    expect(issued.status).toBe(201);
    expect(issued.body).toMatchObject({ host: 'dastarkhan-simulator', audience: 'dastarkhan' });
    const token = await exchange(issued.body.grant);
    expect(token.status).toBe(200);
    expect(token.body.user_id).toBe(1);
    const me = await sb.api<{ data: { id: string } }>('GET', 'api/v3/user', {
      token: token.body.access_token,
    });
    expect(me.body.data.id).toBe('1');
  });

  it('signs in with a grant a partner signed itself, and makes a new guest for a new phone', async () => {
    const grant = signGrant(PARTNER_SECRET, claims({ host: 'partner-demo', phone: '+77015550101' }));
    const token = await exchange(grant);
    expect(token.status).toBe(200);
    const users = await sb.control<{ data: { id: number; phone: string }[] }>('GET', 'control/users');
    expect(users.body.data.find((u) => u.phone === '+77015550101')?.id).toBe(token.body.user_id);
  });

  it('refuses a bare phone: no grant is a missing field (422)', async () => {
    const answer = await sb.api('POST', 'api/v2/oauth2/tokens', {
      body: { client_id: 'dastarkhan', grant_type: 'authorization_phone_grant', phone: '+77010000001' },
    });
    expect(answer.status).toBe(422);
    expect(firstError(answer.body)).toMatchObject({
      code: 'invalid_field',
      source: { pointer: '/data/attributes/phone_grant' },
    });
  });

  it('refuses a forged signature', async () => {
    const [head, , signature] = signGrant(SIMULATOR_SECRET, claims()).split('.');
    await expectRefused(`${head}.${encode(claims({ phone: '+77010000002' }))}.${signature}`, /signature/);
    await expectRefused(signGrant(SIMULATOR_SECRET, claims(), { alg: 'none' }), /HS256/);
  });

  it("refuses a grant signed with another host's key, or by a host the sandbox does not know", async () => {
    await expectRefused(signGrant(PARTNER_SECRET, claims({ host: 'dastarkhan-simulator' })), /signature/);
    await expectRefused(signGrant(PARTNER_SECRET, claims({ host: 'stranger' })), /host/);
  });

  it('refuses a grant for another audience', async () => {
    await expectRefused(signGrant(SIMULATOR_SECRET, claims({ aud: 'other-client' })), /audience/);
  });

  it('refuses an expired grant on the sandbox clock, and one that lives longer than five minutes', async () => {
    const issued = await sb.control<{ grant: string }>('POST', 'control/phone-grants', {
      phone: '+77010000002',
    });
    sb.advanceWall(301_000);
    await readClock();
    await expectRefused(issued.body.grant, /expired/);
    const iat = nowSeconds;
    await expectRefused(signGrant(SIMULATOR_SECRET, claims({ iat, exp: iat + 3600 })), /five minutes/);
    await expectRefused(signGrant(SIMULATOR_SECRET, claims({ iat: iat + 600, exp: iat + 800 })), /future/);
  });

  it('refuses a replayed grant: each nonce signs in once', async () => {
    const grant = signGrant(SIMULATOR_SECRET, claims({ phone: '+77010000002' }));
    expect((await exchange(grant)).status).toBe(200);
    await expectRefused(grant, /already used/);
  });

  it('refuses a phone that is not +digits, control characters in a claim, and missing claims', async () => {
    await expectRefused(signGrant(SIMULATOR_SECRET, claims({ phone: '8 701 000 00 01' })), /phone/);
    await expectRefused(signGrant(SIMULATOR_SECRET, claims({ phone: '+7701000\u00000001' })), /phone/);
    await expectRefused(signGrant(SIMULATOR_SECRET, claims({ nonce: 'a\u0007b' })), /nonce/);
    const { nonce: _left, ...noNonce } = claims();
    await expectRefused(signGrant(SIMULATOR_SECRET, noNonce), /nonce/);
    await expectRefused('not-a-grant', /three parts/);
  });

  it('refuses control characters in the grant and a grant over 4096 characters as invalid fields (422)', async () => {
    const grant = signGrant(SIMULATOR_SECRET, claims());
    for (const bad of [`${grant}\u0000`, `\u001b${grant}`, 'x'.repeat(4097), 42]) {
      const answer = await exchange(bad);
      expect(answer.status).toBe(422);
      expect(firstError(answer.body)).toMatchObject({
        code: 'invalid_field',
        source: { pointer: '/data/attributes/phone_grant' },
      });
    }
  });

  it('control endpoint: refuses an unknown host and a malformed phone', async () => {
    expect((await sb.control('POST', 'control/phone-grants', { phone: '12' })).status).toBe(400);
    expect(
      (await sb.control('POST', 'control/phone-grants', { phone: '+77010000001', host: 'x' })).status,
    ).toBe(400);
  });
});
