import type { FeatureRoute } from '../../ui/feature-route.ts';

/** Checkout (issue 7): cart, addresses, placing and paying orders, thank-you page, order pages. */
export const checkoutRoutes: FeatureRoute[] = [
  { path: '/cart', load: () => import('./screens/CartScreen.tsx') },
  { path: '/address-map', load: () => import('./screens/AddressMapScreen.tsx'), storesRedirect: true },
  { path: '/address-form', load: () => import('./screens/AddressFormScreen.tsx'), storesRedirect: true },
  { path: '/typ/:filialId/order/:id', load: () => import('./screens/TypScreen.tsx'), loginRequired: true },
  { path: '/orders', load: () => import('./screens/OrderListScreen.tsx'), loginRequired: true, navBar: true },
  { path: '/orders/:id', load: () => import('./screens/OrderInformationScreen.tsx'), loginRequired: true },
  { path: '/orders/:id/repeat', load: () => import('./screens/RepeatOrderScreen.tsx'), loginRequired: true },
  {
    path: '/bills/preorder/:id',
    load: () => import('./screens/PreorderBillScreen.tsx'),
    loginRequired: true,
  },
  {
    path: '/filials/:filialId/order/:id',
    load: () => import('./screens/OrderStatusesScreen.tsx'),
    loginRequired: true,
  },
];
