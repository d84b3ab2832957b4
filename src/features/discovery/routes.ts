import type { FeatureRoute } from '../../ui/feature-route.ts';
import { knownPromise } from '../../lib/known-promise.ts';

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
