import { CART_ROUTE } from '../features/cart/api/cart-requests.ts';
import { HOME_ROUTE } from '../features/discovery/first-requests.ts';
import { MENU_ROUTE } from '../features/menu/api/menu-requests.ts';
import type { FirstRequestsRoute } from '../ui/feature-route.ts';
import { type PageStart, routeMatches, sendFirstRequests, startLanguage } from './first-requests.ts';
import { barePath } from './route-path.ts';

/**
 * The routes with first requests, without their screens, by the app shell page that serves them: each page's
 * inline script (ADR 0032) finds the page's route among its own. Home's page carries Home's alone: with the
 * other screens' code in it too (10 KB against 7.5), Home's content came 1.0x -> 1.2x F2 in the bench. The
 * router's table (first-screen.ts FEATURE_ROUTES) holds the same routes with their screens; first-screen.test.ts
 * holds the two to each other.
 */
export const HOME_PAGE_ROUTES: readonly FirstRequestsRoute[] = [HOME_ROUTE];
export const OTHER_PAGE_ROUTES: readonly FirstRequestsRoute[] = [MENU_ROUTE, CART_ROUTE];
/** All of them, for the library's mount (`sendMountRequests`), which any page may start on. */
export const FIRST_REQUEST_ROUTES: readonly FirstRequestsRoute[] = [HOME_ROUTE, MENU_ROUTE, CART_ROUTE];

/**
 * The library's `mount()`'s part (ADR 0027, lever 6): the first screen's API requests, sent as the mount starts
 * and beside the screen's chunk, not once that chunk and its imports have arrived and rendered. The app shell's
 * page sent them from its inline script (ADR 0032): its mount leaves this out, and its chunk this module with
 * every route's requests (ADR 0034).
 */
export function sendMountRequests(start: PageStart): void {
  // No photo preloads: they are `<link>`s in the document's <head>, and a partner's page is not ours.
  const bare = barePath(start.path);
  const route = FIRST_REQUEST_ROUTES.find(({ path }) => routeMatches(path, bare));
  if (route) sendFirstRequests(route, start, startLanguage(start), { photos: false });
}
