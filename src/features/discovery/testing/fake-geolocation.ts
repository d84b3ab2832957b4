import type { Coordinates } from '../../../state/device.ts';

/**
 * Gives the page a Geolocation API that answers with `position`, or refuses like a denied permission
 * (null). Install before mount(): the bridge's web polyfill offers `geo.position` only when it exists.
 */
export function fakeGeolocation(position: Coordinates | null): () => void {
  const geolocation = {
    getCurrentPosition(success: PositionCallback, failure?: PositionErrorCallback | null) {
      setTimeout(() => {
        if (position) {
          success({
            coords: { ...position, accuracy: 10 },
            timestamp: Date.now(),
          } as unknown as GeolocationPosition);
        } else {
          failure?.({ code: 1, PERMISSION_DENIED: 1, message: 'denied' } as GeolocationPositionError);
        }
      }, 0);
    },
  };
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: geolocation });
  return () => {
    Reflect.deleteProperty(navigator, 'geolocation');
  };
}
