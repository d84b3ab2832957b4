import { describe, expect, it } from 'vitest';
import { type ApiClient, createApiClient } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { createQueryCache, type QueryCache, queryKey } from '../../../api/query-cache.ts';
import { createFakeFetch, type FakeHandler } from '../../../api/testing/fake-fetch.ts';
import type { Menu, MenuItem } from '../model/menu.ts';
import { createAdditiveLoader, isCancelled } from './menu-store.ts';
import { fetchBill, payBill } from './bill-api.ts';
import {
  fetchMenu,
  fetchProductByBarcode,
  fetchRecommended,
  fetchTable,
  openFridgeLock,
  setFavourite,
} from './menu-api.ts';

function setup(handler: FakeHandler) {
  const fake = createFakeFetch(handler);
  const client = createApiClient({
    baseUrl: 'http://app.test/proxy/',
    getLanguage: () => 'en',
    getAccessToken: () => null,
    fetch: fake.fetch,
    retryDelayMs: 1,
  });
  return { client, seen: fake.seen };
}

const path = (url: string | undefined) => url?.replace('http://app.test/proxy/', '');

const groupsDoc = (name: string) => ({
  data: [
    {
      type: 'additive-categories',
      id: '1',
      attributes: { name, max: 1 },
      relationships: {
        additives: { data: [{ type: 'additives', id: '5' }], attributes: { min: 1, max: 1 } },
      },
    },
  ],
  included: [{ type: 'additives', id: '5', attributes: { name: 'Small', price: 0 } }],
});

const product = (id: number, extra: Record<string, unknown> = {}) => ({
  type: 'products',
  id: String(id),
  attributes: { id, name: `Item ${id}`, price: 500, ...extra },
});

const item = (id: number, extra: Partial<MenuItem> = {}): MenuItem => ({
  id,
  product_id: null,
  external_id: null,
  name: `Item ${id}`,
  description: '',
  price: 500,
  promo_price: null,
  promo_id: null,
  discount: null,
  promo_limit: null,
  promo_day_limit: null,
  image_url: null,
  images: [],
  sizes: null,
  cooking_time: null,
  weight: null,
  unit: null,
  category_id: null,
  barcode: null,
  additive_categories: [],
  has_additive_categories: false,
  is_favorite: false,
  is_unavailable: false,
  is_sold_out: false,
  unavailable_services: [],
  is_age_restricted: false,
  ...extra,
});

describe('the additive loader (docs/contract/states.md#additive-groups-cache menu data)', () => {
  it('uses the favourite endpoint when signed in and caches each mode apart', async () => {
    const { client, seen } = setup((request) => ({
      body: groupsDoc(request.url.includes('favourite') ? 'Mine' : 'Plain'),
    }));
    const loader = createAdditiveLoader(client);
    const request = { filialId: 11, productId: 1001, kind: 'takeaway' as const, favourite: false };
    expect((await loader.load(request))[0]?.name).toBe('Plain');
    expect((await loader.load({ ...request, favourite: true }))[0]?.name).toBe('Mine');
    expect((await loader.load(request))[0]?.name).toBe('Plain');
    expect(loader.peek({ ...request, favourite: true })?.[0]?.name).toBe('Mine');
    expect(seen.map((entry) => path(entry.url))).toEqual([
      'menu/v2/product/additives?filial_id=11&product_id=1001&service_type=takeaway',
      'menu/v2/favourite-product/additives?filial_id=11&product_id=1001&service_type=takeaway',
    ]);
  });

  it('aborts the request in flight when another starts; the abort is a cancellation, not an error', async () => {
    const { client, seen } = setup((request) =>
      request.url.includes('product_id=1') && !request.url.includes('product_id=10')
        ? { hang: true }
        : { body: groupsDoc('Second') },
    );
    const loader = createAdditiveLoader(client);
    const first = loader.load({ filialId: 11, productId: 1, kind: 'express', favourite: false });
    const second = loader.load({ filialId: 11, productId: 10, kind: 'express', favourite: false });
    const failure = await first.catch((error: unknown) => error);
    expect(isCancelled(failure)).toBe(true);
    expect(isApiError(failure, 'aborted')).toBe(true);
    expect((await second)[0]?.name).toBe('Second');
    expect(seen).toHaveLength(2);
    expect(loader.peek({ filialId: 11, productId: 1, kind: 'express', favourite: false })).toBeUndefined();
  });

  it('lets a failure through and caches nothing, so a retry asks again', async () => {
    let calls = 0;
    const { client } = setup(() =>
      ++calls === 1 ? { status: 404, body: { errors: [{ title: 'No' }] } } : { body: groupsDoc('Back') },
    );
    const loader = createAdditiveLoader(client);
    const request = { filialId: 11, productId: 3, kind: 'delivery' as const, favourite: false };
    const failure = await loader.load(request).catch((error: unknown) => error);
    expect(isCancelled(failure)).toBe(false);
    expect((await loader.load(request))[0]?.name).toBe('Back');
  });
});

describe('the menu in the query cache (docs/contract/states.md#menu-data: menu cached per terminal)', () => {
  const read = (cache: QueryCache, client: ApiClient, filialId: number, language = 'en', force = false) =>
    cache.fetch(
      queryKey(['menu', filialId], language, null),
      (signal) => fetchMenu(client, filialId, signal),
      {
        staleTime: force ? 0 : Number.POSITIVE_INFINITY,
      },
    );

  const menuDoc = (name: string) => ({
    data: [
      {
        type: 'categories',
        id: '1',
        attributes: { name, is_active: true },
        relationships: { products: { data: [{ type: 'products', id: '7' }] } },
      },
    ],
    included: [product(7)],
  });

  it('reads a terminal once per language, and again when the refresh forces it', async () => {
    let version = 0;
    const { client, seen } = setup(() => ({ body: menuDoc(`v${++version}`) }));
    const cache = createQueryCache();
    expect((await read(cache, client, 11)).categories[0]?.name).toBe('v1');
    expect((await read(cache, client, 11)).categories[0]?.name).toBe('v1');
    expect((await read(cache, client, 11, 'ru')).categories[0]?.name).toBe('v2');
    expect((await read(cache, client, 12)).categories[0]?.name).toBe('v3');
    expect((await read(cache, client, 11, 'en', true)).categories[0]?.name).toBe('v4');
    expect(cache.peek<Menu>(queryKey(['menu', 11], 'en', null))?.categories[0]?.name).toBe('v4');
    expect(seen.map((entry) => path(entry.url))).toContain('menu/v2/category/products?filial_id=12');
    expect(seen).toHaveLength(4);
  });

  it('keeps the cached menu when a forced refresh fails', async () => {
    let calls = 0;
    const { client } = setup(() =>
      ++calls === 1 ? { body: menuDoc('kept') } : { networkError: 'Failed to fetch' },
    );
    const cache = createQueryCache();
    await read(cache, client, 11);
    await expect(read(cache, client, 11, 'en', true)).rejects.toMatchObject({ code: 'network' });
    expect(cache.peek<Menu>(queryKey(['menu', 11], 'en', null))?.categories[0]?.name).toBe('kept');
  });
});

describe('recommended products (docs/contract/validation.md#recommended-products)', () => {
  it('are asked only with a terminal and at least one available product', async () => {
    const { client, seen } = setup(() => ({ body: { data: [product(9)] } }));
    expect(await fetchRecommended(client, { filialId: null, items: [item(1)], kind: 'takeaway' })).toEqual(
      [],
    );
    expect(
      await fetchRecommended(client, {
        filialId: 11,
        items: [item(1, { is_sold_out: true }), item(2, { unavailable_services: ['takeaway'] })],
        kind: 'takeaway',
      }),
    ).toEqual([]);
    expect(seen).toHaveLength(0);
  });

  it('send the available ones and leave out what was asked about and what cannot be ordered', async () => {
    const { client, seen } = setup(() => ({
      body: { data: [product(9), product(1), product(10, { is_sold_out: true })] },
    }));
    const found = await fetchRecommended(client, {
      filialId: 11,
      items: [item(1), item(2, { is_unavailable: true }), item(1)],
      kind: 'express',
    });
    expect(found.map((entry) => entry.id)).toEqual([9]);
    expect(path(seen[0]?.url)).toBe('menu/v3/cross-sell/products?filial_id=11&products[]=1');
  });
});

describe('other menu calls', () => {
  it('finds a product by barcode and reports a missing one as not found', async () => {
    const { client, seen } = setup((request) =>
      request.url.includes('4870000100019')
        ? { body: { data: product(1110, { barcode: '4870000100019' }) } }
        : { status: 404, body: { errors: [{ code: 'barcode_not_found', title: 'Not found' }] } },
    );
    expect((await fetchProductByBarcode(client, { filialId: 22, barcode: '4870000100019' })).id).toBe(1110);
    await expect(
      fetchProductByBarcode(client, { filialId: 22, barcode: '4870000100026' }),
    ).rejects.toMatchObject({
      code: 'not-found',
    });
    expect(path(seen[0]?.url)).toBe('menu/v3/product-by-barcode?filial_id=22&barcode=4870000100019');
  });

  it('treats an offline lock (200 with error_code 503) as a failure to open the fridge', async () => {
    const { client, seen } = setup(() => ({ body: { error_code: 503, message: 'The lock is offline' } }));
    await expect(openFridgeLock(client, 23)).rejects.toMatchObject({ code: 'server' });
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]?.body ?? '{}')).toEqual({ terminal_id: 23 });
  });

  it('adds and removes favourites on their endpoints', async () => {
    const { client, seen } = setup((request) =>
      request.method === 'DELETE' ? { status: 204 } : { status: 201, body: {} },
    );
    await setFavourite(client, 1043, true);
    await setFavourite(client, 1043, false);
    expect(seen.map((entry) => `${entry.method} ${path(entry.url)}`)).toEqual([
      'POST menu/v3/favourite/products',
      'DELETE menu/v3/favourite/products/1043',
    ]);
    expect(JSON.parse(seen[0]?.body ?? '{}')).toMatchObject({ data: { attributes: { product_id: 1043 } } });
  });

  it('reads a table and a bill, and pays the bill under one key', async () => {
    const { client, seen } = setup((request) => {
      if (request.url.includes('/bill/pay'))
        return {
          status: 201,
          body: {
            data: {
              type: 'bill-payments',
              id: 't1',
              attributes: { track_id: 't1', payment_url: 'http://pay', status: 'pending' },
            },
          },
        };
      if (request.url.includes('/bill'))
        return {
          body: {
            data: {
              type: 'bills',
              id: '3',
              attributes: {
                id: 3,
                status: 'open',
                table_id: 7,
                table_number: 7,
                waiter: { id: 2, name: 'Aigerim' },
                items: [{ product_id: 1, name: 'Latte', count: 2, price: 1200, total: 2400 }],
                amount: 2400,
                currency: 'KZT',
                bonuses: { cashback_percent: 10, to_earn: 240, balance: 0, available: 0 },
              },
            },
          },
        };
      return { body: { data: { type: 'tables', id: '7', attributes: { id: 7, filial_id: 11, number: 7 } } } };
    });
    expect(await fetchTable(client, { tableId: 7, filialId: 11 })).toEqual({
      id: 7,
      filialId: 11,
      number: 7,
    });
    const bill = await fetchBill(client, { tableId: 7, filialId: 11 });
    expect(bill).toMatchObject({
      id: 3,
      amount: 2400,
      waiter: { name: 'Aigerim' },
      bonuses: { toEarn: 240 },
    });
    const payment = await payBill(client, {
      tableId: 7,
      billId: 3,
      part: { amount: 1200, split: { mode: 'items', items: [{ product_id: 1001, count: 1 }] } },
      tip: 240,
      bonuses: 0,
      key: 'tap-1',
    });
    expect(payment).toEqual({ trackId: 't1', paymentUrl: 'http://pay', status: 'pending' });
    expect(seen[2]?.headers.get('X-Idempotency-key')).toBe('tap-1');
    expect(JSON.parse(seen[2]?.body ?? '{}').data.attributes).toMatchObject({
      amount: 1200,
      tip_amount: 240,
      split: { mode: 'items', items: [{ product_id: 1001, count: 1 }] },
    });
  });
});
