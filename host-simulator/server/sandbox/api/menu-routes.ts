import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { isValidEan } from '../domain/barcode.ts';
import { availabilityOf, productsOfMenu, stopListOf } from '../domain/menu.ts';
import { ApiError } from '../http/api-error.ts';
import { document } from '../http/jsonapi.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryIntList, queryString } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { CategoryRow, ProductRow } from '../store/rows.ts';
import { ADDITIVE_ROUTES } from './additive-routes.ts';
import { FAVOURITE_ROUTES } from './favourite-routes.ts';
import { limitOf, productContext, productListReply } from './product-context.ts';
import { categoryResource, productResource } from './serialize-product.ts';
import { STOP_LIST_ROUTES } from './stop-list-routes.ts';
import { serviceFromQuery, venueFromQuery } from './venue-params.ts';

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
  return productListReply(req, app, (venue, limit) =>
    app.sql.all<ProductRow>(
      'SELECT * FROM products WHERE menu_id = ? AND is_unavailable = 0 ORDER BY popularity DESC, id LIMIT ?',
      venue.row.menu_id,
      limit,
    ),
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

export const MENU_ROUTES: ApiRoute[] = [
  ...STOP_LIST_ROUTES,
  { method: 'GET', path: 'menu/v3/popular/products', auth: 'optional', handler: popularProducts },
  ...FAVOURITE_ROUTES,
  { method: 'GET', path: 'menu/v2/category/products', auth: 'optional', handler: categoryProducts },
  ...ADDITIVE_ROUTES,
  { method: 'GET', path: 'menu/v3/product-by-barcode', auth: 'optional', handler: productByBarcode },
  { method: 'GET', path: 'menu/v3/cross-sell/products', auth: 'optional', handler: crossSell },
];
