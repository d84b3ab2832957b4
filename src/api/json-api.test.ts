import { describe, expect, it } from 'vitest';
import { normalizeMany, normalizeOne, toPage } from './json-api.ts';

const category = {
  data: {
    id: 7,
    type: 'categories',
    attributes: { name: 'Soups', is_active: true },
    relationships: {
      products: {
        data: [
          { id: '1', type: 'products' },
          { id: '2', type: 'products' },
          { id: '3', type: 'products' },
        ],
      },
      brand: { data: null },
    },
  },
  included: [
    { id: '1', type: 'products', attributes: { name: 'Borsch', price: 1900 } },
    { id: '2', type: 'products', attributes: { name: 'Lagman', price: 2300 } },
  ],
};

describe('normalizeOne', () => {
  it('flattens attributes and resolves relationships from included', () => {
    expect(normalizeOne(category)).toEqual({
      id: '7',
      type: 'categories',
      name: 'Soups',
      is_active: true,
      products: [
        { id: '1', type: 'products', name: 'Borsch', price: 1900 },
        { id: '2', type: 'products', name: 'Lagman', price: 2300 },
        // Not included: the identifier is kept so the caller can still fetch it.
        { id: '3', type: 'products' },
      ],
      brand: null,
    });
  });

  it('returns null for null data, a list, or a body that is not a document', () => {
    expect(normalizeOne({ data: null })).toBeNull();
    expect(normalizeOne({ data: [] })).toBeNull();
    expect(normalizeOne({ access_token: 'x' })).toBeNull();
    expect(normalizeOne('<html>')).toBeNull();
  });

  it('breaks cycles with identifier stubs so the result serialises', () => {
    const cyclic = {
      data: { id: 'a', type: 'node', relationships: { next: { data: { id: 'b', type: 'node' } } } },
      included: [{ id: 'b', type: 'node', relationships: { next: { data: { id: 'a', type: 'node' } } } }],
    };
    const result = normalizeOne(cyclic);
    expect(result).toEqual({
      id: 'a',
      type: 'node',
      next: { id: 'b', type: 'node', next: { id: 'a', type: 'node' } },
    });
    expect(() => JSON.stringify(result)).not.toThrow();
  });

  it('shares one object for a resource linked twice, and keeps per-link fields on a copy', () => {
    const groups = {
      data: [
        {
          id: 'g1',
          type: 'groups',
          attributes: { max: 3 },
          relationships: {
            additives: { data: [{ id: 's', type: 'additives', attributes: { min: 1, max: 2 } }] },
          },
        },
        {
          id: 'g2',
          type: 'groups',
          relationships: { additives: { data: [{ id: 's', type: 'additives' }] } },
        },
      ],
      included: [{ id: 's', type: 'additives', attributes: { name: 'Sauce' } }],
    };
    const [first, second] = normalizeMany(groups);
    expect(first?.additives).toEqual([{ id: 's', type: 'additives', name: 'Sauce', min: 1, max: 2 }]);
    expect(second?.additives).toEqual([{ id: 's', type: 'additives', name: 'Sauce' }]);
  });

  it('ignores attribute and relationship names that reach the prototype', () => {
    const hostile = JSON.parse(
      '{"data":{"id":"1","type":"x","attributes":{"__proto__":{"polluted":true},"ok":1},"relationships":{"constructor":{"data":null}}}}',
    );
    const result = normalizeOne(hostile);
    expect(result).toEqual({ id: '1', type: 'x', ok: 1 });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getPrototypeOf(result)).toBe(Object.prototype);
  });
});

describe('normalizeMany', () => {
  it('normalises every entry and skips entries without id and type', () => {
    const body = { data: [{ id: 1, type: 't', attributes: { a: 1 } }, { attributes: { a: 2 } }, null] };
    expect(normalizeMany(body)).toEqual([{ id: '1', type: 't', a: 1 }]);
  });
  it('wraps a single resource and gives an empty list for anything else', () => {
    expect(normalizeMany({ data: { id: '1', type: 't' } })).toEqual([{ id: '1', type: 't' }]);
    expect(normalizeMany({ errors: [] })).toEqual([]);
    expect(normalizeMany(null)).toEqual([]);
  });
});

describe('toPage', () => {
  it('reads meta current_page, last_page and total', () => {
    const body = { data: [{ id: '1', type: 'orders' }], meta: { current_page: 2, last_page: 5, total: 97 } };
    expect(toPage(body)).toEqual({ page: 2, lastPage: 5, total: 97, results: [{ id: '1', type: 'orders' }] });
  });
  it('defaults to page 1 of 1 with total 0 when meta is missing or broken', () => {
    expect(toPage({ data: [] })).toEqual({ page: 1, lastPage: 1, total: 0, results: [] });
    expect(toPage({ data: [], meta: { current_page: 'x', last_page: -3, total: null } })).toEqual({
      page: 1,
      lastPage: 1,
      total: 0,
      results: [],
    });
  });
  it('accepts numeric strings and maps each resource', () => {
    const body = {
      data: [{ id: '4', type: 'o', attributes: { sum: 10 } }],
      meta: { current_page: '3', last_page: '4', total: '31' },
    };
    expect(toPage(body, (order) => Number(order.sum))).toEqual({
      page: 3,
      lastPage: 4,
      total: 31,
      results: [10],
    });
  });
});
