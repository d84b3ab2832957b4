import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { isValidEan } from '../domain/barcode.ts';
import {
  additivesOfGroups,
  availabilityOf,
  favouritesOf,
  groupLinksOf,
  groupsByIds,
  productsOfMenu,
  stopListOf,
} from '../domain/menu.ts';
import { toMajor } from '../domain/money.ts';
import type { StoredOrderItem } from '../domain/order-types.ts';
import type { ServiceKey } from '../domain/services.ts';
import type { Venue } from '../domain/venues.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { document, resource, type Resource } from '../http/jsonapi.ts';
import { localiseJson } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryInt, queryIntList, queryString } from '../http/query.ts';
import { jsonApi, noContent, type Reply } from '../http/reply.ts';
import type { CategoryRow, ProductRow } from '../store/rows.ts';
import { attributesOf, listOf, moneyField, numberField } from '../http/body-fields.ts';
import {
  additiveGroupResource,
  additiveResource,
  categoryResource,
  type ProductContext,
  productResource,
} from './serialize-product.ts';
import { intParam, serviceFromQuery, venueFromQuery, venueOrThrow } from './venue-params.ts';

function productContext(
  req: ApiRequest,
  app: SandboxApp,
  venue: Venue,
  service: ServiceKey | null,
  productIds?: number[],
): ProductContext {
  return {
    lang: req.lang,
    origin: req.origin,
    currency: venue.currency,
    stops: stopListOf(app.sql, venue.row.id),
    favourites: favouritesOf(app.sql, req.user?.id),
    links: groupLinksOf(app.sql, venue.row.menu_id, productIds),
    service,
  };
}

function limitOf(req: ApiRequest, fallback = 20): number {
  const limit = queryInt(req.query, 'limit', fallback);
  if (limit < 1 || limit > 100) throw badRequest('invalid_parameter', 'limit must be from 1 to 100', 'limit');
  return limit;
}

/** GET menu/v2/category/products: the whole menu, categories with their products included. */
function categoryProducts(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueFromQuery(req, app);
  const service = serviceFromQuery(req);
  // Guests all see the same document: cache it (the large venue's menu is 1.7 MB of JSON).
  const cacheKey = req.user
    ? null
    : `${app.generation}:${venue.row.id}:${req.lang}:${req.origin}:${service ?? ''}`;
  const cached = cacheKey ? app.replyCache.get(cacheKey) : undefined;
  if (cached) return cached;

  const categories = app.sql.all<CategoryRow>(
    'SELECT * FROM categories WHERE menu_id = ? ORDER BY position',
    venue.row.menu_id,
  );
  const products = app.sql.all<ProductRow>(
    'SELECT * FROM products WHERE menu_id = ? ORDER BY category_id, position',
    venue.row.menu_id,
  );
  const ctx = productContext(req, app, venue, service);
  const byCategory = new Map<number, number[]>();
  for (const product of products) {
    const list = byCategory.get(product.category_id) ?? [];
    list.push(product.id);
    byCategory.set(product.category_id, list);
  }
  const reply = jsonApi(
    200,
    document(
      categories.map((category) => categoryResource(category, byCategory.get(category.id) ?? [], req.lang)),
      {
        included: products.map((product) => productResource(product, ctx)),
        meta: {
          filial_id: venue.row.id,
          menu_id: venue.row.menu_id,
          currency: venue.currency,
          products_count: products.length,
        },
      },
    ),
  );
  if (cacheKey) {
    if (app.replyCache.size > 200) app.replyCache.clear();
    app.replyCache.set(cacheKey, { ...reply, body: Buffer.from(reply.body) });
  }
  return reply;
}

function popularProducts(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueFromQuery(req, app);
  const limit = limitOf(req);
  const rows = app.sql.all<ProductRow>(
    'SELECT * FROM products WHERE menu_id = ? AND is_unavailable = 0 ORDER BY popularity DESC, id LIMIT ?',
    venue.row.menu_id,
    limit,
  );
  const ctx = productContext(
    req,
    app,
    venue,
    serviceFromQuery(req),
    rows.map((r) => r.id),
  );
  return jsonApi(
    200,
    document(
      rows.map((row) => productResource(row, ctx)),
      { meta: { filial_id: venue.row.id, total: rows.length } },
    ),
  );
}

function favouriteProducts(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueFromQuery(req, app);
  const limit = limitOf(req);
  const rows = app.sql.all<ProductRow>(
    `SELECT p.* FROM products p JOIN favourites f ON f.product_id = p.id
      WHERE f.user_id = ? AND p.menu_id = ? ORDER BY f.created_at DESC, p.id LIMIT ?`,
    req.user?.id ?? 0,
    venue.row.menu_id,
    limit,
  );
  const ctx = productContext(
    req,
    app,
    venue,
    serviceFromQuery(req),
    rows.map((r) => r.id),
  );
  return jsonApi(
    200,
    document(
      rows.map((row) => productResource(row, ctx)),
      { meta: { filial_id: venue.row.id, total: rows.length } },
    ),
  );
}

function addFavourite(req: ApiRequest, app: SandboxApp): Reply {
  const attributes = attributesOf(req.body);
  const productId = numberField(attributes, 'product_id', { required: true, integer: true }) as number;
  const product = app.sql.get<{ id: number }>('SELECT id FROM products WHERE id = ?', productId);
  if (!product) throw new ApiError(404, { code: 'product_not_found', title: MESSAGES.productNotFound });
  app.sql.run(
    'INSERT OR IGNORE INTO favourites VALUES (?, ?, ?)',
    req.user?.id ?? 0,
    productId,
    app.clock.now(),
  );
  return jsonApi(
    201,
    document(resource('favourites', productId, { product_id: productId, is_favorite: true })),
  );
}

function removeFavourite(req: ApiRequest, app: SandboxApp): Reply {
  const productId = intParam(req, 'productId');
  const { changes } = app.sql.run(
    'DELETE FROM favourites WHERE user_id = ? AND product_id = ?',
    req.user?.id ?? 0,
    productId,
  );
  if (changes === 0)
    throw new ApiError(404, { code: 'favourite_not_found', title: MESSAGES.productNotFound });
  return noContent();
}

function productOfVenue(app: SandboxApp, venue: Venue, productId: number): ProductRow {
  const row = app.sql.get<ProductRow>(
    'SELECT * FROM products WHERE id = ? AND menu_id = ?',
    productId,
    venue.row.menu_id,
  );
  if (!row)
    throw new ApiError(404, {
      code: 'product_not_found',
      title: MESSAGES.productNotFound,
      meta: { product_id: productId },
    });
  return row;
}

/** The additive ids the user chose for this product in their latest order containing it. */
function lastSelectedAdditives(app: SandboxApp, userId: number, productId: number): number[] {
  const orders = app.sql.all<{ items: string }>(
    'SELECT items FROM orders WHERE user_id = ? ORDER BY created_at DESC LIMIT 50',
    userId,
  );
  for (const order of orders) {
    const line = (JSON.parse(order.items) as StoredOrderItem[]).find((item) => item.product_id === productId);
    if (line) return line.additives.map((a) => a.id);
  }
  return [];
}

function additivesDocument(req: ApiRequest, app: SandboxApp, personal: boolean): Reply {
  const venue = venueFromQuery(req, app);
  serviceFromQuery(req);
  const productId = Number(queryString(req.query, 'product_id'));
  if (!Number.isInteger(productId))
    throw badRequest('missing_parameter', 'product_id is required', 'product_id');
  const product = productOfVenue(app, venue, productId);
  const links = groupLinksOf(app.sql, venue.row.menu_id, [product.id]).get(product.id) ?? [];
  const groups = groupsByIds(
    app.sql,
    links.map((l) => l.group_id),
  );
  const additives = additivesOfGroups(
    app.sql,
    links.map((l) => l.group_id),
  );
  const last = personal && req.user ? lastSelectedAdditives(app, req.user.id, product.id) : null;
  const data: Resource[] = [];
  const included: Resource[] = [];
  for (const link of links) {
    const group = groups.get(link.group_id);
    if (!group) continue;
    const options = additives.get(group.id) ?? [];
    const lastSelected = last === null ? null : last.filter((id) => options.some((a) => a.id === id));
    data.push(additiveGroupResource(group, link, options, req.lang, lastSelected));
    included.push(...options.map((a) => additiveResource(a, req.lang, venue.currency)));
  }
  return jsonApi(
    200,
    document(data, { included, meta: { filial_id: venue.row.id, product_id: product.id } }),
  );
}

function productByBarcode(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueFromQuery(req, app);
  const barcode = (queryString(req.query, 'barcode') ?? '').trim();
  if (!isValidEan(barcode)) {
    throw new ApiError(422, {
      code: 'barcode_wrong',
      title: MESSAGES.barcodeWrong,
      source: { parameter: 'barcode' },
    });
  }
  const row = app.sql.get<ProductRow>(
    'SELECT * FROM products WHERE menu_id = ? AND barcode = ?',
    venue.row.menu_id,
    barcode,
  );
  if (!row)
    throw new ApiError(404, {
      code: 'barcode_not_found',
      title: MESSAGES.barcodeNotFound,
      meta: { barcode },
    });
  const ctx = productContext(req, app, venue, 'micromarket', [row.id]);
  return jsonApi(200, document(productResource(row, ctx)));
}

function productsWithAdditives(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueFromQuery(req, app);
  const ids = queryIntList(req.query, 'products');
  if (ids.length === 0) throw badRequest('missing_parameter', 'products is required', 'products');
  const rows = productsOfMenu(app.sql, venue.row.menu_id, ids);
  const ctx = productContext(
    req,
    app,
    venue,
    serviceFromQuery(req),
    rows.map((r) => r.id),
  );
  const groupIds = [...new Set([...ctx.links.values()].flat().map((l) => l.group_id))];
  const groups = groupsByIds(app.sql, groupIds);
  const additives = additivesOfGroups(app.sql, groupIds);
  const included: Resource[] = [];
  for (const row of rows) {
    for (const link of ctx.links.get(row.id) ?? []) {
      const group = groups.get(link.group_id);
      if (!group) continue;
      const options = additives.get(group.id) ?? [];
      included.push(additiveGroupResource(group, link, options, req.lang, null));
      included.push(...options.map((a) => additiveResource(a, req.lang, venue.currency)));
    }
  }
  return jsonApi(
    200,
    document(
      rows.map((row) => productResource(row, ctx)),
      {
        included,
        meta: { filial_id: venue.row.id, missing: ids.filter((id) => !rows.some((r) => r.id === id)) },
      },
    ),
  );
}

function crossSell(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueFromQuery(req, app);
  const ids = queryIntList(req.query, 'products');
  const given = productsOfMenu(app.sql, venue.row.menu_id, ids);
  const stops = stopListOf(app.sql, venue.row.id);
  const candidates = [...new Set(given.flatMap((row) => JSON.parse(row.pairs_with) as number[]))].filter(
    (id) => !ids.includes(id),
  );
  const rows = productsOfMenu(app.sql, venue.row.menu_id, candidates)
    .filter((row) => availabilityOf(row, stops.get(row.id), null) === 'available')
    .sort((a, b) => b.popularity - a.popularity)
    .slice(0, limitOf(req, 10));
  const ctx = productContext(
    req,
    app,
    venue,
    null,
    rows.map((r) => r.id),
  );
  return jsonApi(
    200,
    document(
      rows.map((row) => productResource(row, ctx)),
      { meta: { filial_id: venue.row.id } },
    ),
  );
}

/**
 * POST menu/v2/stop_list/order_items/check: each line's state now (available, stopped, sold_out,
 * unavailable for the service, deleted from the menu) and, when the client sent the price it showed,
 * whether that price still holds.
 */
function stopListCheck(req: ApiRequest, app: SandboxApp): Reply {
  const attributes = attributesOf(req.body);
  const filialId = numberField(attributes, 'filial_id', { required: true, integer: true }) as number;
  const venue = venueOrThrow(app, filialId);
  const serviceRaw = attributes.service_type ?? attributes.service;
  const service =
    serviceRaw === undefined
      ? null
      : serviceFromQuery({ ...req, query: { service_type: String(serviceRaw) } });
  const lines = listOf(attributes, attributes.order_items !== undefined ? 'order_items' : 'items');
  const stops = stopListOf(app.sql, venue.row.id);
  const checks = lines.map((line, index) => {
    const productId = numberField(line, 'product_id', {
      required: true,
      integer: true,
      pointer: `/items/${index}/product_id`,
    }) as number;
    const shown = moneyField(line, 'price', { pointer: `/items/${index}/price` }) ?? null;
    const row = app.sql.get<ProductRow>(
      'SELECT * FROM products WHERE id = ? AND menu_id = ?',
      productId,
      venue.row.menu_id,
    );
    if (!row) {
      return resource('order-item-checks', productId, {
        product_id: productId,
        state: 'deleted',
        is_available: false,
        price: null,
        price_changed: false,
        name: null,
      });
    }
    const state = availabilityOf(row, stops.get(row.id), service);
    return resource('order-item-checks', productId, {
      product_id: productId,
      state,
      is_available: state === 'available',
      price: toMajor(row.price),
      shown_price: shown === null ? null : toMajor(shown),
      price_changed: shown !== null && shown !== row.price,
      name: localiseJson(row.name, req.lang),
    });
  });
  const valid = checks.every(
    (c) => c.attributes.is_available === true && c.attributes.price_changed === false,
  );
  return jsonApi(200, document(checks, { meta: { filial_id: venue.row.id, is_valid: valid } }));
}

export const MENU_ROUTES: ApiRoute[] = [
  { method: 'POST', path: 'menu/v2/stop_list/order_items/check', auth: 'optional', handler: stopListCheck },
  { method: 'GET', path: 'menu/v3/popular/products', auth: 'optional', handler: popularProducts },
  { method: 'GET', path: 'menu/v3/favourite/products', auth: 'user', handler: favouriteProducts },
  { method: 'POST', path: 'menu/v3/favourite/products', auth: 'user', handler: addFavourite },
  { method: 'DELETE', path: 'menu/v3/favourite/products/:productId', auth: 'user', handler: removeFavourite },
  { method: 'GET', path: 'menu/v2/category/products', auth: 'optional', handler: categoryProducts },
  {
    method: 'GET',
    path: 'menu/v2/product/additives',
    auth: 'optional',
    handler: (req, app) => additivesDocument(req, app, false),
  },
  {
    method: 'GET',
    path: 'menu/v2/favourite-product/additives',
    auth: 'user',
    handler: (req, app) => additivesDocument(req, app, true),
  },
  { method: 'GET', path: 'menu/v3/product-by-barcode', auth: 'optional', handler: productByBarcode },
  {
    method: 'GET',
    path: 'menu/v2/products/with/additives',
    auth: 'optional',
    handler: productsWithAdditives,
  },
  { method: 'GET', path: 'menu/v3/cross-sell/products', auth: 'optional', handler: crossSell },
];
