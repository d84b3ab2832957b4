import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

interface Doc {
  data: Resource[];
  included?: Resource[];
  meta: { current_page?: number; last_page?: number; total: number };
}

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.stop());

const get = async (path: string, headers: Record<string, string> = {}) =>
  (await sb.api<Doc>('GET', path, { headers })).body;

describe('search suggestions', () => {
  it('completes venue names first, then dishes, three at most', async () => {
    const doc = await get('search/v1/suggestions?search=dala');
    expect(doc.data[0]?.attributes).toMatchObject({ text: 'Dala Coffee', kind: 'venue' });
    expect(doc.data.length).toBeLessThanOrEqual(3);
    const dishes = await get('search/v1/suggestions?search=khinkali&town_id=1');
    expect(dishes.data.length).toBeGreaterThan(0);
    expect(dishes.data.length).toBeLessThanOrEqual(3);
    const texts = dishes.data.map((r) => String(r.attributes.text).toLowerCase());
    expect(texts.every((text) => text.includes('khinkali'))).toBe(true);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('answers in the language of the request and matches queries in any language', async () => {
    const doc = await get('search/v1/suggestions?search=хинкали', { 'x-language': 'ru', locale: 'ru' });
    expect(doc.data.some((r) => /хинкали/i.test(String(r.attributes.text)))).toBe(true);
    const english = await get('search/v1/suggestions?search=хинкали');
    expect(english.data.length).toBeGreaterThan(0);
  });

  it('gives nothing for an empty query and refuses bad parameters', async () => {
    expect((await get('search/v1/suggestions?search=%20%20')).data).toEqual([]);
    expect((await sb.api('GET', 'search/v1/suggestions?search=a&limit=50')).status).toBe(400);
    const bad = await sb.api('GET', 'search/v1/suggestions?search=a&filter[service]=5');
    expect(bad.status).toBe(400);
    expect(firstError(bad.body)).toMatchObject({ source: { parameter: 'filter[service]' } });
  });
});

describe('dish search', () => {
  it('lists matching dishes with the venue that sells them, in the town and service asked', async () => {
    const doc = await get('search/v1/products?search=khinkali&town_id=1&filter[service]=4');
    expect(doc.data.length).toBeGreaterThan(0);
    for (const match of doc.data) {
      expect(String(match.attributes.name).toLowerCase()).toContain('khinkali');
      const venueId = String(match.attributes.filial_id);
      const venue = doc.included?.find((r) => r.type === 'locations' && r.id === venueId);
      expect(venue?.attributes.town_id).toBe(1);
      expect(match.relationships).toMatchObject({ location: { data: { type: 'locations', id: venueId } } });
    }
    expect(doc.meta).toMatchObject({ current_page: 1 });
  });

  it('sorts by distance when the position is given and pages by limit', async () => {
    const here = { 'x-latitude': '51.128', 'x-longitude': '71.43' };
    const doc = await get('search/v1/products?search=burger&limit=1', here);
    expect(doc.data).toHaveLength(1);
    const first = doc.included?.[0];
    expect(first?.attributes.town_id).toBe(2);
    expect(Number(first?.attributes.distance)).toBeGreaterThanOrEqual(0);
    expect(doc.meta.last_page).toBeGreaterThan(1);
    const second = await get('search/v1/products?search=burger&limit=1&page=2', here);
    expect(second.data[0]?.id).not.toBe(doc.data[0]?.id);
  });

  it('finds nothing for an unknown dish or an empty query', async () => {
    expect((await get('search/v1/products?search=zzzzqq')).meta.total).toBe(0);
    expect((await get('search/v1/products?search=')).data).toEqual([]);
    expect((await sb.api('GET', 'search/v1/products?search=a&page=0')).status).toBe(400);
  });
});
