import { type ReactNode, Suspense, use, useEffect } from 'react';
import { useAppTexts } from '../i18n/use-translation.tsx';
import { Route, Switch, useLocation } from 'wouter';
import { usePagePaths } from '../runtime/app-runtime.ts';
import { useTelemetry } from '../telemetry/events.ts';
import { useAppState } from '../state/app-core.ts';
import { RouteErrorBoundary, reloadAtPath } from './RouteErrorBoundary.tsx';
import { NotFoundScreen, ROUTES, RestoreAccountScreen, retryFailedScreens } from './routes.ts';

/**
 * docs/contract/product.md#account-deletion, docs/contract/roles.md#account-deletion, docs/contract/constants.md#account-restore-window: while the signed-in account is deleted (restorable for 90 days) every call of it is
 * refused, so instead of a screen full of server errors the guest gets the restore offer, whatever route
 * they are on. Once restored the route's screen mounts afresh and loads as before.
 */
function AccountGate({ children }: { children: ReactNode }) {
  const { deleted } = useAppState().account;
  return deleted ? (
    <AllTexts>
      <RestoreAccountScreen />
    </AllTexts>
  ) : (
    children
  );
}

/** Commits together with the first screen (same Suspense boundary): then the mount is ready. */
function Ready({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return null;
}

function Loading() {
  return <p className="dk-loading" role="status" aria-live="polite" aria-busy="true" />;
}

export function AppRoutes({
  routing,
  onReady,
}: {
  routing: 'browser' | 'memory';
  /** Called when the first screen has rendered (settles MountHandle.ready); later calls do nothing. */
  onReady: () => void;
}) {
  const telemetry = useTelemetry();
  const paths = usePagePaths();
  const [location] = useLocation();
  const onChunkError = () => {
    // In its own page (app shell, webview) the app reloads at the target path (docs/contract/screens.md#failed-module-load). Embedded in a
    // partner's page it must not reload someone else's page: the error page offers Retry instead.
    if (routing !== 'browser') return false;
    const url = paths.pathOf(`${location}${window.location.search}`);
    return reloadAtPath(url, {
      session: sessionStorageOrNull(),
      assign: (next) => window.location.assign(next),
    });
  };
  return (
    <RouteErrorBoundary
      resetKey={location}
      onChunkError={onChunkError}
      onError={(error) => telemetry.captureException(error, { tags: { area: 'screen' } })}
      onRetry={retryFailedScreens}
    >
      <Suspense fallback={<Loading />}>
        <AccountGate>
          <Switch>
            {ROUTES.map(({ path, screen: Screen }) => (
              <Route key={path} path={path}>
                {path === '/' ? (
                  <Screen />
                ) : (
                  <AllTexts>
                    <Screen />
                  </AllTexts>
                )}
              </Route>
            ))}
            <Route>
              <AllTexts>
                <NotFoundScreen />
              </AllTexts>
            </Route>
          </Switch>
        </AccountGate>
        <Ready onReady={onReady} />
      </Suspense>
    </RouteErrorBoundary>
  );
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Renders its children once every text of the language is here: a start on Home loaded only Home's (ADR
 * 0027). Around whatever is not Home's own first screen (the other routes, the restore offer, the guest
 * prompts): asked for after Home's first paint, the texts are usually here already; otherwise they load
 * beside the component's chunk, under the same Suspense boundary, and no key or empty text shows.
 */
export function AllTexts({ children }: { children: ReactNode }) {
  const appTexts = useAppTexts();
  use(use(appTexts).complete());
  return children;
}
