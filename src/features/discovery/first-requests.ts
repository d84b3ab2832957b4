import type { EarlyGet } from '../../api/early-requests.ts';
import type { FirstPlace } from '../../ui/feature-route.ts';
import { categoryPayload, defaultFilialCategories, EAGER_KINDS } from './model/home-categories.ts';
import { locationsRequest } from './model/location-query.ts';

/**
 * Home's first requests (ADR 0005): the venue lists of its eager categories, page 1, in the location context
 * Home starts with (no service on Home, no position yet: it is asked for after the first render).
 */
export function homeFirstRequests({ townId, userId }: FirstPlace): EarlyGet[] {
  const context = { service: null, townId, userId, coordinates: null };
  return defaultFilialCategories([])
    .filter((category) => EAGER_KINDS.has(category.kind))
    .map((category) => locationsRequest(categoryPayload(category), context, 1));
}
