import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_DIRS, startSimulatorServer } from '../simulator-server.ts';
import { sandboxGrant } from './test-support/sandbox-grant.ts';
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

  // Issue 28 item 13: the offset lived in memory only, so a restart put time back, and terms published "in
  // the future" were owed by every new account (its orders refused 409).
  it('keeps the clock where it was over a restart and a reset, with the data', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-clock-'));
    folders.push(dataDir);
    const first = await startTestSandbox({ dataDir });
    const moved = await first.control<{ now_ms: number }>('POST', 'control/clock', {
      advance_minutes: 3 * 24 * 60,
    });
    expect((await first.control('POST', 'control/terms')).status).toBe(201);
    await first.stop(false);

    const second = await startTestSandbox({ dataDir });
    const clock = await second.control<{ now_ms: number }>('GET', 'control/clock');
    expect(clock.body.now_ms).toBe(moved.body.now_ms);
    const { access_token } = await sandboxGrant(second.url, { phone: '+77095550101' }, { forApp: false });
    const terms = await second.api<{ data: { attributes: Record<string, unknown> } }>(
      'GET',
      'api/v3/user/terms',
      {
        token: access_token,
      },
    );
    expect(terms.body.data.attributes).toMatchObject({ current_version: 2, must_accept: false });
    // A reset reseeds the data on the clock as it stands, and the clock stays there after a restart too.
    expect((await second.control('POST', 'control/reset')).status).toBe(200);
    await second.stop(false);

    const third = await startTestSandbox({ dataDir });
    expect((await third.control<{ now_ms: number }>('GET', 'control/clock')).body.now_ms).toBe(
      moved.body.now_ms,
    );
    await third.stop(false);
  });

  it('keeps the time a faster clock reached when it stops', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-clock-'));
    folders.push(dataDir);
    let wall = Date.UTC(2026, 10, 17, 7, 0, 0);
    const now = () => wall;
    const first = await startTestSandbox({ dataDir, now, speed: 60 });
    wall += 60_000;
    const reached = await first.control<{ now_ms: number }>('GET', 'control/clock');
    expect(reached.body.now_ms).toBe(Date.UTC(2026, 10, 17, 8, 0, 0));
    wall += 1_000;
    await first.stop(false);

    const second = await startTestSandbox({ dataDir, now, speed: 1 });
    expect((await second.control<{ now_ms: number }>('GET', 'control/clock')).body.now_ms).toBe(
      Date.UTC(2026, 10, 17, 8, 1, 0),
    );
    await second.stop(false);
  });
});

/** A request with any Host, Origin or body: what a browser on another site, or a rebound name, sends. */
function rawRequest(
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text ? JSON.parse(text) : null }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

// Issue 28 item 10: the controls reflected any Origin, took text/plain and ignored Host, so any page a developer
// visited could mint a token for any user, read phones, reset data or move the clock.
describe('controls answer the machine the sandbox runs on only', () => {
  const EVIL = 'https://evil.example';
  const guarded = [
    ['GET', 'control'],
    ['GET', 'control/users'],
    ['POST', 'control/grants'],
    ['POST', 'control/reset'],
    ['POST', 'control/clock'],
    ['GET', 'control/journal'],
    ['GET', 'telemetry'],
    ['DELETE', 'telemetry'],
  ] as const;

  it('refuses a page of another site, preflight or not, without CORS', async () => {
    const sb = await startTestSandbox();
    try {
      for (const [method, path] of guarded) {
        for (const verb of [method, 'OPTIONS']) {
          const answer = await rawRequest(
            `${sb.url}/sandbox/${path}`,
            verb,
            {
              origin: EVIL,
              ...(verb === 'OPTIONS' ? { 'access-control-request-method': method } : {}),
              ...(method === 'POST' && verb !== 'OPTIONS' ? { 'content-type': 'application/json' } : {}),
            },
            method === 'POST' && verb !== 'OPTIONS' ? '{"user_id": 1}' : undefined,
          );
          expect(answer.status, `${verb} ${path}`).toBe(403);
          expect(answer.headers['access-control-allow-origin'], `${verb} ${path}`).toBeUndefined();
          expect(answer.body).toMatchObject({ error: { status: 403, title: expect.any(String) } });
        }
      }
      for (const origin of ['null', `http://127.0.0.2:${new URL(sb.url).port}`]) {
        expect((await rawRequest(`${sb.url}/sandbox/control/users`, 'GET', { origin })).status, origin).toBe(
          403,
        );
      }
      // A cross-site fetch with no Origin (no-cors) still says where it comes from.
      const blind = await rawRequest(`${sb.url}/sandbox/control/users`, 'GET', {
        'sec-fetch-site': 'cross-site',
      });
      expect(blind.status).toBe(403);
      // The sandbox's own pages (the simulator page) and scripts without an Origin keep working.
      const own = await rawRequest(
        `${sb.url}/sandbox/control/grants`,
        'POST',
        { origin: sb.url, 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        '{"user_id": 1}',
      );
      expect(own.status).toBe(201);
      expect(own.headers['access-control-allow-origin']).toBeUndefined();
      expect((await rawRequest(`${sb.url}/sandbox/control/users`, 'GET', {})).status).toBe(200);
    } finally {
      await sb.stop();
    }
  });

  it('takes JSON bodies only, so a form or a text/plain POST cannot reach it', async () => {
    const sb = await startTestSandbox();
    try {
      for (const type of [
        'text/plain',
        'text/plain;charset=UTF-8',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
      ]) {
        for (const path of ['control/grants', 'control/reset', 'control/clock']) {
          const answer = await rawRequest(
            `${sb.url}/sandbox/${path}`,
            'POST',
            { 'content-type': type },
            '{"user_id": 1}',
          );
          expect(answer.status, `${type} ${path}`).toBe(415);
          expect(answer.body).toMatchObject({ error: { status: 415, title: expect.any(String) } });
        }
      }
      const untyped = await rawRequest(`${sb.url}/sandbox/control/grants`, 'POST', {}, '{"user_id": 1}');
      expect(untyped.status).toBe(415);
      const typed = await rawRequest(
        `${sb.url}/sandbox/control/grants`,
        'POST',
        { 'content-type': 'application/json; charset=utf-8' },
        '{"user_id": 1}',
      );
      expect(typed.status).toBe(201);
      // A control with nothing to send still needs no body, as curl -X POST sends it.
      expect((await rawRequest(`${sb.url}/sandbox/control/terms`, 'POST', {})).status).toBe(201);
    } finally {
      await sb.stop();
    }
  });

  it('refuses a Host other than the address it listens on or localhost with its port (DNS rebinding)', async () => {
    const sb = await startTestSandbox();
    const { port } = new URL(sb.url);
    try {
      for (const host of [
        `evil.example:${port}`,
        'evil.example',
        `127.0.0.1:${Number(port) + 1}`,
        `localhost.evil.example:${port}`,
      ]) {
        const answer = await rawRequest(`${sb.url}/sandbox/control/users`, 'GET', { host });
        expect(answer.status, host).toBe(403);
        expect(answer.body).toMatchObject({ error: { status: 403 } });
      }
      for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, `LOCALHOST:${port}`, `[::1]:${port}`]) {
        expect((await rawRequest(`${sb.url}/sandbox/control/users`, 'GET', { host })).status, host).toBe(200);
      }
      // The same page seen through the rebound name is not same-origin either.
      const rebound = await rawRequest(`${sb.url}/sandbox/control/users`, 'GET', {
        host: `evil.example:${port}`,
        origin: `http://evil.example:${port}`,
      });
      expect(rebound.status).toBe(403);
    } finally {
      await sb.stop();
    }
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
