import { authRoutes } from '../features/auth/routes.ts';
import { cartRoutes } from '../features/cart/routes.ts';
import { discoveryRoutes } from '../features/discovery/routes.ts';
import { feedbackRoutes } from '../features/feedback/routes.ts';
import { kioskRoutes } from '../features/kiosk/routes.ts';
import { menuRoutes } from '../features/menu/routes.ts';
import { ordersRoutes } from '../features/orders/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';
import { knownPromise } from '../lib/known-promise.ts';
import type { FeatureRoute } from '../ui/feature-route.ts';
import { routeMatches } from './first-requests.ts';
import { barePath } from './route-path.ts';

/** The contract's (docs/contract/screens.md#routes) routes as the features declare them, in the order the router tries them. No React here. */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...discoveryRoutes,
  ...menuRoutes,
  ...cartRoutes,
  ...ordersRoutes,
  ...feedbackRoutes,
  ...profileRoutes,
  ...authRoutes,
  ...kioskRoutes,
];

/** The route the router will show first for `path` (a route path, query and trailing slash ignored). */
export function firstRouteOf(path: string): FeatureRoute | undefined {
  const bare = barePath(path);
  return FEATURE_ROUTES.find((route) => routeMatches(route.path, bare));
}

const ignore = () => {};

type ScreenModule = Awaited<ReturnType<FeatureRoute['load']>>;
const loading = new Map<FeatureRoute['load'], Promise<ScreenModule>>();
let guard: Promise<typeof import('./LoginGuard.tsx')> | null = null;

/**
 * A route's chunk, one promise per route for the page (code, not state: mounts may share it), so the screen
 * rendered later gets the very promise the mount's preload started, settled and known to React (known-promise.ts).
 * A failed load is forgotten, so that asking again tries again.
 */
export function loadScreen(load: FeatureRoute['load']): Promise<ScreenModule> {
  let pending = loading.get(load);
  if (!pending) {
    pending = knownPromise(load());
    loading.set(load, pending);
    pending.catch(() => loading.delete(load));
  }
  return pending;
}

/**
 * Every route chunk asked for so far, once each has settled. A unit-test worker runs its files in one module
 * graph (ADR 0015): a file that ends while a screen's chunk is still loading (a link the test followed last)
 * tore that import down mid-way, and the next file to show that screen waited for it until its time ran out.
 * tests/unit-setup.ts waits for this at each file's end.
 */
export function screensSettled(): Promise<unknown> {
  return Promise.allSettled([...loading.values(), guard]);
}

/**
 * The login-required screens' guard (routes.ts), a chunk of its own asked for beside theirs: the same
 * promise for the page, so a first screen that preloaded it renders without suspending on it.
 */
export function loadGuard(): Promise<typeof import('./LoginGuard.tsx')> {
  if (!guard) {
    guard = knownPromise(import('./LoginGuard.tsx'));
    // A failed load is forgotten, as a screen's is (loadScreen).
    guard.catch(() => {
      guard = null;
    });
  }
  return guard;
}

/**
 * Starts downloading the chunk of the screen `path` shows (and the guard of a login-required one, and with
 * `sheet` the feature stylesheet of a page that did not bring it), and gives its promise (null for a path no route
 * of the table matches). A failed download here is the app's to report when it asks again
 * (`lazyScreen` in routes.ts), so it is ignored.
 */
export function preloadScreen(path: string, { sheet = false } = {}): Promise<unknown> | null {
  const route = firstRouteOf(path);
  if (!route) return null;
  const code = route.loginRequired
    ? Promise.all([loadScreen(route.load), loadGuard()])
    : loadScreen(route.load);
  const screen = sheet && route.sheet ? Promise.all([code, route.sheet()]) : code;
  screen.catch(ignore);
  return screen;
}
