// Where the guest is: the device's position, asked for through the host, and the location every venue
// request is scoped by.
import { useEffect, useMemo } from 'react';
import { type AppRuntime, useAppRuntime } from '../../../runtime/app-runtime.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import type { GeoStatus } from '../../../state/device.ts';
import { GEO_DEFAULTS } from '../../../../bridge/geo-defaults.ts';
import { useAppState } from '../../../state/app-core.ts';
import type { LocationContext } from '../model/location-query.ts';

// One request per mount at a time (a WeakMap on the runtime: two mounts never share it).
const pending = new WeakMap<AppRuntime, Promise<GeoStatus>>();

async function askHost(runtime: AppRuntime, signal: AbortSignal): Promise<GeoStatus> {
  const device = runtime.core.state.device;
  const bridge = await runtime.bridge;
  if (!bridge?.supports('geo.position')) {
    device.denyPosition();
    return 'denied';
  }
  try {
    // docs/contract/states.md#geolocation: in the webview the host's global location switch is checked too.
    if (bridge.runtime !== 'web' && bridge.supports('geo.enabled')) {
      const { enabled } = await bridge.call('geo.enabled', {}, { signal });
      if (!enabled) {
        device.denyPosition();
        return 'denied';
      }
    }
    const result = await bridge.call(
      'geo.position',
      {
        highAccuracy: GEO_DEFAULTS.highAccuracy,
        timeoutMs: GEO_DEFAULTS.timeoutMs,
        maxAgeMs: GEO_DEFAULTS.maxAgeMs,
      },
      { signal },
    );
    if (result.status === 'success' && device.setPosition(result)) return 'granted';
  } catch (error) {
    if (signal.aborted) throw error;
  }
  device.denyPosition();
  return 'denied';
}

/**
 * docs/contract/states.md#geolocation "Geolocation": asks the host (or the browser, through the bridge's polyfill) for the position with
 * high accuracy, 5000 ms and no cached position. Success stores the coordinates as granted; a refusal, a
 * disabled location switch or a failure stores denied and clears them. Asked once per mount unless `force`
 * (the guest's "Try again"); a known position is not asked again. The mount's signal cancels the call.
 */
export function ensureCoordinates(
  runtime: AppRuntime,
  mountSignal: AbortSignal,
  options: { force?: boolean } = {},
): Promise<GeoStatus> {
  const device = runtime.core.state.root.device;
  if (!options.force && device.coordinates) return Promise.resolve('granted');
  if (!options.force && device.geoStatus === 'denied') return Promise.resolve('denied');
  const running = pending.get(runtime);
  if (running) return running;
  const request = askHost(runtime, mountSignal).finally(() => pending.delete(runtime));
  pending.set(runtime, request);
  return request;
}

/** Asks for the position once when a screen that shows distances opens (not waited for: the list loads meanwhile). */
export function useEnsureCoordinates(): void {
  const runtime = useAppRuntime();
  const signal = useMountSignal();
  useEffect(() => {
    ensureCoordinates(runtime, signal).catch(() => {
      // Aborted with the mount.
    });
  }, [signal, runtime]);
}

/**
 * What every venue request of the discovery screens is scoped by: the town, the service (or none, on Home),
 * the signed-in guest and the position. Stable while none of them changes, so lists reload only then.
 */
export function useLocationContext({ withService }: { withService: boolean }): LocationContext {
  const device = useAppState().device;
  const auth = useAppState().auth;
  const latitude = device.coordinates?.latitude ?? null;
  const longitude = device.coordinates?.longitude ?? null;
  const service = withService ? device.service : null;
  return useMemo(
    () => ({
      service,
      townId: device.townId,
      userId: auth.userId,
      coordinates: latitude !== null && longitude !== null ? { latitude, longitude } : null,
    }),
    [service, device.townId, auth.userId, latitude, longitude],
  );
}
