import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { venuesWithActivePromo } from '../domain/promos.ts';
import { getOrder } from '../domain/order-lifecycle.ts';
import { ORDER_COLUMNS, type OrderRow } from '../domain/order-types.ts';
import { placeOrder } from '../domain/place-order.ts';
import { parseService } from '../domain/services.ts';
import { termsStanding } from '../domain/terms.ts';
import { linkTabletOrder, phoneOrderSession } from '../domain/tablet.ts';
import { loadVenue } from '../domain/venues.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { document, pageLinks, pageMeta, paginate, resource, type Resource } from '../http/jsonapi.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryInt, queryString } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { ProductRow, UserRow } from '../store/rows.ts';
import { attributesOf, numberField } from '../http/body-fields.ts';
import { orderResource } from './serialize-order.ts';
import { locationResource } from './serialize-location.ts';
import { serviceFromQuery, venueOrThrow } from './venue-params.ts';

function tableNumber(app: SandboxApp, tableId: number | null): number | null {
  if (tableId === null) return null;
  return (
    app.sql.get<{ number: number }>('SELECT number FROM restaurant_tables WHERE id = ?', tableId)?.number ??
    null
  );
}

/** Orders as the order reads answer them, their venues included (also the preorder bill's base). */
export function ordersDocument(
  req: ApiRequest,
  app: SandboxApp,
  orders: OrderRow[],
): { data: Resource[]; included: Resource[] } {
  const now = app.clock.now();
  const promo = venuesWithActivePromo(app.sql, now);
  const included: Resource[] = [];
  const venues = new Map(orders.map((o) => [o.filial_id, loadVenue(app.sql, o.filial_id)]));
  for (const venue of venues.values()) {
    if (venue)
      included.push(
        locationResource(venue, {
          lang: req.lang,
          now,
          origin: req.origin,
          position: req.position,
          includeExtra: false,
          promoFilialIds: promo,
        }),
      );
  }
  const data = orders.map((order) =>
    orderResource(order, {
      lang: req.lang,
      origin: req.origin,
      now,
      tableNumber: tableNumber(app, order.table_id),
      venue: venues.get(order.filial_id) ?? null,
    }),
  );
  return { data, included };
}

/**
 * A guest who has not accepted the terms in force orders nothing, whatever client sends the order (the app
 * asks first, docs/features/care.md): 409 with the version and where to read it. Not kept under the
 * idempotency key, so the same send goes through once the terms are accepted.
 */
function refuseWithTermsPending(req: ApiRequest, app: SandboxApp, user: UserRow): void {
  const standing = termsStanding(app.sql, user);
  if (standing.accepted >= standing.current) return;
  throw new ApiError(409, {
    code: 'terms_not_accepted',
    title: MESSAGES.termsNotAccepted,
    meta: { version: standing.current, url: `${req.origin}/sandbox/terms?version=${standing.current}` },
  });
}

/** POST takeaway/v1/{service}/order: one endpoint per service; the payloads are in docs/api/orders.md. */
function createOrder(req: ApiRequest, app: SandboxApp): Reply {
  const service = parseService(req.params.service);
  if (!service)
    throw new ApiError(404, { code: 'route_not_found', title: `Unknown service ${req.params.service}` });
  const body = req.body as { data?: { type?: unknown } } | undefined;
  if (body?.data?.type !== undefined && body.data.type !== 'orders') {
    throw new ApiError(422, {
      code: 'invalid_type',
      title: 'data.type must be orders',
      source: { pointer: '/data/type' },
    });
  }
  const attributes = attributesOf(req.body);
  const filialId = numberField(attributes, 'filial_id', { required: true, integer: true }) as number;
  const venue = venueOrThrow(app, filialId);
  const tablet = phoneOrderSession(app, attributes, filialId);
  refuseWithTermsPending(req, app, req.user as UserRow);
  const order = placeOrder(
    app,
    service,
    venue,
    attributes,
    req.user as NonNullable<ApiRequest['user']>,
    req.lang,
  );
  // A phone that scanned a kiosk's QR: the order shows on that kiosk's list (docs/api/kiosk.md).
  if (tablet) linkTabletOrder(app, tablet.id, order.id, 'TABLETQR', service === 'express');
  const { data, included } = ordersDocument(req, app, [order]);
  return jsonApi(201, document(data[0] ?? null, { included }), {
    location: `/proxy/takeaway/v2/user/order?order_id=${order.id}`,
  });
}

function userOrder(req: ApiRequest, app: SandboxApp): Reply {
  const raw = queryString(req.query, 'order_id');
  const id = Number(raw);
  if (!raw || !Number.isInteger(id))
    throw badRequest('missing_parameter', 'order_id is required', 'order_id');
  const order = getOrder(app.sql, id);
  if (!order || order.user_id !== req.user?.id)
    throw new ApiError(404, { code: 'order_not_found', title: MESSAGES.orderNotFound });
  const { data, included } = ordersDocument(req, app, [order]);
  return jsonApi(200, document(data[0] ?? null, { included }));
}

function userOrders(req: ApiRequest, app: SandboxApp): Reply {
  const page = queryInt(req.query, 'page', 1);
  const limit = queryInt(req.query, 'limit', 20);
  if (page < 1 || limit < 1 || limit > 100)
    throw badRequest('invalid_parameter', 'page starts at 1 and limit is 1..100', 'page');
  const service = serviceFromQuery(req);
  const brandId = queryString(req.query, 'brand_id');
  let orders = app.sql.all<OrderRow>(
    `SELECT ${ORDER_COLUMNS} FROM orders WHERE user_id = ? ORDER BY created_at DESC, id DESC`,
    req.user?.id ?? 0,
  );
  if (service) orders = orders.filter((o) => o.service === service);
  if (brandId) {
    const venues = new Set(
      app.sql
        .all<{ id: number }>('SELECT id FROM filials WHERE brand_id = ?', Number(brandId))
        .map((r) => r.id),
    );
    orders = orders.filter((o) => venues.has(o.filial_id));
  }
  const paging = paginate(orders.length, page, limit);
  const { data, included } = ordersDocument(req, app, orders.slice(paging.offset, paging.offset + limit));
  return jsonApi(
    200,
    document(data, { included, meta: pageMeta(paging), links: pageLinks(req.url, paging) }),
  );
}

/** POST takeaway/order/cooking_time: the longest dish plus the venue's rush delay. */
function cookingTime(req: ApiRequest, app: SandboxApp): Reply {
  const attributes = attributesOf(req.body);
  const venue = venueOrThrow(
    app,
    numberField(attributes, 'filial_id', { required: true, integer: true }) as number,
  );
  const raw = attributes.products;
  if (!Array.isArray(raw) || raw.length === 0) {
    throw new ApiError(422, {
      code: 'invalid_field',
      title: 'products must list product ids',
      source: { pointer: '/products' },
    });
  }
  // Each entry is {product_id} or the id itself, a JSON number either way.
  const ids = raw.map(
    (entry, i) =>
      (typeof entry === 'object' && entry !== null
        ? numberField(entry as Record<string, unknown>, 'product_id', {
            required: true,
            integer: true,
            pointer: `/products/${i}/product_id`,
          })
        : numberField({ product_id: entry }, 'product_id', {
            required: true,
            integer: true,
            pointer: `/products/${i}`,
          })) as number,
  );
  const rows = app.sql.all<ProductRow>(
    `SELECT * FROM products WHERE menu_id = ? AND id IN (${ids.map(() => '?').join(', ')})`,
    venue.row.menu_id,
    ...ids,
  );
  const dish = rows.reduce((max, row) => Math.max(max, row.cooking_time), 0);
  const minutes = Math.max(1, dish + venue.row.rush_delay_minutes);
  return jsonApi(
    200,
    document(
      resource('cooking-times', venue.row.id, {
        filial_id: venue.row.id,
        cooking_time: minutes,
        dish_minutes: dish,
        rush_delay_minutes: venue.row.rush_delay_minutes,
        rush_state: venue.row.rush_state,
        ready_at: new Date(app.clock.now() + minutes * 60_000).toISOString(),
      }),
    ),
  );
}

export const ORDER_ROUTES: ApiRoute[] = [
  {
    method: 'POST',
    path: 'takeaway/v1/:service/order',
    auth: 'user',
    idempotency: 'required',
    handler: createOrder,
  },
  { method: 'GET', path: 'takeaway/v2/user/order', auth: 'user', handler: userOrder },
  { method: 'GET', path: 'takeaway/v2/user/orders', auth: 'user', handler: userOrders },
  { method: 'POST', path: 'takeaway/order/cooking_time', handler: cookingTime },
];
