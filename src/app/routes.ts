import { createElement } from 'react';
import type { FeatureRoute } from '../ui/feature-route.ts';
import { FEATURE_ROUTES, loadGuard, loadScreen } from './first-screen.ts';
import { type LazyScreen, lazyScreen } from './lazy-screen.tsx';

export interface RouteDef extends Omit<FeatureRoute, 'load'> {
  screen: LazyScreen;
}

/**
 * The route table of docs/contract/screens.md#routes, gathered from the features; one lazy chunk per screen so that the first
 * screen loads only its own code. A route enters the table with its screen: until then its path shows
 * NotFound, never a placeholder.
 */
export const ROUTES: RouteDef[] = FEATURE_ROUTES.map(({ load, ...meta }) => ({
  ...meta,
  screen: lazyScreen(meta.loginRequired ? () => guarded(load) : () => loadScreen(load)),
}));

/**
 * A login-required screen inside its LoginGuard. The guard's code is asked for beside the screen's, not
 * with the app: no screen but these needs it, Home least of all (issue 30).
 */
async function guarded(load: FeatureRoute['load']): Promise<{ default: () => React.JSX.Element }> {
  const [{ default: Screen }, { LoginGuard }] = await Promise.all([loadScreen(load), loadGuard()]);
  return { default: () => createElement(LoginGuard, null, createElement(Screen)) };
}

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
