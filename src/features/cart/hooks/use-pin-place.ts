import { useRef, useState } from 'react';
import { isApiError } from '../../../api/errors.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useBridge } from '../../../runtime/app-runtime.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import type { Address } from '../../../state/addresses.ts';
import type { Coordinates } from '../../../state/device.ts';
import { findTown } from '../../../state/towns.ts';
import { type GeoPlace, reverseGeocode } from '../api/geo-api.ts';
import { initialPin, type Locating, locateFailure } from '../model/address-map.ts';
import { useScopedAbort } from './use-scoped-abort.ts';

/**
 * The map's pin and the place it names: a picked suggestion, the point under a moved map (reverse
 * geocoded), or the guest's own position from the host. `onPicked` runs when a place is picked.
 */
export function usePinPlace(draft: Address | null, onPicked: () => void) {
  const stores = useAppStores();
  const client = useApiClient();
  const bridgeReady = useBridge();
  const device = useAppState().device;
  const scoped = useScopedAbort();
  const [chosen, setChosen] = useState<GeoPlace | null>(null);
  const [locating, setLocating] = useState<Locating>('idle');
  const [undetermined, setUndetermined] = useState(false);
  const geocoding = useRef<AbortController | null>(null);
  const [pin, setPin] = useState<Coordinates>(() =>
    initialPin(draft, device.coordinates, findTown(device.townId)),
  );

  const pick = (place: GeoPlace) => {
    geocoding.current?.abort();
    setChosen(place);
    setPin(place.coordinates);
    setUndetermined(false);
    onPicked();
  };

  /** The guest moved the map: the point under the pin is the address, named by reverse geocoding. */
  const pinned = (point: Coordinates) => {
    geocoding.current?.abort();
    const signal = scoped();
    const controller = new AbortController();
    signal.addEventListener('abort', () => controller.abort());
    geocoding.current = controller;
    setPin(point);
    setUndetermined(false);
    reverseGeocode(client, point, controller.signal).then(
      (place) => {
        if (controller.signal.aborted) return;
        if (place) setChosen({ ...place, coordinates: point });
        else setUndetermined(true);
      },
      () => {
        if (!controller.signal.aborted) {
          setChosen(null);
          setUndetermined(true);
        }
      },
    );
  };

  /** The host's position (null: none), or 'denied' when the guest refused it. */
  const hostPosition = async (signal: AbortSignal): Promise<Coordinates | null | 'denied'> => {
    const bridge = await bridgeReady;
    if (!bridge?.supports('geo.position')) return device.coordinates;
    const position = await bridge.call('geo.position', {}, { signal });
    if (position.status === 'denied') {
      stores.device.denyPosition();
      return 'denied';
    }
    if (position.status !== 'success') return null;
    const point = { latitude: position.latitude, longitude: position.longitude };
    stores.device.setPosition(point);
    return point;
  };

  const locate = async () => {
    setLocating('locating');
    setUndetermined(false);
    const signal = scoped();
    try {
      const point = await hostPosition(signal);
      if (point === 'denied' || !point) {
        setLocating(point === 'denied' ? 'denied' : 'failed');
        return;
      }
      const place = await reverseGeocode(client, point, signal);
      setLocating('idle');
      // The guest's own position is the point; the geocoder only names it.
      if (place) pick({ ...place, coordinates: point });
      else setUndetermined(true);
    } catch (error) {
      if (signal.aborted) return;
      const failure = locateFailure(isApiError(error, 'not-found'));
      setLocating(failure.locating);
      setUndetermined(failure.undetermined);
    }
  };

  return { pin, chosen, locating, undetermined, pick, pinned, locate };
}
