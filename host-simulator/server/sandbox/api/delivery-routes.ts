import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { computeTariffs, subsidiesForTerminal, tariffForApi } from '../domain/delivery-pricing.ts';
import { distanceMetres, type LatLng } from '../domain/geometry.ts';
import { courierPosition, getOrder, type RouteInfo } from '../domain/order-lifecycle.ts';
import type { StoredCourier } from '../domain/order-types.ts';
import { loadVenue } from '../domain/venues.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryString } from '../http/query.ts';
import { json, type Reply } from '../http/reply.ts';
import type { TownRow, UserRow } from '../store/rows.ts';
import { attributesOf, type Fields, moneyField, numberField, objectField } from '../http/body-fields.ts';

function point(fields: Fields, key: string): LatLng {
  const value = objectField(fields, key);
  if (!value) throw badRequest('invalid_field', `${key} {latitude, longitude} is required`, key);
  return {
    latitude: numberField(value, 'latitude', {
      required: true,
      min: -90,
      max: 90,
      pointer: `/${key}/latitude`,
    }) as number,
    longitude: numberField(value, 'longitude', {
      required: true,
      min: -180,
      max: 180,
      pointer: `/${key}/longitude`,
    }) as number,
  };
}

/** POST dr-delivery/api/v1/tariffs: courier tariffs from origin to destination (FOOT only for short trips). */
function tariffs(req: ApiRequest, app: SandboxApp): Reply {
  const body = attributesOf(req.body);
  const origin = point(body, 'origin');
  const destination = point(body, 'destination');
  const filialId = numberField(body, 'filial_id', { integer: true });
  const venue = filialId === undefined ? null : loadVenue(app.sql, filialId);
  const town =
    venue?.town ??
    app.sql
      .all<TownRow>('SELECT * FROM towns WHERE latitude <> 0')
      .sort((a, b) => distanceMetres(origin, a) - distanceMetres(origin, b))[0];
  const country = town?.country ?? 'kz';
  const currency = town?.currency ?? 'KZT';
  const orderSum = moneyField(body, 'order_amount') ?? 0;
  const subsidies = venue ? subsidiesForTerminal(app.sql, venue.row.id, app.clock.now()) : [];
  const list = computeTariffs(app.sql, country, origin, destination, orderSum, subsidies, currency);
  return json(200, {
    error_code: 200,
    message: 'OK',
    data: list.map((tariff) => tariffForApi(tariff, currency)),
  });
}

/** GET dr-delivery/api/v1/courier: where the courier of the user's order is now. */
function courier(req: ApiRequest, app: SandboxApp): Reply {
  const raw = queryString(req.query, 'takeaway_order_id');
  const id = Number(raw);
  if (!raw || !Number.isInteger(id))
    throw badRequest('missing_parameter', 'takeaway_order_id is required', 'takeaway_order_id');
  const order = getOrder(app.sql, id);
  if (!order || order.user_id !== (req.user as UserRow).id) {
    throw new ApiError(404, { code: 'order_not_found', title: MESSAGES.orderNotFound });
  }
  if (!order.courier)
    throw new ApiError(404, {
      code: 'courier_not_assigned',
      title: MESSAGES.courierNotAssigned,
      soft: true,
      meta: { status: order.status },
    });
  const assigned = JSON.parse(order.courier) as StoredCourier;
  const now = app.clock.now();
  const position = courierPosition(order, now);
  const route = order.route ? (JSON.parse(order.route) as RouteInfo) : null;
  const eta =
    order.status === 'delivery' && order.next_status_at !== null
      ? Math.max(0, Math.ceil((order.next_status_at - now) / 60_000))
      : 0;
  return json(200, {
    error_code: 200,
    message: 'OK',
    data: {
      ...assigned,
      order_id: order.id,
      status: order.status,
      latitude: position?.latitude ?? null,
      longitude: position?.longitude ?? null,
      eta_minutes: eta,
      // Where the trip starts (the venue) and ends (the delivery address): the map shows both.
      origin: route?.points[0] ?? null,
      destination: route?.points.at(-1) ?? null,
    },
  });
}

export const DELIVERY_ROUTES: ApiRoute[] = [
  { method: 'POST', path: 'dr-delivery/api/v1/tariffs', family: 'code', handler: tariffs },
  { method: 'GET', path: 'dr-delivery/api/v1/courier', auth: 'user', family: 'code', handler: courier },
];
