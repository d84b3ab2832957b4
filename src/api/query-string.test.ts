import { describe, expect, it } from 'vitest';
import { toQueryString, withQueryString } from './query-string.ts';

describe('toQueryString', () => {
  it('writes nested objects and arrays with brackets', () => {
    expect(toQueryString({ filter: { service: 8, 'only-promo': true }, terminal_ids: [1, 2] })).toBe(
      'filter[service]=8&filter[only-promo]=true&terminal_ids[]=1&terminal_ids[]=2',
    );
  });
  it('accepts keys that already carry brackets', () => {
    expect(toQueryString({ 'filter[filial_id]': 12, 'filter[onlyActive]': true })).toBe(
      'filter[filial_id]=12&filter[onlyActive]=true',
    );
  });
  it('indexes arrays of objects so their fields stay together', () => {
    expect(
      toQueryString({
        products: [
          { id: 1, qty: 2 },
          { id: 5, qty: 1 },
        ],
      }),
    ).toBe('products[0][id]=1&products[0][qty]=2&products[1][id]=5&products[1][qty]=1');
  });
  it('leaves out undefined and null, keeps empty strings, zero and false', () => {
    expect(toQueryString({ a: undefined, b: null, c: '', d: 0, e: false })).toBe('c=&d=0&e=false');
  });
  it('encodes values and keys but keeps brackets readable', () => {
    expect(toQueryString({ search: 'плов & чай', 'a b': [new Date(Date.UTC(2026, 0, 2))] })).toBe(
      'search=%D0%BF%D0%BB%D0%BE%D0%B2%20%26%20%D1%87%D0%B0%D0%B9&a%20b[]=2026-01-02T00%3A00%3A00.000Z',
    );
  });
  it('gives an empty string for nothing', () => {
    expect(toQueryString(undefined)).toBe('');
    expect(toQueryString({})).toBe('');
  });
});

describe('withQueryString', () => {
  it('appends with ? or & and leaves a URL alone when there is nothing to add', () => {
    expect(withQueryString('/a', { x: 1 })).toBe('/a?x=1');
    expect(withQueryString('/a?is_web_view=1', { x: 1 })).toBe('/a?is_web_view=1&x=1');
    expect(withQueryString('/a', { x: undefined })).toBe('/a');
  });
});
