import type { FeatureRoute, FirstPlace } from '../../ui/feature-route.ts';
import { knownPromise } from '../../lib/known-promise.ts';
import type { EarlyGet } from '../../api/early-requests.ts';
import {
  categoryPayload,
  defaultFilialCategories,
  EAGER_KINDS,
  RECENT_LIMIT,
} from './model/home-categories.ts';
import { locationsRequest } from './model/location-query.ts';
import { firstTileCovers } from './model/tile-cover.ts';

/**
 * Discovery (issue 6): home, brands, venues, map, venue details, search. docs/contract/screens.md#balance-in-the-header shows the balance on Brands;
 * it is also shown on Home and the venue list, where the guest decides where to spend it.
 */
export const discoveryRoutes: FeatureRoute[] = [
  {
    path: '/',
    load: () => import('./screens/HomeScreen.tsx'),
    navBar: true,
    balance: true,
    firstRequests: homeFirstRequests,
    sheet: loadDiscoverySheet,
  },
  {
    path: '/brands',
    load: () => import('./screens/BrandsScreen.tsx'),
    sheet: loadDiscoverySheet,
    navBar: true,
    balance: true,
  },
  {
    path: '/brands/booking',
    load: () => import('./screens/BrandsBookingScreen.tsx'),
    sheet: loadDiscoverySheet,
  },
  {
    path: '/brands/filials',
    load: () => import('./screens/BrandsFilialsScreen.tsx'),
    sheet: loadDiscoverySheet,
  },
  {
    path: '/filials',
    load: () => import('./screens/FilialsScreen.tsx'),
    sheet: loadDiscoverySheet,
    balance: true,
  },
  {
    path: '/filials/:filialId/details',
    load: () => import('./screens/FilialDetailsScreen.tsx'),
    sheet: loadDiscoverySheet,
  },
  { path: '/map', load: () => import('./screens/MapScreen.tsx'), sheet: loadDiscoverySheet, navBar: true },
  { path: '/search', load: () => import('./screens/SearchScreen.tsx'), sheet: loadDiscoverySheet },
];

let sheet: Promise<string> | null = null;

/**
 * The feature's stylesheet as text, a chunk of its own (issue 30): the app shell's page brings it in its own
 * sheet, so Home's code does not carry it; a mount without that sheet asks for it beside the screen's
 * chunk (the routes' `sheet`). One promise for the page (code, not state), known to React once settled; a
 * failed load is forgotten, so that asking again tries again.
 */
export function loadDiscoverySheet(): Promise<string> {
  if (!sheet) {
    sheet = knownPromise(import('./discovery.css?inline').then((module) => module.default));
    sheet.catch(() => {
      sheet = null;
    });
  }
  return sheet;
}

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
