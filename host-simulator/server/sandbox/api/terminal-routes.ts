import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { paymentTypesOf } from '../domain/filial-settings.ts';
import { toMajor } from '../domain/money.ts';
import { venuesWithActivePromo } from '../domain/promos.ts';
import { SERVICE_TYPE_ID, type ServiceKey } from '../domain/services.ts';
import { openingOf, type Venue } from '../domain/venues.ts';
import { ApiError } from '../http/api-error.ts';
import { document, resource, type Resource } from '../http/jsonapi.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryString } from '../http/query.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import { includes, locationContext } from './location-params.ts';
import { distanceTo, locationResource } from './serialize-location.ts';
import { intParam, venueOrThrow } from './venue-params.ts';

/** One service's terminal settings (docs/contract/entities.md#filial-settings "Filial settings"), money in major units. */
function terminalSettingsResource(venue: Venue, service: ServiceKey, now: number): Resource {
  const s = venue.settings;
  const opening = openingOf(venue, now);
  return resource('terminal-settings', `${venue.row.id}-${service}`, {
    terminal_id: venue.row.id,
    filial_id: venue.row.id,
    service_type: service,
    service_type_id: SERVICE_TYPE_ID[service],
    service_percentage: service === 'express' ? s.service_percentage : 0,
    linked_terminals: s.linked_terminals,
    is_check_pulling_enabled: s.is_check_pulling_enabled,
    exclude_from_terminal_linking: s.exclude_from_terminal_linking,
    has_tablet: s.has_tablet,
    vendor_delivery_enabled: s.vendor_delivery_enabled,
    vendor_delivery_cost: toMajor(s.vendor_delivery_cost),
    vendor_max_sum: toMajor(s.vendor_max_sum),
    vendor_min_sum: toMajor(s.vendor_min_sum),
    delivery_state: venue.row.delivery_state,
    delivery_delay_time: venue.row.delivery_delay_time,
    min_order_sum: service === 'delivery' ? toMajor(venue.row.min_delivery_sum) : 0,
    is_loyalty_balance_button_disabled: s.is_loyalty_balance_button_disabled,
    private_reward_enabled: s.private_reward_enabled,
    close_in_advance_minutes: s.close_in_advance_minutes,
    payment_types: paymentTypesOf(s),
    max_bonus_usage_percentage: s.max_bonus_usage_percentage,
    is_open: opening.isOpen,
    cooking_delay_minutes: venue.row.rush_delay_minutes,
  });
}

const CARD_SERVICES = ['takeaway', 'express', 'delivery'] as const;

/** GET takeaway/locations/card/terminal/{filial_id}: the venue card with its per-service terminals. */
function terminalCard(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueOrThrow(app, intParam(req, 'filialId'));
  const brandId = queryString(req.query, 'brand_id');
  if (brandId && brandId !== String(venue.row.brand_id)) {
    throw new ApiError(404, { code: 'terminal_not_found', title: MESSAGES.terminalNotFound });
  }
  const wanted = includes(req);
  const now = app.clock.now();
  const location = locationResource(venue, locationContext(req, app, venuesWithActivePromo(app.sql, now)));
  const included: Resource[] = [];
  const relationships: Record<string, unknown> = { ...location.relationships };
  for (const service of CARD_SERVICES) {
    const offered =
      venue.services.includes(service) ||
      (service === 'delivery' && venue.services.includes('vendor_delivery'));
    const settings = offered ? terminalSettingsResource(venue, service, now) : null;
    relationships[service] = { data: settings ? { type: settings.type, id: settings.id } : null };
    if (settings && wanted.has(service)) included.push(settings);
  }
  return jsonApi(200, document({ ...location, relationships }, { included }));
}

function locationCard(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueOrThrow(app, intParam(req, 'id'));
  return jsonApi(
    200,
    document(
      locationResource(venue, locationContext(req, app, venuesWithActivePromo(app.sql, app.clock.now()))),
    ),
  );
}

function terminal(req: ApiRequest, app: SandboxApp): Reply {
  const venue = venueOrThrow(app, intParam(req, 'id'));
  const now = app.clock.now();
  const main = venue.services[0] ?? 'takeaway';
  const settings = terminalSettingsResource(venue, main, now);
  return jsonApi(
    200,
    document(
      resource('terminals', venue.row.id, {
        ...settings.attributes,
        services: venue.services,
        brand_id: venue.row.brand_id,
        town_id: venue.row.town_id,
        currency: venue.currency,
        distance: distanceTo(venue, req.position),
        has_smart_lock: venue.row.lock_state !== null,
      }),
    ),
  );
}

/** A venue's card with its per-service terminals, the plain card, and the main terminal. */
export const TERMINAL_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'takeaway/locations/card/terminal/:filialId', handler: terminalCard },
  { method: 'GET', path: 'locations/v2/locations/card/terminal/:id', handler: locationCard },
  { method: 'GET', path: 'terminals/terminals/:id', handler: terminal },
];
