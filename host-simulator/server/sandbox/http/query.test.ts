import { describe, expect, it } from 'vitest';
import { parseQuery, queryIntList, queryList, queryObject, queryString } from './query.ts';

const parse = (search: string) => parseQuery(new URLSearchParams(search));

describe('parseQuery', () => {
  it('reads bracket objects, lists and repeated keys', () => {
    const q = parse(
      'filter[service]=8&filter[only-promo]=true&terminal_ids[]=1&terminal_ids[]=2&page=2&a=1&a=2',
    );
    expect(queryObject(q, 'filter').service).toBe('8');
    expect(queryObject(q, 'filter')['only-promo']).toBe('true');
    expect(queryIntList(q, 'terminal_ids')).toEqual([1, 2]);
    expect(queryString(q, 'page')).toBe('2');
    expect(queryList(q, 'a')).toEqual(['1', '2']);
  });

  it('accepts indexed and comma-separated lists', () => {
    expect(queryIntList(parse('products[0]=5&products[1]=7'), 'products')).toEqual([5, 7]);
    expect(queryIntList(parse('products=5,7'), 'products')).toEqual([5, 7]);
  });

  it('never reaches Object.prototype', () => {
    const q = parse('__proto__[polluted]=1&constructor[prototype][x]=1&a[__proto__][b]=1');
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
    expect(Object.keys(q)).toEqual([]);
  });

  it('rejects a list of non-numbers where numbers are expected', () => {
    expect(() => queryIntList(parse('products=1,x'), 'products')).toThrow(/whole numbers/);
  });
});
