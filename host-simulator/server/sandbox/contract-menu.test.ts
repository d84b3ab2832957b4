import { get } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidEan } from './domain/barcode.ts';
import type { Resource } from './http/jsonapi.ts';
import { firstError, relatedIds, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

interface Doc {
  data: Resource[];
  included?: Resource[];
  meta?: Record<string, unknown>;
}

let sb: TestSandbox;
let token: string;
beforeAll(async () => {
  sb = await startTestSandbox();
  token = (await sb.grant(1)).access_token;
});
afterAll(() => sb.stop());

const productsOf = (doc: Doc) => (doc.included ?? []).filter((r) => r.type === 'products');
const menu = async (filialId: number, headers: Record<string, string> = {}) =>
  (await sb.api<Doc>('GET', `menu/v2/category/products?filial_id=${filialId}`, { headers })).body;

/** The largest menu's answer as it goes over the wire to a client that accepts `encodings`. */
const wireMenu = (encodings: string) =>
  new Promise<{ encoding: string | undefined; body: Buffer }>((done, fail) => {
    const headers = {
      accept: 'application/vnd.api+json',
      'x-fingerprint': 'wire',
      'x-language': 'en',
      locale: 'en',
    };
    get(
      `${sb.url}/proxy/menu/v2/category/products?filial_id=24`,
      { headers: { ...headers, 'accept-encoding': encodings } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      },
    ).on('error', fail);
  });

describe('the menu over the wire (ADR 0014)', () => {
  it('goes in brotli to a client that takes it, else gzipped, else plain: the same JSON, brotli the smallest', async () => {
    const plain = await wireMenu('identity');
    const gzip = await wireMenu('gzip, deflate');
    const br = await wireMenu('gzip, deflate, br');
    expect([plain.encoding, gzip.encoding, br.encoding]).toEqual([undefined, 'gzip', 'br']);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.body.length).toBeLessThan(gzip.body.length * 0.7);
  });
});

describe('menu/v2/category/products', () => {
  it('lists categories with their products included, in the request language', async () => {
    const doc = await menu(11);
    expect(doc.data[0]).toMatchObject({
      type: 'categories',
      attributes: { name: 'Coffee', is_active: true },
    });
    const products = productsOf(doc);
    const ids = new Set(products.map((p) => p.id));
    for (const category of doc.data) {
      for (const id of relatedIds(category, 'products')) expect(ids.has(id)).toBe(true);
    }
    const ru = await menu(11, { 'x-language': 'ru', locale: 'ru' });
    expect(ru.data[0]?.attributes.name).toBe('Кофе');
    const ka = await menu(11, { 'x-language': 'ka', locale: 'ka' });
    expect(ka.data[0]?.attributes.name).toBe('ყავა');
    const kk = await menu(18, { 'x-language': 'kk', locale: 'kz' });
    expect(
      productsOf(kk).find((p) => p.attributes.external_id === 'tandyr-house-plov-kzt')?.attributes.name,
    ).toBe('Палау');
  });

  it('shows promo items, sold-out, stopped, unavailable and 21+ items as such', async () => {
    const products = productsOf(await menu(11));
    const mocha = products.find((p) => p.attributes.external_id === 'dala-coffee-mocha-kzt');
    expect(mocha?.attributes).toMatchObject({
      price: 1590,
      old_price: 1890,
      promo_limit: 5,
      promo_day_limit: 10,
    });
    expect(mocha?.attributes.reward_id).toEqual(expect.any(Number));
    const plain = products.find((p) => p.attributes.external_id === 'dala-coffee-espresso-kzt');
    expect(plain?.attributes).toMatchObject({ old_price: null, reward_id: null, promo_limit: null });
    const states = new Set(products.map((p) => p.attributes.availability));
    expect(states).toEqual(new Set(['available', 'stopped', 'sold_out', 'unavailable']));
    expect(products.filter((p) => p.attributes.is_sold_out)).toHaveLength(1);
    const energy = products.find((p) => p.attributes.is_age_restricted);
    expect(energy?.attributes.age_restriction).toEqual({ kind: 'energy_drink', min_age: 21 });
    const alcohol = productsOf(await menu(43)).filter(
      (p) => (p.attributes.age_restriction as { kind: string } | null)?.kind === 'alcohol',
    );
    expect(alcohol.length).toBeGreaterThanOrEqual(2);
  });

  it('marks items not sold for the asked service', async () => {
    const products = productsOf(
      (await sb.api<Doc>('GET', 'menu/v2/category/products?filial_id=18&service_type=delivery')).body,
    );
    const hookah = products.find((p) => p.attributes.external_id === 'tandyr-house-hookah-kzt');
    expect(hookah?.attributes).toMatchObject({
      is_unavailable: true,
      availability: 'unavailable',
      unavailable_services: ['takeaway', 'delivery', 'vendor_delivery'],
    });
  });

  it('serves GEL prices in Tbilisi', async () => {
    const doc = await menu(41);
    expect(doc.meta?.currency).toBe('GEL');
    const latte = productsOf(doc).find((p) => p.attributes.external_id === 'dala-coffee-latte-gel');
    expect(latte?.attributes).toMatchObject({ price: 8, currency: 'GEL' });
  });

  it('holds the large venue with 1,500+ items and the fixed fridge categories', async () => {
    const large = await menu(24);
    expect(productsOf(large).length).toBeGreaterThanOrEqual(1500);
    expect(large.meta?.products_count).toBe(productsOf(large).length);
    const fridge = await menu(22);
    expect(fridge.data.map((c) => Number(c.id)).slice(0, 3)).toEqual([132, 133, 134]);
    for (const product of productsOf(fridge))
      expect(isValidEan(String(product.attributes.barcode))).toBe(true);
  });

  it('serves the product images it names, in the image-proxy shape', async () => {
    const product = productsOf(await menu(11))[0] as Resource;
    const url = new URL(String(product.attributes.image_url));
    expect(url.pathname).toMatch(/^\/sandbox\/img\/menu\/products\/\d+\.svg$/);
    const plain = await fetch(`${sb.url}${url.pathname}`);
    expect(plain.headers.get('content-type')).toBe('image/svg+xml');
    expect(await plain.text()).toContain('<svg');
    const sized = await fetch(`${sb.url}${url.pathname.replace('/menu/', '/menu/300x200/')}@webp`);
    expect(await sized.text()).toContain('width="300" height="200"');
    expect((await fetch(`${sb.url}/sandbox/img/menu/products/999999.svg`)).status).toBe(404);
  });

  it('serves dish photos and venue covers with no caption, small and cacheable', async () => {
    const products = productsOf(await menu(11));
    const photoOf = (name: string) => {
      const product = products.find((item) => item.attributes.name === name);
      return new URL(String(product?.attributes.image_url)).pathname;
    };
    // Syrniki showed its English name under a crossed fork and knife, in every language.
    const syrniki = await fetch(`${sb.url}${photoOf('Syrniki')}`);
    expect(syrniki.headers.get('cache-control')).toBe('public, max-age=3600');
    const drawn = await syrniki.text();
    expect(drawn).not.toContain('<text');
    expect(drawn).not.toContain('Syrniki');
    expect(drawn).not.toContain('m2.1 21.8 6.4-6.3');
    expect(drawn.length).toBeLessThan(4096);
    // Each dish is drawn as itself: a latte is no plate of syrniki.
    expect(await (await fetch(`${sb.url}${photoOf('Latte')}`)).text()).not.toBe(drawn);
    const cover = await (await fetch(`${sb.url}/sandbox/img/brandy/280x168/filials/11.svg`)).text();
    expect(cover).toContain('width="280" height="168"');
    expect(cover).not.toContain('<text');
    expect(cover.length).toBeLessThan(4096);
  });

  it('answers 404 for an unknown venue and 400 without filial_id', async () => {
    expect(firstError((await sb.api('GET', 'menu/v2/category/products?filial_id=9999')).body).code).toBe(
      'filial_not_found',
    );
    expect((await sb.api('GET', 'menu/v2/category/products')).status).toBe(400);
  });
});

describe('popular, favourites, frequent', () => {
  it('lists popular products, at most the limit, best first', async () => {
    const doc = (await sb.api<Doc>('GET', 'menu/v3/popular/products?filial_id=24&limit=20')).body;
    expect(doc.data).toHaveLength(20);
    expect(
      doc.data.every(
        (p) => p.attributes.is_unavailable === false || p.attributes.availability !== 'unavailable',
      ),
    ).toBe(true);
  });

  it("keeps a signed-in user's favourites, which need a token", async () => {
    expect((await sb.api('GET', 'menu/v3/favourite/products?filial_id=11')).status).toBe(401);
    const before = (await sb.api<Doc>('GET', 'menu/v3/favourite/products?filial_id=11', { token })).body;
    expect(before.data.map((p) => p.attributes.external_id).sort()).toEqual([
      'dala-coffee-cappuccino-kzt',
      'dala-coffee-croissant-kzt',
    ]);
    const latte = productsOf(await menu(11)).find(
      (p) => p.attributes.external_id === 'dala-coffee-latte-kzt',
    ) as Resource;
    expect(
      (await sb.api('POST', 'menu/v3/favourite/products', { token, body: { product_id: Number(latte.id) } }))
        .status,
    ).toBe(201);
    const signedMenu = productsOf(
      (await sb.api<Doc>('GET', 'menu/v2/category/products?filial_id=11', { token })).body,
    );
    expect(signedMenu.find((p) => p.id === latte.id)?.attributes.is_favorite).toBe(true);
    expect((await sb.api('DELETE', `menu/v3/favourite/products/${latte.id}`, { token })).status).toBe(204);
    expect((await sb.api('DELETE', `menu/v3/favourite/products/${latte.id}`, { token })).status).toBe(404);
  });

  it('lists what the user orders most at a venue, nothing for a guest', async () => {
    const mine = (await sb.api<Doc>('GET', 'takeaway/v1/filial/11/products/frequent/?limit=20', { token }))
      .body;
    expect(mine.data[0]?.attributes.external_id).toBe('dala-coffee-cappuccino-kzt');
    const guest = (await sb.api<Doc>('GET', 'takeaway/v1/filial/11/products/frequent/')).body;
    expect(guest.data).toEqual([]);
  });
});

describe('additives', () => {
  it('gives groups with min/max on the relationship and the additives included', async () => {
    const cappuccino = productsOf(await menu(11)).find(
      (p) => p.attributes.external_id === 'dala-coffee-cappuccino-kzt',
    ) as Resource;
    const doc = (
      await sb.api<Doc>(
        'GET',
        `menu/v2/product/additives?filial_id=11&product_id=${cappuccino.id}&service_type=takeaway`,
      )
    ).body;
    expect(doc.data.map((g) => g.attributes.name)).toEqual(['Size', 'Milk', 'Syrup']);
    const size = doc.data[0] as Resource;
    expect(size.attributes).toMatchObject({ max: 1, min: 1, last_selected: null });
    expect((size.relationships as { additives: { attributes: unknown } }).additives.attributes).toEqual({
      min: 1,
      max: 1,
    });
    expect(doc.included?.filter((r) => r.type === 'additives')).toHaveLength(9);
    const favourite = (
      await sb.api<Doc>(
        'GET',
        `menu/v2/favourite-product/additives?filial_id=11&product_id=${cappuccino.id}&service_type=takeaway`,
        { token },
      )
    ).body;
    expect(favourite.data[0]?.attributes.last_selected).toEqual([]);
    expect(
      (await sb.api('GET', 'menu/v2/product/additives?filial_id=11&product_id=1&service_type=takeaway'))
        .status,
    ).toBe(404);
    expect(
      (
        await sb.api(
          'GET',
          `menu/v2/product/additives?filial_id=11&product_id=${cappuccino.id}&service_type=boat`,
        )
      ).status,
    ).toBe(400);
  });

  it('returns products with their additive groups', async () => {
    const products = productsOf(await menu(15));
    const ids = products.slice(0, 3).map((p) => p.id);
    const doc = (
      await sb.api<Doc>(
        'GET',
        `menu/v2/products/with/additives/?filial_id=15&products[]=${ids[0]}&products[]=${ids[1]}&products[]=${ids[2]}`,
      )
    ).body;
    expect(doc.data.map((p) => p.id)).toEqual(ids);
    expect(doc.included?.some((r) => r.type === 'additive-categories')).toBe(true);
  });
});

describe('barcodes, cross-sell and the stop list', () => {
  it('finds a fridge product by a valid barcode, tells wrong from unknown codes', async () => {
    const fridge = productsOf(await menu(22));
    const product = fridge[0] as Resource;
    const found = (
      await sb.api<{ data: Resource }>(
        'GET',
        `menu/v3/product-by-barcode?filial_id=22&barcode=${product.attributes.barcode}`,
      )
    ).body;
    expect(found.data.id).toBe(product.id);
    const wrong = await sb.api('GET', 'menu/v3/product-by-barcode?filial_id=22&barcode=4870000010002');
    expect(wrong.status).toBe(422);
    expect(firstError(wrong.body).code).toBe('barcode_wrong');
    const unknown = await sb.api('GET', 'menu/v3/product-by-barcode?filial_id=22&barcode=4006381333931');
    expect(unknown.status).toBe(404);
    expect(firstError(unknown.body).code).toBe('barcode_not_found');
  });

  it('recommends other available items for a cart', async () => {
    const products = productsOf(await menu(15));
    const burger = products.find(
      (p) => p.attributes.external_id === 'burger-batyr-classic-burger-kzt',
    ) as Resource;
    const doc = (await sb.api<Doc>('GET', `menu/v3/cross-sell/products?filial_id=15&products[]=${burger.id}`))
      .body;
    expect(doc.data.length).toBeGreaterThan(0);
    expect(doc.data.every((p) => p.id !== burger.id && p.attributes.availability === 'available')).toBe(true);
  });

  it('checks each cart line: available, stopped, sold out, deleted, price changed', async () => {
    const products = productsOf(await menu(11));
    const pick = (state: string) => products.find((p) => p.attributes.availability === state) as Resource;
    const available = pick('available');
    const items = [
      { product_id: Number(available.id), count: 1, price: available.attributes.price },
      { product_id: Number(pick('stopped').id), count: 1 },
      { product_id: Number(pick('sold_out').id), count: 1 },
      { product_id: 1, count: 1 },
      { product_id: Number(available.id), count: 1, price: Number(available.attributes.price) - 100 },
    ];
    const doc = (
      await sb.api<Doc>('POST', 'menu/v2/stop_list/order_items/check', { body: { filial_id: 11, items } })
    ).body;
    expect(doc.data.map((c) => [c.attributes.state, c.attributes.price_changed])).toEqual([
      ['available', false],
      ['stopped', false],
      ['sold_out', false],
      ['deleted', false],
      ['available', true],
    ]);
    expect(doc.meta?.is_valid).toBe(false);
  });
});
