import type { Resource } from '../../../api/json-api.ts';

export interface KioskProduct {
  id: number;
  name: string;
  description: string;
  /** Major units, as the menu shows it. */
  price: number;
  imageUrl: string | null;
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
 * Whether a touch can order the product as it is: available, not 21+ (a kiosk cannot check an age), and with
 * no additive choice it must make (every group's min is 0). The kiosk has no option sheet: products that need
 * one are ordered at the counter or from a phone (docs/features/kiosk.md).
 */
function orderableByTouch(product: Resource): boolean {
  if (product.is_unavailable === true || product.is_age_restricted === true) return false;
  const groups = Array.isArray(product.additive_categories) ? product.additive_categories : [];
  return groups.every((group) => {
    const meta = (group as { meta?: { min?: unknown } }).meta;
    return !meta?.min || number(meta.min) <= 0;
  });
}

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
          imageUrl: typeof product.image_url === 'string' ? product.image_url : null,
        }))
        .filter((product) => Number.isInteger(product.id) && Number.isFinite(product.price)),
    }))
    .filter((category) => category.products.length > 0);
}
