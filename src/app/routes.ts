import { type ComponentType, createElement, use } from 'react';
import { matchRoute } from 'wouter';
import { knownPromise } from '../lib/known-promise.ts';
import type { FeatureRoute } from '../ui/feature-route.ts';
import { FEATURE_ROUTES, loadGuard, loadScreen } from './first-screen.ts';

interface LazyScreen {
  (): React.JSX.Element;
  /** Forgets a failed load so that the next render tries again (the error page's Retry). */
  retry(): void;
}

/**
 * Like React.lazy, but a failed load can be tried again: React.lazy keeps its rejection forever, which
 * in an embedded mount (no page reload allowed) would leave the screen dead after one dropped request.
 * The loaded module is code, not state, so sharing it between mounts is safe.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  let module: Promise<{ default: ComponentType }> | null = null;
  let failed = false;
  const Screen = (() => {
    if (!module) {
      // The promise itself goes to use(), not one chained from it: only it can be known settled already.
      module = knownPromise(load());
      module.catch(() => {
        failed = true;
      });
    }
    const { default: Component } = use(module);
    return createElement(Component);
  }) as LazyScreen;
  Screen.retry = () => {
    if (!failed) return;
    failed = false;
    module = null;
  };
  return Screen;
}

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

type Parser = Parameters<typeof matchRoute>[0];

/** The table entry that will render `path` (the first match, as the router's Switch picks it). */
export function routeFor(parser: Parser, routes: readonly RouteDef[], path: string): RouteDef | null {
  return routes.find((route) => matchRoute(parser, route.path, path)[0]) ?? null;
}

/**
 * docs/contract/screens.md#unknown-paths: "A double slash in the path is normalised." Collapses runs of slashes in the path part only
 * (a query value may legitimately hold '//', e.g. a return URL), and drops a trailing slash but for '/'.
 */
export function normalisePath(location: string): string {
  const queryStart = location.search(/[?#]/);
  const path = queryStart === -1 ? location : location.slice(0, queryStart);
  const rest = queryStart === -1 ? '' : location.slice(queryStart);
  let clean = path.replace(/\/{2,}/g, '/');
  if (clean.length > 1 && clean.endsWith('/')) clean = clean.slice(0, -1);
  return (clean || '/') + rest;
}
