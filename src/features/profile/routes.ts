import type { FeatureRoute } from '../../ui/feature-route.ts';

/** Profile: the guest's profile, its form, account deletion, FAQ. */
export const profileRoutes: FeatureRoute[] = [];
