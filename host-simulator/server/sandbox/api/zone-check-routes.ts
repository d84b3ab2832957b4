import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { findZone } from '../domain/delivery-zones.ts';
import { distanceMetres, type LatLng } from '../domain/geometry.ts';
import { toMajor } from '../domain/money.ts';
import { loadVenues, type Venue } from '../domain/venues.ts';
import { ApiError } from '../http/api-error.ts';
import { document, resource } from '../http/jsonapi.ts';
import { MESSAGES } from '../http/messages.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import { intParam, venueOrThrow } from './venue-params.ts';

/** Whether the position of the X-Latitude/X-Longitude headers is in one of the venues' delivery zones. */
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

/** Delivery-zone checks for a brand (its venues within 100 km) and for one venue. */
export const ZONE_CHECK_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'brandy/api/v1/brands/:id/delivery-zones/check', handler: brandZoneCheck },
  { method: 'GET', path: 'brandy/api/v1/locations/:id/delivery-zones/check', handler: venueZoneCheck },
];
