import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  currentPrice,
  discountOf,
  PROMO_LIMIT_DEFAULT,
  transformMenuItem,
} from './menu-item.ts';

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
