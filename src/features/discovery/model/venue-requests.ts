import type { QueryParams } from '../../../api/query-string.ts';
import type { ServiceId } from '../../../config/host-config.ts';
import type { Coordinates } from '../../../state/device.ts';

/** docs/contract/constants.md#list-sizes: the repeat-order shortcut shows at most two venues. */
export const RECENT_LIMIT = 2;
/** Venues a Home category shows before "Show all". */
const HOME_CATEGORY_LIMIT = 10;

export type CategoryKind = 'promo' | 'near' | 'popular' | 'recent' | 'brand' | 'sf';

/**
 * docs/contract/screens.md#default-filial-categories: a filial category has a name, a title, an optional image, a position, a payload (what the venue
 * list asks for) and its filials. Names and titles are text keys (brands: the brand's own name).
 */
export interface FilialCategory {
  id: string;
  kind: CategoryKind;
  position: number;
  /** Set for brand categories: shown as it is, never translated. */
  brandName?: string;
  image?: string;
  payload: LocationQuery;
}

const FIXED: Record<Exclude<CategoryKind, 'brand'>, LocationQuery> = {
  promo: { list: 'promo', onlyPromo: true },
  near: { list: 'near', sort: 'distance' },
  popular: { list: 'popular', sort: 'rating' },
  recent: { list: 'recent', limit: RECENT_LIMIT },
  sf: { list: 'sf' },
};

/** The categories Home loads at once, not when scrolled near: the ones its first screen shows. */
export const EAGER_KINDS: ReadonlySet<CategoryKind> = new Set(['promo', 'near', 'popular']);

/** What a Home category's row asks the venue list for: its payload, at most HOME_CATEGORY_LIMIT venues. */
export function categoryPayload(category: FilialCategory): LocationQuery {
  return { limit: HOME_CATEGORY_LIMIT, ...category.payload };
}

function fixed(kind: Exclude<CategoryKind, 'brand'>, position: number): FilialCategory {
  return { id: kind, kind, position, payload: FIXED[kind] };
}

function brand(name: string, position: number): FilialCategory {
  return { id: `brand:${name}`, kind: 'brand', position, brandName: name, payload: { search: name } };
}

/**
 * docs/contract/screens.md#home-shortcuts "Home category shortcuts (by position)": 1 promo, 2 recent orders (limit 2), 3 nearby, 4 popular
 * by rating, 5 to 7 three brand shortcuts searching by brand name. Fewer brands give fewer shortcuts.
 */
export function homeShortcuts(brandNames: readonly string[]): FilialCategory[] {
  return [
    fixed('promo', 1),
    fixed('recent', 2),
    fixed('near', 3),
    fixed('popular', 4),
    ...brandNames.slice(0, 3).map((name, index) => brand(name, 5 + index)),
  ];
}

/**
 * docs/contract/screens.md#default-filial-categories "Default filial categories in order": promo, near, popular, recent, two brand categories,
 * semi-finished.
 */
export function defaultFilialCategories(brandNames: readonly string[]): FilialCategory[] {
  const kinds = [
    fixed('promo', 1),
    fixed('near', 2),
    fixed('popular', 3),
    fixed('recent', 4),
    ...brandNames.slice(0, 2).map((name, index) => brand(name, 5 + index)),
  ];
  return [...kinds, fixed('sf', kinds.length + 1)];
}

/** The brands for the shortcuts: the distinct brand names of the best-rated venues, best first. */
export function brandsForShortcuts(venues: readonly { brandName: string }[]): string[] {
  const names: string[] = [];
  for (const venue of venues) {
    if (venue.brandName && !names.includes(venue.brandName)) names.push(venue.brandName);
  }
  return names;
}

/** The Filials route that shows a whole category: `/filials?category=promo`, `/filials?category=brand&search=…`. */
export function categoryHref(category: FilialCategory): string {
  const params = new URLSearchParams({ category: category.kind });
  if (category.brandName) params.set('search', category.brandName);
  return `/filials?${params}`;
}

/** The category a Filials URL names, or null for the plain list. */
export function categoryFromSearch(search: string): FilialCategory | null {
  const params = new URLSearchParams(search);
  const kind = params.get('category');
  if (kind === 'brand') {
    const name = params.get('search')?.trim();
    return name ? brand(name, 0) : null;
  }
  if (kind === 'promo' || kind === 'near' || kind === 'popular' || kind === 'recent' || kind === 'sf') {
    return fixed(kind, 0);
  }
  return null;
}

/** docs/contract/constants.md#list-sizes: list page size. */
export const PAGE_SIZE = 20;
/** docs/contract/constants.md#category-and-service-ids: express venues carry this filial category. */
const EXPRESS_CATEGORY_ID = 128;
/** docs/contract/calls.md#service-mapping: delivery filters by service 8, every other service by 4. */
const DELIVERY_SERVICE_FILTER = 8;
const PICKUP_SERVICE_FILTER = 4;

/** The named lists of takeaway/v2/locations/{url} that back Home's default categories. */
const LOCATION_LISTS = ['promo', 'near', 'popular', 'recent', 'sf'] as const;
type LocationList = (typeof LOCATION_LISTS)[number];

/** What a list of venues asks for: a category's payload, the Filials filters, or the map's box. */
export interface LocationQuery {
  list?: LocationList;
  onlyPromo?: boolean;
  sort?: 'distance' | 'rating' | 'popular' | 'name';
  search?: string;
  brandId?: number;
  /** minLng, minLat, maxLng, maxLat. */
  bbox?: readonly [number, number, number, number];
  limit?: number;
}

export interface LocationContext {
  /** null: every service (Home, whose service switcher is hidden). */
  service: ServiceId | null;
  townId: number | null;
  userId: string | null;
  coordinates: Coordinates | null;
}

/** docs/contract/calls.md#service-mapping "Service mapping": express sets category_id 128; delivery sets filter[service]=8; otherwise 4. */
export function serviceQuery(service: ServiceId): QueryParams {
  if (service === 'delivery') return { filter: { service: DELIVERY_SERVICE_FILTER } };
  if (service === 'express')
    return { filter: { service: PICKUP_SERVICE_FILTER }, category_id: EXPRESS_CATEGORY_ID };
  return { filter: { service: PICKUP_SERVICE_FILTER } };
}

/** docs/contract/calls.md#location-calls: the position travels in the X-Latitude and X-Longitude headers. */
export function coordinateHeaders(coordinates: Coordinates | null): Record<string, string> {
  if (!coordinates) return {};
  return { 'X-Latitude': String(coordinates.latitude), 'X-Longitude': String(coordinates.longitude) };
}

/** The path, query and headers of one page of GET takeaway/v2/locations[/{url}]. */
export function locationsRequest(
  query: LocationQuery,
  context: LocationContext,
  page: number,
): { path: string; query: QueryParams; headers: Record<string, string> } {
  const service = context.service ? serviceQuery(context.service) : {};
  const filter: QueryParams = { ...((service.filter as QueryParams | undefined) ?? {}) };
  if (query.onlyPromo) filter['only-promo'] = true;
  const params: QueryParams = {
    ...service,
    filter: Object.keys(filter).length > 0 ? filter : undefined,
    page,
    limit: query.limit ?? PAGE_SIZE,
    sort: query.sort,
    user_id: context.userId ?? undefined,
    include: 'extra',
    town_id: query.bbox ? undefined : (context.townId ?? undefined),
    search: query.search?.trim() || undefined,
    bbox: query.bbox ? query.bbox.map((value) => value.toFixed(5)).join(',') : undefined,
    brand_id: query.brandId,
  };
  return {
    path: query.list ? `takeaway/v2/locations/${query.list}` : 'takeaway/v2/locations',
    query: params,
    headers: coordinateHeaders(context.coordinates),
  };
}
