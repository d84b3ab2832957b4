import { normalizeMany, type Resource } from '../../../api/json-api.ts';
import { type MenuItem, transformMenuItem } from './menu-item.ts';
import { flagOf, intOf, isRecord, textOf } from '../../../api/wire.ts';

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
