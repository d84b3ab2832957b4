import type { FeatureRoute } from '../../ui/feature-route.ts';

/** Cart and checkout (issue 7): the cart, the delivery addresses, placing and paying an order. */
export const cartRoutes: FeatureRoute[] = [
  { path: '/cart', load: () => import('./screens/CartScreen.tsx') },
  { path: '/address-map', load: () => import('./screens/AddressMapScreen.tsx'), storesRedirect: true },
  { path: '/address-form', load: () => import('./screens/AddressFormScreen.tsx'), storesRedirect: true },
];
