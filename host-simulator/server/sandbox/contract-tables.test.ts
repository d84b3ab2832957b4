import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { DATABASE_FILE } from './store/database.ts';
import { firstError, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.stop());

interface TableRow {
  id: number;
  filial_id: number;
  number: number;
  qr_payload: string;
}

/** The seeded tables of a venue, read from the sandbox's own database file as a QR printer would. */
function tablesOf(filialId: number): TableRow[] {
  const db = new DatabaseSync(join(sb.dataDir, DATABASE_FILE), { readOnly: true });
  try {
    return db
      .prepare('SELECT * FROM restaurant_tables WHERE filial_id = ? ORDER BY number')
      .all(filialId) as unknown as TableRow[];
  } finally {
    db.close();
  }
}

describe('takeaway/v1/tables/{table_id}', () => {
  it('names the venue and the number of the table a QR code points to', async () => {
    const [table] = tablesOf(15);
    if (!table) throw new Error('venue 15 has no tables in the seed');
    const qr = new URL(table.qr_payload);
    expect(qr.searchParams.get('table_id')).toBe(String(table.id));
    const answer = await sb.api<{ data: Resource }>('GET', `takeaway/v1/tables/${table.id}?filial_id=15`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({
      type: 'tables',
      id: String(table.id),
      attributes: { id: table.id, filial_id: 15, number: table.number },
    });
  });

  it('does not find a table of another venue, nor one that does not exist', async () => {
    const [table] = tablesOf(11);
    if (!table) throw new Error('venue 11 has no tables in the seed');
    const other = await sb.api('GET', `takeaway/v1/tables/${table.id}?filial_id=15`);
    expect(other.status).toBe(404);
    expect(firstError(other.body).code).toBe('table_not_found');
    expect((await sb.api('GET', 'takeaway/v1/tables/999999')).status).toBe(404);
    expect((await sb.api('GET', 'takeaway/v1/tables/abc')).status).toBe(400);
  });
});
