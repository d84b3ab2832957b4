import { createContext, type ReactNode, useContext } from 'react';
import { ApiContext } from '../api/api-scope.ts';
import type { HostConfig } from '../config/host-config.ts';
import { HostConfigContext, MountSignalContext } from '../config/mount-config.ts';
import { TextsContext } from '../i18n/use-translation.tsx';
import type { LayerStack } from '../lib/layer-stack.ts';
import { type AppRuntime, AppRuntimeContext } from '../runtime/app-runtime.ts';
import { AppCoreContext } from '../state/app-core.ts';
import { TelemetryContext } from '../telemetry/events.ts';

/** What the UI kit needs from its mount: where portals go, and the mount's layer stack. */
export interface UiScope {
  /** The element portals render into (inside our shadow root, so our styles apply and the page's do not). */
  portalTarget: Element;
  layers: LayerStack;
  /**
   * The page brought our stylesheet, with the features' sheets its Home shows (the app shell's, ADR 0027):
   * a screen does not add those again.
   */
  pageSheet?: boolean;
}

export const UiContext = createContext<UiScope | null>(null);

export function useUiScope(): UiScope {
  const scope = useContext(UiContext);
  if (!scope) throw new Error('UI kit component outside a mounted Dastarkhan app');
  return scope;
}

/** What one mount made, for its providers. */
export interface MountParts {
  /** Live config (mount options merged with later updates). */
  config: HostConfig;
  /** Aborted on unmount: every request and long-lived listener of this mount takes it. */
  signal: AbortSignal;
  runtime: AppRuntime;
}

/**
 * Sets the context of every floor under the UI kit from one mount (docs/adr/0003-import-rules-enforced.md#narrow-contexts):
 * the app's one place for it, and the test harnesses'. Each value is a part of the runtime the mount made.
 */
export function MountProviders({ config, signal, runtime, children }: MountParts & { children: ReactNode }) {
  return (
    <HostConfigContext value={config}>
      <MountSignalContext value={signal}>
        <TextsContext value={runtime.i18n}>
          <ApiContext value={runtime.core}>
            <AppCoreContext value={runtime.core}>
              <TelemetryContext value={runtime.telemetry}>
                <AppRuntimeContext value={runtime}>{children}</AppRuntimeContext>
              </TelemetryContext>
            </AppCoreContext>
          </ApiContext>
        </TextsContext>
      </MountSignalContext>
    </HostConfigContext>
  );
}
