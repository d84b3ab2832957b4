import { afterEach, describe, expect, it } from 'vitest';
import type { ApiErrorReport } from '../api/client.ts';
import { createFakeFetch, type SeenRequest } from '../api/testing/fake-fetch.ts';
import { type AppCore, createAppCore } from './app-core.ts';
import { createMemoryStorage } from '../lib/storage.ts';
import { fakeJwt } from './testing/fake-jwt.ts';

const DELETED = fakeJwt({ sub: 'deleted' });
const HEALTHY = fakeJwt({ sub: 'healthy' });
const DELETED_AT = '2026-11-15T09:00:00.000Z';
const RESTORE_UNTIL = '2027-02-13T09:00:00.000Z';

const cores: AppCore[] = [];
afterEach(() => {
  for (const core of cores.splice(0)) core.dispose();
});

/** A server where code D signs in a deleted account and code H a healthy one (docs/api/account.md). */
function setup() {
  const reports: ApiErrorReport[] = [];
  const fake = createFakeFetch((request: SeenRequest) => {
    if (request.url.endsWith('/api/v2/oauth2/tokens')) {
      const { code } = JSON.parse(request.body ?? '{}') as { code: string };
      return { status: 200, body: { access_token: code === 'D' ? DELETED : HEALTHY } };
    }
    if (request.headers.get('authorization') === `Bearer ${DELETED}`) {
      return {
        status: 403,
        body: {
          errors: [
            {
              status: '403',
              code: 'account_deleted',
              title: 'The account was deleted',
              meta: {
                deleted_at: DELETED_AT,
                restore_until: RESTORE_UNTIL,
                restore_path: 'api/v3/user/restore',
              },
            },
          ],
        },
      };
    }
    return { status: 200, body: { data: { type: 'user', id: '7', attributes: { id: 7, name: 'Arman' } } } };
  });
  const core = createAppCore({
    getLanguage: () => 'en',
    localStorage: () => createMemoryStorage(),
    sessionStorage: () => createMemoryStorage(),
    hostConfig: { apiBase: 'http://app.test/proxy/' },
    fetch: fake.fetch,
    retryDelayMs: 1,
    reportError: (report) => reports.push(report),
    redirect: () => {},
    reload: () => {},
  });
  cores.push(core);
  return { core, seen: fake.seen, reports };
}

describe('the deleted-account check after sign-in (docs/contract/product.md#account-deletion: restorable within 90 days)', () => {
  it('asks for the user before the login resolves and keeps the deletion dates of a deleted account', async () => {
    const { core, seen, reports } = setup();
    await core.auth.loginWithCode('D');
    expect(seen.map((request) => `${request.method} ${new URL(request.url).pathname}`)).toEqual([
      'POST /proxy/api/v2/oauth2/tokens',
      'GET /proxy/api/v3/user',
    ]);
    expect(core.state.root.account.deleted).toEqual({ deletedAt: DELETED_AT, restoreUntil: RESTORE_UNTIL });
    // The account's own state, not a failure: nothing goes to error reporting.
    expect(reports).toEqual([]);
  });

  it('marks the account deleted from any call refused with account_deleted, and forgets it on logout', async () => {
    const { core } = setup();
    await core.auth.loginWithCode('H');
    expect(core.state.root.account.deleted).toBeNull();
    core.state.auth.setSession({ accessToken: DELETED });
    await expect(core.client.get('profile/api/v1/profile')).rejects.toMatchObject({
      code: 'account-deleted',
    });
    expect(core.state.root.account.deleted).toEqual({ deletedAt: DELETED_AT, restoreUntil: RESTORE_UNTIL });
    core.auth.logout();
    expect(core.state.root.account.deleted).toBeNull();
  });

  it('forgets a deleted account when another, healthy one signs in', async () => {
    const { core } = setup();
    await core.auth.loginWithCode('D');
    expect(core.state.root.account.deleted).not.toBeNull();
    await core.auth.loginWithCode('H');
    expect(core.state.root.account.deleted).toBeNull();
  });
});
