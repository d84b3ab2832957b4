import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

let sb: TestSandbox;

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.stop());

const DAY_MS = 86_400_000;

/** Signs in as the app does: a code from the login (here a control grant), exchanged at the token endpoint. */
async function signIn(userId: number): Promise<string> {
  const grant = await sb.grant(userId);
  const token = await sb.api<{ access_token: string }>('POST', 'api/v2/oauth2/tokens', {
    body: {
      client_id: grant.client_id,
      grant_type: 'authorization_code',
      redirect_uri: grant.redirect_uri,
      code: grant.code,
    },
    idempotencyKey: `restore-${userId}-${grant.code}`,
  });
  expect(token.status).toBe(200);
  return token.body.access_token;
}

interface UserAttributes {
  phone: string;
  name: string;
  surname: string;
  deleted_at: string | null;
  restore_until: string | null;
}

describe('restoring a deleted account (docs/api/account.md)', () => {
  it('signs a deleted user in, names the deletion in a 403 account_deleted, and restores the account', async () => {
    const before = await signIn(5);
    const profile = await sb.api<{ data: Resource }>('GET', 'api/v3/user', { token: before });
    const deleted = await sb.api<{ data: { attributes: UserAttributes } }>('DELETE', 'api/v3/user', {
      token: before,
    });
    expect(deleted.status).toBe(200);

    const token = await signIn(5);
    const offer = await sb.api('GET', 'api/v3/user', { token });
    expect(offer.status).toBe(403);
    expect(firstError(offer.body)).toMatchObject({
      status: '403',
      code: 'account_deleted',
      meta: {
        deleted_at: deleted.body.data.attributes.deleted_at,
        restore_until: deleted.body.data.attributes.restore_until,
        restore_path: 'api/v3/user/restore',
      },
    });
    // Every other call of the account says the same, never a 500.
    const other = await sb.api('GET', 'profile/api/v1/profile', { token });
    expect([other.status, firstError(other.body).code]).toEqual([403, 'account_deleted']);

    const restored = await sb.api<{ data: { attributes: UserAttributes } }>('POST', 'api/v3/user/restore', {
      token,
    });
    expect(restored.status).toBe(200);
    expect(restored.body.data.attributes).toMatchObject({ deleted_at: null, restore_until: null });
    const after = await sb.api<{ data: Resource }>('GET', 'api/v3/user', { token });
    expect(after.status).toBe(200);
    expect(after.body.data).toEqual(profile.body.data);
  });

  it('offers the seeded deleted user (4) the restore, deleted 10 days ago', async () => {
    const token = await signIn(4);
    const offer = await sb.api('GET', 'api/v3/user', { token });
    expect(offer.status).toBe(403);
    const meta = firstError(offer.body).meta as { deleted_at: string; restore_until: string };
    expect(Date.parse(meta.restore_until) - Date.parse(meta.deleted_at)).toBe(90 * DAY_MS);
    const now = (await sb.control<{ now_ms: number }>('GET', 'control/clock')).body.now_ms;
    expect(Math.round((now - Date.parse(meta.deleted_at)) / DAY_MS)).toBe(10);
  });

  it('forgets an account past the 90 days: its token is 401 account_gone, the phone signs up anew', async () => {
    const old = await signIn(4);
    await sb.control('POST', 'control/clock', { advance_minutes: 81 * 24 * 60 });
    const gone = await sb.api('POST', 'api/v3/user/restore', { token: old });
    expect(gone.status).toBe(401);
    expect(gone.body).toMatchObject({ error_code: 401 });
    expect(firstError(gone.body).code).toBe('account_gone');
    const fresh = await sb.control<{ access_token: string; user_id: number }>('POST', 'control/grants', {
      phone: '+77010000004',
      name: 'Arman',
    });
    expect(fresh.body.user_id).not.toBe(4);
    const user = await sb.api<{ data: { attributes: UserAttributes } }>('GET', 'api/v3/user', {
      token: fresh.body.access_token,
    });
    expect(user.status).toBe(200);
    expect(user.body.data.attributes).toMatchObject({ phone: '+77010000004', deleted_at: null });
  });
});
