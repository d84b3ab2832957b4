import { describe, expect, it } from 'vitest';
import { normalisePath } from './normalise-path.ts';

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['//', '/'],
    ['/filials//12', '/filials/12'],
    ['//orders///5/', '/orders/5'],
    ['/filials/12/', '/filials/12'],
    ['/auth?state=a//b', '/auth?state=a//b'],
    ['/typ//1/order/2?paid=1#top', '/typ/1/order/2?paid=1#top'],
  ])('%s -> %s', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});
