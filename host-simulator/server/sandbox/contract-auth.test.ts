import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstError, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

let sb: TestSandbox;
beforeAll(async () => {
  // The app's origin in these tests, registered as a partner's would be (auth/redirects.ts).
  sb = await startTestSandbox({ origins: ['http://127.0.0.1:5555'] });
});
afterAll(() => sb.stop());

describe('the request headers of docs/contract/calls.md#request-headers', () => {
  it('refuse a request without the JSON:API Accept (406)', async () => {
    const answer = await sb.api('GET', 'terminals/terminals/11', { headers: { accept: 'application/json' } });
    expect(answer.status).toBe(406);
    expect(firstError(answer.body)).toMatchObject({ code: 'not_acceptable', status: '406' });
  });

  it('list every missing or wrong header at once (400)', async () => {
    const answer = await sb.api('GET', 'terminals/terminals/11', {
      headers: { 'x-fingerprint': '', 'x-language': 'fr', locale: '' },
    });
    expect(answer.status).toBe(400);
    const codes = (answer.body.errors as { code: string; source: { header: string } }[]).map((e) => [
      e.code,
      e.source.header,
    ]);
    expect(codes).toEqual([
      ['missing_fingerprint', 'X-Fingerprint'],
      ['invalid_language', 'X-Language'],
      ['missing_locale', 'Locale'],
    ]);
  });

  it('want Locale kz when X-Language is kk', async () => {
    const wrong = await sb.api('GET', 'terminals/terminals/11', {
      headers: { 'x-language': 'kk', locale: 'kk' },
    });
    expect(firstError(wrong.body)).toMatchObject({ code: 'invalid_locale' });
    const right = await sb.api('GET', 'terminals/terminals/11', {
      headers: { 'x-language': 'kk', locale: 'kz' },
    });
    expect(right.status).toBe(200);
  });

  it('want a JSON Content-Type on bodies (415)', async () => {
    const answer = await sb.api('POST', 'takeaway/order/cooking_time', {
      raw: Buffer.from('{}'),
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.status).toBe(415);
  });

  it('answer unknown paths and methods in JSON:API', async () => {
    const unknown = await sb.api('GET', 'no/such/call');
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body).code).toBe('route_not_found');
    const method = await sb.api('DELETE', 'balance/user');
    expect(method.status).toBe(405);
    expect(method.headers.get('allow')).toBe('GET');
  });

  it('answer CORS preflights for the API and reflect the origin', async () => {
    const response = await fetch(`${sb.url}/proxy/menu/v2/category/products`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.2:9999',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'x-fingerprint, locale',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.2:9999');
    expect(response.headers.get('access-control-allow-headers')).toBe('x-fingerprint, locale');
    const real = await sb.api('GET', 'terminals/terminals/11', {
      headers: { origin: 'http://127.0.0.2:9999' },
    });
    expect(real.headers.get('access-control-allow-origin')).toBe('http://127.0.0.2:9999');
  });
});

describe('sign-in', () => {
  const redirectUri = 'http://127.0.0.1:5555/auth';
  const loginQuery = new URLSearchParams({
    client_id: 'dastarkhan',
    redirect_uri: redirectUri,
    disable_mail_login: 'false',
    language: 'en',
    state: 's-42',
  });

  async function loginAs(fields: Record<string, string>): Promise<Response> {
    const form = new URLSearchParams({ ...Object.fromEntries(loginQuery), ...fields });
    return fetch(`${sb.url}/sandbox/login`, {
      method: 'POST',
      body: form,
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
  }

  it('shows an accessible login page listing test users, with mail login unless disabled', async () => {
    const page = await fetch(`${sb.url}/sandbox/login?${loginQuery}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('+77010000001');
    expect(html).toMatch(/<label for="phone">Phone number<\/label>/);
    expect(html).toContain('Sign in by e-mail');
    const noMail = await (
      await fetch(
        `${sb.url}/sandbox/login?${loginQuery}`.replace(
          'disable_mail_login=false',
          'disable_mail_login=true',
        ),
      )
    ).text();
    expect(noMail).not.toContain('Sign in by e-mail');
    const bad = await fetch(`${sb.url}/sandbox/login?client_id=x&redirect_uri=javascript:alert(1)`);
    expect(bad.status).toBe(400);
  });

  it('redirects back with code and state; the code buys one token whose sub is the user', async () => {
    const response = await loginAs({ user_id: '1' });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe(redirectUri);
    expect(location.searchParams.get('state')).toBe('s-42');
    const code = location.searchParams.get('code') ?? '';
    const body = {
      client_id: 'dastarkhan',
      grant_type: 'authorization_code',
      redirect_uri: redirectUri,
      code,
    };
    const token = await sb.api<{ access_token: string; token_type: string }>('POST', 'api/v2/oauth2/tokens', {
      body,
      idempotencyKey: 'auth-1',
    });
    expect(token.status).toBe(200);
    expect(token.body.token_type).toBe('Bearer');
    const claims = JSON.parse(
      Buffer.from(token.body.access_token.split('.')[1] as string, 'base64url').toString(),
    );
    expect(claims.sub).toBe('1');
    // A retry with the same idempotency key gets the same token; a new key finds the code used.
    const replay = await sb.api<{ access_token: string }>('POST', 'api/v2/oauth2/tokens', {
      body,
      idempotencyKey: 'auth-1',
    });
    expect(replay.body.access_token).toBe(token.body.access_token);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const reused = await sb.api('POST', 'api/v2/oauth2/tokens', { body, idempotencyKey: 'auth-2' });
    expect(reused.status).toBe(400);
    expect(firstError(reused.body)).toMatchObject({
      code: 'invalid_grant',
      title: 'The authorization code is invalid or expired',
    });
  });

  it('creates a user for a new phone, refuses a malformed one', async () => {
    const created = await loginAs({ phone: '+7 701 555 12 34', name: 'Asel' });
    expect(created.status).toBe(303);
    const users = await sb.control<{ data: { phone: string; name: string }[] }>('GET', 'control/users');
    expect(users.body.data.some((u) => u.phone === '+77015551234' && u.name === 'Asel')).toBe(true);
    const bad = await loginAs({ phone: 'call me' });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('role="alert"');
  });

  it('signs in by e-mail, and refuses it when mail login is disabled', async () => {
    const byMail = await loginAs({ email: 'AIGERIM@example.kz' });
    expect(byMail.status).toBe(303);
    const disabled = await loginAs({ email: 'aigerim@example.kz', disable_mail_login: 'true' });
    expect(disabled.status).toBe(422);
  });

  it('refuses a code for another redirect_uri or client', async () => {
    const location = new URL((await loginAs({ user_id: '2' })).headers.get('location') ?? '');
    const code = location.searchParams.get('code');
    const wrong = await sb.api('POST', 'api/v2/oauth2/tokens', {
      body: {
        client_id: 'dastarkhan',
        grant_type: 'authorization_code',
        redirect_uri: 'http://evil.test/auth',
        code,
      },
    });
    expect(firstError(wrong.body).code).toBe('invalid_grant');
  });

  it('exchanges a track id minted by a signed-in user, and refuses unknown tracks and grant types', async () => {
    const { access_token } = await sb.grant(3);
    const track = await sb.api<{ data: { id: string; type: string } }>('POST', 'api/v1/oauth2/tracks', {
      token: access_token,
    });
    expect(track.status).toBe(201);
    expect(track.body.data.type).toBe('tracks');
    const token = await sb.api<{ access_token: string }>('POST', 'api/v2/oauth2/tokens', {
      body: { client_id: 'host', grant_type: 'authorization_track_id', track_id: track.body.data.id },
    });
    expect(token.status).toBe(200);
    const me = await sb.api<{ data: { id: string } }>('GET', 'api/v3/user', {
      token: token.body.access_token,
    });
    expect(me.body.data.id).toBe('3');
    const unknown = await sb.api('POST', 'api/v2/oauth2/tokens', {
      body: { client_id: 'host', grant_type: 'authorization_track_id', track_id: 'tr_nope' },
    });
    expect(firstError(unknown.body)).toMatchObject({
      code: 'invalid_grant',
      title: 'The trackId is invalid or expired',
    });
    const grant = await sb.api('POST', 'api/v2/oauth2/tokens', {
      body: { client_id: 'host', grant_type: 'password' },
    });
    expect(firstError(grant.body).code).toBe('unsupported_grant_type');
  });

  it('answers 401 with error_code 401 for a missing, forged or expired token', async () => {
    const missing = await sb.api('GET', 'api/v3/user');
    expect(missing.status).toBe(401);
    expect(missing.body).toMatchObject({ error_code: 401, message: 'User is not authorised' });
    const forged = await sb.api('GET', 'api/v3/user', { token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln' });
    expect(firstError(forged.body).code).toBe('invalid_token');
    const { access_token } = await sb.grant(1);
    expect((await sb.api('GET', 'api/v3/user', { token: access_token })).status).toBe(200);
    sb.advanceWall(13 * 60 * 60 * 1000);
    const expired = await sb.api('GET', 'balance/user', { token: access_token });
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ error_code: 401 });
    expect(firstError(expired.body).code).toBe('token_expired');
  });
});

describe('account deletion', () => {
  it('hides a deleted account (403) until restored within 90 days', async () => {
    const { access_token } = await sb.grant(6);
    const deleted = await sb.api<{ data: { attributes: { deleted_at: string; restore_until: string } } }>(
      'DELETE',
      'api/v3/user',
      { token: access_token },
    );
    expect(deleted.status).toBe(200);
    expect(
      Date.parse(deleted.body.data.attributes.restore_until) -
        Date.parse(deleted.body.data.attributes.deleted_at),
    ).toBe(90 * 86_400_000);
    const hidden = await sb.api('GET', 'profile/api/v1/profile', { token: access_token });
    expect(hidden.status).toBe(403);
    expect(firstError(hidden.body).code).toBe('account_deleted');
    const restored = await sb.api<{ data: { attributes: { deleted_at: null } } }>(
      'POST',
      'api/v3/user/restore',
      { token: access_token },
    );
    expect(restored.status).toBe(200);
    expect(restored.body.data.attributes.deleted_at).toBeNull();
    expect((await sb.api('GET', 'profile/api/v1/profile', { token: access_token })).status).toBe(200);
    const notDeleted = await sb.api('POST', 'api/v3/user/restore', { token: access_token });
    expect(firstError(notDeleted.body).code).toBe('not_deleted');
  });

  it('lets the seeded deleted user restore, and forgets an account past the window', async () => {
    const { access_token } = await sb.grant(4);
    expect((await sb.api('GET', 'api/v3/user', { token: access_token })).status).toBe(403);
    await sb.control('POST', 'control/clock', { advance_minutes: 81 * 24 * 60 });
    const fresh = await sb.grant(4);
    const gone = await sb.api('POST', 'api/v3/user/restore', { token: fresh.access_token });
    expect(gone.status).toBe(401);
  });
});
