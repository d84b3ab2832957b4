import { CART_ROUTE } from '../features/cart/api/cart-requests.ts';
import { HOME_ROUTE } from '../features/discovery/first-requests.ts';
import { MENU_ROUTE } from '../features/menu/api/menu-requests.ts';
import type { FirstRequestsRoute } from '../ui/feature-route.ts';

/**
 * The routes with first requests, without their screens: the page's inline script (app-shell-early.ts, ADR
 * 0032) finds the page's among them. The router's table (first-screen.ts FEATURE_ROUTES) holds the same
 * routes with their screens; first-screen.test.ts holds the two to each other.
 */
export const FIRST_REQUEST_ROUTES: readonly FirstRequestsRoute[] = [HOME_ROUTE, MENU_ROUTE, CART_ROUTE];
