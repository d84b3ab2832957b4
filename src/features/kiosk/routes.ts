import type { FeatureRoute } from '../../ui/feature-route.ts';

/**
 * Kiosk mode (issue 11 item 1; docs/features/kiosk.md): a venue's tablet at `/kiosk/{filial_id}`, and the
 * page its QR opens on a phone. Neither needs a login: the tablet is authorised by its own session.
 */
export const kioskRoutes: FeatureRoute[] = [
  { path: '/kiosk/:filialId', fullWidth: true, load: () => import('./screens/KioskScreen.tsx') },
  { path: '/kiosk/:filialId/phone', load: () => import('./screens/KioskPhoneScreen.tsx') },
];
