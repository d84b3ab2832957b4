import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client.ts';
import { isApiError } from './errors.ts';

/**
 * The client over real sockets, through happy-dom's fetch (CORS preflights included): the failures a
 * fake fetch can only imitate. A small node:http server plays the API. happy-dom prints each dropped
 * connection ("socket hang up") to the console; those drops are the point of these tests.
 */
let server: Server;
let base = '';
const hits = new Map<string, number>();
const orders = new Map<string, { body: string; id: number }>();

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*, Authorization',
  'access-control-allow-methods': 'GET, POST, PUT, DELETE',
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { ...CORS, 'content-type': 'application/vnd.api+json' });
  res.end(JSON.stringify(body));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, CORS);
    res.end();
    return;
  }
  const path = new URL(req.url ?? '/', 'http://x').pathname.replace('/proxy/', '');
  const count = (hits.get(path) ?? 0) + 1;
  hits.set(path, count);
  switch (path) {
    case 'ok':
      return json(res, 200, {
        data: { id: '1', type: 'things', attributes: { language: req.headers['x-language'] } },
      });
    case 'html':
      res.writeHead(200, { ...CORS, 'content-type': 'text/html' });
      res.end('<!doctype html><title>Proxy login</title>');
      return;
    case 'cut-body':
      // Promises 200 bytes, sends 12, then hangs up: the body is cut off mid-way.
      res.writeHead(200, { ...CORS, 'content-type': 'application/json', 'content-length': '200' });
      res.write('{"data":{"id"');
      setTimeout(() => res.destroy(), 20);
      return;
    case 'drop':
      req.socket.destroy();
      return;
    case 'flaky':
      if (count < 3) {
        req.socket.destroy();
        return;
      }
      return json(res, 200, { attempts: count });
    case 'slow':
      // Never answers: only the client's time-out ends an attempt. An answer 2 s late once beat the 100 ms
      // time-out in a full run on a machine at load ~25, whose timer had not had its turn in those 2 s.
      return;
    case 'order': {
      // Like the sandbox: same key and body give the same order; the first answer is lost on the way.
      const key = String(req.headers['x-idempotency-key']);
      const body = await readBody(req);
      const known = orders.get(key);
      if (known && known.body !== body)
        return json(res, 422, { errors: [{ title: 'Key reused with another body' }] });
      const order = known ?? { body, id: orders.size + 1 };
      orders.set(key, order);
      if (count === 1) {
        req.socket.destroy();
        return;
      }
      return json(res, 201, { data: { id: String(order.id), type: 'orders' } });
    }
    default:
      return json(res, 404, { errors: [{ title: 'No route' }] });
  }
}

beforeAll(async () => {
  server = createServer((req, res) => {
    handle(req, res).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/proxy/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const client = (overrides: { timeoutMs?: number; retries?: number } = {}) =>
  createApiClient({
    baseUrl: base,
    getLanguage: () => 'kk',
    getAccessToken: () => null,
    retryDelayMs: 10,
    ...overrides,
  });

describe('client over real sockets', () => {
  it('gets JSON:API through the browser fetch', async () => {
    await expect(client().get('ok')).resolves.toEqual({
      data: { id: '1', type: 'things', attributes: { language: 'kk' } },
    });
  });

  it('reports an HTML page with status 200 as malformed', async () => {
    await expect(client().get('html')).rejects.toSatisfy((error) => isApiError(error, 'malformed'));
  });

  it('reports a body cut off mid-way as a network failure and retries it', async () => {
    hits.delete('cut-body');
    await expect(client({ retries: 1 }).get('cut-body')).rejects.toSatisfy((error) =>
      isApiError(error, 'network'),
    );
    expect(hits.get('cut-body')).toBe(2);
  });

  it('retries a dropped connection and gets through on the third attempt', async () => {
    hits.delete('flaky');
    await expect(client().get('flaky')).resolves.toEqual({ attempts: 3 });
  });

  it('ends a call aborted a moment after it started at once, though nothing answers', async () => {
    // happy-dom's fetch looked at the signal, then awaited its cache and CORS steps before it listened: an
    // abort in between was missed and the call waited on a server that never answers (tests/unit-setup.ts).
    for (const delay of [0, 1, 2]) {
      const controller = new AbortController();
      const call = client({ timeoutMs: 60_000 }).get('slow', { signal: controller.signal });
      setTimeout(() => controller.abort(), delay);
      await expect(call).rejects.toSatisfy((error) => isApiError(error, 'aborted'));
    }
  });

  it('gives up after 3 retries of a dropped connection', async () => {
    hits.delete('drop');
    await expect(client().get('drop')).rejects.toSatisfy((error) => isApiError(error, 'network'));
    expect(hits.get('drop')).toBe(4);
  });

  it('times out each attempt and sends every retry for real', async () => {
    // The client's timers run on a controlled clock that moves only while no attempt is on its way to the
    // server: each attempt times out once the server has it. On real time a loaded machine let the 100 ms
    // run out before an attempt's request was sent, and the server saw 2 attempts of 3.
    hits.delete('slow');
    let inFlight = 0;
    const monitor = {
      started: () => {
        inFlight += 1;
        return () => {
          inFlight -= 1;
        };
      },
    };
    /**
     * Runs the clock to the next retry while none is in flight; resolves once the server has `count`. An
     * attempt starts a few turns after the call (ofetch's hooks run first), with no timer pending yet: the
     * clock is not moved then, or it would run out that attempt's time limit before it was sent.
     */
    const serverHas = async (count: number) => {
      while ((hits.get('slow') ?? 0) < count) {
        if (inFlight === 0 && vi.getTimerCount() > 0) await vi.advanceTimersToNextTimerAsync();
        await new Promise((turn) => setImmediate(turn));
      }
    };
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const outcome = createApiClient({
        baseUrl: base,
        getLanguage: () => 'kk',
        getAccessToken: () => null,
        timeoutMs: 100,
        retries: 2,
        retryDelayMs: 10,
        monitor,
      })
        .get('slow')
        .catch((error: unknown) => error);
      for (let attempt = 1; attempt <= 3; attempt++) {
        await serverHas(attempt);
        await vi.advanceTimersByTimeAsync(100);
      }
      expect(await outcome).toSatisfy((error) => isApiError(error, 'timeout'));
      expect(hits.get('slow')).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('makes one order when the answer to the first send is lost', async () => {
    const api = client();
    const order = { items: [{ id: 1, quantity: 2 }] };
    await expect(api.post('order', order, { idempotencyKey: 'intent-1' })).resolves.toEqual({
      data: { id: '1', type: 'orders' },
    });
    expect(hits.get('order')).toBe(2);
    expect(orders.size).toBe(1);
  });
});
