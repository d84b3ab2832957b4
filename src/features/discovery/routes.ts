import type { FeatureRoute } from '../../ui/feature-route.ts';
import { loadDiscoverySheet } from './discovery-sheet.ts';
import { homeFirstRequests } from './first-requests.ts';

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
