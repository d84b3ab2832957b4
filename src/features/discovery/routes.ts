import type { FeatureRoute } from '../../ui/feature-route.ts';

/** Discovery (issue 6): home, brands, venues, map, venue details, search. */
export const discoveryRoutes: FeatureRoute[] = [
  { path: '/', load: () => import('./HomeScreen.tsx'), navBar: true },
];
