import type { FeatureRoute } from '../../ui/feature-route.ts';

/** Menu (issue 7): venue menu, menu search, product sheet, table QR, fridge barcode scanning. */
export const menuRoutes: FeatureRoute[] = [];
