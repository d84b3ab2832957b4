import type { IncomingHttpHeaders } from 'node:http';
import type { SandboxApp } from '../app.ts';
import { ApiError } from '../http/api-error.ts';
import { MESSAGES } from '../http/messages.ts';
import type { UserRow } from '../store/rows.ts';
import { verifyAccessToken } from './jwt.ts';

export const RESTORE_WINDOW_MS = 90 * 24 * 60 * 60 * 1000;

function unauthorized(code: string, detail: string): ApiError {
  return new ApiError(401, { code, title: MESSAGES.unauthorized, detail });
}

export function bearerToken(headers: IncomingHttpHeaders): string | null {
  const value = headers.authorization;
  if (typeof value !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(value);
  return match ? (match[1] as string) : null;
}

/**
 * Resolves the user of a request. `user` routes need a valid token (401 otherwise, docs/contract/states.md#request-authorization: "a 401
 * (status or error_code 401 in the body)"); `optional` routes ignore a missing token but still refuse a
 * bad one, so a client notices an expired session. An account inside its deletion window answers 403
 * everywhere but the restore call; past the window it no longer exists.
 */
export function authenticate(
  headers: IncomingHttpHeaders,
  app: SandboxApp,
  mode: 'user' | 'optional',
  allowDeleted: boolean,
): UserRow | null {
  const token = bearerToken(headers);
  if (!token) {
    if (mode === 'optional') return null;
    throw unauthorized('unauthorized', 'An Authorization: Bearer <access token> header is required');
  }
  const result = verifyAccessToken(app.secret, token, app.clock.wallNow());
  if (!result.ok) {
    const detail = {
      malformed: 'The token is malformed',
      signature: 'The token signature is invalid',
      expired: 'The token has expired',
    };
    throw unauthorized(
      result.reason === 'expired' ? 'token_expired' : 'invalid_token',
      detail[result.reason],
    );
  }
  const user = app.sql.get<UserRow>('SELECT * FROM users WHERE id = ?', Number(result.claims.sub));
  if (!user) throw unauthorized('user_not_found', 'The user of this token does not exist');
  if (user.deleted_at !== null) {
    const restoreUntil = user.deleted_at + RESTORE_WINDOW_MS;
    if (app.clock.now() > restoreUntil) {
      throw unauthorized('account_gone', 'The account was deleted more than 90 days ago and is gone');
    }
    if (!allowDeleted) {
      // Everything a restore offer needs: when it was deleted, until when it can come back, and how.
      throw new ApiError(403, {
        code: 'account_deleted',
        title: MESSAGES.accountDeleted,
        meta: {
          deleted_at: new Date(user.deleted_at).toISOString(),
          restore_until: new Date(restoreUntil).toISOString(),
          restore_path: 'api/v3/user/restore',
        },
      });
    }
  }
  return user;
}
