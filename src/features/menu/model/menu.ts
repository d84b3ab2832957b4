import { normalizeMany, type Resource } from '../../../api/json-api.ts';
import {
  flagOf,
  intOf,
  isRecord,
  textOf,
  idsOf,
  nullableTextOf,
  numberOf,
  stringsOf,
} from '../../../api/wire.ts';
import { itemPhotoOf } from '../../../api/item-photo.ts';

/** docs/contract/entities.md#my-favourites, docs/contract/constants.md#category-and-service-ids: the synthetic 'My Favourites' category of a signed-in guest. */
export const FAVOURITES_CATEGORY_ID = -2;

/** docs/contract/screens.md#fixed-product-categories, docs/contract/constants.md#category-and-service-ids: the fixed product categories, named the same in every venue. */
const FIXED_CATEGORIES = {
  132: 'bakery',
  133: 'semifinished',
  134: 'readyMeals',
} as const;

export type FixedCategoryKey = (typeof FIXED_CATEGORIES)[keyof typeof FIXED_CATEGORIES];

export function fixedCategoryKey(id: number): FixedCategoryKey | null {
  return FIXED_CATEGORIES[id as keyof typeof FIXED_CATEGORIES] ?? null;
}

/** docs/contract/entities.md#menu-category "Menu category". */
export interface MenuCategory {
  id: number;
  name: string;
  /** Whether its items show their photos (is_show_photo). */
  showPhoto: boolean;
  itemIds: number[];
}

export interface Menu {
  /** Active categories in the menu's order, each with the ids of its items. */
  categories: MenuCategory[];
  items: ReadonlyMap<number, MenuItem>;
}

/**
 * A venue's menu from menu/v2/category/products: the categories (inactive ones left out) with their
 * products, each product through the read-time transformation once, however many categories list it.
 */
export function parseMenu(body: unknown): Menu {
  const items = new Map<number, MenuItem>();
  const categories: MenuCategory[] = [];
  for (const resource of normalizeMany(body)) {
    if (resource.type !== 'categories') continue;
    const id = intOf(resource.id);
    if (id === null || resource.is_active === false) continue;
    const itemIds: number[] = [];
    for (const product of Array.isArray(resource.products) ? resource.products : []) {
      const productId = intOf((product as Resource).id);
      if (productId === null) continue;
      if (!items.has(productId)) {
        const item = transformMenuItem(product);
        if (!item) continue;
        items.set(productId, item);
      }
      itemIds.push(productId);
    }
    categories.push({
      id,
      name: textOf(resource.name),
      showPhoto: resource.is_show_photo === undefined ? true : flagOf(resource.is_show_photo),
      itemIds,
    });
  }
  return { categories, items };
}

/** Items of a plain product list (popular, favourites, frequent, cross-sell), transformed. */
export function parseItems(body: unknown): MenuItem[] {
  return normalizeMany(body)
    .filter((resource) => resource.type === 'products')
    .map(transformMenuItem)
    .filter((item): item is MenuItem => item !== null);
}

/** One item, e.g. product-by-barcode; null when the answer holds none. */
export function parseItem(body: unknown): MenuItem | null {
  if (!isRecord(body) || !isRecord(body.data)) return null;
  return parseItems(body)[0] ?? null;
}

/** docs/contract/entities.md#menu-item-transformation: with a reward and no limit of its own, a promo item may be ordered without a practical limit. */
export const PROMO_LIMIT_DEFAULT = 9999;

/**
 * A menu item after the read-time transformation of docs/contract/entities.md#menu-item-transformation. Field names follow the API's, so the spec's
 * rules read the same here: `price` is what the item costs without the promo, `promo_price` what it costs
 * now when a promo applies.
 */
export interface MenuItem {
  id: number;
  product_id: number | null;
  external_id: string | null;
  name: string;
  description: string;
  price: number;
  promo_price: number | null;
  promo_id: number | null;
  /** A negative whole percentage, e.g. '-13'; null without a promo. */
  discount: string | null;
  promo_limit: number | null;
  promo_day_limit: number | null;
  image_url: string | null;
  images: string[];
  sizes: unknown[] | null;
  cooking_time: number | null;
  weight: number | null;
  unit: string | null;
  category_id: number | null;
  barcode: string | null;
  additive_categories: number[];
  has_additive_categories: boolean;
  is_favorite: boolean;
  is_unavailable: boolean;
  is_sold_out: boolean;
  /** Services the item is not sold for (e.g. alcohol is not delivered). */
  unavailable_services: string[];
  /** docs/contract/validation.md#age-21: tobacco, alcohol and energy drinks need the 21+ confirmation. */
  is_age_restricted: boolean;
}

/** What one unit costs now: the promo price when a promo applies. */
export const currentPrice = (item: Pick<MenuItem, 'price' | 'promo_price'>): number =>
  item.promo_price ?? item.price;

/**
 * docs/contract/entities.md#menu-item-transformation: the discount as a negative whole percentage string, from the price before (`old`) and now
 * (`now`). Null when there is no saving to show.
 */
export function discountOf(old: number, now: number): string | null {
  if (!(old > 0) || !(now < old)) return null;
  const percent = Math.round((1 - now / old) * 100);
  return percent > 0 ? `-${percent}` : null;
}

/**
 * docs/contract/entities.md#menu-item-transformation "Read-time transformation of a menu item", applied to a normalised `products` resource:
 * reward_id becomes promo_id; an old_price makes the old price the price and the current price the
 * promo_price; discount is computed from the two; empty sizes become null; promo_limit and promo_day_limit
 * default to 9999 when a reward exists and are null otherwise. Returns null for an entry that is not an item
 * (no id or no price), so one broken entry does not take the menu down.
 */
export function transformMenuItem(raw: unknown): MenuItem | null {
  if (!isRecord(raw)) return null;
  const id = intOf(raw.id);
  const apiPrice = numberOf(raw.price);
  if (id === null || apiPrice === null) return null;

  const oldPrice = numberOf(raw.old_price);
  const promoId = intOf(raw.reward_id);
  const hasReward = promoId !== null;
  const images = stringsOf(raw.images);
  const sizes = Array.isArray(raw.sizes) && raw.sizes.length > 0 ? [...raw.sizes] : null;
  const additiveCategories = idsOf(raw.additive_categories);

  return {
    id,
    product_id: intOf(raw.product_id),
    external_id: nullableTextOf(raw.external_id),
    name: textOf(raw.name),
    description: textOf(raw.description),
    price: oldPrice !== null ? oldPrice : apiPrice,
    promo_price: oldPrice !== null ? apiPrice : null,
    promo_id: promoId,
    discount: oldPrice !== null ? discountOf(oldPrice, apiPrice) : null,
    promo_limit: hasReward ? (intOf(raw.promo_limit) ?? PROMO_LIMIT_DEFAULT) : null,
    promo_day_limit: hasReward ? (intOf(raw.promo_day_limit) ?? PROMO_LIMIT_DEFAULT) : null,
    image_url: itemPhotoOf(raw),
    images,
    sizes,
    cooking_time: numberOf(raw.cooking_time),
    weight: numberOf(raw.weight),
    unit: nullableTextOf(raw.unit),
    category_id: intOf(raw.category_id) ?? intOf(isRecord(raw.category) ? raw.category.id : null),
    barcode: nullableTextOf(raw.barcode),
    additive_categories: additiveCategories,
    has_additive_categories: flagOf(raw.has_additive_categories) || additiveCategories.length > 0,
    is_favorite: flagOf(raw.is_favorite),
    is_unavailable: flagOf(raw.is_unavailable),
    is_sold_out: flagOf(raw.is_sold_out),
    unavailable_services: stringsOf(raw.unavailable_services),
    is_age_restricted: flagOf(raw.is_age_restricted) || isRecord(raw.age_restriction),
  };
}

/** The wire spelling of a service in `unavailable_services`, from the cart's order kind. */
const WIRE_SERVICE: Record<string, string> = { 'vendor-delivery': 'vendor_delivery' };

export type Availability = 'available' | 'sold-out' | 'unavailable' | 'not-for-service';

/** Whether the item can be ordered now for this kind of order, and if not, why (for its label). */
export function availabilityOf(item: MenuItem, kind: string): Availability {
  if (item.is_sold_out) return 'sold-out';
  if (item.is_unavailable) return 'unavailable';
  if (item.unavailable_services.includes(WIRE_SERVICE[kind] ?? kind)) return 'not-for-service';
  return 'available';
}
