import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { type SeedReport, seedDatabase } from '../seed/seed.ts';
import { SCHEMA, SCHEMA_VERSION } from './schema.ts';
import { createSql, type Sql } from './sql.ts';

export const DATABASE_FILE = 'sandbox.sqlite';

export interface OpenedDatabase {
  sql: Sql;
  /** Set when this open created and seeded the data (first start, or a schema change). */
  seeded: SeedReport | null;
}

function schemaVersion(sql: Sql): number | null {
  const table = sql.get<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'meta'",
  );
  if (!table) return null;
  const row = sql.get<{ value: string }>("SELECT value FROM meta WHERE key = 'schema_version'");
  return row ? Number(row.value) : null;
}

function dropEverything(sql: Sql): void {
  const tables = sql.all<{ name: string }>(
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
  );
  sql.tx(() => {
    for (const { name } of tables) sql.db.exec(`DROP TABLE IF EXISTS "${name}"`);
  });
  sql.clearCache();
}

/** Drops every table, recreates the schema and seeds it again on the given clock. */
export function rebuildDatabase(sql: Sql, now: number, seed: number): SeedReport {
  dropEverything(sql);
  sql.tx(() => sql.db.exec(SCHEMA));
  return seedDatabase(sql, now, seed);
}

/**
 * Opens (creating when missing) the sandbox database in `dataDir`. A database from an older schema is
 * rebuilt: its data is synthetic, so a fresh seed is better than a migration.
 */
export function openDatabase(dataDir: string, now: number, seed: number): OpenedDatabase {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(join(dataDir, DATABASE_FILE));
  db.exec('PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = 2000;');
  const sql = createSql(db);
  if (schemaVersion(sql) === SCHEMA_VERSION) return { sql, seeded: null };
  return { sql, seeded: rebuildDatabase(sql, now, seed) };
}

const CLOCK_OFFSET = 'clock_offset_ms';

/**
 * The sandbox clock's offset from the wall clock saved with the data, 0 for data that has none. Kept because a
 * restart that put time back would leave what was done at the later time (terms published, orders due) in
 * the future.
 */
export function readClockOffset(sql: Sql): number {
  const row = sql.get<{ value: string }>('SELECT value FROM meta WHERE key = ?', CLOCK_OFFSET);
  const offset = Number(row?.value ?? 0);
  return Number.isFinite(offset) ? offset : 0;
}

export function saveClockOffset(sql: Sql, offset: number): void {
  sql.run('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)', CLOCK_OFFSET, String(offset));
}
