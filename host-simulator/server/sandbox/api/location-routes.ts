import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { inBbox } from '../domain/geometry.ts';
import { venuesWithActivePromo } from '../domain/promos.ts';
import type { ServiceKey } from '../domain/services.ts';
import { loadVenues, type Venue } from '../domain/venues.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import {
  document,
  type Page,
  pageLinks,
  pageMeta,
  paginate,
  resource,
  type Resource,
  toMany,
} from '../http/jsonapi.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryList, queryObject, queryString } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { BrandRow } from '../store/rows.ts';
import { includes, locationContext, pageParams, parseBbox } from './location-params.ts';
import { brandResource, locationResource } from './serialize-location.ts';
import { TERMINAL_ROUTES } from './terminal-routes.ts';
import { intParam } from './venue-params.ts';
import {
  menuSearchText,
  menusWithCategory,
  recentVenueIds,
  sortVenues,
  userIdOf,
} from './venue-list-filters.ts';
import { ZONE_CHECK_ROUTES } from './zone-check-routes.ts';

/** docs/contract/calls.md#service-mapping service mapping: delivery sends filter[service]=8, every other service 4 (express adds category 128). */
const SERVICE_FILTER: Record<string, readonly ServiceKey[]> = {
  '4': ['takeaway', 'express', 'micromarket'],
  '8': ['delivery', 'vendor_delivery'],
};

const HOME_CATEGORIES = ['near', 'popular', 'promo', 'recent', 'sf'] as const;
type HomeCategory = (typeof HOME_CATEGORIES)[number];
const SEMIFINISHED_CATEGORY = 133;

function listDocument(
  req: ApiRequest,
  app: SandboxApp,
  venues: Venue[],
  page: Page,
  promo: Set<number>,
): Reply {
  const ctx = locationContext(req, app, promo);
  const slice = venues.slice(page.offset, page.offset + page.limit);
  const included: Resource[] = [];
  if (includes(req).has('brand') || includes(req).has('brands')) {
    const brands = app.sql.all<BrandRow>('SELECT * FROM brands');
    for (const venue of slice) {
      const brand = brands.find((b) => b.id === venue.row.brand_id);
      if (brand) included.push(brandResource(brand, req.lang, req.origin));
    }
  }
  return jsonApi(
    200,
    document(
      slice.map((venue) => locationResource(venue, ctx)),
      { ...(included.length ? { included } : {}), meta: pageMeta(page), links: pageLinks(req.url, page) },
    ),
  );
}

/** The venue list of docs/contract/calls.md#location-calls with every filter; `category` is one of Home's default filial categories. */
function listLocations(req: ApiRequest, app: SandboxApp, category: HomeCategory | null): Reply {
  const { page, limit } = pageParams(req);
  const filter = queryObject(req.query, 'filter');
  const now = app.clock.now();
  const promo = venuesWithActivePromo(app.sql, now);
  let venues = loadVenues(app.sql);

  const service = typeof filter.service === 'string' ? filter.service : undefined;
  if (service !== undefined && service !== '') {
    const allowed = SERVICE_FILTER[service];
    if (!allowed) throw badRequest('invalid_parameter', 'filter[service] must be 4 or 8', 'filter[service]');
    venues = venues.filter((v) => v.services.some((s) => allowed.includes(s)));
  }
  const onlyPromo = filter['only-promo'] === 'true' || filter['only-promo'] === '1' || category === 'promo';
  if (onlyPromo) venues = venues.filter((v) => promo.has(v.row.id));

  const townId = queryString(req.query, 'town_id');
  if (townId) venues = venues.filter((v) => String(v.row.town_id) === townId);
  const brandId = queryString(req.query, 'brand_id');
  if (brandId) venues = venues.filter((v) => String(v.row.brand_id) === brandId);

  const categoryIds = queryList(req.query, 'category_id').map(Number);
  if (category === 'sf') categoryIds.push(SEMIFINISHED_CATEGORY);
  for (const id of categoryIds) {
    if (!Number.isInteger(id))
      throw badRequest('invalid_parameter', 'category_id must be a whole number', 'category_id');
    const menus = menusWithCategory(app, id);
    venues = venues.filter((v) => v.categoryIds.includes(id) || menus.has(v.row.menu_id));
  }

  const search = (queryString(req.query, 'search') ?? '').trim().toLowerCase();
  if (search) {
    const dishes = menuSearchText(app);
    venues = venues.filter(
      (v) =>
        [v.row.title, v.row.brand_name, v.row.address].some((text) => text.toLowerCase().includes(search)) ||
        (dishes.get(v.row.menu_id) ?? '').includes(search),
    );
  }
  const bbox = parseBbox(req);
  if (bbox) venues = venues.filter((v) => inBbox(v.location, bbox));

  if (category === 'recent') {
    const recent = recentVenueIds(app, userIdOf(req));
    venues = recent.flatMap((id) => venues.filter((v) => v.row.id === id));
  } else {
    const fallback = category === 'popular' ? 'rating' : 'distance';
    venues = sortVenues(venues, queryString(req.query, 'sort') || fallback, req.position, req.lang);
  }
  return listDocument(req, app, venues, paginate(venues.length, page, limit), promo);
}

function listByHomeCategory(req: ApiRequest, app: SandboxApp): Reply {
  const url = req.params.url as HomeCategory;
  if (!HOME_CATEGORIES.includes(url)) {
    throw new ApiError(404, {
      code: 'category_not_found',
      title: `Unknown list ${url}; use one of ${HOME_CATEGORIES.join(', ')}`,
    });
  }
  return listLocations(req, app, url);
}

/** GET brandy/api/v1/locations/brand/{brandId}: one page of a brand's venues, grouped by brand_name. */
function locationsOfBrand(req: ApiRequest, app: SandboxApp): Reply {
  const brandId = intParam(req, 'brandId');
  const brand = app.sql.get<BrandRow>('SELECT * FROM brands WHERE id = ?', brandId);
  if (!brand) throw new ApiError(404, { code: 'brand_not_found', title: MESSAGES.brandNotFound });
  const { page, limit } = pageParams(req);
  const townId = queryString(req.query, 'town_id');
  let venues = loadVenues(app.sql).filter(
    (v) => v.row.brand_id === brandId && (!townId || String(v.row.town_id) === townId),
  );
  venues = sortVenues(venues, 'distance', req.position, req.lang);
  const paging = paginate(venues.length, page, limit);
  const slice = venues.slice(paging.offset, paging.offset + paging.limit);
  const ctx = locationContext(req, app, venuesWithActivePromo(app.sql, app.clock.now()));
  const groups = new Map<string, Venue[]>();
  for (const venue of slice)
    groups.set(venue.row.brand_name, [...(groups.get(venue.row.brand_name) ?? []), venue]);
  const data = [...groups].map(([name, members]) =>
    resource(
      'brand-groups',
      name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      { brand_name: name, brand_id: brandId, locations_count: members.length },
      {
        locations: toMany(
          'locations',
          members.map((v) => v.row.id),
        ),
      },
    ),
  );
  return jsonApi(
    200,
    document(data, {
      included: [...slice.map((v) => locationResource(v, ctx)), brandResource(brand, req.lang, req.origin)],
      meta: pageMeta(paging),
      links: pageLinks(req.url, paging),
    }),
  );
}

export const LOCATION_ROUTES: ApiRoute[] = [
  {
    method: 'GET',
    path: 'brandy/api/v1/locations/near',
    auth: 'optional',
    handler: (req, app) => listLocations(req, app, null),
  },
  {
    method: 'GET',
    path: 'takeaway/v2/locations',
    auth: 'optional',
    handler: (req, app) => listLocations(req, app, null),
  },
  { method: 'GET', path: 'takeaway/v2/locations/:url', auth: 'optional', handler: listByHomeCategory },
  { method: 'GET', path: 'brandy/api/v1/locations/brand/:brandId', handler: locationsOfBrand },
  ...ZONE_CHECK_ROUTES,
  ...TERMINAL_ROUTES,
];
