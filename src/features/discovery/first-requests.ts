import type { EarlyGet } from '../../api/early-requests.ts';
import type { FirstPlace } from '../../ui/feature-route.ts';
import { RECENT_ORDERS } from './api/recent-orders-request.ts';
import { categoryPayload, defaultFilialCategories, EAGER_KINDS } from './model/home-categories.ts';
import { locationsRequest } from './model/location-query.ts';

/**
 * Home's first requests (ADR 0005): the venue lists of its eager categories, page 1, in the location context
 * Home starts with (no service on Home, no position yet: it is asked for after the first render), and a
 * signed-in guest's recent orders: asked for by the app after its first render, on a slow link they came
 * ~4 s after the frame, behind the app's later chunks and the lists' photos, and they are that Home's
 * largest text (ADR 0012, sixth session).
 */
export function homeFirstRequests({ townId, userId }: FirstPlace): EarlyGet[] {
  const context = { service: null, townId, userId, coordinates: null };
  const lists = defaultFilialCategories([])
    .filter((category) => EAGER_KINDS.has(category.kind))
    .map((category) => locationsRequest(categoryPayload(category), context, 1));
  return userId === null ? lists : [...lists, RECENT_ORDERS];
}
