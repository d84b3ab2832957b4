import { describe, expect, it } from 'vitest';
import {
  FAVOURITES_CATEGORY_ID,
  fixedCategoryKey,
  parseItem,
  parseMenu,
  type MenuItem,
  availabilityOf,
  currentPrice,
  discountOf,
  PROMO_LIMIT_DEFAULT,
  transformMenuItem,
} from './menu.ts';
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

/** A product as menu/v2/category/products sends it, after JSON:API normalisation. */
const raw = (fields: Record<string, unknown> = {}) => ({
  id: '1049',
  type: 'products',
  product_id: 50028,
  external_id: 'burger-batyr-combo-classic-kzt',
  name: 'Classic combo',
  description: 'Burger, fries, drink',
  price: 3490,
  old_price: null,
  reward_id: null,
  promo_limit: null,
  promo_day_limit: null,
  image_url: 'https://img.example/a.svg',
  images: ['https://img.example/first.svg', 'https://img.example/second.svg'],
  cooking_time: 12,
  weight: 650,
  unit: 'g',
  sizes: [],
  category_id: 1012,
  is_favorite: false,
  is_unavailable: false,
  is_sold_out: false,
  unavailable_services: [],
  has_additive_categories: true,
  additive_categories: [{ id: '9', type: 'additive-categories', meta: { min: 1, max: 1 } }],
  is_age_restricted: false,
  ...fields,
});

describe('the read-time transformation of a menu item (docs/contract/entities.md#menu-item-transformation)', () => {
  it('turns reward_id into promo_id, and null when there is none', () => {
    expect(transformMenuItem(raw({ reward_id: 2, old_price: 3990 }))?.promo_id).toBe(2);
    expect(transformMenuItem(raw())?.promo_id).toBeNull();
    expect(transformMenuItem(raw({ reward_id: undefined }))?.promo_id).toBeNull();
  });

  it('makes the old price the price and the current price the promo price when an old price exists', () => {
    const item = transformMenuItem(raw({ price: 3490, old_price: 3990, reward_id: 2 }));
    expect(item).toMatchObject({ price: 3990, promo_price: 3490 });
    expect(currentPrice(item as NonNullable<typeof item>)).toBe(3490);
  });

  it('keeps the price and a null promo price without an old price', () => {
    const item = transformMenuItem(raw({ price: 2290 }));
    expect(item).toMatchObject({ price: 2290, promo_price: null, discount: null });
    expect(currentPrice(item as NonNullable<typeof item>)).toBe(2290);
  });

  it('computes the discount as a negative whole percentage string from the old and new price', () => {
    expect(transformMenuItem(raw({ price: 3490, old_price: 3990, reward_id: 2 }))?.discount).toBe('-13');
    expect(transformMenuItem(raw({ price: 1590, old_price: 1890, reward_id: 1 }))?.discount).toBe('-16');
    expect(transformMenuItem(raw({ price: 500, old_price: 1000, reward_id: 1 }))?.discount).toBe('-50');
    expect(transformMenuItem(raw({ price: '7.5', old_price: '10', reward_id: 1 }))?.discount).toBe('-25');
  });

  it('has no discount when the old price is not above the new one', () => {
    expect(discountOf(1000, 1000)).toBeNull();
    expect(discountOf(1000, 1200)).toBeNull();
    expect(discountOf(0, 0)).toBeNull();
    expect(discountOf(10000, 9999)).toBeNull();
  });

  it('makes empty sizes null and keeps sizes that exist', () => {
    expect(transformMenuItem(raw({ sizes: [] }))?.sizes).toBeNull();
    expect(transformMenuItem(raw({ sizes: undefined }))?.sizes).toBeNull();
    expect(transformMenuItem(raw({ sizes: [{ id: 1, name: 'L' }] }))?.sizes).toEqual([{ id: 1, name: 'L' }]);
  });

  it('defaults promo_limit and promo_day_limit to 9999 with a reward, null without one', () => {
    expect(transformMenuItem(raw({ reward_id: 2, old_price: 3990 }))).toMatchObject({
      promo_limit: PROMO_LIMIT_DEFAULT,
      promo_day_limit: 9999,
    });
    expect(
      transformMenuItem(raw({ reward_id: 2, old_price: 3990, promo_limit: 5, promo_day_limit: 10 })),
    ).toMatchObject({ promo_limit: 5, promo_day_limit: 10 });
    expect(transformMenuItem(raw({ promo_limit: 5, promo_day_limit: 10 }))).toMatchObject({
      promo_limit: null,
      promo_day_limit: null,
    });
  });

  it('takes the first of the images as image_url, falling back to image_url', () => {
    expect(transformMenuItem(raw())?.image_url).toBe('https://img.example/first.svg');
    expect(transformMenuItem(raw({ images: [] }))?.image_url).toBe('https://img.example/a.svg');
    expect(transformMenuItem(raw({ images: undefined, image_url: undefined }))?.image_url).toBeNull();
  });

  it('reads the additive categories from ids or from normalised relationships', () => {
    expect(transformMenuItem(raw())?.additive_categories).toEqual([9]);
    expect(transformMenuItem(raw({ additive_categories: [7, '8'] }))?.additive_categories).toEqual([7, 8]);
    const plain = transformMenuItem(raw({ additive_categories: [], has_additive_categories: false }));
    expect(plain).toMatchObject({ additive_categories: [], has_additive_categories: false });
  });

  it('reads ids, flags and numbers sent as strings, and keeps the other fields', () => {
    const item = transformMenuItem(
      raw({ id: '77', price: '1200.50', is_unavailable: 1, is_sold_out: '1', is_favorite: true }),
    );
    expect(item).toMatchObject({
      id: 77,
      product_id: 50028,
      external_id: 'burger-batyr-combo-classic-kzt',
      price: 1200.5,
      is_unavailable: true,
      is_sold_out: true,
      is_favorite: true,
      cooking_time: 12,
      category_id: 1012,
    });
  });

  it('marks 21+ items from the flag or from an age_restriction object', () => {
    expect(transformMenuItem(raw({ is_age_restricted: true }))?.is_age_restricted).toBe(true);
    expect(
      transformMenuItem(raw({ age_restriction: { kind: 'alcohol', min_age: 21 } }))?.is_age_restricted,
    ).toBe(true);
    expect(transformMenuItem(raw({ age_restriction: null }))?.is_age_restricted).toBe(false);
  });

  it('refuses an entry without an id or a price, or that is not an object', () => {
    expect(transformMenuItem(raw({ id: undefined }))).toBeNull();
    expect(transformMenuItem(raw({ id: '1.5' }))).toBeNull();
    expect(transformMenuItem(raw({ price: 'free' }))).toBeNull();
    expect(transformMenuItem(null)).toBeNull();
    expect(transformMenuItem([raw()])).toBeNull();
  });
});

describe('availabilityOf', () => {
  const item = (fields: Record<string, unknown>) =>
    transformMenuItem(raw(fields)) as NonNullable<ReturnType<typeof transformMenuItem>>;

  it('says why an item cannot be ordered, sold out first', () => {
    expect(availabilityOf(item({}), 'takeaway')).toBe('available');
    expect(availabilityOf(item({ is_sold_out: true, is_unavailable: true }), 'takeaway')).toBe('sold-out');
    expect(availabilityOf(item({ is_unavailable: true }), 'takeaway')).toBe('unavailable');
  });

  it('knows the services an item is not sold for, in the wire spelling', () => {
    const beer = item({ unavailable_services: ['delivery', 'vendor_delivery'] });
    expect(availabilityOf(beer, 'delivery')).toBe('not-for-service');
    expect(availabilityOf(beer, 'vendor-delivery')).toBe('not-for-service');
    expect(availabilityOf(beer, 'express')).toBe('available');
  });
});
