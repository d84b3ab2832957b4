import { authRoutes } from '../features/auth/routes.ts';
import { cartRoutes } from '../features/cart/routes.ts';
import { discoveryRoutes } from '../features/discovery/routes.ts';
import { feedbackRoutes } from '../features/feedback/routes.ts';
import { kioskRoutes } from '../features/kiosk/routes.ts';
import { menuRoutes } from '../features/menu/routes.ts';
import { ordersRoutes } from '../features/orders/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';
import { formatNumber } from '../i18n/format-number.ts';
import { loadCatalogue, loadFirstTexts } from '../i18n/load-catalogue.ts';
import { knownPromise } from '../lib/known-promise.ts';
import { mayHaveHost } from '../runtime/host-presence.ts';
import { afterPaint } from '../ui/after-paint.ts';
import type { FeatureRoute } from '../ui/feature-route.ts';
import { type PageStart, routeMatches, sendFirstRequests, startLanguage } from './first-requests.ts';
import { barePath, isHomePath } from './route-path.ts';

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
 * rendered later gets the very promise the preload started, settled and known to React (known-promise.ts).
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

/**
 * Starts the downloads the first screen will wait for, before the code that renders it has even arrived:
 * the screen's own chunk, the texts of the language the runtime will pick (same sources, same order as
 * app-runtime.ts), and the screen's first API requests as the app will make them (the route's
 * firstRequests, with the town, token and language the app's state starts with), which its API client then
 * adopts instead of asking again. Each chunk is an `import()` the app repeats later; the browser fetches a
 * module once, so the repeat only picks up what is already on its way.
 */
export function preloadFirstScreen(start: PageStart): void {
  const { path } = start;
  const language = startLanguage(start);
  const route = firstRouteOf(path);
  // Home renders from its own texts; any other first screen needs the whole catalogue (ADR 0027).
  (isHomePath(path) ? loadFirstTexts(language) : loadCatalogue(language)).catch(ignore);
  // The page's inline script has sent them already (ADR 0032): sendEarly leaves those alone.
  if (route) sendFirstRequests(route, start, language);
  // Only Home's page brings our stylesheet (its prerendered frame, ADR 0012): elsewhere mount() asks for it
  // (mount.tsx), a round trip after the app's chunk, which the first render then waited for (the Cart's and the
  // Menu's, issue 30). Asked for here, before the screen's code, it comes with it.
  if (!isHomePath(path)) import('../ui/styles.css?inline').catch(ignore);
  // Last: with it come the requests for the chunks it imports (rollup.config.mjs preloadChunkImports).
  // Only Home's page brings the features' sheets (scripts/build.mjs): any other first screen asks for its own.
  const screen = preloadScreen(path, { sheet: !isHomePath(path) });
  // The bridge client is no part of any screen's drawing (issue 30): a chunk of its own, asked for here so that
  // a host's handshake (app-runtime.ts) can start as soon as the app runs. Home's page names it too; elsewhere
  // it waits for the screen's chunk, whose requests the first wave's six connections then take before it
  // (the Menu's content 3.55-3.61 -> 3.48 s of a throttled load, bench/first-screens.ts). A page with no host
  // gets it after the first screen's content (ADR 0033).
  const bridge = () => import('../runtime/bridge-code.ts').catch(ignore);
  if (mayHaveHost(window)) {
    if (isHomePath(path) || !screen) void bridge();
    else void screen.then(bridge, bridge);
  }
  // Not the plain browser's polyfill (bridge/transports/web.ts), which the bridge asks for once it has found no
  // host: asked for here too, it shared the throttled line with the app's chunk and brought the position, and
  // the rows' re-sort, forward: Home's content 1.12-1.16x -> 1.07-1.09x F2 without it (ADR 0031).
  // The first Intl formatter of a page costs ~0.1 s of a throttled phone's CPU (the locale's data), and
  // every price on the first screen needs one: built while the page waits for the app's chunk, and kept
  // (numberFormatter's cache, a module the app shares with this script) for the app's first render. After
  // the next paint, not before: built at once it held the prerendered Home frame's first paint back by
  // ~0.25 s of a throttled load (ADR 0012).
  // Two: a price's, and a card's rating and distance (at most one decimal).
  void afterPaint().then(() => {
    formatNumber(0, language);
    formatNumber(0, language, { maximumFractionDigits: 1 });
  });
}

/**
 * `mount()`'s part (ADR 0027, lever 6): the first screen's API requests, sent as the mount starts and beside
 * the screen's chunk, not once that chunk and its imports have arrived and rendered. In the app shell the
 * preload script has sent them already (sendEarly leaves those alone).
 */
export function sendMountRequests(start: PageStart): void {
  // No photo preloads: they are `<link>`s in the document's <head>, and a partner's page is not ours.
  const route = firstRouteOf(start.path);
  if (route) sendFirstRequests(route, start, startLanguage(start), { photos: false });
}
