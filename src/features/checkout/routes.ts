import type { FeatureRoute } from '../../ui/feature-route.ts';

/** Checkout (issue 7): cart, addresses, placing and paying orders, thank-you page. */
export const checkoutRoutes: FeatureRoute[] = [];
