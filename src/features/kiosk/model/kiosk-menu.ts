import type { Resource } from '../../../api/json-api.ts';
import { itemPhotoOf } from '../../../api/item-photo.ts';

export interface KioskProduct {
  id: number;
  name: string;
  description: string;
  /** Major units, as the menu shows it. */
  price: number;
  /** docs/contract/entities.md#menu-item: the first of its images, else its image_url; null shows the tile's neutral placeholder. */
  imageUrl: string | null;
  /** Additive groups to choose from: a tap opens the kiosk's option picker instead of adding at once. */
  hasOptions: boolean;
}

export interface KioskCategory {
  id: number;
  name: string;
  products: KioskProduct[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const number = (value: unknown): number => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : Number.NaN;
};

/**
 * Whether a touch can order the product: available and not 21+ (a kiosk cannot check an age). A product with
 * options is ordered through the kiosk's option picker, so the kiosk sells what the counter sells.
 */
const orderableByTouch = (product: Resource): boolean =>
  product.is_unavailable !== true && product.is_age_restricted !== true;

const hasOptions = (product: Resource): boolean =>
  product.has_additive_categories === true ||
  (Array.isArray(product.additive_categories) && product.additive_categories.length > 0);

/** The menu's active categories (GET menu/v2/category/products, normalised) with what a touch can order. */
export function kioskMenuOf(categories: readonly Resource[]): KioskCategory[] {
  return categories
    .filter((category) => category.is_active !== false)
    .map((category) => ({
      id: number(category.id),
      name: text(category.name),
      products: (Array.isArray(category.products) ? (category.products as Resource[]) : [])
        .filter(orderableByTouch)
        .map((product) => ({
          id: number(product.id),
          name: text(product.name),
          description: text(product.description),
          price: number(product.price),
          imageUrl: itemPhotoOf(product),
          hasOptions: hasOptions(product),
        }))
        .filter((product) => Number.isInteger(product.id) && Number.isFinite(product.price)),
    }))
    .filter((category) => category.products.length > 0);
}
