import { createHash } from 'node:crypto';
import type { Reply } from '../http/reply.ts';
import type { Sql } from './sql.ts';

const KEEP_MS = 24 * 60 * 60 * 1000;

/** A canonical form (sorted keys) so that the same body with keys in another order counts as the same. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

export function bodyHash(body: unknown, raw: Buffer): string {
  const text = body === undefined ? raw.toString('base64') : JSON.stringify(canonical(body));
  return createHash('sha256').update(text).digest('hex');
}

export type IdempotencyLookup = { kind: 'new' } | { kind: 'replay'; reply: Reply } | { kind: 'conflict' };

/**
 * Stored answers per (scope, key), scope = route + user: the same key and body replays the first answer
 * byte for byte (status, headers, body); the same key with another body is refused. Only successful answers
 * are stored: a refused order (price changed, stop list) may be retried with the same key once fixed.
 */
export function lookupIdempotent(
  sql: Sql,
  scope: string,
  key: string,
  hash: string,
  now: number,
): IdempotencyLookup {
  sql.run('DELETE FROM idempotency_keys WHERE created_at < ?', now - KEEP_MS);
  const row = sql.get<{ body_hash: string; status: number; headers: string; body: string }>(
    'SELECT body_hash, status, headers, body FROM idempotency_keys WHERE scope = ? AND key = ?',
    scope,
    key,
  );
  if (!row) return { kind: 'new' };
  if (row.body_hash !== hash) return { kind: 'conflict' };
  return {
    kind: 'replay',
    reply: {
      status: row.status,
      headers: { ...(JSON.parse(row.headers) as Record<string, string>), 'idempotent-replayed': 'true' },
      body: row.body,
    },
  };
}

export function storeIdempotent(
  sql: Sql,
  scope: string,
  key: string,
  hash: string,
  reply: Reply,
  now: number,
): void {
  if (reply.status >= 300) return;
  sql.run(
    'INSERT OR REPLACE INTO idempotency_keys VALUES (?, ?, ?, ?, ?, ?, ?)',
    scope,
    key,
    hash,
    reply.status,
    JSON.stringify(reply.headers),
    typeof reply.body === 'string' ? reply.body : reply.body.toString('utf8'),
    now,
  );
}
