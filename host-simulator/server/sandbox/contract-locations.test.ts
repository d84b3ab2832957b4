import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError, relatedIds, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

interface Doc {
  data: Resource[];
  included?: Resource[];
  meta: { current_page: number; last_page: number; total: number };
  links?: Record<string, string | null>;
}

const ALMATY_CENTRE = { 'x-latitude': '43.2410', 'x-longitude': '76.9100' };

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.stop());

const list = async (query: string, headers: Record<string, string> = {}) =>
  (await sb.api<Doc>('GET', `takeaway/v2/locations?${query}`, { headers })).body;
const ids = (doc: Doc) => doc.data.map((r) => Number(r.id));

describe('location lists', () => {
  it('pages with meta current_page, last_page and total', async () => {
    const first = await list('limit=10');
    expect(first.meta).toMatchObject({ current_page: 1, last_page: 3, total: 27 });
    expect(first.data).toHaveLength(10);
    expect(first.links?.next).toContain('page=2');
    const third = await list('limit=10&page=3');
    expect(third.data).toHaveLength(7);
    expect(third.links?.next).toBeNull();
    expect((await sb.api('GET', 'takeaway/v2/locations?page=0')).status).toBe(400);
  });

  it('sorts by distance from X-Latitude/X-Longitude and reports it', async () => {
    const doc = await list('town_id=1', ALMATY_CENTRE);
    const distances = doc.data.map((r) => Number(r.attributes.distance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances[0]).toBeLessThan(1500);
    expect((await list('town_id=1')).data[0]?.attributes.distance).toBeNull();
  });

  it("gives a card's facts: the time to ready, the delivery's time and fee, where they apply", async () => {
    const doc = await list('limit=100');
    const venue = (id: number) => doc.data.find((r) => Number(r.id) === id)?.attributes;
    // A café that delivers: ten minutes in the kitchen, twenty more on the road; the inner zone's fee.
    expect(venue(11)).toMatchObject({
      preparation_time: { from: 10, to: 20 },
      delivery_time: { from: 30, to: 40 },
      delivery_fee: 490,
    });
    // Busy (+15 min) on the night shift (+15 min on the road).
    expect(venue(12)).toMatchObject({
      preparation_time: { from: 25, to: 35 },
      delivery_time: { from: 60, to: 70 },
    });
    // A fridge prepares nothing and delivers nothing.
    expect(venue(22)).toMatchObject({ preparation_time: null, delivery_time: null, delivery_fee: null });
    // Delivery closed today: no delivery time, the fee it charges when open.
    expect(venue(17)).toMatchObject({
      preparation_time: { from: 20, to: 30 },
      delivery_time: null,
      delivery_fee: 490,
    });
    expect(venue(41)).toMatchObject({ currency: 'GEL', delivery_fee: 3 });
  });

  it('maps services: 8 = delivery, 4 = the rest, category 128 = express', async () => {
    const delivery = await list('filter[service]=8&limit=100');
    expect(
      delivery.data.every((r) =>
        (r.attributes.services as string[]).some((s) => s === 'delivery' || s === 'vendor_delivery'),
      ),
    ).toBe(true);
    const pickup = await list('filter[service]=4&limit=100');
    expect(
      pickup.data.every(
        (r) => !(r.attributes.services as string[]).every((s) => s === 'delivery' || s === 'vendor_delivery'),
      ),
    ).toBe(true);
    const express = await list('filter[service]=4&category_id=128&limit=100');
    expect(express.data.length).toBeGreaterThan(5);
    expect(express.data.every((r) => (r.attributes.services as string[]).includes('express'))).toBe(true);
    expect((await sb.api('GET', 'takeaway/v2/locations?filter[service]=5')).status).toBe(400);
  });

  it('filters by town, brand, promo, bbox and the fixed semifinished category', async () => {
    expect((await list('town_id=101&limit=100')).data.every((r) => r.attributes.currency === 'GEL')).toBe(
      true,
    );
    expect(ids(await list('brand_id=5&limit=100')).sort()).toEqual([22, 23, 37, 38]);
    const promo = await list('filter[only-promo]=true&limit=100');
    expect(promo.data.length).toBeGreaterThan(0);
    expect(promo.data.every((r) => r.attributes.has_promo === true)).toBe(true);
    const bbox = await list('bbox=71.3,51.0,71.5,51.2&limit=100');
    expect(bbox.data.every((r) => r.attributes.town_id === 2)).toBe(true);
    expect(ids(await list('category_id=133&limit=100')).sort()).toEqual([22, 23, 37, 38]);
  });

  it('searches venue names and dishes in any language', async () => {
    expect(ids(await list('search=khinkali&limit=100')).sort((a, b) => a - b)).toEqual([21, 24, 43, 44, 45]);
    expect(ids(await list('search=бешбармак&limit=100'))).toEqual(expect.arrayContaining([18, 19, 20, 24]));
    expect((await list('search=zzzz')).meta.total).toBe(0);
  });

  it('includes brands and the weekly schedule on request', async () => {
    const doc = await list('brand_id=1&include=brand,extra&limit=1');
    expect(doc.included?.[0]).toMatchObject({ type: 'brands', attributes: { name: 'Dala Coffee' } });
    const location = (doc.data[0] as Resource).attributes.location as {
      extra: { schedule: { prefix_en: string; opening_hours: unknown }[] };
    };
    expect(location.extra.schedule[0]).toMatchObject({
      prefix_en: 'mon',
      opening_hours: { from: expect.any(String), to: expect.any(String) },
    });
  });

  it('shows live opening states: round the clock, closing soon, closed, on break', async () => {
    const doc = await list('limit=100');
    const venue = (id: number) => doc.data.find((r) => Number(r.id) === id)?.attributes ?? {};
    expect(venue(12)).toMatchObject({ is_round_the_clock: true, is_open: true, closes_at: null });
    expect(venue(13)).toMatchObject({ is_open: true, is_closing_soon: true, close_in_advance_minutes: 10 });
    expect(venue(17)).toMatchObject({ is_open: false, is_on_break: false });
    expect(venue(17).opens_at).toEqual(expect.any(String));
    expect(venue(19)).toMatchObject({ is_open: false, is_on_break: true });
    expect(venue(15)).toMatchObject({ rush_state: 'overloaded', rush_delay_minutes: 30 });
  });

  it('shows delivery banners for weather, night shift and closed delivery', async () => {
    const doc = await list('limit=100');
    const banner = (id: number) =>
      doc.data.find((r) => Number(r.id) === id)?.attributes.banner_info as { kind: string } | null;
    expect(banner(14)?.kind).toBe('weather_issues');
    expect(banner(12)?.kind).toBe('night_shift');
    expect(banner(17)?.kind).toBe('closed');
    expect(banner(11)).toBeNull();
    const info = await sb.api<{ data: Resource | null }>(
      'GET',
      'takeaway/v2/filial/settings/banner/info/14?is_web_view=1',
      { headers: { 'x-language': 'ru', locale: 'ru' } },
    );
    expect(info.body.data?.attributes).toMatchObject({
      kind: 'weather_issues',
      title: 'Задержка из-за погоды',
      is_web_view: true,
    });
    expect(
      (await sb.api<{ data: null }>('GET', 'takeaway/v2/filial/settings/banner/info/11')).body.data,
    ).toBeNull();
  });

  it('serves the Home lists by url: near, popular, promo, sf, recent', async () => {
    const popular = (await sb.api<Doc>('GET', 'takeaway/v2/locations/popular?limit=100')).body;
    const ratings = popular.data.map((r) => Number(r.attributes.rating));
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const { access_token } = await sb.grant(1);
    const recent = (await sb.api<Doc>('GET', 'takeaway/v2/locations/recent', { token: access_token })).body;
    expect(ids(recent)).toEqual([11, 18]);
    expect((await sb.api<Doc>('GET', 'takeaway/v2/locations/recent?user_id=2')).body.data).toEqual([]);
    expect((await sb.api('GET', 'takeaway/v2/locations/elsewhere')).status).toBe(404);
    const near = (
      await sb.api<Doc>('GET', 'brandy/api/v1/locations/near?town_id=2', {
        headers: { 'x-latitude': '51.128', 'x-longitude': '71.43' },
      })
    ).body;
    expect(near.data[0]?.attributes.town_id).toBe(2);
  });

  it('groups a brand’s venues by brand_name', async () => {
    const doc = (await sb.api<Doc>('GET', 'brandy/api/v1/locations/brand/2?town_id=1')).body;
    expect(doc.data.map((g) => g.attributes.brand_name).sort()).toEqual([
      'Burger Batyr',
      'Burger Batyr Express',
    ]);
    const group = doc.data.find((g) => g.attributes.brand_name === 'Burger Batyr Express') as Resource;
    expect(relatedIds(group, 'locations')).toEqual(['16']);
    expect((await sb.api('GET', 'brandy/api/v1/locations/brand/999')).status).toBe(404);
  });
});

describe('delivery zones', () => {
  it('checks a point against one venue and against a brand', async () => {
    const inside = await sb.api<{ data: Resource }>(
      'GET',
      'brandy/api/v1/locations/11/delivery-zones/check',
      { headers: ALMATY_CENTRE },
    );
    expect(inside.body.data.attributes).toMatchObject({
      is_in_delivery_zone: true,
      delivery_cost: expect.any(Number),
      filial_id: 11,
    });
    const far = { 'x-latitude': '43.40', 'x-longitude': '77.20' };
    const outside = await sb.api<{ data: Resource }>(
      'GET',
      'brandy/api/v1/locations/11/delivery-zones/check',
      { headers: far },
    );
    expect(outside.body.data.attributes).toMatchObject({ is_in_delivery_zone: false, delivery_cost: 0 });
    const brand = await sb.api<{ data: Resource }>('GET', 'brandy/api/v1/brands/1/delivery-zones/check', {
      headers: ALMATY_CENTRE,
    });
    expect(brand.body.data.attributes.is_in_delivery_zone).toBe(true);
    const missing = await sb.api('GET', 'brandy/api/v1/brands/1/delivery-zones/check');
    expect(missing.status).toBe(400);
    expect(firstError(missing.body).code).toBe('coordinates_required');
  });
});

describe('terminal cards', () => {
  it('gives the card with per-service terminal settings', async () => {
    const card = await sb.api<{ data: Resource; included: Resource[] }>(
      'GET',
      'takeaway/locations/card/terminal/11?include=takeaway,express,delivery,extra&brand_id=1',
    );
    expect(card.status).toBe(200);
    expect(card.body.included.map((r) => r.id)).toEqual(['11-takeaway', '11-express', '11-delivery']);
    const express = card.body.included[1] as Resource;
    expect(express.attributes).toMatchObject({
      terminal_id: 11,
      service_percentage: 10,
      is_check_pulling_enabled: true,
      payment_types: ['online', 'cash'],
      max_bonus_usage_percentage: 50,
    });
    const noDelivery = await sb.api<{ data: Resource }>(
      'GET',
      'takeaway/locations/card/terminal/13?include=takeaway,express,delivery',
    );
    expect(noDelivery.body.data.relationships?.delivery).toEqual({ data: null });
    const wrongBrand = await sb.api('GET', 'takeaway/locations/card/terminal/11?brand_id=2');
    expect(firstError(wrongBrand.body)).toMatchObject({
      code: 'terminal_not_found',
      title: 'Terminal is not found',
    });
  });

  it('serves the location card and the terminal', async () => {
    const card = await sb.api<{ data: Resource }>(
      'GET',
      'locations/v2/locations/card/terminal/19?include=extra',
    );
    expect(card.body.data.attributes.location).toBeDefined();
    const terminal = await sb.api<{ data: Resource }>('GET', 'terminals/terminals/19');
    expect(terminal.body.data.attributes).toMatchObject({
      vendor_delivery_enabled: true,
      vendor_delivery_cost: 900,
      vendor_min_sum: 4000,
      vendor_max_sum: 0,
    });
    expect((await sb.api('GET', 'terminals/terminals/99')).status).toBe(404);
  });
});

describe('promos and subsidies', () => {
  it('lists a venue’s active promos with their products, and the first-order promo for new users', async () => {
    const active = (
      await sb.api<Doc>(
        'GET',
        'menu-promos/api/v2/promos?filter[filial_id]=11&filter[onlyActive]=true&include=products',
      )
    ).body;
    expect(active.data.map((p) => p.attributes.title)).toEqual(['Mocha week']);
    expect(active.included?.[0]?.attributes).toMatchObject({ old_price: 1890, price: 1590 });
    const all = (await sb.api<Doc>('GET', 'menu-promos/api/v2/promos?filter[filial_id]=11')).body;
    expect(all.data.map((p) => p.attributes.is_active)).toEqual([true, false]);
    const newUser = (
      await sb.api<Doc>(
        'GET',
        'menu-promos/api/v2/promos?filter[filial_id]=15&filter[onlyActive]=true&user_id=2',
      )
    ).body;
    expect(newUser.data.some((p) => p.attributes.is_personal === true)).toBe(true);
    const regular = (
      await sb.api<Doc>(
        'GET',
        'menu-promos/api/v2/promos?filter[filial_id]=15&filter[onlyActive]=true&user_id=1',
      )
    ).body;
    expect(regular.data.some((p) => p.attributes.is_personal === true)).toBe(false);
  });

  it('lists subsidy tiers of terminals', async () => {
    const doc = (
      await sb.api<Doc>(
        'GET',
        'menu-promos/v1/promos/subsidies?terminal_ids[]=11&terminal_ids[]=43&only_active=true',
      )
    ).body;
    expect(doc.data.map((s) => s.attributes.terminal_ids)).toEqual([[11], [43]]);
    expect(doc.data[1]?.attributes.currency).toBe('GEL');
    expect(doc.data[0]?.attributes.tiers).toEqual([
      { from: 0, to: 4999, amount: 0, discount: 0, delivery_price: 490 },
      { from: 5000, to: 9999, amount: 5000, discount: 300, delivery_price: 190 },
      { from: 10000, to: null, amount: 10000, discount: 990, delivery_price: 0 },
    ]);
    const withPast = (await sb.api<Doc>('GET', 'menu-promos/v1/promos/subsidies?terminal_ids[]=18')).body;
    expect(withPast.data[0]?.attributes.is_active).toBe(false);
  });
});
