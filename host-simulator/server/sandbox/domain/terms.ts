import type { Sql } from '../store/sql.ts';

/**
 * Versions of the terms of use (docs/contract/screens.md#other-screens-and-dialogs "terms-change consent"). Version 1 is in force from the start with no
 * row; each later version is a row of `terms_versions`. A guest accepted the version in force when their
 * account was made (signing up accepts the terms), and then each version they accepted in the app.
 */
export interface TermsStanding {
  current: number;
  accepted: number;
  publishedAt: number;
}

const FIRST_VERSION = 1;

export function currentTerms(sql: Sql): { version: number; publishedAt: number } {
  const row = sql.get<{ version: number; published_at: number }>(
    'SELECT version, published_at FROM terms_versions ORDER BY version DESC LIMIT 1',
  );
  return row
    ? { version: row.version, publishedAt: row.published_at }
    : { version: FIRST_VERSION, publishedAt: 0 };
}

export function termsStanding(sql: Sql, user: { id: number; created_at: number }): TermsStanding {
  const current = currentTerms(sql);
  const acceptedInApp = sql.get<{ version: number | null }>(
    'SELECT MAX(version) AS version FROM terms_acceptances WHERE user_id = ?',
    user.id,
  )?.version;
  const atSignUp =
    sql.get<{ version: number | null }>(
      'SELECT MAX(version) AS version FROM terms_versions WHERE published_at <= ?',
      user.created_at,
    )?.version ?? FIRST_VERSION;
  return {
    current: current.version,
    accepted: Math.max(acceptedInApp ?? 0, atSignUp),
    publishedAt: current.publishedAt,
  };
}

/** Records that the guest accepted `version`; accepting the same version again changes nothing. */
export function acceptTerms(sql: Sql, userId: number, version: number, now: number): void {
  sql.run(
    'INSERT OR IGNORE INTO terms_acceptances (user_id, version, accepted_at) VALUES (?, ?, ?)',
    userId,
    version,
    now,
  );
}

/** Publishes the next version (the sandbox control's "the terms changed"); returns it. */
export function publishTerms(sql: Sql, now: number): number {
  const next = currentTerms(sql).version + 1;
  sql.run('INSERT INTO terms_versions (version, published_at) VALUES (?, ?)', next, now);
  return next;
}
