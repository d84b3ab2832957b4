import { describe, expect, it } from 'vitest';
import { FAVOURITES_CATEGORY_ID, fixedCategoryKey, parseItem, parseMenu } from './menu.ts';
import type { MenuItem } from './menu-item.ts';
import { categoryAt, layoutMenu, ROW_HEIGHTS, rowAt, visibleRows } from './menu-rows.ts';
import { searchMenu } from '../screens/MenuSearchScreen.tsx';

const product = (id: number, name: string, extra: Record<string, unknown> = {}) => ({
  type: 'products',
  id: String(id),
  attributes: { id, name, description: '', price: 1000, ...extra },
});

const doc = {
  data: [
    {
      type: 'categories',
      id: '132',
      attributes: { name: 'Выпечка', is_active: true, is_show_photo: true },
      relationships: {
        products: {
          data: [
            { type: 'products', id: '1' },
            { type: 'products', id: '2' },
          ],
        },
      },
    },
    {
      type: 'categories',
      id: '1031',
      attributes: { name: 'Drinks', is_active: true, is_show_photo: false },
      relationships: {
        products: {
          data: [
            { type: 'products', id: '3' },
            { type: 'products', id: '1' },
            { type: 'products', id: '99' },
          ],
        },
      },
    },
    {
      type: 'categories',
      id: '1032',
      attributes: { name: 'Hidden', is_active: false },
      relationships: { products: { data: [{ type: 'products', id: '4' }] } },
    },
  ],
  included: [
    product(1, 'Croissant'),
    product(2, 'Rye bread', { old_price: 1200, reward_id: 4 }),
    product(3, 'Café latte', { description: 'Espresso and milk' }),
    product(4, 'Secret'),
  ],
};

describe('parseMenu', () => {
  it('keeps active categories in order with their items, each item transformed once', () => {
    const menu = parseMenu(doc);
    expect(menu.categories).toEqual([
      { id: 132, name: 'Выпечка', showPhoto: true, itemIds: [1, 2] },
      { id: 1031, name: 'Drinks', showPhoto: false, itemIds: [3, 1] },
    ]);
    expect([...menu.items.keys()].sort()).toEqual([1, 2, 3]);
    expect(menu.items.get(2)).toMatchObject({ price: 1200, promo_price: 1000, promo_id: 4, discount: '-17' });
  });

  it('knows the fixed categories and the favourites id', () => {
    expect(fixedCategoryKey(132)).toBe('bakery');
    expect(fixedCategoryKey(133)).toBe('semifinished');
    expect(fixedCategoryKey(134)).toBe('readyMeals');
    expect(fixedCategoryKey(1031)).toBeNull();
    expect(FAVOURITES_CATEGORY_ID).toBe(-2);
  });

  it('reads one product answer, and nothing from an empty one', () => {
    expect(parseItem({ data: product(5, 'Water') })?.name).toBe('Water');
    expect(parseItem({ data: null })).toBeNull();
    expect(parseItem({ data: [product(5, 'Water')] })).toBeNull();
  });
});

describe('the windowed layout', () => {
  const menu = parseMenu(doc);
  const layout = layoutMenu(menu.categories, (id) => menu.items.has(id));

  it('places a heading and then the items of each category, at fixed heights', () => {
    expect(layout.rows.map((row) => row.key)).toEqual([
      'c132',
      '132:1',
      '132:2',
      'c1031',
      '1031:3',
      '1031:1',
    ]);
    expect(layout.offsets).toEqual([0, 56, 168, 280, 336, 420]);
    expect(layout.total).toBe(
      ROW_HEIGHTS.category * 2 + ROW_HEIGHTS.item * 2 + ROW_HEIGHTS.itemWithoutPhoto * 2,
    );
    expect(layout.headingRow.get(1031)).toBe(3);
  });

  it('leaves out categories with nothing to show', () => {
    const empty = layoutMenu([{ id: 1, name: 'Empty', showPhoto: true, itemIds: [404] }], () => false);
    expect(empty).toMatchObject({ rows: [], total: 0 });
  });

  it('finds the row under a pixel and the rows a viewport needs, with overscan', () => {
    expect(rowAt(layout.offsets, 0)).toBe(0);
    expect(rowAt(layout.offsets, 55)).toBe(0);
    expect(rowAt(layout.offsets, 56)).toBe(1);
    expect(rowAt(layout.offsets, 10_000)).toBe(5);
    expect(visibleRows(layout, 170, 300, 0)).toEqual({ start: 2, end: 4 });
    expect(visibleRows(layout, 170, 300, 100)).toEqual({ start: 1, end: 5 });
    expect(visibleRows(layout, 170, 300, 120)).toEqual({ start: 0, end: 5 });
    expect(visibleRows(layout, -1000, -900, 0)).toEqual({ start: 0, end: 0 });
    expect(visibleRows(layout, 5000, 6000, 0)).toEqual({ start: 0, end: 0 });
  });

  it('names the category being read', () => {
    expect(categoryAt(layout, 0)).toBe(132);
    expect(categoryAt(layout, 279)).toBe(132);
    expect(categoryAt(layout, 280)).toBe(1031);
  });

  it('renders a few dozen of 1,500 rows for a phone screen', () => {
    const ids = Array.from({ length: 1500 }, (_, index) => index + 1);
    const big = layoutMenu(
      Array.from({ length: 30 }, (_, index) => ({
        id: index + 1,
        name: `Row ${index}`,
        showPhoto: true,
        itemIds: ids.slice(index * 50, index * 50 + 50),
      })),
      () => true,
    );
    const window = visibleRows(big, 80_000, 80_800, 360);
    expect(window.end - window.start).toBeLessThan(20);
    expect(big.offsets[window.start]).toBeLessThanOrEqual(80_000 - 360);
  });
});

describe('searchMenu (docs/contract/validation.md#search-input: trimmed input)', () => {
  const items = [...parseMenu(doc).items.values()] as MenuItem[];

  it('finds by the name first, then by the description, ignoring case and accents', () => {
    expect(searchMenu(items, '  LATTE ').map((item) => item.id)).toEqual([3]);
    expect(searchMenu(items, 'cafe').map((item) => item.id)).toEqual([3]);
    expect(searchMenu(items, 'milk').map((item) => item.id)).toEqual([3]);
    expect(searchMenu(items, 'r').map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('needs every word, and finds nothing for an empty query', () => {
    expect(searchMenu(items, 'rye bread').map((item) => item.id)).toEqual([2]);
    expect(searchMenu(items, 'rye latte')).toEqual([]);
    expect(searchMenu(items, '   ')).toEqual([]);
  });
});
