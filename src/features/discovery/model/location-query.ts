import type { QueryParams } from '../../../api/query-string.ts';
import type { ServiceId } from '../../../config/host-config.ts';
import type { Coordinates } from '../../../state/device.ts';

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
