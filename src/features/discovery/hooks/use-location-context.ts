import { useMemo } from 'react';
import { useAppState } from '../../../state/app-core.ts';
import type { LocationContext } from '../model/location-query.ts';

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
