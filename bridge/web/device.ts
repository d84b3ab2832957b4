import { GEO_DEFAULTS } from '../geo-defaults.ts';
import { BridgeHostError } from '../errors.ts';
import type {
  GeoPositionParams,
  GeoPositionResult,
  HapticType,
  PermissionName,
  PermissionState,
} from '../protocol.ts';
import { isBoolean, isNumber } from '../schema.ts';

/** Vibration patterns (ms) that feel like the native haptic types on phones that have a vibration motor. */
const PATTERNS: Record<HapticType, number | number[]> = {
  selection: 5,
  soft: 8,
  impactLight: 10,
  rigid: 15,
  impactMedium: 20,
  impactHeavy: 35,
  notificationSuccess: [15, 60, 15],
  notificationWarning: [25, 80, 25],
  notificationError: [35, 60, 35, 60, 35],
};

const invalid = (message: string) => new BridgeHostError('invalid_params', message);

export function vibrate(win: Window, type: HapticType): null {
  if (!Object.hasOwn(PATTERNS, type)) throw invalid(`unknown haptic type "${type}"`);
  win.navigator.vibrate(PATTERNS[type]);
  return null;
}

const checkName = (name: PermissionName) => {
  if (name !== 'geolocation' && name !== 'camera') throw invalid(`unknown permission "${name}"`);
};

export async function permissionState(win: Window, name: PermissionName): Promise<PermissionState> {
  checkName(name);
  try {
    const { state } = await win.navigator.permissions.query({ name: name as globalThis.PermissionName });
    return state === 'prompt' ? 'notDetermined' : state;
  } catch {
    // No Permissions API, or one that does not know "camera" (Firefox): nobody has been asked yet, as far as we know.
    return 'notDetermined';
  }
}

/** docs/contract/states.md#geolocation settings unless the caller gave others: high accuracy, 5000 ms, no cached position. */
export function currentPosition(win: Window, params: GeoPositionParams): Promise<GeoPositionResult> {
  const geolocation = win.navigator.geolocation;
  return new Promise((resolve) => {
    if (!geolocation) return resolve({ status: 'unavailable' });
    geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({
          status: 'success',
          latitude: coords.latitude,
          longitude: coords.longitude,
          accuracy: coords.accuracy,
        }),
      (error) => resolve({ status: error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable' }),
      {
        enableHighAccuracy: isBoolean(params.highAccuracy) ? params.highAccuracy : GEO_DEFAULTS.highAccuracy,
        timeout: isNumber(params.timeoutMs) ? params.timeoutMs : GEO_DEFAULTS.timeoutMs,
        maximumAge: isNumber(params.maxAgeMs) ? params.maxAgeMs : GEO_DEFAULTS.maxAgeMs,
      },
    );
  });
}

/** Asks the browser's own prompt by using the capability once, then reports what the user chose. */
export async function requestPermission(win: Window, name: PermissionName): Promise<PermissionState> {
  checkName(name);
  if (name === 'geolocation') {
    const { status } = await currentPosition(win, {});
    if (status !== 'unavailable') return status === 'success' ? 'granted' : 'denied';
    return permissionState(win, name);
  }
  try {
    const stream = await win.navigator.mediaDevices.getUserMedia({ video: true });
    for (const track of stream.getTracks()) track.stop();
    return 'granted';
  } catch (error) {
    return (error as Error).name === 'NotAllowedError' || !win.navigator.mediaDevices
      ? 'denied'
      : permissionState(win, name);
  }
}

export async function clearCaches(win: Window): Promise<null> {
  const { caches } = win;
  await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
  return null;
}

/** Opens a new tab; a script URL would run in our origin, so only navigable schemes pass. */
export function openLink(win: Window, href: string): null {
  let url: URL;
  try {
    url = new URL(href, win.location.href);
  } catch {
    throw invalid(`not a URL: "${href}"`);
  }
  if (/^(javascript|data|vbscript|blob|file):$/i.test(url.protocol))
    throw invalid(`refused scheme ${url.protocol}`);
  win.open(url.href, '_blank', 'noopener,noreferrer');
  return null;
}
