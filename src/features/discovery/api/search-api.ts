import type { ApiClient } from '../../../api/client.ts';
import { normalizeMany, type Page, type Resource, toPage } from '../../../api/json-api.ts';
import { type LocationContext, locationsRequest, PAGE_SIZE } from '../model/location-query.ts';
import { parseVenue, type Venue } from '../model/venue.ts';

/** docs/contract/constants.md#list-sizes: autocomplete shows 3 suggestions. */
const SUGGESTION_LIMIT = 3;

/** The scope of a search (town, service, position) as the location list takes it. */
function scope(context: LocationContext, text: string, page: number, limit: number) {
  const request = locationsRequest({ search: text, limit }, context, page);
  const { include: _include, user_id: _user, ...query } = request.query;
  return { query, headers: request.headers };
}

/** GET search/v1/suggestions (the sandbox's addition, docs/api/search.md): up to three completions. */
export function fetchSuggestions(
  client: ApiClient,
  text: string,
  context: LocationContext,
  signal?: AbortSignal,
): Promise<string[]> {
  const { query, headers } = scope(context, text, 1, SUGGESTION_LIMIT);
  return client.get('search/v1/suggestions', {
    query: { ...query, page: undefined },
    headers,
    parse: (body) =>
      normalizeMany(body)
        .map((item) => item.text)
        .filter((value): value is string => typeof value === 'string' && value.trim() !== '')
        .slice(0, SUGGESTION_LIMIT),
    ...(signal ? { signal } : {}),
  });
}

/** A dish that matched the search, with the venue that sells it. */
export interface DishMatch {
  key: string;
  productId: number;
  name: string;
  price: number;
  oldPrice: number | null;
  currency: string;
  imageUrl: string | null;
  unavailable: boolean;
  venue: Venue;
}

function parseDish(resource: Resource): DishMatch {
  const location = resource.location;
  if (typeof location !== 'object' || location === null)
    throw new Error(`dish ${resource.id} without its venue`);
  const price = Number(resource.price);
  const oldPrice =
    resource.old_price === null || resource.old_price === undefined ? null : Number(resource.old_price);
  return {
    key: resource.id,
    productId: Number(resource.product_id),
    name: typeof resource.name === 'string' ? resource.name : '',
    price: Number.isFinite(price) ? price : 0,
    oldPrice: oldPrice !== null && Number.isFinite(oldPrice) ? oldPrice : null,
    currency: typeof resource.currency === 'string' ? resource.currency : 'KZT',
    imageUrl: typeof resource.image_url === 'string' ? resource.image_url : null,
    unavailable: resource.is_unavailable === true,
    venue: parseVenue(location as Resource),
  };
}

/** One page of GET search/v1/products: dishes matching the query, nearest venues first. */
export function fetchDishPage(
  client: ApiClient,
  text: string,
  context: LocationContext,
  page: number,
  signal?: AbortSignal,
): Promise<Page<DishMatch>> {
  const { query, headers } = scope(context, text, page, PAGE_SIZE);
  return client.get('search/v1/products', {
    query,
    headers,
    parse: (body) => toPage(body, parseDish),
    ...(signal ? { signal } : {}),
  });
}
