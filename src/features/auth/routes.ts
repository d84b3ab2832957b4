import type { FeatureRoute } from '../../ui/feature-route.ts';

export const authRoutes: FeatureRoute[] = [{ path: '/auth', load: () => import('./AuthScreen.tsx') }];
