import { describe, expect, it, vi } from 'vitest';
import { apiBaseUrl } from './api-base.ts';
import { ApiServerError } from './errors.ts';
import { failure, ok, setup } from './testing/client-fixtures.ts';

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
    // The delays are read on a controlled clock: on real time only a lower bound could be asserted.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { client, seen } = setup(() => ({ status: 503, body: { errors: [{ title: 'Busy' }] } }), {
        retryDelayMs: 40,
      });
      const pending = failure(client.get('menu/v2/category/products'));
      await vi.runAllTimersAsync();
      const error = await pending;
      expect(error).toBeInstanceOf(ApiServerError);
      expect(error.message).toBe('Busy');
      expect(seen).toHaveLength(4);
      const gaps = seen.slice(1).map((request, index) => request.at - (seen[index]?.at ?? 0));
      expect(gaps).toEqual([40, 80, 120]);
    } finally {
      vi.useRealTimers();
    }
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

  it('waits as long as Retry-After asks before the next attempt, when that is longer than its own delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const { client, seen } = setup(
        (_, index) => (index === 0 ? { status: 503, headers: { 'retry-after': '2' } } : ok({ n: 1 })),
        { retryDelayMs: 40 },
      );
      const pending = client.post(
        'takeaway/v1/delivery/order',
        { items: [1] },
        { idempotencyKey: 'order-1' },
      );
      await vi.runAllTimersAsync();
      await expect(pending).resolves.toEqual({ n: 1 });
      expect(seen.map((request) => request.headers.get('x-idempotency-key'))).toEqual(['order-1', 'order-1']);
      expect((seen[1]?.at ?? 0) - (seen[0]?.at ?? 0)).toBe(2000);
    } finally {
      vi.useRealTimers();
    }
  });

  it('gives up at once when Retry-After asks for more than 10 s: the guest hears "not now" instead of waiting', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const { client, seen } = setup(() => ({ status: 429, headers: { 'retry-after': '60' } }));
      const pending = failure(client.post('takeaway/v1/tables/7/waiter-call', {}));
      await vi.runAllTimersAsync();
      expect((await pending).status).toBe(429);
      expect(seen).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('honours the retries option', async () => {
    const { client, seen } = setup(() => ({ status: 502 }), { retries: 1 });
    await failure(client.get('x'));
    expect(seen).toHaveLength(2);
  });
});
