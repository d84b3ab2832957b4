import type { ServiceId } from '../config/host-config.ts';
import { randomId } from '../api/random-id.ts';
import { persist } from './stored-values.ts';
import { isServiceId, DEFAULT_SERVICE } from './services.ts';
import type { SafeStorage } from '../lib/storage.ts';
import { LOCAL_KEYS } from '../lib/storage-keys.ts';
import { DEFAULT_TOWN_ID, isKnownTown } from './towns.ts';

const PLATFORMS = ['web', 'ios', 'android'] as const;
type Platform = (typeof PLATFORMS)[number];
export type GeoStatus = 'granted' | 'denied';

/** docs/contract/constants.md#release-version: the release this build implements. */
export const APP_VERSION = 'v4.5.13';

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** docs/contract/entities.md#device-state "App/device state". */
export interface DeviceState {
  townId: number;
  platform: Platform;
  version: string;
  deviceId: string;
  /** null until the app has asked for the position. */
  geoStatus: GeoStatus | null;
  coordinates: Coordinates | null;
  title: string;
  service: ServiceId;
}

type ServiceChangeListener = (previous: ServiceId, next: ServiceId) => void;

export interface DeviceStore {
  /** Accepted only for a known town; returns whether it was. */
  setTown(townId: unknown): boolean;
  /** Accepted only for web, ios or android (docs/contract/validation.md#platform); returns whether it was. */
  setPlatform(platform: unknown): boolean;
  /** A position was obtained: granted, with these coordinates. */
  setPosition(coordinates: Coordinates): boolean;
  /** docs/contract/states.md#geolocation: location disabled or failed: denied, coordinates cleared. */
  denyPosition(): void;
  setTitle(title: string): void;
  /**
   * docs/contract/states.md#service-change "Service change": stores the service (kept within what the host allows) and tells the listeners
   * the old and new ids. Returns the service now in effect.
   */
  setService(service: ServiceId): ServiceId;
  onServiceChange(listener: ServiceChangeListener): () => void;
  dispose(): void;
}

export interface DeviceStoreOptions {
  state: DeviceState;
  local: SafeStorage;
  /** hostConfig.townId; wins over the stored town. */
  townId?: number;
  /** Keeps a service within the host's list; identity when there are no restrictions. */
  restrictService?: (service: ServiceId) => ServiceId;
  createId?: () => string;
  /** Where a throwing listener's error goes; default console.error. */
  logError?: (error: unknown) => void;
}

function isPlatform(value: unknown): value is Platform {
  return typeof value === 'string' && (PLATFORMS as readonly string[]).includes(value);
}

export function isCoordinates(value: unknown): value is Coordinates {
  if (typeof value !== 'object' || value === null) return false;
  const { latitude, longitude } = value as Record<string, unknown>;
  return (
    typeof latitude === 'number' &&
    typeof longitude === 'number' &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
  );
}

/** The device slice before storage is read: the host's town and platform, no position yet. */
export function deviceState(options: { townId?: number | undefined; platform?: unknown }): DeviceState {
  return {
    townId: isKnownTown(options.townId) ? options.townId : DEFAULT_TOWN_ID,
    platform: isPlatform(options.platform) ? options.platform : 'web',
    version: APP_VERSION,
    deviceId: '',
    geoStatus: null,
    coordinates: null,
    title: '',
    service: DEFAULT_SERVICE,
  };
}

/** The device's actions on its slice of the mount's state; town, device id and service are kept in local storage. */
export function createDeviceStore(options: DeviceStoreOptions): DeviceStore {
  const { state, local } = options;
  const restrict = options.restrictService ?? ((service: ServiceId) => service);
  const logError = options.logError ?? ((error: unknown) => console.error(error));

  // Stored as the bare number's text, which JSON reads back; the host's town wins over it.
  const hostTown = isKnownTown(options.townId);
  const stopTown = persist(state, 'townId', local, LOCAL_KEYS.townId, (value) =>
    !hostTown && isKnownTown(value) ? value : undefined,
  );
  const stopDeviceId = persist(
    state,
    'deviceId',
    local,
    LOCAL_KEYS.deviceId,
    (value) => (typeof value === 'string' && value !== '' ? value : undefined),
    true,
  );
  // A first visit: the new id is stored at once, and kept for every later one.
  if (state.deviceId === '') state.deviceId = (options.createId ?? randomId)();
  // A stored service the host does not allow is shown as the allowed one, and stays stored until the guest picks.
  state.service = restrict(DEFAULT_SERVICE);
  const stopService = persist(
    state,
    'service',
    local,
    LOCAL_KEYS.service,
    (value) => (isServiceId(value) ? restrict(value) : undefined),
    true,
  );

  const listeners = new Set<ServiceChangeListener>();
  return {
    setTown(next) {
      if (!isKnownTown(next)) return false;
      state.townId = next;
      return true;
    },
    setPlatform(next) {
      if (!isPlatform(next)) return false;
      state.platform = next;
      return true;
    },
    setPosition(coordinates) {
      if (!isCoordinates(coordinates)) return false;
      state.geoStatus = 'granted';
      state.coordinates = { latitude: coordinates.latitude, longitude: coordinates.longitude };
      return true;
    },
    denyPosition() {
      state.geoStatus = 'denied';
      state.coordinates = null;
    },
    setTitle(title) {
      state.title = title;
    },
    setService(service) {
      const next = restrict(isServiceId(service) ? service : DEFAULT_SERVICE);
      const previous = state.service;
      // The guest's pick is stored even when it is the service shown already (a restricted stored one).
      if (next === previous) {
        local.set(LOCAL_KEYS.service, next);
        return next;
      }
      state.service = next;
      for (const listener of [...listeners]) {
        try {
          listener(previous, next);
        } catch (error) {
          logError(error);
        }
      }
      return next;
    },
    onServiceChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      stopTown();
      stopDeviceId();
      stopService();
      listeners.clear();
    },
  };
}
