import { lazy, type ReactNode, Suspense, use, useEffect, useMemo } from 'react';
import { I18nextProvider } from '../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import type { BaseLocationHook } from 'wouter';
import { MountContext, type MountScope, useAppState } from '../mount-context.ts';
import { Notifications } from '../ui/Notifications.tsx';
import { UiContext } from '../ui/ui-context.ts';
import { AllTexts } from './AllTexts.tsx';
import { AppFrame } from './AppFrame.tsx';
import { AppRoutes } from './AppRoutes.tsx';

// Only developers open it: its code stays out of the first screen.
const Debugbar = lazy(() =>
  import('../ui/debugbar/Debugbar.tsx').then((module) => ({ default: module.Debugbar })),
);

type LocationSetup = { kind: 'memory'; hook: BaseLocationHook } | { kind: 'browser'; base: string };

interface AppProps {
  scope: MountScope;
  location: LocationSetup;
  /** Inside our shadow root, after the app's own container: where sheets, modals and toasts render. */
  portalTarget: Element;
  /** The element carrying the shadow root: host-set colours go on it, over our defaults. */
  hostElement: HTMLElement;
}

/** Waits for the active language's texts (one small chunk) before anything with text renders. */
function WithTexts({ scope, children }: { scope: MountScope; children: ReactNode }) {
  const texts = use(scope.runtime.i18n);
  const { language } = useSnapshot(scope.config);
  useEffect(() => {
    if (language && language !== texts.i18n.language) void texts.setLanguage(language);
  }, [language, texts]);
  return <I18nextProvider i18n={texts.i18n}>{children}</I18nextProvider>;
}

function HostColour({ scope, hostElement }: { scope: MountScope; hostElement: HTMLElement }) {
  const { primaryColor } = useAppState().restrictions;
  const configured = useSnapshot(scope.config).primaryColor;
  const colour = primaryColor ?? configured ?? null;
  useEffect(() => {
    if (colour) hostElement.style.setProperty('--dk-primary', colour);
    else hostElement.style.removeProperty('--dk-primary');
  }, [colour, hostElement]);
  return null;
}

export function App({ scope, location, portalTarget, hostElement }: AppProps) {
  const routerProps = location.kind === 'memory' ? { hook: location.hook } : { base: location.base };
  const ui = useMemo(() => ({ portalTarget, layers: scope.runtime.layers }), [portalTarget, scope]);
  const { debug } = useSnapshot(scope.config);
  return (
    <MountContext value={scope}>
      <UiContext value={ui}>
        <HostColour scope={scope} hostElement={hostElement} />
        <Suspense fallback={<p className="dk-loading" role="status" aria-busy="true" />}>
          <WithTexts scope={scope}>
            <Router {...routerProps}>
              <AppFrame>
                <AppRoutes />
              </AppFrame>
              <Notifications store={scope.runtime.core.state.notifications} />
              {debug ? (
                <Suspense fallback={null}>
                  <AllTexts>
                    <Debugbar requestLog={scope.runtime.core.state.requestLog} />
                  </AllTexts>
                </Suspense>
              ) : null}
            </Router>
          </WithTexts>
        </Suspense>
      </UiContext>
    </MountContext>
  );
}
