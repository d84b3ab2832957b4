import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(async () => {
  await sb.stop(true);
});

describe('GET /sandbox/control/journal', () => {
  it('lists the control calls that changed something, with their bodies, since a time', async () => {
    const before = Date.now();
    const fault = { kind: 'unauthorized', route: 'takeaway/v1/*/order', count: 1 };
    expect((await sb.control('POST', 'control/faults', fault)).status).toBe(201);
    await sb.control('GET', 'control/faults');
    await sb.control('POST', 'control/prices', { product_id: 1001, price: 700 });
    await sb.control('DELETE', 'control/faults');
    // Refused calls changed nothing: a recording must not replay them.
    expect((await sb.control('POST', 'control/faults', { kind: 'nonsense' })).status).toBe(400);

    const journal = await sb.control<{
      data: { at: number; method: string; path: string; body?: unknown }[];
    }>('GET', `control/journal?since=${before}`);
    expect(journal.status).toBe(200);
    expect(journal.body.data.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: 'faults', body: fault },
      { method: 'POST', path: 'prices', body: { product_id: 1001, price: 700 } },
      { method: 'DELETE', path: 'faults', body: undefined },
    ]);
    expect(journal.body.data.every((entry) => entry.at >= before)).toBe(true);

    const later = await sb.control<{ data: unknown[] }>(
      'GET',
      `control/journal?since=${Date.now() + 60_000}`,
    );
    expect(later.body.data).toEqual([]);
  });
});
