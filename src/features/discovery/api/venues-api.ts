import type { ApiClient } from '../../../api/client.ts';
import { normalizeOne, type Page, type Resource, toPage } from '../../../api/json-api.ts';
import type { Coordinates } from '../../../state/device.ts';
import {
  type LocationContext,
  type LocationQuery,
  locationsRequest,
  PAGE_SIZE,
} from '../model/location-query.ts';
import { coordinateHeaders } from '../model/location-query.ts';
import { parseVenue, type Venue } from '../model/venue.ts';

/** One page of GET takeaway/v2/locations[/{url}] (docs/contract/calls.md#location-calls). */
export function fetchVenuePage(
  client: ApiClient,
  query: LocationQuery,
  context: LocationContext,
  page: number,
  signal?: AbortSignal,
): Promise<Page<Venue>> {
  const request = locationsRequest(query, context, page);
  return client.get(request.path, {
    query: request.query,
    headers: request.headers,
    parse: (body) => toPage(body, parseVenue),
    ...(signal ? { signal } : {}),
  });
}

/** A brand's venues under one brand_name (docs/contract/calls.md#location-calls "results grouped by brand_name"). */
export interface BrandGroup {
  brandName: string;
  /** The brand's own name (the `brands` resource included with the list), when the answer has it. */
  brandTitle: string | null;
  venues: Venue[];
}

function asResources(value: unknown): Resource[] {
  return Array.isArray(value) ? (value as Resource[]) : [];
}

/** One page of GET brandy/api/v1/locations/brand/{brandId}, grouped by brand_name as the server sends it. */
export function fetchBrandGroups(
  client: ApiClient,
  options: { brandId: number; townId: number | null; page: number; coordinates: Coordinates | null },
  signal?: AbortSignal,
): Promise<Page<BrandGroup>> {
  return client.get(`brandy/api/v1/locations/brand/${options.brandId}`, {
    query: { town_id: options.townId ?? undefined, page: options.page, limit: PAGE_SIZE },
    headers: coordinateHeaders(options.coordinates),
    parse: (body) => {
      const included = (body as { included?: unknown }).included;
      const brand = (Array.isArray(included) ? included : []).find(
        (item) => item?.type === 'brands' && String(item.id) === String(options.brandId),
      ) as { attributes?: { name?: unknown } } | undefined;
      const brandTitle = typeof brand?.attributes?.name === 'string' ? brand.attributes.name : null;
      return toPage(body, (group) => ({
        brandName: typeof group.brand_name === 'string' ? group.brand_name : '',
        brandTitle,
        venues: asResources(group.locations).map(parseVenue),
      }));
    },
    ...(signal ? { signal } : {}),
  });
}

interface ServiceTerms {
  service: 'takeaway' | 'express' | 'delivery';
  closeInAdvanceMinutes: number;
  deliveryState: string | null;
}

/** The venue card: the venue with its weekly schedule, and the services it offers with their terms. */
export interface VenueCard {
  venue: Venue;
  services: ServiceTerms[];
}

const CARD_SERVICES = ['takeaway', 'express', 'delivery'] as const;

function parseCard(body: unknown): VenueCard {
  const resource = normalizeOne(body);
  if (!resource) throw new Error('the venue card has no data');
  const venue = parseVenue(resource);
  const services: ServiceTerms[] = [];
  for (const service of CARD_SERVICES) {
    const terms = resource[service];
    if (typeof terms !== 'object' || terms === null) continue;
    const fields = terms as Record<string, unknown>;
    const advance = Number(fields.close_in_advance_minutes);
    services.push({
      service,
      closeInAdvanceMinutes: Number.isFinite(advance) && advance > 0 ? advance : 0,
      deliveryState: typeof fields.delivery_state === 'string' ? fields.delivery_state : null,
    });
  }
  return { venue, services };
}

/** GET takeaway/locations/card/terminal/{filial_id} with every service and the weekly schedule (docs/contract/calls.md#location-calls). */
export function fetchVenueCard(
  client: ApiClient,
  venueId: number,
  coordinates: Coordinates | null,
  signal?: AbortSignal,
): Promise<VenueCard> {
  return client.get(`takeaway/locations/card/terminal/${venueId}`, {
    query: { include: 'takeaway,express,delivery,extra' },
    headers: coordinateHeaders(coordinates),
    parse: parseCard,
    ...(signal ? { signal } : {}),
  });
}

/** A brand as the Brands screen lists it. */
export interface BrandSummary {
  id: number;
  name: string;
  description: string;
  logoUrl: string | null;
  colour: string | null;
  venueCount: number;
}

const MAX_BRAND_PAGES = 5;

/**
 * The brands with venues in a town. docs/contract/calls.md#location-calls has no brand list, so they are read from the town's venue list
 * with its brands included (up to five pages of a hundred venues: more than any town of the sandbox has).
 */
export async function fetchTownBrands(
  client: ApiClient,
  context: LocationContext,
  signal?: AbortSignal,
): Promise<BrandSummary[]> {
  const brands = new Map<number, BrandSummary>();
  for (let page = 1; page <= MAX_BRAND_PAGES; page++) {
    const request = locationsRequest({ limit: 100 }, context, page);
    const body = await client.get(request.path, {
      query: { ...request.query, include: 'brand' },
      headers: request.headers,
      ...(signal ? { signal } : {}),
    });
    const venues = toPage(body, (resource) => resource);
    for (const resource of venues.results) {
      const venue = parseVenue(resource);
      const brand =
        typeof resource.brand === 'object' && resource.brand !== null ? (resource.brand as Resource) : null;
      const id = venue.brandId;
      if (id === null) continue;
      const known = brands.get(id);
      if (known) {
        known.venueCount += 1;
        continue;
      }
      brands.set(id, {
        id,
        name: (typeof brand?.name === 'string' && brand.name) || venue.brandName,
        description: typeof brand?.description === 'string' ? brand.description : '',
        logoUrl: (typeof brand?.logo_url === 'string' && brand.logo_url) || venue.logoUrl,
        colour:
          typeof brand?.color === 'string' && /^#[0-9a-f]{3,8}$/i.test(brand.color) ? brand.color : null,
        venueCount: 1,
      });
    }
    if (venues.page >= venues.lastPage) break;
  }
  return [...brands.values()].sort((a, b) => b.venueCount - a.venueCount || a.name.localeCompare(b.name));
}
