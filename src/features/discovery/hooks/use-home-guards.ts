import { useEffect } from 'react';
import { useLocation } from 'wouter';
import type { AppRuntime } from '../../../runtime/app-runtime.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useAppRuntime, useBridge } from '../../../runtime/app-runtime.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { DEFAULT_SERVICE } from '../../../state/services.ts';
import { ensureCoordinates } from './geolocation.ts';

const WEBVIEWS = new Set(['ios', 'android', 'react-native']);
// The webview's default service is set once per mount, not on every return to Home (the guest may switch).
const defaultServiceSet = new WeakSet<AppRuntime>();

/**
 * docs/contract/screens.md#home-guards Home guards, in order: to Brands when a brand configuration exists; clear the temporary terminals;
 * ensure the coordinates (asked, not waited for: Home shows the town's venues meanwhile); keep the service
 * within the allowed list; in the webview set the default service. Returns true while redirecting.
 */
export function useHomeGuards(): boolean {
  const runtime = useAppRuntime();
  const bridgeReady = useBridge();
  const signal = useMountSignal();
  const state = useAppStores();
  const [, navigate] = useLocation();
  const { brand } = useAppState().restrictions;
  const redirecting = brand !== null;

  useEffect(() => {
    if (redirecting) {
      navigate('/brands', { replace: true });
      return;
    }
    state.stored.tempTerminals.clear();
    void ensureCoordinates(runtime, signal).catch(() => {
      // Aborted with the mount: nothing left to show it on.
    });
    state.device.setService(state.root.device.service);
    let cancelled = false;
    bridgeReady.then((bridge) => {
      if (cancelled || !bridge || !WEBVIEWS.has(bridge.runtime) || defaultServiceSet.has(runtime)) return;
      defaultServiceSet.add(runtime);
      state.device.setService(DEFAULT_SERVICE);
    });
    return () => {
      cancelled = true;
    };
  }, [redirecting, navigate, bridgeReady, state, signal, runtime]);

  return redirecting;
}
