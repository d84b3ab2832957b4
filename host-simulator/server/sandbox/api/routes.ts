import type { ApiRoute } from '../app.ts';
import { ADDRESS_ROUTES } from './address-routes.ts';
import { AUTH_ROUTES } from './auth-routes.ts';
import { BILL_ROUTES } from './bill-routes.ts';
import { CARE_ROUTES } from './care-routes.ts';
import { DELIVERY_ROUTES } from './delivery-routes.ts';
import { FEEDBACK_ROUTES } from './feedback-routes.ts';
import { GEO_ROUTES } from './geo-routes.ts';
import { LOCATION_ROUTES } from './location-routes.ts';
import { LOYALTY_ROUTES } from './loyalty-routes.ts';
import { MENU_ROUTES } from './menu-routes.ts';
import { ORDER_ROUTES } from './order-routes.ts';
import { PREORDER_BILL_ROUTES } from './preorder-bill-routes.ts';
import { PROMO_ROUTES } from './promo-routes.ts';
import { SEARCH_ROUTES } from './search-routes.ts';
import { TABLE_ROUTES } from './table-routes.ts';
import { TABLET_ROUTES } from './tablet-routes.ts';
import { TAKEAWAY_ROUTES } from './takeaway-routes.ts';
import { USER_ROUTES } from './user-routes.ts';

/** Every API call of docs/contract/calls.md plus the sandbox's documented additions (bills, tips, favourites, restore). */
export const API_ROUTES: readonly ApiRoute[] = [
  ...AUTH_ROUTES,
  ...MENU_ROUTES,
  ...PROMO_ROUTES,
  ...LOCATION_ROUTES,
  ...ORDER_ROUTES,
  ...TAKEAWAY_ROUTES,
  ...BILL_ROUTES,
  ...PREORDER_BILL_ROUTES,
  ...FEEDBACK_ROUTES,
  ...CARE_ROUTES,
  ...TABLE_ROUTES,
  ...TABLET_ROUTES,
  ...USER_ROUTES,
  ...ADDRESS_ROUTES,
  ...GEO_ROUTES,
  ...DELIVERY_ROUTES,
  ...LOYALTY_ROUTES,
  ...SEARCH_ROUTES,
];
