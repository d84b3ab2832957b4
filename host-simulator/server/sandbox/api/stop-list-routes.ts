import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { availabilityOf, stopListOf } from '../domain/menu.ts';
import { toMajor } from '../domain/money.ts';
import { attributesOf, listOf, moneyField, numberField } from '../http/body-fields.ts';
import { document, resource } from '../http/jsonapi.ts';
import { localiseJson } from '../http/language.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { ProductRow } from '../store/rows.ts';
import { serviceFromQuery, venueOrThrow } from './venue-params.ts';

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

export const STOP_LIST_ROUTES: ApiRoute[] = [
  { method: 'POST', path: 'menu/v2/stop_list/order_items/check', auth: 'optional', handler: stopListCheck },
];
