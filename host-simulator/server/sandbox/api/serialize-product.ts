import {
  type AdditiveGroupRow,
  type AdditiveRow,
  availabilityOf,
  type GroupLink,
  MIN_AGE,
  type StopState,
} from '../domain/menu.ts';
import { toMajor } from '../domain/money.ts';
import type { ServiceKey } from '../domain/services.ts';
import { identifier, resource, type Resource, toOne } from '../http/jsonapi.ts';
import { type Language, localiseJson } from '../http/language.ts';
import { imageUrl } from '../images/image-urls.ts';
import type { CategoryRow, ProductRow } from '../store/rows.ts';

export interface ProductContext {
  lang: Language;
  origin: string;
  currency: 'KZT' | 'GEL';
  stops: Map<number, StopState>;
  favourites: Set<number>;
  links: Map<number, GroupLink[]>;
  service: ServiceKey | null;
}

/**
 * A menu item as the real API sends it, before the client's read-time transformation (docs/contract/entities.md#menu-item-transformation): price is
 * the current price and old_price the price before a promo; reward_id marks promo items, which also carry
 * promo_limit and promo_day_limit. Availability is spelled out: is_unavailable for the stop list, a
 * disabled item or a service the item is not sold for; is_sold_out when it ran out today.
 */
export function productResource(row: ProductRow, ctx: ProductContext): Resource {
  const availability = availabilityOf(row, ctx.stops.get(row.id), ctx.service);
  const links = ctx.links.get(row.id) ?? [];
  const images = [
    imageUrl(ctx.origin, 'menu', row.image_key),
    imageUrl(ctx.origin, 'menu', `${row.image_key}-2`),
  ];
  return resource(
    'products',
    row.id,
    {
      id: row.id,
      product_id: row.product_id,
      external_id: row.external_id,
      name: localiseJson(row.name, ctx.lang),
      description: localiseJson(row.description, ctx.lang),
      price: toMajor(row.price),
      old_price: row.old_price === null ? null : toMajor(row.old_price),
      reward_id: row.reward_id,
      promo_limit: row.promo_limit,
      promo_day_limit: row.promo_day_limit,
      currency: ctx.currency,
      image_url: images[0],
      images,
      cooking_time: row.cooking_time,
      weight: row.weight,
      unit: row.unit,
      sizes: [],
      category_id: row.category_id,
      position: row.position,
      barcode: row.barcode,
      is_favorite: ctx.favourites.has(row.id),
      is_unavailable: availability !== 'available',
      is_sold_out: availability === 'sold_out',
      availability,
      unavailable_services: JSON.parse(row.unavailable_services) as unknown,
      has_additive_categories: links.length > 0,
      additive_categories: links.map((link) => link.group_id),
      age_restriction: row.age_restriction ? { kind: row.age_restriction, min_age: MIN_AGE } : null,
      is_age_restricted: row.age_restriction !== null,
    },
    {
      category: toOne('categories', row.category_id),
      additive_categories: {
        data: links.map((link) => ({
          ...identifier('additive-categories', link.group_id),
          meta: { min: link.min, max: link.max },
        })),
      },
    },
  );
}

export function categoryResource(row: CategoryRow, productIds: number[], lang: Language): Resource {
  return resource(
    'categories',
    row.id,
    {
      id: row.id,
      name: localiseJson(row.name, lang),
      is_active: row.is_active === 1,
      is_show_photo: row.is_show_photo === 1,
      position: row.position,
    },
    { products: { data: productIds.map((id) => identifier('products', id)) } },
  );
}

/**
 * An additive group for one product. Its own attributes.max is the group's limit; the relationship to its
 * additives carries the product's attributes {min, max} (docs/contract/entities.md#additive-group: min defaults to 0, max to the group's).
 * last_selected lists what the user picked the last time (signed-in favourite endpoint), else null.
 */
export function additiveGroupResource(
  group: AdditiveGroupRow,
  link: GroupLink,
  additives: AdditiveRow[],
  lang: Language,
  lastSelected: number[] | null,
): Resource {
  return resource(
    'additive-categories',
    group.id,
    {
      id: group.id,
      name: localiseJson(group.name, lang),
      max: group.max,
      min: link.min,
      position: link.position,
      last_selected: lastSelected,
    },
    {
      additives: {
        data: additives.map((a) => identifier('additives', a.id)),
        attributes: { min: link.min, max: link.max },
      },
    },
  );
}

export function additiveResource(row: AdditiveRow, lang: Language, currency: string): Resource {
  return resource(
    'additives',
    row.id,
    {
      id: row.id,
      name: localiseJson(row.name, lang),
      price: toMajor(row.price),
      currency,
      position: row.position,
    },
    { additive_category: toOne('additive-categories', row.group_id) },
  );
}
