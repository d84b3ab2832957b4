/**
 * Sandbox API throughput on this machine: a fresh sandbox (temp data folder) on 127.0.0.1:0, a bounded
 * number of requests at a fixed concurrency against the large venue's menu and the venue list, and order
 * POSTs with 0 and then 10,000 existing orders (the orders placed through the API in between, so their
 * payments and idempotency keys pile up as in use), then everything stopped and removed. Requests ask for gzip, as browsers do; latency is per request, from
 * send to the last byte. The client reads raw bytes over keep-alive sockets without decompressing: it
 * shares the process (and the 2 cores) with the server, and its own work should not count as the server's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandbox } from '../host-simulator/server/sandbox/index.ts';
import { LARGE_VENUE_ID } from '../host-simulator/server/sandbox/seed/venues.ts';
import { sandboxGrant } from '../host-simulator/server/sandbox/test-support/sandbox-grant.ts';
import { openHoursClock } from './open-hours-clock.ts';

const HEADERS = {
  accept: 'application/vnd.api+json',
  'accept-encoding': 'gzip',
  'x-fingerprint': 'bench',
  'x-language': 'ru',
  locale: 'ru',
  'x-latitude': '43.2410',
  'x-longitude': '76.9100',
};

const TARGETS = [
  {
    route: `GET menu/v2/category/products (venue ${LARGE_VENUE_ID}, 1,640 items)`,
    path: `menu/v2/category/products?filial_id=${LARGE_VENUE_ID}`,
    requests: 600,
  },
  {
    route: 'GET takeaway/v2/locations (Almaty, page of 20)',
    path: 'takeaway/v2/locations?town_id=1&filter[service]=4&limit=20&include=brand',
    requests: 2000,
  },
];
const CONCURRENCY = 16;

const ORDER_REQUESTS = 1000;
const EXISTING_ORDERS = 10_000;

function send(url: string, agent: Agent, extra: Record<string, string> = {}, body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, method: body === undefined ? 'GET' : 'POST', headers: { ...HEADERS, ...extra } },
      (res) => {
        res.on('data', () => {});
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const get = (url: string, agent: Agent) => send(url, agent);

/** `count` requests at CONCURRENCY, each expected to answer `status`: requests per second and latencies. */
async function load(count: number, status: number, call: () => Promise<number>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        next++;
        const sent = performance.now();
        const answer = await call();
        if (answer !== status) throw new Error(`HTTP ${answer}, expected ${status}`);
        latencies.push(performance.now() - sent);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
  };
}

/** A signed-in guest's one-espresso takeaway order at venue 11, paid online, each with its own key. */
async function orderPoster(base: string, agent: Agent) {
  const { access_token } = await sandboxGrant(base, { userId: 1 });
  const menu = await fetch(`${base}menu/v2/category/products?filial_id=11`, {
    headers: { ...HEADERS, 'accept-encoding': 'identity' },
  });
  const { included } = (await menu.json()) as {
    included: { id: string; attributes: { external_id?: string; price?: number } }[];
  };
  const espresso = included.find((r) => r.attributes.external_id === 'dala-coffee-espresso-kzt');
  if (!espresso) throw new Error('bench: no espresso at venue 11');
  const body = JSON.stringify({
    data: {
      type: 'orders',
      attributes: {
        filial_id: 11,
        payment_type: 'online',
        items: [{ product_id: Number(espresso.id), count: 1, price: espresso.attributes.price }],
      },
    },
  });
  let key = 0;
  return () =>
    send(
      `${base}takeaway/v1/takeaway/order`,
      agent,
      {
        'content-type': 'application/json',
        authorization: `Bearer ${access_token}`,
        'x-idempotency-key': `bench-${++key}`,
      },
      body,
    );
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

export async function measureSandboxThroughput(): Promise<{
  seedMs: number;
  rows: Array<{ route: string; requests: number; rps: number; p50Ms: number; p99Ms: number }>;
}> {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-bench-'));
  // A fresh data folder: the sandbox seeds it as it opens (a first `npm start`, or after a reset).
  const seedStarted = performance.now();
  const sandbox = createSandbox({ dataDir, tickMs: 0, log: () => {}, now: openHoursClock() });
  const seedMs = performance.now() - seedStarted;
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    sandbox.handle(req, res, url).then((handled) => {
      if (!handled) res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/proxy/`;
  const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });
  const results = [];
  try {
    for (const target of TARGETS) {
      const url = base + target.path;
      // Warm-up: fills the guest menu cache and the connection pool, as a running simulator would have.
      for (let i = 0; i < CONCURRENCY; i++) await get(url, agent);
      results.push({ route: target.route, ...(await load(target.requests, 200, () => get(url, agent))) });
    }
    const postOrder = await orderPoster(base, agent);
    const route = (existing: number) =>
      `POST takeaway/v1/takeaway/order (${existing.toLocaleString('en')} existing orders)`;
    results.push({ route: route(0), ...(await load(ORDER_REQUESTS, 201, postOrder)) });
    await load(EXISTING_ORDERS - ORDER_REQUESTS, 201, postOrder);
    results.push({ route: route(EXISTING_ORDERS), ...(await load(ORDER_REQUESTS, 201, postOrder)) });
  } finally {
    agent.destroy();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    sandbox.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { seedMs, rows: results };
}
