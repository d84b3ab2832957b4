import { describe, expect, it, vi } from 'vitest';
import type { Language } from '../config/host-config.ts';
import {
  type ApiClientOptions,
  type ApiErrorReport,
  type ApiExchange,
  apiBaseUrl,
  createApiClient,
  type UnauthorizedContext,
} from './client.ts';
import {
  ApiError,
  ApiMalformedResponseError,
  ApiServerError,
  ApiUnauthorizedError,
  ApiValidationError,
} from './errors.ts';
import { createFakeFetch, type FakeHandler } from './testing/fake-fetch.ts';

const BASE = 'http://app.test/proxy/';

function setup(handler: FakeHandler, overrides: Partial<ApiClientOptions> = {}) {
  const fake = createFakeFetch(handler);
  const reports: ApiErrorReport[] = [];
  let language: Language = 'ru';
  let token: string | null = null;
  const client = createApiClient({
    baseUrl: BASE,
    getLanguage: () => language,
    getAccessToken: () => token,
    onError: (report) => reports.push(report),
    fetch: fake.fetch,
    retryDelayMs: 5,
    ...overrides,
  });
  return {
    client,
    seen: fake.seen,
    reports,
    setLanguage: (next: Language) => {
      language = next;
    },
    setToken: (next: string | null) => {
      token = next;
    },
  };
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

const ok = (body: unknown = { data: null }) => ({ status: 200, body });

describe('apiBaseUrl', () => {
  it('defaults to the page origin plus /proxy/ and resolves a relative apiBase', () => {
    expect(apiBaseUrl(undefined, 'https://shop.kz/app/menu?x=1')).toBe('https://shop.kz/proxy/');
    expect(apiBaseUrl('/api', 'https://shop.kz/app/')).toBe('https://shop.kz/api/');
    expect(apiBaseUrl('https://api.shop.kz/p/?q=1', 'https://shop.kz/')).toBe('https://api.shop.kz/p/');
  });
  it('uses the page location when no base is given', () => {
    const { client } = setup(() => ok(), { baseUrl: undefined as unknown as string });
    expect(client.baseUrl).toBe(`${location.origin}/proxy/`);
  });
});

describe('request headers', () => {
  it('sends the JSON:API accept, a fresh fingerprint, the language pair and an idempotency key', async () => {
    const { client, seen, setLanguage } = setup(() => ok());
    setLanguage('kk');
    await client.get('api/v3/user');
    setLanguage('en');
    await client.get('api/v3/user');
    const [first, second] = seen;
    expect(first?.headers.get('accept')).toBe('application/vnd.api+json');
    expect(first?.headers.get('content-type')).toBe('application/json');
    expect(first?.headers.get('x-language')).toBe('kk');
    expect(first?.headers.get('locale')).toBe('kz');
    expect(second?.headers.get('x-language')).toBe('en');
    expect(second?.headers.get('locale')).toBe('en');
    expect(first?.headers.get('x-fingerprint')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.headers.get('x-fingerprint')).not.toBe(second?.headers.get('x-fingerprint'));
    expect(first?.headers.get('x-idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(first?.headers.get('x-idempotency-key')).not.toBe(second?.headers.get('x-idempotency-key'));
  });

  it('sends Authorization only when signed in', async () => {
    const { client, seen, setToken } = setup(() => ok());
    await client.get('balance/user', { headers: { Authorization: 'Bearer forged' } });
    setToken('tok-1');
    await client.get('balance/user');
    expect(seen[0]?.headers.has('authorization')).toBe(false);
    expect(seen[1]?.headers.get('authorization')).toBe('Bearer tok-1');
  });

  it('keeps a caller key and lets extra headers through', async () => {
    const { client, seen } = setup(() => ok());
    await client.get('brandy/api/v1/locations/near', {
      idempotencyKey: 'intent-1',
      headers: { 'X-Latitude': '43.2', 'X-Longitude': '76.9' },
    });
    expect(seen[0]?.headers.get('x-idempotency-key')).toBe('intent-1');
    expect(seen[0]?.headers.get('x-latitude')).toBe('43.2');
  });
});

describe('URLs, query and body', () => {
  it('joins paths under the proxy and writes bracket-style queries', async () => {
    const { client, seen } = setup(() => ok());
    await client.get('/menu-promos/v1/promos/subsidies', {
      query: { terminal_ids: [1, 2], only_active: true, filter: { service: 8 }, skip: undefined },
    });
    expect(seen[0]?.url).toBe(
      'http://app.test/proxy/menu-promos/v1/promos/subsidies?terminal_ids[]=1&terminal_ids[]=2&only_active=true&filter[service]=8',
    );
  });

  it('refuses a path that would leave the proxy, so the token never goes elsewhere', async () => {
    const { client, seen } = setup(() => ok());
    await expect(client.get('https://evil.example/steal')).rejects.toThrow(TypeError);
    await expect(client.get('../../outside')).rejects.toThrow(TypeError);
    expect(seen).toHaveLength(0);
  });

  it('sends JSON bodies, and raw bytes with their own content type', async () => {
    const { client, seen } = setup(() => ok());
    await client.put('api/v3/user', { data: { type: 'user', attributes: { name: 'Aida' } } });
    await client.post('api/v3/user/avatar', new Blob(['png-bytes'], { type: 'image/png' }));
    expect(seen[0]?.body).toBe('{"data":{"type":"user","attributes":{"name":"Aida"}}}');
    expect(seen[1]?.headers.get('content-type')).toBe('image/png');
  });

  it('returns the parsed body, and null for an empty 204', async () => {
    const { client } = setup((_, index) => (index === 0 ? ok({ data: { id: '1' } }) : { status: 204 }));
    await expect(client.get('a')).resolves.toEqual({ data: { id: '1' } });
    await expect(client.delete('a')).resolves.toBeNull();
  });
});

describe('retries', () => {
  it('retries a GET 3 times on 503, waiting 1, 2 and 3 times the base delay', async () => {
    const { client, seen } = setup(() => ({ status: 503, body: { errors: [{ title: 'Busy' }] } }), {
      retryDelayMs: 40,
    });
    const error = await failure(client.get('menu/v2/category/products'));
    expect(error).toBeInstanceOf(ApiServerError);
    expect(error.message).toBe('Busy');
    expect(seen).toHaveLength(4);
    const gaps = seen.slice(1).map((request, index) => request.at - (seen[index]?.at ?? 0));
    // Timers may fire up to a millisecond early against performance.now().
    expect(gaps[0]).toBeGreaterThanOrEqual(39);
    expect(gaps[1]).toBeGreaterThanOrEqual(79);
    expect(gaps[2]).toBeGreaterThanOrEqual(119);
    expect(gaps[2]).toBeLessThan(400);
  });

  it('succeeds when a retry gets through, with one idempotency key and a fresh fingerprint per attempt', async () => {
    const { client, seen } = setup((_, index) =>
      index < 2 ? { networkError: 'Failed to fetch' } : ok({ n: 1 }),
    );
    await expect(client.get('x')).resolves.toEqual({ n: 1 });
    expect(seen).toHaveLength(3);
    const keys = new Set(seen.map((request) => request.headers.get('x-idempotency-key')));
    const fingerprints = new Set(seen.map((request) => request.headers.get('x-fingerprint')));
    expect(keys.size).toBe(1);
    expect(fingerprints.size).toBe(3);
  });

  it('never resends a POST without an idempotency key after an unknown outcome', async () => {
    const dropped = setup(() => ({ networkError: 'Failed to fetch' }));
    expect((await failure(dropped.client.post('menu/v2/stop_list/order_items/check', {}))).code).toBe(
      'network',
    );
    expect(dropped.seen).toHaveLength(1);
    const broken = setup(() => ({ status: 503 }));
    expect((await failure(broken.client.post('takeaway/order/cooking_time', {}))).code).toBe('server');
    expect(broken.seen).toHaveLength(1);
  });

  it('resends a POST without a key when the server says it did not act (408, 429)', async () => {
    const { client, seen } = setup((_, index) =>
      index === 0 ? { status: 429 } : index === 1 ? { status: 408 } : ok(),
    );
    await client.post('takeaway/order/cooking_time', { filial_id: 1 });
    expect(seen).toHaveLength(3);
  });

  it('resends a POST with an intent key after a dropped connection, with the same key and body', async () => {
    const { client, seen } = setup((_, index) => (index === 0 ? { networkError: 'socket hang up' } : ok()));
    await client.post('takeaway/v1/delivery/order', { items: [1] }, { idempotencyKey: 'order-1' });
    expect(seen.map((request) => [request.headers.get('x-idempotency-key'), request.body])).toEqual([
      ['order-1', '{"items":[1]}'],
      ['order-1', '{"items":[1]}'],
    ]);
  });

  it('does not retry 409 or other 4xx, nor a malformed 200', async () => {
    for (const reply of [
      { status: 409 },
      { status: 400 },
      { status: 404 },
      { status: 200, text: '<html>' },
    ]) {
      const { client, seen } = setup(() => reply);
      await failure(client.get('x'));
      expect(seen).toHaveLength(1);
    }
  });

  it('gives each attempt a live signal after a timeout and reports a timeout at the end', async () => {
    const { client, seen } = setup(() => ({ hang: true }), { timeoutMs: 20, retryDelayMs: 1 });
    const error = await failure(client.get('slow'));
    expect(error.code).toBe('timeout');
    expect(seen).toHaveLength(4);
    expect(seen.every((request) => !request.signalAbortedAtStart)).toBe(true);
  });

  it('honours the retries option', async () => {
    const { client, seen } = setup(() => ({ status: 502 }), { retries: 1 });
    await failure(client.get('x'));
    expect(seen).toHaveLength(2);
  });
});

describe('aborting', () => {
  it('rejects at once with an aborted error and does not retry', async () => {
    const { client, seen } = setup(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = failure(client.get('x', { signal: controller.signal }));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    expect((await pending).code).toBe('aborted');
    expect(seen).toHaveLength(1);
  });

  it('stops during the retry delay without waiting it out', async () => {
    const { client, seen } = setup(() => ({ status: 503 }), { retryDelayMs: 5_000 });
    const controller = new AbortController();
    const started = performance.now();
    const pending = failure(client.get('x', { signal: controller.signal }));
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    controller.abort();
    expect((await pending).code).toBe('aborted');
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(seen).toHaveLength(1);
  });

  it('refuses to start with an already aborted signal', async () => {
    const { client, seen } = setup(() => ok());
    const error = await failure(client.get('x', { signal: AbortSignal.abort() }));
    expect(error.code).toBe('aborted');
    expect(seen).toHaveLength(0);
  });

  it('aborts everything in flight on dispose, without reporting those aborts', async () => {
    const { client, reports } = setup(() => ({ hang: true }));
    const pending = failure(client.get('x'));
    client.dispose();
    expect((await pending).code).toBe('aborted');
    expect((await failure(client.get('y'))).code).toBe('aborted');
    expect(reports).toEqual([]);
  });

  it('reports an abort by the caller', async () => {
    const { client, reports } = setup(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = failure(client.get('x', { signal: controller.signal }));
    controller.abort();
    await pending;
    expect(reports.map((report) => report.code)).toEqual(['aborted']);
  });
});

describe('answers mapped to errors (SPEC §8)', () => {
  it('treats HTML instead of JSON as malformed', async () => {
    const { client } = setup(() => ({
      status: 200,
      text: '<!doctype html><h1>Gateway</h1>',
      headers: { 'content-type': 'text/html' },
    }));
    const error = await failure(client.get('x'));
    expect(error).toBeInstanceOf(ApiMalformedResponseError);
    expect(error.status).toBe(200);
  });

  it('treats truncated JSON as malformed', async () => {
    const { client } = setup(() => ({ status: 200, text: '{"data":{"id":"1","attri' }));
    expect((await failure(client.get('x'))).code).toBe('malformed');
  });

  it('keeps the status of an HTML error page and retries it when transient', async () => {
    const { client, seen } = setup(() => ({ status: 502, text: '<html>Bad gateway</html>' }), { retries: 1 });
    const error = await failure(client.get('x'));
    expect(error.code).toBe('server');
    expect(error.status).toBe(502);
    expect(seen).toHaveLength(2);
  });

  it('turns a 200 carrying error_code into an error with its message', async () => {
    const { client } = setup(() => ok({ error_code: 422, message: 'Terminal is not found' }));
    const error = await failure(client.get('x'));
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error.message).toBe('Terminal is not found');
    expect(error.status).toBe(200);
    expect(error.errorCode).toBe(422);
  });

  it('accepts error_code 200, as a number or a string', async () => {
    const { client } = setup((_, index) => ok({ error_code: index === 0 ? 200 : '200', data: [] }));
    await expect(client.get('x')).resolves.toMatchObject({ data: [] });
    await expect(client.get('x')).resolves.toMatchObject({ data: [] });
  });

  it('uses the first error title as the message and keeps the field issues', async () => {
    const { client } = setup(() => ({
      status: 422,
      body: {
        errors: [
          { title: 'Name is too short', detail: 'at least 2', source: { pointer: '/data/attributes/name' } },
          { title: 'Bad date' },
        ],
      },
    }));
    const error = await failure(client.put('api/v3/user', {}));
    expect(error).toBeInstanceOf(ApiValidationError);
    expect(error.message).toBe('Name is too short');
    expect((error as ApiValidationError).issues).toEqual([
      { field: '/data/attributes/name', message: 'at least 2' },
      { field: undefined, message: 'Bad date' },
    ]);
  });
});

describe('401 handling', () => {
  it('replays once after re-authorization, with the new token and the same idempotency key', async () => {
    let token = 'old';
    const onUnauthorized = vi.fn(async (_context: UnauthorizedContext) => {
      token = 'new';
      return true;
    });
    const { client, seen } = setup(
      (request) => (request.headers.get('authorization') === 'Bearer new' ? ok({ me: 1 }) : { status: 401 }),
      { getAccessToken: () => token, onUnauthorized },
    );
    await expect(
      client.post('takeaway/v1/express/order', { a: 1 }, { idempotencyKey: 'k1' }),
    ).resolves.toEqual({ me: 1 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0]).toMatchObject({
      replayed: false,
      method: 'POST',
      token: 'old',
    });
    expect(seen.map((request) => request.headers.get('x-idempotency-key'))).toEqual(['k1', 'k1']);
  });

  it('treats error_code 401 in a 200 body as a 401', async () => {
    const onUnauthorized = vi.fn(async () => true);
    const { client, seen } = setup(
      (_, index) => (index === 0 ? ok({ error_code: 401, message: 'expired' }) : ok()),
      {
        onUnauthorized,
      },
    );
    await client.get('api/v3/user');
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(seen).toHaveLength(2);
  });

  it('hands a second 401 back as "already replayed" and fails', async () => {
    const onUnauthorized = vi.fn(async (_context: UnauthorizedContext) => true);
    const { client, seen } = setup(() => ({ status: 401 }), { onUnauthorized });
    const error = await failure(client.get('api/v3/user'));
    expect(error).toBeInstanceOf(ApiUnauthorizedError);
    expect(onUnauthorized.mock.calls.map(([context]) => context.replayed)).toEqual([false, true]);
    expect(onUnauthorized.mock.calls[0]?.[0].token).toBeUndefined();
    expect(seen).toHaveLength(2);
  });

  it('fails without a replay when re-authorization fails or throws', async () => {
    for (const outcome of [async () => false, async () => Promise.reject(new Error('host gone'))]) {
      const { client, seen } = setup(() => ({ status: 401 }), { onUnauthorized: outcome });
      expect((await failure(client.get('x'))).code).toBe('unauthorized');
      expect(seen).toHaveLength(1);
    }
  });

  it('skips re-authorization for calls that opt out (the token calls)', async () => {
    const onUnauthorized = vi.fn(async () => true);
    const { client } = setup(() => ({ status: 401 }), { onUnauthorized });
    await failure(client.post('api/v2/oauth2/tokens', {}, { reauthorize: false }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('stops waiting for re-authorization when the caller aborts', async () => {
    let asked: () => void = () => {};
    const reauthorizing = new Promise<void>((resolve) => {
      asked = resolve;
    });
    const { client } = setup(() => ({ status: 401 }), {
      onUnauthorized: () => {
        asked();
        return new Promise<boolean>(() => {});
      },
    });
    const controller = new AbortController();
    const pending = failure(client.get('x', { signal: controller.signal }));
    await reauthorizing;
    controller.abort();
    expect((await pending).code).toBe('aborted');
  });
});

describe('parsed results', () => {
  it('returns what the parser makes of the body', async () => {
    const { client } = setup(() => ok({ data: { id: '5' } }));
    const id: string = await client.get('x', {
      parse: (body) => String((body as { data: { id: string } }).data.id),
    });
    expect(id).toBe('5');
  });

  it('turns a parser failure into a reported malformed-response error, without retrying', async () => {
    const { client, seen, reports } = setup(() => ok({ data: null }));
    const error = await failure(
      client.get('x', {
        parse: () => {
          throw new Error('no user in the answer');
        },
      }),
    );
    expect(error).toBeInstanceOf(ApiMalformedResponseError);
    expect(error.message).toContain('no user in the answer');
    expect(seen).toHaveLength(1);
    expect(reports.map((report) => report.code)).toEqual(['malformed']);
  });
});

describe('error reports', () => {
  it('reports every failure with URL, params, body and message, without Authorization or secrets', async () => {
    const { client, reports, setToken } = setup(() => ({
      status: 400,
      body: { errors: [{ title: 'Bad code' }] },
    }));
    setToken('secret-token');
    await failure(
      client.post(
        'api/v2/oauth2/tokens',
        { grant_type: 'authorization_code', code: 'abc', client_id: 'web' },
        { query: { lang: 'ru' }, reportLevel: 'warning' },
      ),
    );
    expect(reports).toHaveLength(1);
    const [report] = reports;
    expect(report).toMatchObject({
      level: 'warning',
      code: 'validation',
      message: 'Bad code',
      method: 'POST',
      url: 'http://app.test/proxy/api/v2/oauth2/tokens',
      params: { lang: 'ru' },
      body: { grant_type: 'authorization_code', code: '[redacted]', client_id: 'web' },
      status: 400,
    });
    expect(Object.keys(report?.headers ?? {}).map((name) => name.toLowerCase())).not.toContain(
      'authorization',
    );
    expect(JSON.stringify(report?.headers)).not.toContain('secret-token');
    expect(report?.headers['x-idempotency-key']).toBeTruthy();
  });

  it('reports once per request, not per attempt', async () => {
    const { client, reports } = setup(() => ({ networkError: 'Failed to fetch' }));
    const error = await failure(client.get('x'));
    expect(error.message).toBe('Failed to fetch');
    expect(reports).toHaveLength(1);
    expect(reports[0]?.code).toBe('network');
  });
});

describe('monitor (Debugbar feed)', () => {
  it('sees every attempt with masked Authorization, status, response and duration', async () => {
    const started: ApiExchange[] = [];
    const outcomes: unknown[] = [];
    let clock = 1_000;
    const { client, setToken } = setup((_, index) => (index === 0 ? { status: 500 } : ok({ data: [] })), {
      now: () => {
        clock += 7;
        return clock;
      },
      monitor: {
        started: (exchange) => {
          started.push(exchange);
          return (outcome) => outcomes.push(outcome);
        },
      },
    });
    setToken('tok');
    await client.get('x', { query: { page: 2 } });
    expect(started.map((exchange) => exchange.attempt)).toEqual([1, 2]);
    expect(started[0]).toMatchObject({ method: 'GET', url: 'http://app.test/proxy/x', query: { page: 2 } });
    expect(started[0]?.headers.authorization).toBe('Bearer [redacted]');
    expect(outcomes).toEqual([
      { status: 500, response: null, durationMs: 7, error: 'server' },
      { status: 200, response: { data: [] }, durationMs: 7, error: undefined },
    ]);
  });
});
