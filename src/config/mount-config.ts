import { createContext, useContext } from 'react';
import type { HostConfig } from './host-config.ts';

/**
 * The two things of one mount that every floor may read (docs/adr/0003-import-rules-enforced.md#narrow-contexts):
 * its live config and its lifetime. Set by the mount's provider (src/app/App.tsx), never held in a module
 * variable, so two mounts on one page cannot see each other's.
 */
export const HostConfigContext = createContext<HostConfig | null>(null);
export const MountSignalContext = createContext<AbortSignal | null>(null);

/** The live config (mount options merged with later `update()`s): read it through `useSnapshot` to follow it. */
export function useHostConfig(): HostConfig {
  const config = useContext(HostConfigContext);
  if (!config) throw new Error('useHostConfig() outside a mounted Dastarkhan app');
  return config;
}

/** Aborted on unmount: every request and long-lived listener of this mount takes it. */
export function useMountSignal(): AbortSignal {
  const signal = useContext(MountSignalContext);
  if (!signal) throw new Error('useMountSignal() outside a mounted Dastarkhan app');
  return signal;
}
