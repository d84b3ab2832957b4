import { describe, expect, it } from 'vitest';
import {
  brandsForShortcuts,
  categoryFromSearch,
  categoryHref,
  defaultFilialCategories,
  homeShortcuts,
  RECENT_LIMIT,
} from './home-categories.ts';

const BRANDS = ['Dala Coffee', 'Burger Batyr', 'Tandyr House', 'Khinkali House'];

describe('Home shortcuts (docs/contract/screens.md#home-shortcuts, by position)', () => {
  it('puts promo, recent, near, popular, then three brands at positions 1 to 7', () => {
    const shortcuts = homeShortcuts(BRANDS);
    expect(shortcuts.map((s) => [s.position, s.kind, s.brandName ?? null])).toEqual([
      [1, 'promo', null],
      [2, 'recent', null],
      [3, 'near', null],
      [4, 'popular', null],
      [5, 'brand', 'Dala Coffee'],
      [6, 'brand', 'Burger Batyr'],
      [7, 'brand', 'Tandyr House'],
    ]);
  });

  it('carries each shortcut’s payload: only-promo, recent limit 2, popular by rating, brand by name', () => {
    const [promo, recent, near, popular, brand] = homeShortcuts(BRANDS);
    expect(promo?.payload).toEqual({ list: 'promo', onlyPromo: true });
    expect(recent?.payload).toEqual({ list: 'recent', limit: RECENT_LIMIT });
    expect(RECENT_LIMIT).toBe(2);
    expect(near?.payload).toMatchObject({ list: 'near' });
    expect(popular?.payload).toMatchObject({ list: 'popular', sort: 'rating' });
    expect(brand?.payload).toEqual({ search: 'Dala Coffee' });
  });

  it('has fewer brand shortcuts when fewer brands are known', () => {
    expect(homeShortcuts(['Only One']).map((s) => s.kind)).toEqual([
      'promo',
      'recent',
      'near',
      'popular',
      'brand',
    ]);
    expect(homeShortcuts([])).toHaveLength(4);
  });
});

describe('default filial categories (docs/contract/screens.md#default-filial-categories, in order)', () => {
  it('are promo, near, popular, recent, two brands, semi-finished', () => {
    expect(defaultFilialCategories(BRANDS).map((c) => c.brandName ?? c.kind)).toEqual([
      'promo',
      'near',
      'popular',
      'recent',
      'Dala Coffee',
      'Burger Batyr',
      'sf',
    ]);
    expect(defaultFilialCategories(BRANDS).map((c) => c.position)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(defaultFilialCategories([]).at(-1)).toMatchObject({ kind: 'sf', position: 5 });
  });
});

describe('brands and links', () => {
  it('takes distinct brand names in the order of the venues', () => {
    expect(
      brandsForShortcuts([{ brandName: 'B' }, { brandName: 'A' }, { brandName: 'B' }, { brandName: '' }]),
    ).toEqual(['B', 'A']);
  });

  it('round-trips a category through the Filials URL', () => {
    for (const category of homeShortcuts(BRANDS)) {
      const href = categoryHref(category);
      expect(href.startsWith('/filials?')).toBe(true);
      const back = categoryFromSearch(href.slice('/filials?'.length));
      expect(back?.payload).toEqual(category.payload);
    }
    expect(categoryFromSearch('category=brand&search=%20')).toBeNull();
    expect(categoryFromSearch('category=__proto__')).toBeNull();
    expect(categoryFromSearch('')).toBeNull();
  });
});
