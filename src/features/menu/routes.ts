import type { FeatureRoute } from '../../ui/feature-route.ts';

/** Menu (issue 7): venue menu, menu search, product sheet, table QR, fridge barcode scanning, table bill. */
export const menuRoutes: FeatureRoute[] = [
  { path: '/filials/:filialId', load: () => import('./screens/MenuScreen.tsx'), balance: true },
  { path: '/filials/:filialId/bill', load: () => import('./screens/BillScreen.tsx') },
  { path: '/filials/:filialId/search', load: () => import('./screens/MenuSearchScreen.tsx') },
  {
    path: '/filials/:filialId/barcode-scanner',
    load: () => import('./screens/BarcodeScannerScreen.tsx'),
  },
  { path: '/filials/:filialId/barcode-manual', load: () => import('./screens/BarcodeManualScreen.tsx') },
];
