import { createContext, useContext } from 'react';
import { type Snapshot, useSnapshot } from 'valtio';
import type { AppRuntime } from './runtime/app-runtime.ts';
import type { HostConfig } from './config/host-config.ts';
import type { AppStateRoot } from './state/app-state.ts';

/**
 * Everything that belongs to one mount. Created in mount() and handed down by context, never held in a
 * module variable, so two mounts on one page cannot see each other's state.
 */
export interface MountScope {
  /** Live config (mount options merged with later updates). */
  config: HostConfig;
  /** Aborted on unmount: every request and long-lived listener of this mount takes it. */
  signal: AbortSignal;
  runtime: AppRuntime;
  routing: 'browser' | 'memory';
  /**
   * The page brought our stylesheet, with the features' sheets its Home shows (the app shell's, ADR 0027):
   * a screen does not add those again.
   */
  pageSheet?: boolean;
  /** Called when the first screen has rendered (settles MountHandle.ready); later calls do nothing. */
  onReady: () => void;
}

export const MountContext = createContext<MountScope | null>(null);

export function useMountScope(): MountScope {
  const scope = useContext(MountContext);
  if (!scope) throw new Error('useMountScope() outside a mounted Dastarkhan app');
  return scope;
}

/**
 * The mount's state as a snapshot, one hop to any slice (`useAppState().cart.carts`). A component renders
 * again only when what it read changes (ADR 0029).
 */
export function useAppState(): Snapshot<AppStateRoot> {
  return useSnapshot(useMountScope().runtime.core.state.root);
}
