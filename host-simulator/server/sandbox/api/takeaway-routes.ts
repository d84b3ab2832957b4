import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { favouritesOf, groupLinksOf, productsOfMenu, stopListOf } from '../domain/menu.ts';
import type { StoredOrderItem } from '../domain/order-types.ts';
import { bannerOf } from '../domain/venues.ts';
import { badRequest } from '../http/api-error.ts';
import { document, resource } from '../http/jsonapi.ts';
import { queryBool, queryInt } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import { productResource } from './serialize-product.ts';
import { intParam, venueOrThrow } from './venue-params.ts';

/** GET takeaway/v2/filial/settings/banner/info/{id}: the venue's delivery banner, or data null. */
function bannerInfo(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueOrThrow(app, intParam(req, 'id'));
  const banner = bannerOf(venue, req.lang);
  const webView = queryBool(req.query, 'is_web_view') ?? false;
  return jsonApi(
    200,
    document(
      banner
        ? resource('banners', `${venue.row.id}-${banner.kind}`, {
            ...banner,
            filial_id: venue.row.id,
            is_web_view: webView,
            refund_days: 1,
          })
        : null,
    ),
  );
}

/** GET takeaway/v1/filial/{id}/products/frequent/: what the signed-in guest orders most here (empty for guests). */
function frequentProducts(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueOrThrow(app, intParam(req, 'id'));
  const limit = queryInt(req.query, 'limit', 20);
  if (limit < 1 || limit > 100) throw badRequest('invalid_parameter', 'limit must be from 1 to 100', 'limit');
  const counts = new Map<number, number>();
  if (req.user) {
    const orders = app.sql.all<{ items: string }>(
      "SELECT items FROM orders WHERE user_id = ? AND filial_id = ? AND status <> 'canceled'",
      req.user.id,
      venue.row.id,
    );
    for (const order of orders) {
      for (const item of JSON.parse(order.items) as StoredOrderItem[])
        counts.set(item.product_id, (counts.get(item.product_id) ?? 0) + item.count);
    }
  }
  const ids = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, limit)
    .map(([id]) => id);
  const rows = productsOfMenu(app.sql, venue.row.menu_id, ids).sort(
    (a, b) => ids.indexOf(a.id) - ids.indexOf(b.id),
  );
  const ctx = {
    lang: req.lang,
    origin: req.origin,
    currency: venue.currency,
    stops: stopListOf(app.sql, venue.row.id),
    favourites: favouritesOf(app.sql, req.user?.id),
    links: groupLinksOf(app.sql, venue.row.menu_id, ids),
    service: null,
  };
  return jsonApi(
    200,
    document(
      rows.map((row) => ({ ...productResource(row, ctx), meta: { ordered_count: counts.get(row.id) ?? 0 } })),
      { meta: { filial_id: venue.row.id, total: rows.length } },
    ),
  );
}

export const TAKEAWAY_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'takeaway/v2/filial/settings/banner/info/:id', handler: bannerInfo },
  {
    method: 'GET',
    path: 'takeaway/v1/filial/:id/products/frequent',
    auth: 'optional',
    handler: frequentProducts,
  },
];
