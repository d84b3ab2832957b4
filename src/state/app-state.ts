import { subscribe } from 'valtio/vanilla';
import type { HostConfig } from '../config/host-config.ts';
import { type AccountStore, createAccountStore } from './account.ts';
import { type AddressStore, createAddressStore } from './addresses.ts';
import { type AuthStore, createAuthStore } from './auth-state.ts';
import { type CartStore, createCartStore } from './cart.ts';
import { createDeviceStore, type DeviceStore } from './device.ts';
import {
  createHostRestrictions,
  type HostRestrictions,
  type HostRestrictionUpdate,
} from './host-restrictions.ts';
import { createNotificationStore, type NotificationStore } from './notifications.ts';
import { createRequestLog, type RequestLog } from './request-log.ts';
import { browserStorage, createSafeStorage, type SafeStorage, type StorageOpener } from './storage.ts';
import { createStoredValues, type StoredValues } from './stored-values.ts';
import { createTermsStore, type TermsStore } from './terms.ts';
import { findTown } from './towns.ts';

export interface AppStateOptions {
  hostConfig?: HostConfig;
  /** The host's name, for the country (docs/contract/product.md#currencies-and-countries); default `location.hostname`. */
  hostname?: string;
  /** From the bridge handshake; accepted only if web, ios or android. */
  platform?: unknown;
  localStorage?: StorageOpener;
  sessionStorage?: StorageOpener;
  /** Prefix of every storage key; empty keeps the docs/contract/entities.md#stored-values names. */
  storagePrefix?: string;
  /**
   * The town's name in the guest's language for a new address's city; undefined (the texts not loaded yet)
   * or left out gives the English name.
   */
  cityName?: (townId: number) => string | undefined;
  createId?: () => string;
  /** Where failures that must not stop the flow go (throwing listeners, a failed silent re-login). */
  logError?: (error: unknown) => void;
}

/** Everything one mount keeps: made per mount, shared with nothing (DESIGN.md). */
export interface AppState {
  readonly local: SafeStorage;
  readonly session: SafeStorage;
  readonly restrictions: HostRestrictions;
  readonly device: DeviceStore;
  readonly auth: AuthStore;
  /** Whether the signed-in account was deleted (then the app offers its restore). */
  readonly account: AccountStore;
  readonly addresses: AddressStore;
  readonly cart: CartStore;
  readonly notifications: NotificationStore;
  readonly requestLog: RequestLog;
  readonly stored: StoredValues;
  /** New terms of use the signed-in guest has to accept before ordering. */
  readonly terms: TermsStore;
  /** Applies what the host's handshake or `config` event narrows, and keeps the service within it. */
  applyHostRestrictions(update: HostRestrictionUpdate): void;
  /** Removes every listener, subscription and timer the state made. */
  dispose(): void;
}

export function createAppState(options: AppStateOptions = {}): AppState {
  const hostConfig = options.hostConfig ?? {};
  const prefix = options.storagePrefix ?? '';
  const local = createSafeStorage(options.localStorage ?? browserStorage('localStorage'), prefix);
  const session = createSafeStorage(options.sessionStorage ?? browserStorage('sessionStorage'), prefix);
  const hostname = options.hostname ?? (typeof location === 'undefined' ? '' : location.hostname);
  const restrictions = createHostRestrictions({ hostConfig, hostname });
  const createId = options.createId ? { createId: options.createId } : {};
  const device = createDeviceStore({
    local,
    ...(hostConfig.townId === undefined ? {} : { townId: hostConfig.townId }),
    platform: options.platform,
    restrictService: restrictions.restrictService,
    ...createId,
    ...(options.logError ? { logError: options.logError } : {}),
  });
  const cityName = () =>
    options.cityName?.(device.state.townId) ??
    findTown(device.state.townId)?.title ??
    String(device.state.townId);
  const auth = createAuthStore({ local, session, ...createId });
  const account = createAccountStore();
  const addresses = createAddressStore({ local, cityName });
  const cart = createCartStore({ local });
  const notifications = createNotificationStore();
  const requestLog = createRequestLog();
  const stored = createStoredValues({ local, session });
  const terms = createTermsStore();

  let town = device.state.townId;
  const stopFollowingTown = subscribe(
    device.state,
    () => {
      if (device.state.townId === town) return;
      town = device.state.townId;
      addresses.followTown();
    },
    true,
  );

  return {
    local,
    session,
    restrictions,
    device,
    auth,
    account,
    addresses,
    cart,
    notifications,
    requestLog,
    stored,
    terms,
    applyHostRestrictions(update) {
      restrictions.apply(update);
      device.setService(device.state.service);
    },
    dispose() {
      stopFollowingTown();
      device.dispose();
      addresses.dispose();
      cart.dispose();
      notifications.dispose();
    },
  };
}
