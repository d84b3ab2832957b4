import type { DatabaseSync, SQLInputValue, StatementSync } from 'node:sqlite';

type Param = SQLInputValue | boolean | undefined;

/**
 * A thin layer over node:sqlite: cached prepared statements, booleans stored as 0/1, typed rows and
 * nested-safe transactions (an inner `tx` joins the outer one).
 */
export interface Sql {
  readonly db: DatabaseSync;
  all<T>(sql: string, ...params: Param[]): T[];
  get<T>(sql: string, ...params: Param[]): T | undefined;
  run(sql: string, ...params: Param[]): { changes: number; lastId: number };
  tx<T>(work: () => T): T;
  /** Forget prepared statements (after the schema was dropped and rebuilt). */
  clearCache(): void;
}

function bind(params: Param[]): SQLInputValue[] {
  return params.map((p) => (p === undefined ? null : typeof p === 'boolean' ? (p ? 1 : 0) : p));
}

export function createSql(db: DatabaseSync): Sql {
  const cache = new Map<string, StatementSync>();
  let depth = 0;
  const prepare = (sql: string): StatementSync => {
    let statement = cache.get(sql);
    if (!statement) {
      statement = db.prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
  return {
    db,
    all: <T>(sql: string, ...params: Param[]) => prepare(sql).all(...bind(params)) as T[],
    get: <T>(sql: string, ...params: Param[]) => prepare(sql).get(...bind(params)) as T | undefined,
    run: (sql, ...params) => {
      const result = prepare(sql).run(...bind(params));
      return { changes: Number(result.changes), lastId: Number(result.lastInsertRowid) };
    },
    tx: <T>(work: () => T): T => {
      if (depth > 0) return work();
      depth++;
      db.exec('BEGIN IMMEDIATE');
      try {
        const result = work();
        db.exec('COMMIT');
        return result;
      } catch (error) {
        db.exec('ROLLBACK');
        throw error;
      } finally {
        depth--;
      }
    },
    clearCache: () => cache.clear(),
  };
}
