import { distanceMetres, type LatLng } from '../domain/geometry.ts';
import { paymentTypesOf } from '../domain/filial-settings.ts';
import { formatClock, localClock, WEEKDAY_KEYS } from '../domain/schedule.ts';
import { SERVICE_TYPE_ID } from '../domain/services.ts';
import { bannerOf, openingOf, type Venue } from '../domain/venues.ts';
import { resource, type Resource, toOne } from '../http/jsonapi.ts';
import { type Language, localiseJson } from '../http/language.ts';
import { toMajor } from '../domain/money.ts';
import { imageUrl } from '../images/image-urls.ts';
import type { BrandRow } from '../store/rows.ts';

export interface LocationContext {
  lang: Language;
  now: number;
  origin: string;
  position: LatLng | null;
  includeExtra: boolean;
  promoFilialIds?: ReadonlySet<number>;
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

export function distanceTo(venue: Venue, position: LatLng | null): number | null {
  return position ? Math.round(distanceMetres(position, venue.location)) : null;
}

/** How wide an estimate is, in minutes: a kitchen's pace varies, and so does the road. */
const ESTIMATE_SPREAD = 10;
/** A courier's ride on top of the kitchen's time, before the delivery delay of the weather or the night. */
const COURIER_MINUTES = 20;

/**
 * Minutes to a takeaway order ready, and to a delivery at the door, as {from, to}: the kitchen's calm-day
 * time plus its rush delay, and for delivery the courier and the delivery delay. Null where it does not apply
 * (a fridge prepares nothing; a venue that does not deliver, or not now).
 */
function estimates(venue: Venue): { preparation: Range | null; delivery: Range | null } {
  const { row } = venue;
  const kitchen = row.prep_minutes === null ? null : row.prep_minutes + row.rush_delay_minutes;
  const range = (from: number): Range => ({ from, to: from + ESTIMATE_SPREAD });
  const delivers = row.delivery_fee !== null && row.delivery_state !== 'closed';
  return {
    preparation: kitchen === null ? null : range(kitchen),
    delivery: delivers ? range((kitchen ?? 0) + COURIER_MINUTES + row.delivery_delay_time) : null,
  };
}

interface Range {
  from: number;
  to: number;
}

/** A venue as a `locations` resource: address, hours with their live state, rush and delivery state. */
export function locationResource(venue: Venue, ctx: LocationContext): Resource {
  const { row } = venue;
  const opening = openingOf(venue, ctx.now);
  const offset = venue.town.utc_offset_minutes;
  const estimate = estimates(venue);
  const attributes: Record<string, unknown> = {
    id: row.id,
    filial_id: row.id,
    terminal_id: row.id,
    brand_id: row.brand_id,
    brand_name: row.brand_name,
    title: localiseJson(row.title, ctx.lang),
    address: localiseJson(row.address, ctx.lang),
    phone: row.phone,
    town_id: row.town_id,
    kind: row.kind,
    coordinates: { latitude: row.latitude, longitude: row.longitude },
    distance: distanceTo(venue, ctx.position),
    rating: row.rating,
    reviews_count: row.reviews_count,
    image_url: imageUrl(ctx.origin, 'brandy', `filials/${row.id}`),
    logo_url: imageUrl(ctx.origin, 'brandy', `brands/${row.brand_id}`),
    currency: venue.currency,
    services: venue.services,
    service_ids: venue.services.map((s) => SERVICE_TYPE_ID[s]),
    category_ids: venue.categoryIds,
    payment_types: paymentTypesOf(venue.settings),
    working_hours: opening.today,
    is_round_the_clock: opening.isRoundTheClock,
    break: row.break_from && row.break_to ? { from: row.break_from, to: row.break_to } : null,
    is_open: opening.isOpen,
    is_on_break: opening.isOnBreak,
    is_closing_soon: opening.isClosingSoon,
    closes_at: iso(opening.closesAt),
    closing_time: opening.closesAt === null ? null : localClock(opening.closesAt, offset),
    opens_at: iso(opening.opensAt),
    opening_time: opening.opensAt === null ? null : localClock(opening.opensAt, offset),
    close_in_advance_minutes: venue.settings.close_in_advance_minutes,
    rush_state: row.rush_state,
    rush_delay_minutes: row.rush_delay_minutes,
    delivery_state: row.delivery_state,
    delivery_delay_time: row.delivery_delay_time,
    min_delivery_sum: toMajor(row.min_delivery_sum),
    preparation_time: estimate.preparation,
    delivery_time: estimate.delivery,
    delivery_fee: row.delivery_fee === null ? null : toMajor(row.delivery_fee),
    banner_info: bannerOf(venue, ctx.lang),
    social_networks: JSON.parse(row.social_networks) as unknown,
    has_promo: ctx.promoFilialIds?.has(row.id) ?? false,
    is_check_pulling_enabled: venue.settings.is_check_pulling_enabled,
  };
  if (ctx.includeExtra) {
    attributes.location = {
      extra: {
        schedule: venue.schedule.map((day) => ({
          prefix_en: WEEKDAY_KEYS[day.day - 1],
          day: day.day,
          opening_hours: { from: day.from, to: day.to },
        })),
        break: attributes.break,
        timezone_offset: formatClock(offset),
      },
    };
  }
  return resource('locations', row.id, attributes, { brand: toOne('brands', row.brand_id) });
}

export function brandResource(brand: BrandRow, lang: Language, origin: string): Resource {
  return resource('brands', brand.id, {
    id: brand.id,
    name: brand.name,
    slug: brand.slug,
    description: localiseJson(brand.description, lang),
    color: brand.color,
    logo_url: imageUrl(origin, 'brandy', `brands/${brand.id}`),
    category_ids: JSON.parse(brand.category_ids) as unknown,
    private_reward_enabled: brand.private_reward_enabled === 1,
  });
}
