import { describe, expect, it } from 'vitest';
import { createSafeStorage, createMemoryStorage } from '../lib/storage.ts';
import { createApiClient } from './client.ts';
import { errorFromAnswer, isApiError } from './errors.ts';
import { canonicalJson, createOrderSubmitter, isDefiniteRefusal } from './order-submission.ts';
import { createFakeFetch, type FakeHandler } from './testing/fake-fetch.ts';

const order = { items: [{ product_id: 1, quantity: 2 }], payment_type: 'cash', comment: 'no onion' };

function setup(handler: FakeHandler, backing = createMemoryStorage()) {
  const fake = createFakeFetch(handler);
  const client = createApiClient({
    baseUrl: 'http://app.test/proxy/',
    getLanguage: () => 'ru',
    getAccessToken: () => 'token',
    fetch: fake.fetch,
    retryDelayMs: 1,
  });
  let ids = 0;
  const orders = createOrderSubmitter({
    client,
    storage: createSafeStorage(() => backing),
    createId: () => `key-${++ids}`,
    now: () => 1000,
  });
  return { orders, seen: fake.seen, backing };
}

const keys = (seen: { headers: Headers }[]) =>
  seen.map((request) => request.headers.get('x-idempotency-key'));

describe('createOrderSubmitter', () => {
  it('stores the intent before the first send and clears it once confirmed', async () => {
    let storedDuringSend: string | null = null;
    const backing = createMemoryStorage();
    const { orders, seen } = setup(() => {
      storedDuringSend = backing.getItem('pendingOrder');
      return { status: 201, body: { data: { id: '77', type: 'orders' } } };
    }, backing);
    await expect(orders.submit('delivery', order)).resolves.toEqual({ data: { id: '77', type: 'orders' } });
    expect(JSON.parse(storedDuringSend ?? 'null')).toEqual({
      kind: 'delivery',
      body: order,
      key: 'key-1',
      createdAt: 1000,
    });
    expect(seen[0]?.url).toBe('http://app.test/proxy/takeaway/v1/delivery/order');
    expect(seen[0]?.body).toBe(JSON.stringify(order));
    expect(orders.pending()).toBeNull();
    expect(backing.getItem('pendingOrder')).toBeNull();
  });

  it('retries a dropped connection with the same key', async () => {
    const { orders, seen } = setup((_, index) =>
      index < 2 ? { networkError: 'Failed to fetch' } : { status: 201, body: {} },
    );
    await orders.submit('express', order);
    expect(keys(seen)).toEqual(['key-1', 'key-1', 'key-1']);
  });

  it('keeps the intent after an unknown outcome and resends it after a reload with the same key', async () => {
    const backing = createMemoryStorage();
    const first = setup(() => ({ networkError: 'Failed to fetch' }), backing);
    await expect(first.orders.submit('delivery', order)).rejects.toSatisfy((error) =>
      isApiError(error, 'network'),
    );
    expect(first.seen).toHaveLength(4);
    expect(first.orders.pending()).toMatchObject({ kind: 'delivery', key: 'key-1' });

    const reloaded = setup(() => ({ status: 201, body: { data: { id: '5' } } }), backing);
    expect(reloaded.orders.pending()?.key).toBe('key-1');
    await expect(reloaded.orders.resume()).resolves.toEqual({ data: { id: '5' } });
    expect(keys(reloaded.seen)).toEqual(['key-1']);
    expect(reloaded.orders.pending()).toBeNull();
    await expect(reloaded.orders.resume()).resolves.toBeNull();
  });

  it('reuses the key for the same body built in another key order, and makes a new one when it changes', async () => {
    const { orders, seen } = setup((_, index) => (index < 4 ? { status: 503 } : { status: 201, body: {} }));
    await expect(orders.submit('delivery', order)).rejects.toSatisfy((error) => isApiError(error, 'server'));
    await orders.submit('delivery', {
      comment: 'no onion',
      payment_type: 'cash',
      items: [{ quantity: 2, product_id: 1 }],
    });
    await orders.submit('delivery', { ...order, comment: 'extra onion' });
    expect(keys(seen)).toEqual(['key-1', 'key-1', 'key-1', 'key-1', 'key-1', 'key-2']);
  });

  it('makes a new key for another kind of order', async () => {
    const { orders, seen } = setup((_, index) => (index < 4 ? { status: 503 } : { status: 201, body: {} }));
    await orders.submit('delivery', order).catch(() => undefined);
    await orders.submit('takeaway', order);
    expect(seen.at(-1)?.url).toBe('http://app.test/proxy/takeaway/v1/takeaway/order');
    expect(keys(seen).at(-1)).toBe('key-2');
  });

  it('forgets the intent when the server definitely refuses it', async () => {
    const { orders } = setup(() => ({ status: 422, body: { errors: [{ title: 'Items are stopped' }] } }));
    await expect(orders.submit('delivery', order)).rejects.toSatisfy((error) =>
      isApiError(error, 'validation'),
    );
    expect(orders.pending()).toBeNull();
  });

  it('joins a second tap while the first send is on its way', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { orders, seen } = setup(async () => {
      await gate;
      return { status: 201, body: { data: { id: '1' } } };
    });
    const first = orders.submit('delivery', order);
    const second = orders.submit('delivery', { ...order });
    release();
    expect(await first).toEqual(await second);
    expect(seen).toHaveLength(1);
  });

  it('keeps the intent when the user aborts, and discards it on request', async () => {
    const { orders } = setup(() => ({ hang: true }));
    const controller = new AbortController();
    const pending = orders.submit('delivery', order, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toSatisfy((error) => isApiError(error, 'aborted'));
    expect(orders.pending()?.key).toBe('key-1');
    orders.discard();
    expect(orders.pending()).toBeNull();
  });

  it('ignores a corrupted stored intent', () => {
    const backing = createMemoryStorage();
    backing.setItem('pendingOrder', '{"kind":"delivery","body":');
    expect(setup(() => ({ status: 201 }), backing).orders.pending()).toBeNull();
    backing.setItem('pendingOrder', '{"kind":"spaceship","body":{},"key":"k"}');
    expect(setup(() => ({ status: 201 }), backing).orders.pending()).toBeNull();
  });

  it('works when storage throws, keeping the intent for the page', async () => {
    const refuse = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    const fake = createFakeFetch(() => ({ networkError: 'offline' }));
    const client = createApiClient({
      baseUrl: 'http://app.test/proxy/',
      getLanguage: () => 'ru',
      getAccessToken: () => null,
      fetch: fake.fetch,
      retryDelayMs: 1,
    });
    const orders = createOrderSubmitter({ client, storage: createSafeStorage(refuse) });
    await orders.submit('delivery', order).catch(() => undefined);
    expect(orders.pending()?.body).toEqual(order);
  });
});

describe('isDefiniteRefusal and canonicalJson', () => {
  it('sorts object keys at every depth and keeps array order', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, 1], c: null } })).toBe('{"a":{"c":null,"d":[2,1]},"b":1}');
  });
  it('counts 4xx refusals other than 401, 408, 429 as definite, by status or error_code', () => {
    const request = { method: 'POST', url: 'http://app.test/proxy/takeaway/v1/delivery/order' };
    const statuses = [400, 401, 403, 404, 408, 409, 422, 429, 500, 503];
    expect(statuses.map((status) => isDefiniteRefusal(errorFromAnswer(status, null, request)))).toEqual([
      true,
      false,
      true,
      true,
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(isDefiniteRefusal(errorFromAnswer(200, { error_code: 422 }, request))).toBe(true);
    expect(isDefiniteRefusal(errorFromAnswer(200, { error_code: 500 }, request))).toBe(false);
    expect(isDefiniteRefusal(new Error('x'))).toBe(false);
  });
});
