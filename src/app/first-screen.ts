import { authRoutes } from '../features/auth/routes.ts';
import { checkoutRoutes } from '../features/checkout/routes.ts';
import { discoveryRoutes } from '../features/discovery/routes.ts';
import { feedbackRoutes } from '../features/feedback/routes.ts';
import { kioskRoutes } from '../features/kiosk/routes.ts';
import { menuRoutes } from '../features/menu/routes.ts';
import { profileRoutes } from '../features/profile/routes.ts';
import { parseLanguage } from '../i18n/languages.ts';
import { loadCatalogue } from '../i18n/load-catalogue.ts';
import { resolveLanguage } from '../i18n/resolve-language.ts';
import { knownPromise } from '../runtime/known-promise.ts';
import { LOCAL_KEYS } from '../state/storage-keys.ts';
import type { FeatureRoute } from '../ui/feature-route.ts';

/** SPEC §2's routes as the features declare them, in the order the router tries them. No React here. */
export const FEATURE_ROUTES: readonly FeatureRoute[] = [
  ...discoveryRoutes,
  ...menuRoutes,
  ...checkoutRoutes,
  ...feedbackRoutes,
  ...profileRoutes,
  ...authRoutes,
  ...kioskRoutes,
];

/** Whether a wouter pattern of ours (literal segments and `:name` ones) matches `path`. */
export function routeMatches(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((segment, index) => {
      const actual = have[index] ?? '';
      return segment.startsWith(':') ? actual !== '' : segment === actual;
    })
  );
}

/** The route the router will show first for `path` (a route path, query and trailing slash ignored). */
export function firstRouteOf(path: string): FeatureRoute | undefined {
  const bare = path.split('?')[0]?.replace(/(.)\/$/, '$1') || '/';
  return FEATURE_ROUTES.find((route) => routeMatches(route.path, bare));
}

const ignore = () => {};

type ScreenModule = Awaited<ReturnType<FeatureRoute['load']>>;
const loading = new Map<FeatureRoute['load'], Promise<ScreenModule>>();

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
 * Starts downloading the chunk of the screen `path` shows. A failed download here is the app's to report
 * when it asks again (lazy-screen.tsx), so it is ignored.
 */
export function preloadScreen(path: string): void {
  const route = firstRouteOf(path);
  if (route) loadScreen(route.load).catch(ignore);
}

/**
 * Starts the downloads the first screen will wait for, before the code that renders it has even arrived:
 * the screen's own chunk, and the catalogue of the language the runtime will pick (same sources, same
 * order as app-runtime.ts). Each is an `import()` the app repeats later; the browser fetches a module once,
 * so the repeat only picks up what is already on its way.
 */
export function preloadFirstScreen({
  path,
  query,
  hostLanguage,
  storedLanguage,
}: {
  path: string;
  query: string;
  /** The language of the config a native shell injected, if any (checked here, not trusted). */
  hostLanguage: unknown;
  storedLanguage: string | null;
}): void {
  preloadScreen(path);
  const language = parseLanguage(hostLanguage);
  const hostConfig = language ? { language } : null;
  loadCatalogue(resolveLanguage({ query, stored: storedLanguage, hostConfig })).catch(ignore);
}

/** The guest's stored language pick, as app-state.ts stores it; null when storage cannot be read. */
export function storedLanguageOf(win: Window): string | null {
  try {
    return win.localStorage.getItem(LOCAL_KEYS.language);
  } catch {
    return null;
  }
}
