import { utcOffsetOrNull } from '../../../api/answer-fields.ts';
import type { Resource } from '../../../api/json-api.ts';
import type { Coordinates } from '../../../state/device.ts';

type RushState = 'normal' | 'busy' | 'overloaded';
/** docs/contract/entities.md#filial-settings: a venue's delivery_state defaults to open. */
type DeliveryState = 'open' | 'closed' | 'weather_issues' | 'night_shift';
/** docs/contract/entities.md#delivery-banner-kinds "delivery banner kinds". */
export type BannerKind = 'weather_issues' | 'night_shift' | 'closed';

/** Opening hours of one weekday, 1 Monday ... 7 Sunday ("weekday keys mon to sun map to 1 to 7"). */
export interface DayHours {
  day: number;
  from: string;
  to: string;
}

export interface VenueHours {
  /** Today's hours as the list sends them (`working_hours`); null when closed all day or unknown. */
  today: { from: string; to: string } | null;
  /** The weekly schedule (`location.extra.schedule`); empty when the answer did not include it. */
  week: DayHours[];
  breakTime: { from: string; to: string } | null;
  closeInAdvanceMinutes: number;
  /** The venue's offset from UTC, from `location.extra.timezone_offset`; null: the device's own. */
  utcOffsetMinutes: number | null;
}

/** An estimate in whole minutes, from one figure to another ("25–35 min"). */
interface MinutesRange {
  from: number;
  to: number;
}

export interface SocialLink {
  name: string;
  link: string;
}

/** docs/contract/entities.md#filial "Filial", as the discovery screens read it from a `locations` resource. */
export interface Venue {
  id: number;
  brandId: number | null;
  brandName: string;
  title: string;
  address: string;
  phone: string;
  townId: number | null;
  coordinates: Coordinates | null;
  /** The server's distance in metres (from the X-Latitude/X-Longitude headers); null without them. */
  serverDistance: number | null;
  rating: number | null;
  imageUrl: string | null;
  logoUrl: string | null;
  services: string[];
  hasPromo: boolean;
  hours: VenueHours;
  rush: RushState;
  rushDelayMinutes: number;
  deliveryState: DeliveryState;
  deliveryDelayMinutes: number;
  socialNetworks: SocialLink[];
  currency: string;
  /** Minutes to a takeaway order ready (`preparation_time`); null where the service does not say. */
  preparationTime: MinutesRange | null;
  /** Minutes to a delivery at the door (`delivery_time`); null when the venue does not deliver now. */
  deliveryTime: MinutesRange | null;
  /** The delivery fee in the venue's currency, major units (`delivery_fee`); null when it does not deliver. */
  deliveryFee: number | null;
}

export const WEEKDAY_KEYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Json) : {};
const text = (value: unknown): string => (typeof value === 'string' ? value : '');
const finite = (value: unknown): number | null => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
};
const CLOCK = /^\d{1,2}:\d{2}(:\d{2})?$/;
const clock = (value: unknown): string | null => {
  if (typeof value !== 'string' || !CLOCK.test(value)) return null;
  const [hours = '0', minutes = '00'] = value.split(':');
  return `${hours.padStart(2, '0')}:${minutes}`;
};

function minutesOf(value: unknown): MinutesRange | null {
  const source = record(value);
  const from = finite(source.from);
  const to = finite(source.to);
  return from !== null && to !== null && from >= 0 && to >= from
    ? { from: Math.round(from), to: Math.round(to) }
    : null;
}

function hoursOf(value: unknown): { from: string; to: string } | null {
  const source = record(value);
  const from = clock(source.from);
  const to = clock(source.to);
  return from && to ? { from, to } : null;
}

function weekOf(extra: Json): DayHours[] {
  const schedule = Array.isArray(extra.schedule) ? extra.schedule : [];
  const week: DayHours[] = [];
  for (const entry of schedule) {
    const item = record(entry);
    const key = text(item.prefix_en).toLowerCase();
    const index = (WEEKDAY_KEYS as readonly string[]).indexOf(key);
    const day = index >= 0 ? index + 1 : finite(item.day);
    const hours = hoursOf(item.opening_hours);
    if (day !== null && Number.isInteger(day) && day >= 1 && day <= 7 && hours) week.push({ day, ...hours });
  }
  return week.sort((a, b) => a.day - b.day);
}

function coordinatesOf(value: unknown): Coordinates | null {
  const source = record(value);
  const latitude = finite(source.latitude);
  const longitude = finite(source.longitude);
  if (latitude === null || longitude === null || Math.abs(latitude) > 90 || Math.abs(longitude) > 180)
    return null;
  return { latitude, longitude };
}

const RUSH: readonly RushState[] = ['normal', 'busy', 'overloaded'];
const DELIVERY: readonly DeliveryState[] = ['open', 'closed', 'weather_issues', 'night_shift'];

/**
 * Reads a `locations` resource (the list, the brand list, the terminal card). Every field is checked; what
 * is missing or malformed gets the spec's default (delivery open, rush normal, no break) rather than failing
 * the whole list for one odd venue.
 */
export function parseVenue(resource: Resource): Venue {
  const extra = record(record(resource.location).extra);
  const id = finite(resource.filial_id) ?? finite(resource.id);
  if (id === null) throw new Error(`venue without an id: ${JSON.stringify(resource).slice(0, 80)}`);
  const brand = record(resource.brand);
  const brandName = text(resource.brand_name) || text(brand.name);
  const rush = RUSH.find((state) => state === resource.rush_state) ?? 'normal';
  const deliveryState = DELIVERY.find((state) => state === resource.delivery_state) ?? 'open';
  const socialNetworks = (Array.isArray(resource.social_networks) ? resource.social_networks : [])
    .map(record)
    .map((item) => ({ name: text(item.name).toLowerCase(), link: text(item.link) }))
    .filter((item) => item.name !== '' && /^https?:\/\//i.test(item.link));
  const fee = finite(resource.delivery_fee);
  return {
    id,
    brandId: finite(resource.brand_id) ?? finite(brand.id),
    brandName,
    title: text(resource.title) || brandName,
    address: text(resource.address),
    phone: text(resource.phone),
    townId: finite(resource.town_id),
    coordinates: coordinatesOf(resource.coordinates),
    serverDistance: finite(resource.distance),
    rating: finite(resource.rating),
    imageUrl: text(resource.image_url) || null,
    logoUrl: text(resource.logo_url) || null,
    services: (Array.isArray(resource.services) ? resource.services : []).filter(
      (item): item is string => typeof item === 'string',
    ),
    hasPromo: resource.has_promo === true,
    hours: {
      today: hoursOf(resource.working_hours),
      week: weekOf(extra),
      breakTime: hoursOf(resource.break) ?? hoursOf(extra.break),
      closeInAdvanceMinutes: Math.max(0, finite(resource.close_in_advance_minutes) ?? 0),
      utcOffsetMinutes: utcOffsetOrNull(extra.timezone_offset),
    },
    rush,
    rushDelayMinutes: Math.max(0, finite(resource.rush_delay_minutes) ?? 0),
    deliveryState,
    deliveryDelayMinutes: Math.max(0, finite(resource.delivery_delay_time) ?? 0),
    socialNetworks,
    currency: text(resource.currency) || 'KZT',
    preparationTime: minutesOf(resource.preparation_time),
    deliveryTime: minutesOf(resource.delivery_time),
    deliveryFee: fee !== null && fee >= 0 ? fee : null,
  };
}

/** docs/contract/states.md#delivery-banners: the delivery banner a venue shows (weather delay, night shift, closed), when it delivers at all. */
export function deliveryBanner(venue: Venue): BannerKind | null {
  const delivers = venue.services.includes('delivery') || venue.services.includes('vendor_delivery');
  if (!delivers || venue.deliveryState === 'open') return null;
  return venue.deliveryState;
}
