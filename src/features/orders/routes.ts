import type { FeatureRoute } from '../../ui/feature-route.ts';

/** Orders (issue 7): the thank-you page, the order list, an order's status and tracking, repeat, the preorder bill. */
export const ordersRoutes: FeatureRoute[] = [
  { path: '/typ/:filialId/order/:id', load: () => import('./TypScreen.tsx'), loginRequired: true },
  { path: '/orders', load: () => import('./OrderListScreen.tsx'), loginRequired: true, navBar: true },
  { path: '/orders/:id', load: () => import('./OrderInformationScreen.tsx'), loginRequired: true },
  { path: '/orders/:id/repeat', load: () => import('./RepeatOrderScreen.tsx'), loginRequired: true },
  { path: '/bills/preorder/:id', load: () => import('./PreorderBillScreen.tsx'), loginRequired: true },
  {
    path: '/filials/:filialId/order/:id',
    load: () => import('./OrderStatusesScreen.tsx'),
    loginRequired: true,
  },
];
