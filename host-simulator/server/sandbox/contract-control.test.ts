import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DIRS, startSimulatorServer } from '../simulator-server.ts';
import { API_HEADERS, menuItems, orderBody, startTestSandbox } from './test-support/test-sandbox.ts';

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

describe('persistence and reset', () => {
  it('keeps data and tokens across a restart, and reseeds on reset', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-persist-'));
    folders.push(dataDir);
    const first = await startTestSandbox({ dataDir });
    expect(first.sandbox.seeded?.counts.filials).toBe(27);
    const { access_token } = await first.grant(2);
    const croissant = (await menuItems(first, 11)).get('dala-coffee-croissant-kzt');
    const placed = await first.api('POST', 'takeaway/v1/takeaway/order', {
      token: access_token,
      idempotencyKey: 'persist',
      body: orderBody({
        filial_id: 11,
        payment_type: 'online',
        items: [{ product_id: croissant?.id, count: 1, price: croissant?.price }],
      }),
    });
    expect(placed.status).toBe(201);
    await first.stop(false);

    const second = await startTestSandbox({ dataDir });
    expect(second.sandbox.seeded).toBeNull();
    const orders = await second.api<{ data: unknown[] }>('GET', 'takeaway/v2/user/orders', {
      token: access_token,
    });
    expect(orders.body.data).toHaveLength(1);
    const reset = await second.control<{ seeded: { ms: number; counts: Record<string, number> } }>(
      'POST',
      'control/reset',
    );
    expect(reset.body.seeded.counts.products).toBeGreaterThan(1500);
    const after = await second.api<{ data: unknown[] }>('GET', 'takeaway/v2/user/orders', {
      token: access_token,
    });
    expect(after.body.data).toEqual([]);
    await second.stop(false);
  });

  it('seeds the same data for the same seed and clock', async () => {
    const a = await startTestSandbox();
    const b = await startTestSandbox();
    const list = async (sb: typeof a) =>
      (await sb.api('GET', 'takeaway/v2/locations?limit=100&include=extra')).text.replaceAll(sb.url, '');
    expect(await list(a)).toBe(await list(b));
    await Promise.all([a.stop(), b.stop()]);
  });
});

describe('clock control', () => {
  it('reads, speeds up and advances the sandbox clock', async () => {
    const sb = await startTestSandbox();
    const start = await sb.control<{ now_ms: number; speed: number }>('GET', 'control/clock');
    expect(start.body.speed).toBe(1);
    const moved = await sb.control<{ now_ms: number; speed: number }>('POST', 'control/clock', {
      speed: 60,
      advance_minutes: 30,
    });
    expect(moved.body).toMatchObject({ speed: 60, now_ms: start.body.now_ms + 30 * 60_000 });
    sb.advanceWall(1000);
    const later = await sb.control<{ now_ms: number }>('GET', 'control/clock');
    expect(later.body.now_ms).toBe(start.body.now_ms + 30 * 60_000 + 60_000);
    expect((await sb.control('POST', 'control/clock', { speed: -1 })).status).toBe(400);
    expect((await sb.control('POST', 'control/clock', { advance_ms: -5 })).status).toBe(400);
    await sb.stop();
  });
});

describe('inside the simulator server', () => {
  it('answers under /proxy/ and /sandbox/ and leaves other paths to the server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-sim-'));
    folders.push(dataDir);
    const server = await startSimulatorServer({ port: 0, distDir: DEFAULT_DIRS.distDir, dataDir });
    try {
      expect((await fetch(`${server.url}/proxy/health`)).status).toBe(200);
      expect(
        (await fetch(`${server.url}/proxy/terminals/terminals/11`, { headers: API_HEADERS })).status,
      ).toBe(200);
      expect((await fetch(`${server.url}/sandbox/control`)).status).toBe(200);
      expect((await fetch(`${server.url}/sandbox/nothing-here`)).status).toBe(404);
      expect((await fetch(`${server.url}/sandbox/img/menu/products/nope.svg`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});
