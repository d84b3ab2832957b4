import type { FeatureRoute } from '../../ui/feature-route.ts';

/**
 * Feedback (issue 11 item 2): reviews and tips after an order or a paid bill. docs/contract/screens.md#routes names "review and tip
 * screens" without routes; these follow the order and bill paths (docs/features/feedback.md).
 */
export const feedbackRoutes: FeatureRoute[] = [
  { path: '/orders/:id/review', load: () => import('./ReviewScreen.tsx'), loginRequired: true },
  { path: '/bills/:id/review', load: () => import('./ReviewScreen.tsx'), loginRequired: true },
  { path: '/orders/:id/tip', load: () => import('./TipScreen.tsx'), loginRequired: true },
  { path: '/bills/:id/tip', load: () => import('./TipScreen.tsx'), loginRequired: true },
];
