import type { ApiRequest, SandboxApp } from '../app.ts';
import { favouritesOf, groupLinksOf, stopListOf } from '../domain/menu.ts';
import type { ServiceKey } from '../domain/services.ts';
import type { Venue } from '../domain/venues.ts';
import { badRequest } from '../http/api-error.ts';
import { document } from '../http/jsonapi.ts';
import { queryInt } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { ProductRow } from '../store/rows.ts';
import { type ProductContext, productResource } from './serialize-product.ts';
import { serviceFromQuery, venueFromQuery } from './venue-params.ts';

/** What serialising products needs: language, currency, stop list, favourites, additive links. */
export function productContext(
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

/** The `limit` query parameter, 1 to 100. */
export function limitOf(req: ApiRequest, fallback = 20): number {
  const limit = queryInt(req.query, 'limit', fallback);
  if (limit < 1 || limit > 100) throw badRequest('invalid_parameter', 'limit must be from 1 to 100', 'limit');
  return limit;
}

/**
 * A short product list of the venue the query names (popular, favourite): the rows `pick` selects for the
 * venue and the `limit` parameter, serialised as the menu serialises them, with the venue and the count.
 */
export function productListReply(
  req: ApiRequest,
  app: SandboxApp,
  pick: (venue: Venue, limit: number) => ProductRow[],
): Reply {
  const venue = venueFromQuery(req, app);
  const rows = pick(venue, limitOf(req));
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
