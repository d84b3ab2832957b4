import type { EarlyGet } from '../../api/early-requests.ts';
import type { FirstPlace, FirstRequestsRoute } from '../../ui/feature-route.ts';
import {
  categoryPayload,
  defaultFilialCategories,
  EAGER_KINDS,
  RECENT_LIMIT,
} from './model/home-categories.ts';
import { locationsRequest } from './model/location-query.ts';
import { firstTileCovers } from './model/tile-cover.ts';

/**
 * Home's first requests (ADR 0005): the venue lists of its eager categories, page 1, in the location context
 * Home starts with (no service on Home, no position yet: it is asked for after the first render), each with
 * its first tiles' covers, which the app shell's first script asks for once the list is in (ADR 0014), and a
 * signed-in guest's recent orders: asked for by the app after its first render, on a slow link they came
 * ~4 s after the frame, behind the app's later chunks and the lists' photos, and they are that Home's
 * largest text (ADR 0012, sixth session).
 */
function homeFirstRequests({ townId, userId }: FirstPlace): EarlyGet[] {
  const context = { service: null, townId, userId, coordinates: null };
  const lists = defaultFilialCategories([])
    .filter((category) => EAGER_KINDS.has(category.kind))
    .map((category) => ({
      ...locationsRequest(categoryPayload(category), context, 1),
      photos: firstTileCovers,
    }));
  return userId === null ? lists : [...lists, RECENT_ORDERS];
}

/**
 * GET takeaway/v2/user/orders (docs/contract/calls.md#other-takeaway-calls), one short page: the request of Home's recent orders, sent by the app
 * shell's first script for a signed-in guest (homeFirstRequests) and by the app (RecentOrders.tsx). Apart
 * from the answer's parsing, which the first script does not need in its bundle.
 */
export const RECENT_ORDERS = {
  path: 'takeaway/v2/user/orders',
  query: { page: 1, limit: RECENT_LIMIT },
} as const satisfies EarlyGet;

/**
 * Home's route as its first requests need it (ADR 0032): routes.ts gives the router its path with the
 * screen, and the page's inline script (app/early-script.ts) sends them with no route table and no screen code.
 */
export const HOME_ROUTE = {
  path: '/',
  firstRequests: homeFirstRequests,
} as const satisfies FirstRequestsRoute;
