import type { FeatureRoute } from '../../ui/feature-route.ts';

/** Profile: the guest's profile, its form, account deletion, FAQ. */
export const profileRoutes: FeatureRoute[] = [
  { path: '/profile', load: () => import('./screens/ProfileScreen.tsx'), loginRequired: true, navBar: true },
  { path: '/profile/form', load: () => import('./screens/ProfileFormScreen.tsx'), loginRequired: true },
  { path: '/faq', load: () => import('./screens/FaqScreen.tsx') },
];
