import type { FeatureRoute } from '../../ui/feature-route.ts';

/** Ordering (issue 7): menu, cart, addresses, checkout, payment, thank-you page. */
export const orderingRoutes: FeatureRoute[] = [];
