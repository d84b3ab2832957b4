import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { distanceMetres } from '../domain/geometry.ts';
import { toMajor } from '../domain/money.ts';
import { venuesWithActivePromo } from '../domain/promos.ts';
import { loadVenues, type Venue } from '../domain/venues.ts';
import { badRequest } from '../http/api-error.ts';
import { document, pageLinks, pageMeta, paginate, resource, toOne } from '../http/jsonapi.ts';
import { type Language, type LocalText, parseLocalText } from '../http/language.ts';
import { queryInt, queryList, queryObject, queryString } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import { imageUrl } from '../images/image-urls.ts';
import { locationResource } from './serialize-location.ts';

/**
 * The guest's search across venues and dishes (docs/contract/product.md#guests-and-what-they-do "Search restaurants, dishes and items", docs/contract/states.md#search "Search",
 * docs/contract/constants.md#list-sizes "autocomplete 3"). docs/contract/calls.md#location-calls names only the `search` parameter of the location list, which finds venues;
 * these two calls are the sandbox's additions for the suggestions and the dish results (docs/api/search.md).
 */

const SUGGESTION_LIMIT = 3;
const MAX_QUERY = 100;

interface DishEntry {
  id: number;
  menuId: number;
  name: LocalText;
  /** Lower-cased names in every language, so a Russian query finds the dish in an English session too. */
  haystack: string;
  price: number;
  oldPrice: number | null;
  imageKey: string;
  popularity: number;
  unavailable: boolean;
}

interface DishIndex {
  generation: number;
  byMenu: Map<number, DishEntry[]>;
}

// Per sandbox (a WeakMap on the app, never module state shared between sandboxes), rebuilt after a reseed.
const indexes = new WeakMap<SandboxApp, DishIndex>();

function dishIndex(app: SandboxApp): DishIndex {
  const cached = indexes.get(app);
  if (cached && cached.generation === app.generation) return cached;
  const rows = app.sql.all<{
    id: number;
    menu_id: number;
    name: string;
    price: number;
    old_price: number | null;
    image_key: string;
    popularity: number;
    is_unavailable: number;
  }>('SELECT id, menu_id, name, price, old_price, image_key, popularity, is_unavailable FROM products');
  const byMenu = new Map<number, DishEntry[]>();
  for (const row of rows) {
    const name = parseLocalText(row.name);
    const entry: DishEntry = {
      id: row.id,
      menuId: row.menu_id,
      name,
      haystack: Object.values(name).join('\n').toLocaleLowerCase(),
      price: row.price,
      oldPrice: row.old_price,
      imageKey: row.image_key,
      popularity: row.popularity,
      unavailable: row.is_unavailable === 1,
    };
    byMenu.set(row.menu_id, [...(byMenu.get(row.menu_id) ?? []), entry]);
  }
  const index = { generation: app.generation, byMenu };
  indexes.set(app, index);
  return index;
}

function searchText(req: ApiRequest): string {
  const text = (queryString(req.query, 'search') ?? '').trim().toLocaleLowerCase();
  if (text.length > MAX_QUERY) {
    throw badRequest('invalid_parameter', `search is at most ${MAX_QUERY} characters`, 'search');
  }
  return text;
}

/** The same service mapping as the location list (docs/contract/calls.md#service-mapping): 8 delivery, 4 the rest, category 128 express. */
function venuesInScope(req: ApiRequest, app: SandboxApp): Venue[] {
  let venues = loadVenues(app.sql);
  const townId = queryString(req.query, 'town_id');
  if (townId) venues = venues.filter((venue) => String(venue.row.town_id) === townId);
  const service = queryObject(req.query, 'filter').service;
  if (service === '8') {
    venues = venues.filter((venue) =>
      venue.services.some((s) => s === 'delivery' || s === 'vendor_delivery'),
    );
  } else if (service === '4') {
    venues = venues.filter((venue) =>
      venue.services.some((s) => s !== 'delivery' && s !== 'vendor_delivery'),
    );
  } else if (service !== undefined && service !== '') {
    throw badRequest('invalid_parameter', 'filter[service] must be 4 or 8', 'filter[service]');
  }
  for (const raw of queryList(req.query, 'category_id')) {
    const id = Number(raw);
    if (!Number.isInteger(id))
      throw badRequest('invalid_parameter', 'category_id must be a whole number', 'category_id');
    venues = venues.filter((venue) => venue.categoryIds.includes(id));
  }
  if (req.position) {
    const here = req.position;
    venues.sort((a, b) => distanceMetres(here, a.location) - distanceMetres(here, b.location));
  } else {
    venues.sort((a, b) => b.row.popularity - a.row.popularity || a.row.id - b.row.id);
  }
  return venues;
}

const localised = (json: string, lang: Language): string => {
  const text = parseLocalText(json);
  return text[lang] || text.ru;
};

/** GET search/v1/suggestions: up to 3 texts to complete the query with; venue and brand names first, then dishes. */
function suggestions(req: ApiRequest, app: SandboxApp): Reply {
  const text = searchText(req);
  const limit = queryInt(req.query, 'limit', SUGGESTION_LIMIT);
  if (limit < 1 || limit > 10) throw badRequest('invalid_parameter', 'limit must be from 1 to 10', 'limit');
  if (!text) return jsonApi(200, document([], { meta: { total: 0 } }));
  const venues = venuesInScope(req, app);
  const found = new Map<string, { kind: 'venue' | 'dish'; filialId: number | null }>();
  const add = (value: string, kind: 'venue' | 'dish', filialId: number | null) => {
    const key = value.toLocaleLowerCase();
    if (found.size < limit && ![...found.keys()].some((k) => k.toLocaleLowerCase() === key))
      found.set(value, { kind, filialId });
  };
  // Names that start with the query read as completions; names that only contain it come after.
  for (const startsOnly of [true, false]) {
    for (const venue of venues) {
      for (const name of [venue.row.brand_name, localised(venue.row.title, req.lang)]) {
        const lower = name.toLocaleLowerCase();
        if (startsOnly ? lower.startsWith(text) : lower.includes(text)) add(name, 'venue', venue.row.id);
      }
    }
  }
  const index = dishIndex(app);
  const dishes = venues
    .flatMap((venue) => index.byMenu.get(venue.row.menu_id) ?? [])
    .filter((dish) => dish.haystack.includes(text))
    .sort((a, b) => b.popularity - a.popularity || a.id - b.id);
  for (const dish of dishes) add(dish.name[req.lang] || dish.name.ru, 'dish', null);
  const data = [...found].map(([value, { kind, filialId }], position) =>
    resource('search-suggestions', `${position + 1}`, { text: value, kind, filial_id: filialId }),
  );
  return jsonApi(200, document(data, { meta: { total: data.length } }));
}

/** GET search/v1/products: dishes matching the query, each with the venue that sells it (nearest venues first). */
function products(req: ApiRequest, app: SandboxApp): Reply {
  const text = searchText(req);
  const page = queryInt(req.query, 'page', 1);
  const limit = queryInt(req.query, 'limit', 20);
  if (page < 1) throw badRequest('invalid_parameter', 'page starts at 1', 'page');
  if (limit < 1 || limit > 100) throw badRequest('invalid_parameter', 'limit must be from 1 to 100', 'limit');
  const venues = text ? venuesInScope(req, app) : [];
  const index = dishIndex(app);
  const matches = venues.flatMap((venue) =>
    (index.byMenu.get(venue.row.menu_id) ?? [])
      .filter((dish) => dish.haystack.includes(text))
      .sort((a, b) => b.popularity - a.popularity || a.id - b.id)
      .map((dish) => ({ venue, dish })),
  );
  const paging = paginate(matches.length, page, limit);
  const slice = matches.slice(paging.offset, paging.offset + paging.limit);
  const now = app.clock.now();
  const promo = venuesWithActivePromo(app.sql, now);
  const ctx = { lang: req.lang, now, origin: req.origin, position: req.position, includeExtra: false };
  const data = slice.map(({ venue, dish }) =>
    resource(
      'dish-matches',
      `${venue.row.id}-${dish.id}`,
      {
        product_id: dish.id,
        filial_id: venue.row.id,
        name: dish.name[req.lang] || dish.name.ru,
        price: toMajor(dish.price),
        old_price: dish.oldPrice === null ? null : toMajor(dish.oldPrice),
        currency: venue.currency,
        image_url: imageUrl(req.origin, 'menu', dish.imageKey),
        is_unavailable: dish.unavailable,
      },
      { product: toOne('products', dish.id), location: toOne('locations', venue.row.id) },
    ),
  );
  const included = [...new Map(slice.map(({ venue }) => [venue.row.id, venue])).values()].map((venue) =>
    locationResource(venue, { ...ctx, promoFilialIds: promo }),
  );
  return jsonApi(
    200,
    document(data, { included, meta: pageMeta(paging), links: pageLinks(req.url, paging) }),
  );
}

export const SEARCH_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'search/v1/suggestions', auth: 'optional', handler: suggestions },
  { method: 'GET', path: 'search/v1/products', auth: 'optional', handler: products },
];
