import { CART_ROUTE } from '../features/cart/api/cart-requests.ts';
import { HOME_ROUTE } from '../features/discovery/first-requests.ts';
import { MENU_ROUTE } from '../features/menu/api/menu-requests.ts';
import type { FirstRequestsRoute } from '../ui/feature-route.ts';

/**
 * The routes with first requests, without their screens, by the app shell page that serves them: each page's
 * inline script (ADR 0032) finds the page's route among its own. Home's page carries Home's alone: with the
 * other screens' code in it too (10 KB against 7.5), Home's content came 1.0x -> 1.2x F2 in the bench. The
 * router's table (first-screen.ts FEATURE_ROUTES) holds the same routes with their screens; first-screen.test.ts
 * holds the two to each other.
 */
export const HOME_PAGE_ROUTES: readonly FirstRequestsRoute[] = [HOME_ROUTE];
export const OTHER_PAGE_ROUTES: readonly FirstRequestsRoute[] = [MENU_ROUTE, CART_ROUTE];
