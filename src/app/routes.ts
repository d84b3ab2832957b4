import { authRoutes } from '../features/auth/routes.ts';
import { checkoutRoutes } from '../features/checkout/routes.ts';
import { discoveryRoutes } from '../features/discovery/routes.ts';
import { feedbackRoutes } from '../features/feedback/routes.ts';
import { menuRoutes } from '../features/menu/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';
import type { FeatureRoute } from '../ui/feature-route.ts';
import { type LazyScreen, lazyScreen } from './lazy-screen.tsx';

export interface RouteDef extends Omit<FeatureRoute, 'load'> {
  screen: LazyScreen;
}

/**
 * The route table of SPEC §2, gathered from the features; one lazy chunk per screen so that the first
 * screen loads only its own code. A route enters the table with its screen: until then its path shows
 * NotFound, never a placeholder.
 */
export const ROUTES: RouteDef[] = [
  ...discoveryRoutes,
  ...menuRoutes,
  ...checkoutRoutes,
  ...feedbackRoutes,
  ...profileRoutes,
  ...authRoutes,
].map(({ load, ...meta }) => ({ ...meta, screen: lazyScreen(load) }));

export const NotFoundScreen = lazyScreen(() => import('../features/not-found/NotFoundScreen.tsx'));

/** Shown instead of any route while the signed-in account is deleted (AccountGate). */
export const RestoreAccountScreen = lazyScreen(
  () => import('../features/profile/screens/RestoreAccountScreen.tsx'),
);

export function retryFailedScreens(): void {
  for (const route of ROUTES) route.screen.retry();
  NotFoundScreen.retry();
  RestoreAccountScreen.retry();
}
