import { lazy, type ReactNode, Suspense, use, useEffect, useMemo } from 'react';
import { useHostConfig } from '../config/mount-config.ts';
import { I18nextProvider, useAppTexts } from '../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import { Router } from 'wouter';
import type { BaseLocationHook } from 'wouter';
import { useAppState, useAppStores } from '../state/app-core.ts';
import { Notifications } from '../ui/Notifications.tsx';
import { type MountParts, MountProviders, UiContext } from '../ui/ui-context.tsx';
import { AppFrame } from './AppFrame.tsx';
import { AllTexts, AppRoutes } from './AppRoutes.tsx';

// Only developers open it: its code stays out of the first screen.
const Debugbar = lazy(() =>
  import('../ui/debugbar/Debugbar.tsx').then((module) => ({ default: module.Debugbar })),
);

/**
 * Everything that belongs to one mount. Created in mount() and handed down by the narrow contexts of each floor
 * (docs/adr/0003-import-rules-enforced.md#narrow-contexts), never held in a module variable, so two mounts on one
 * page cannot see each other's state.
 */
export interface MountScope extends MountParts {
  routing: 'browser' | 'memory';
  /**
   * The page brought our stylesheet, with the features' sheets its Home shows (the app shell's, ADR 0027):
   * a screen does not add those again.
   */
  pageSheet?: boolean;
  /** Called when the first screen has rendered (settles MountHandle.ready); later calls do nothing. */
  onReady: () => void;
}

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
function WithTexts({ children }: { children: ReactNode }) {
  const texts = use(useAppTexts());
  const { language } = useSnapshot(useHostConfig());
  useEffect(() => {
    if (language && language !== texts.i18n.language) void texts.setLanguage(language);
  }, [language, texts]);
  return <I18nextProvider i18n={texts.i18n}>{children}</I18nextProvider>;
}

function HostColour({ hostElement }: { hostElement: HTMLElement }) {
  const { primaryColor } = useAppState().restrictions;
  const configured = useSnapshot(useHostConfig()).primaryColor;
  const colour = primaryColor ?? configured ?? null;
  useEffect(() => {
    if (colour) hostElement.style.setProperty('--dk-primary', colour);
    else hostElement.style.removeProperty('--dk-primary');
  }, [colour, hostElement]);
  return null;
}

/** The developers' bar, while the config asks for it (hostConfig.debug). */
function DebugSlot() {
  const { debug } = useSnapshot(useHostConfig());
  const { requestLog } = useAppStores();
  return debug ? (
    <Suspense fallback={null}>
      <AllTexts>
        <Debugbar requestLog={requestLog} />
      </AllTexts>
    </Suspense>
  ) : null;
}

export function App({ scope, location, portalTarget, hostElement }: AppProps) {
  const routerProps = location.kind === 'memory' ? { hook: location.hook } : { base: location.base };
  const ui = useMemo(
    () => ({ portalTarget, layers: scope.runtime.layers, pageSheet: scope.pageSheet ?? false }),
    [portalTarget, scope],
  );
  return (
    <MountProviders config={scope.config} signal={scope.signal} runtime={scope.runtime}>
      <UiContext value={ui}>
        <HostColour hostElement={hostElement} />
        <Suspense fallback={<p className="dk-loading" role="status" aria-busy="true" />}>
          <WithTexts>
            <Router {...routerProps}>
              <AppFrame routing={scope.routing}>
                <AppRoutes routing={scope.routing} onReady={scope.onReady} />
              </AppFrame>
              <Notifications store={scope.runtime.core.state.notifications} />
              <DebugSlot />
            </Router>
          </WithTexts>
        </Suspense>
      </UiContext>
    </MountProviders>
  );
}
