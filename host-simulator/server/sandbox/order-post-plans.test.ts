import { join } from 'node:path';
import { DatabaseSync, StatementSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_FILE } from './store/database.ts';
import { menuItems, orderBody, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

/**
 * Issue 10 item 21: order POST throughput fell as orders piled up (417 → 137 req/s after ~9,000 orders)
 * because a statement on its path read a whole growing table. Timing is no test on a shared machine, so
 * this pins the cause instead: every statement an order POST runs (the status catch-up included) reaches
 * the tables that grow with use through an index, never by a full scan. bench/sandbox-throughput.ts
 * prints the figure at 0 and 10,000 existing orders.
 */
const GROWING = ['orders', 'idempotency_keys', 'payments', 'bonus_transactions', 'auth_codes', 'tracks'];
const FULL_SCAN = new RegExp(`^SCAN (${GROWING.join('|')})\\b`);

const executed = new Set<string>();
let recording = false;
const methods = ['run', 'get', 'all'] as const;
const originals = Object.fromEntries(methods.map((m) => [m, StatementSync.prototype[m]]));

let sb: TestSandbox;
let token: string;

beforeAll(async () => {
  for (const method of methods) {
    const original = originals[method] as (...args: unknown[]) => unknown;
    StatementSync.prototype[method] = function (this: StatementSync, ...args: unknown[]) {
      if (recording) executed.add(this.sourceSQL);
      return original.apply(this, args);
    } as never;
  }
  sb = await startTestSandbox();
  token = (await sb.grant(1)).access_token;
});
afterAll(async () => {
  for (const method of methods) StatementSync.prototype[method] = originals[method] as never;
  await sb.stop();
});

describe('order POST at scale', () => {
  it('reads no growing table in full', async () => {
    const espresso = (await menuItems(sb, 11)).get('dala-coffee-espresso-kzt');
    if (!espresso) throw new Error('no espresso');
    recording = true;
    for (const [n, payment_type] of [
      [1, 'online'],
      [2, 'cash'],
    ] as const) {
      const answer = await sb.api('POST', 'takeaway/v1/takeaway/order', {
        token,
        idempotencyKey: `plan-${n}`,
        body: orderBody({
          filial_id: 11,
          payment_type,
          items: [{ product_id: espresso.id, count: 1, price: espresso.price }],
        }),
      });
      expect(answer.status).toBe(201);
    }
    recording = false;
    expect(executed.size).toBeGreaterThan(5);

    const db = new DatabaseSync(join(sb.dataDir, DATABASE_FILE), { readOnly: true });
    try {
      const scans = [...executed].flatMap((sql) =>
        (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[])
          .filter((row) => FULL_SCAN.test(row.detail))
          .map((row) => `${row.detail}: ${sql.replace(/\s+/g, ' ')}`),
      );
      expect(scans).toEqual([]);
    } finally {
      db.close();
    }
  });
});
