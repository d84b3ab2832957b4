import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { AppRuntime } from '../../../runtime/app-runtime.ts';
import { useMountScope } from '../../../mount-context.ts';
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
  const { runtime, signal } = useMountScope();
  const [, navigate] = useLocation();
  const { brand } = useSnapshot(runtime.core.state.restrictions.state);
  const redirecting = brand !== null;

  useEffect(() => {
    if (redirecting) {
      navigate('/brands', { replace: true });
      return;
    }
    const state = runtime.core.state;
    state.stored.tempTerminals.clear();
    void ensureCoordinates(runtime, signal).catch(() => {
      // Aborted with the mount: nothing left to show it on.
    });
    state.device.setService(state.device.state.service);
    let cancelled = false;
    runtime.bridge.then((bridge) => {
      if (cancelled || !bridge || !WEBVIEWS.has(bridge.runtime) || defaultServiceSet.has(runtime)) return;
      defaultServiceSet.add(runtime);
      state.device.setService(DEFAULT_SERVICE);
    });
    return () => {
      cancelled = true;
    };
  }, [redirecting, navigate, runtime, signal]);

  return redirecting;
}
