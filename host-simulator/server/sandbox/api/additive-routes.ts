import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { additivesOfGroups, groupLinksOf, groupsByIds, productsOfMenu } from '../domain/menu.ts';
import type { StoredOrderItem } from '../domain/order-types.ts';
import type { Venue } from '../domain/venues.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { document, type Resource } from '../http/jsonapi.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryIntList, queryString } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { ProductRow } from '../store/rows.ts';
import { productContext } from './product-context.ts';
import { additiveGroupResource, additiveResource, productResource } from './serialize-product.ts';
import { serviceFromQuery, venueFromQuery } from './venue-params.ts';

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

/** A product's additive groups (with the guest's last choice on the favourites path), and several products with theirs. */
export const ADDITIVE_ROUTES: ApiRoute[] = [
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
  {
    method: 'GET',
    path: 'menu/v2/products/with/additives',
    auth: 'optional',
    handler: productsWithAdditives,
  },
];
