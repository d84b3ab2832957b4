import { createContext, useContext } from 'react';
import type { AppRuntime } from './runtime/app-runtime.ts';
import type { HostConfig } from './config/host-config.ts';

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
  /** Called when the first screen has rendered (settles MountHandle.ready); later calls do nothing. */
  onReady: () => void;
}

export const MountContext = createContext<MountScope | null>(null);

export function useMountScope(): MountScope {
  const scope = useContext(MountContext);
  if (!scope) throw new Error('useMountScope() outside a mounted Dastarkhan app');
  return scope;
}
