import { randomBytes } from 'node:crypto';
import type { UserRow } from '../store/rows.ts';
import type { Sql } from '../store/sql.ts';

const CODE_TTL_MS = 10 * 60_000;
const TRACK_TTL_MS = 24 * 60 * 60_000;
const RESTORE_WINDOW_MS = 90 * 24 * 60 * 60_000;

export const PHONE_PATTERN = /^\+\d{10,15}$/;

export function normalisePhone(raw: string): string {
  const digits = raw.replace(/[^\d+]/g, '');
  return digits.startsWith('+') ? digits : `+${digits}`;
}

/**
 * A guest's messenger start token (the `start` of the bot link): 128 random bits, never derived from the
 * user id or the seed, so that nobody links another guest's chat by guessing it.
 */
export function newStartToken(): string {
  return `st_${randomBytes(16).toString('base64url')}`;
}

/**
 * The user with this phone, created when new. An account deleted more than 90 days ago is gone for good:
 * its phone is released and a fresh account takes it (docs/contract/product.md#account-deletion: restorable within 90 days only).
 */
export function findOrCreateUser(
  sql: Sql,
  phone: string,
  name: string,
  language: string,
  now: number,
): UserRow {
  const existing = sql.get<UserRow>('SELECT * FROM users WHERE phone = ?', phone);
  if (existing && !(existing.deleted_at !== null && now - existing.deleted_at > RESTORE_WINDOW_MS))
    return existing;
  if (existing)
    sql.run('UPDATE users SET phone = ? WHERE id = ?', `${phone}#purged-${existing.id}`, existing.id);
  const { lastId } = sql.run(
    `INSERT INTO users (phone, email, name, surname, bday, gender, avatar_type, language, grade_id, grade_checked_at,
       start_token, telegram_chat_id, created_at, deleted_at, first_bill_paid, note)
     VALUES (?, NULL, ?, '', NULL, NULL, NULL, ?, 1, ?, ?, NULL, ?, NULL, 0, ?)`,
    phone,
    name,
    language,
    now,
    newStartToken(),
    now,
    'Created on the sandbox login page.',
  );
  return sql.get<UserRow>('SELECT * FROM users WHERE id = ?', lastId) as UserRow;
}

export function issueCode(
  sql: Sql,
  userId: number,
  clientId: string,
  redirectUri: string,
  now: number,
): string {
  const code = randomBytes(18).toString('base64url');
  sql.run(
    'INSERT INTO auth_codes VALUES (?, ?, ?, ?, ?, NULL)',
    code,
    userId,
    clientId,
    redirectUri,
    now + CODE_TTL_MS,
  );
  return code;
}

export function issueTrack(sql: Sql, userId: number, now: number): string {
  const track = `tr_${randomBytes(15).toString('base64url')}`;
  sql.run('INSERT INTO tracks VALUES (?, ?, ?, ?)', track, userId, now, now + TRACK_TTL_MS);
  return track;
}
