import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { findZone } from '../domain/delivery-zones.ts';
import { distanceMetres, inBbox, type LatLng } from '../domain/geometry.ts';
import { paymentTypesOf } from '../domain/filial-settings.ts';
import { toMajor } from '../domain/money.ts';
import { venuesWithActivePromo } from '../domain/promos.ts';
import { SERVICE_TYPE_ID, type ServiceKey } from '../domain/services.ts';
import { loadVenues, openingOf, type Venue } from '../domain/venues.ts';
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
import { queryInt, queryList, queryObject, queryString } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { BrandRow } from '../store/rows.ts';
import { brandResource, distanceTo, type LocationContext, locationResource } from './serialize-location.ts';
import { intParam, venueOrThrow } from './venue-params.ts';

/** SPEC §7 service mapping: delivery sends filter[service]=8, every other service 4 (express adds category 128). */
const SERVICE_FILTER: Record<string, readonly ServiceKey[]> = {
  '4': ['takeaway', 'express', 'micromarket'],
  '8': ['delivery', 'vendor_delivery'],
};

const HOME_CATEGORIES = ['near', 'popular', 'promo', 'recent', 'sf'] as const;
type HomeCategory = (typeof HOME_CATEGORIES)[number];
const SEMIFINISHED_CATEGORY = 133;

function pageParams(req: ApiRequest): { page: number; limit: number } {
  const page = queryInt(req.query, 'page', 1);
  const limit = queryInt(req.query, 'limit', 20);
  if (page < 1) throw badRequest('invalid_parameter', 'page starts at 1', 'page');
  if (limit < 1 || limit > 100) throw badRequest('invalid_parameter', 'limit must be from 1 to 100', 'limit');
  return { page, limit };
}

function includes(req: ApiRequest): Set<string> {
  return new Set(queryList(req.query, 'include').map((s) => s.toLowerCase()));
}

function parseBbox(req: ApiRequest): number[] | null {
  const list = queryList(req.query, 'bbox').map(Number);
  if (list.length === 0) return null;
  if (list.length !== 4 || list.some((n) => !Number.isFinite(n))) {
    throw badRequest('invalid_parameter', 'bbox must be minLng,minLat,maxLng,maxLat', 'bbox');
  }
  return list;
}

/** Lower-cased product names of each menu in every language, for the dish part of the search. */
function menuSearchText(app: SandboxApp): Map<number, string> {
  const key = `search:${app.generation}`;
  const cached = app.menuCache.get(key);
  if (cached) return new Map(JSON.parse(cached) as [number, string][]);
  const rows = app.sql.all<{ menu_id: number; names: string }>(
    "SELECT menu_id, group_concat(name, ' ') AS names FROM products GROUP BY menu_id",
  );
  const entries = rows.map((row) => [row.menu_id, row.names.toLowerCase()] as [number, string]);
  app.menuCache.set(key, JSON.stringify(entries));
  return new Map(entries);
}

function menusWithCategory(app: SandboxApp, categoryId: number): Set<number> {
  return new Set(
    app.sql
      .all<{ menu_id: number }>('SELECT menu_id FROM categories WHERE id = ?', categoryId)
      .map((r) => r.menu_id),
  );
}

function recentVenueIds(app: SandboxApp, userId: number | null): number[] {
  if (userId === null) return [];
  const rows = app.sql.all<{ filial_id: number }>(
    'SELECT filial_id, MAX(created_at) AS last FROM orders WHERE user_id = ? GROUP BY filial_id ORDER BY last DESC LIMIT 2',
    userId,
  );
  return rows.map((r) => r.filial_id);
}

function userIdOf(req: ApiRequest): number | null {
  if (req.user) return req.user.id;
  const raw = queryString(req.query, 'user_id');
  const n = Number(raw);
  return raw && Number.isInteger(n) ? n : null;
}

function sortVenues(venues: Venue[], sort: string, position: LatLng | null, lang: string): Venue[] {
  const desc = sort.startsWith('-');
  const key = desc ? sort.slice(1) : sort;
  const compare: Record<string, (a: Venue, b: Venue) => number> = {
    distance: (a, b) =>
      position
        ? distanceMetres(position, a.location) - distanceMetres(position, b.location)
        : b.row.popularity - a.row.popularity,
    rating: (a, b) => b.row.rating - a.row.rating || b.row.reviews_count - a.row.reviews_count,
    popular: (a, b) => b.row.popularity - a.row.popularity,
    name: (a, b) => a.row.brand_name.localeCompare(b.row.brand_name, lang) || a.row.id - b.row.id,
    id: (a, b) => a.row.id - b.row.id,
  };
  const fn = compare[key];
  if (!fn)
    throw badRequest(
      'invalid_parameter',
      `sort must be one of ${Object.keys(compare).join(', ')} (prefix - to reverse)`,
      'sort',
    );
  const sorted = [...venues].sort((a, b) => fn(a, b) || a.row.id - b.row.id);
  // rating is already best-first; a leading minus flips whatever the key means.
  return desc ? sorted.reverse() : sorted;
}

function locationContext(req: ApiRequest, app: SandboxApp, promo: Set<number>): LocationContext {
  return {
    lang: req.lang,
    now: app.clock.now(),
    origin: req.origin,
    position: req.position,
    includeExtra: includes(req).has('extra'),
    promoFilialIds: promo,
  };
}

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

/** The venue list of SPEC §7 with every filter; `category` is one of Home's default filial categories. */
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

function zoneCheck(req: ApiRequest, app: SandboxApp, venues: Venue[], currency: string, id: string): Reply {
  if (!req.position) {
    throw new ApiError(400, {
      code: 'coordinates_required',
      title: 'X-Latitude and X-Longitude headers are required',
      source: { header: 'X-Latitude' },
    });
  }
  const hit = findZone(app.sql, venues, req.position);
  return jsonApi(
    200,
    document(
      resource('delivery-zone-checks', id, {
        is_in_delivery_zone: hit !== null,
        delivery_cost: hit ? toMajor(hit.zone.delivery_cost) : 0,
        min_order_sum: hit ? toMajor(hit.zone.min_order_sum) : null,
        currency,
        filial_id: hit?.venue.row.id ?? null,
        zone: hit ? { id: hit.zone.id, name: hit.zone.name } : null,
        delivery_state: hit?.venue.row.delivery_state ?? null,
      }),
    ),
  );
}

function brandZoneCheck(req: ApiRequest, app: SandboxApp): Reply {
  const brandId = intParam(req, 'id');
  const venues = loadVenues(app.sql).filter((v) => v.row.brand_id === brandId);
  if (venues.length === 0)
    throw new ApiError(404, { code: 'brand_not_found', title: MESSAGES.brandNotFound });
  const near = req.position
    ? venues.filter((v) => distanceMetres(v.location, req.position as LatLng) < 100_000)
    : venues;
  return zoneCheck(req, app, near, near[0]?.currency ?? venues[0]?.currency ?? 'KZT', `brand-${brandId}`);
}

function venueZoneCheck(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueOrThrow(app, intParam(req, 'id'));
  return zoneCheck(req, app, [venue], venue.currency, `location-${venue.row.id}`);
}

/** One service's terminal settings (SPEC §3 "Filial settings"), money in major units. */
export function terminalSettingsResource(venue: Venue, service: ServiceKey, now: number): Resource {
  const s = venue.settings;
  const opening = openingOf(venue, now);
  return resource('terminal-settings', `${venue.row.id}-${service}`, {
    terminal_id: venue.row.id,
    filial_id: venue.row.id,
    service_type: service,
    service_type_id: SERVICE_TYPE_ID[service],
    service_percentage: service === 'express' ? s.service_percentage : 0,
    linked_terminals: s.linked_terminals,
    is_check_pulling_enabled: s.is_check_pulling_enabled,
    exclude_from_terminal_linking: s.exclude_from_terminal_linking,
    has_tablet: s.has_tablet,
    vendor_delivery_enabled: s.vendor_delivery_enabled,
    vendor_delivery_cost: toMajor(s.vendor_delivery_cost),
    vendor_max_sum: toMajor(s.vendor_max_sum),
    vendor_min_sum: toMajor(s.vendor_min_sum),
    delivery_state: venue.row.delivery_state,
    delivery_delay_time: venue.row.delivery_delay_time,
    min_order_sum: service === 'delivery' ? toMajor(venue.row.min_delivery_sum) : 0,
    is_loyalty_balance_button_disabled: s.is_loyalty_balance_button_disabled,
    private_reward_enabled: s.private_reward_enabled,
    close_in_advance_minutes: s.close_in_advance_minutes,
    payment_types: paymentTypesOf(s),
    max_bonus_usage_percentage: s.max_bonus_usage_percentage,
    is_open: opening.isOpen,
    cooking_delay_minutes: venue.row.rush_delay_minutes,
  });
}

const CARD_SERVICES = ['takeaway', 'express', 'delivery'] as const;

/** GET takeaway/locations/card/terminal/{filial_id}: the venue card with its per-service terminals. */
function terminalCard(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueOrThrow(app, intParam(req, 'filialId'));
  const brandId = queryString(req.query, 'brand_id');
  if (brandId && brandId !== String(venue.row.brand_id)) {
    throw new ApiError(404, { code: 'terminal_not_found', title: MESSAGES.terminalNotFound });
  }
  const wanted = includes(req);
  const now = app.clock.now();
  const location = locationResource(venue, locationContext(req, app, venuesWithActivePromo(app.sql, now)));
  const included: Resource[] = [];
  const relationships: Record<string, unknown> = { ...location.relationships };
  for (const service of CARD_SERVICES) {
    const offered =
      venue.services.includes(service) ||
      (service === 'delivery' && venue.services.includes('vendor_delivery'));
    const settings = offered ? terminalSettingsResource(venue, service, now) : null;
    relationships[service] = { data: settings ? { type: settings.type, id: settings.id } : null };
    if (settings && wanted.has(service)) included.push(settings);
  }
  return jsonApi(200, document({ ...location, relationships }, { included }));
}

function locationCard(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueOrThrow(app, intParam(req, 'id'));
  return jsonApi(
    200,
    document(
      locationResource(venue, locationContext(req, app, venuesWithActivePromo(app.sql, app.clock.now()))),
    ),
  );
}

function terminal(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueOrThrow(app, intParam(req, 'id'));
  const now = app.clock.now();
  const main = venue.services[0] ?? 'takeaway';
  const settings = terminalSettingsResource(venue, main, now);
  return jsonApi(
    200,
    document(
      resource('terminals', venue.row.id, {
        ...settings.attributes,
        services: venue.services,
        brand_id: venue.row.brand_id,
        town_id: venue.row.town_id,
        currency: venue.currency,
        distance: distanceTo(venue, req.position),
        has_smart_lock: venue.row.lock_state !== null,
      }),
    ),
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
  { method: 'GET', path: 'brandy/api/v1/brands/:id/delivery-zones/check', handler: brandZoneCheck },
  { method: 'GET', path: 'brandy/api/v1/locations/:id/delivery-zones/check', handler: venueZoneCheck },
  { method: 'GET', path: 'takeaway/locations/card/terminal/:filialId', handler: terminalCard },
  { method: 'GET', path: 'locations/v2/locations/card/terminal/:id', handler: locationCard },
  { method: 'GET', path: 'terminals/terminals/:id', handler: terminal },
];
