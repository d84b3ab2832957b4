import { proxy, subscribe } from 'valtio/vanilla';
import type { HostConfig } from '../config/host-config.ts';
import { type AddressState, type AddressStore, createAddressStore, emptyAddress } from './addresses.ts';
import {
  type AccountState,
  type AccountStore,
  type AuthState,
  type AuthStore,
  createAccountStore,
  createAuthStore,
} from './auth-state.ts';
import { type CartState, type CartStore, createCartStore } from './cart.ts';
import { createDeviceStore, type DeviceState, type DeviceStore, deviceState } from './device.ts';
import {
  createHostRestrictions,
  type HostRestrictions,
  type HostRestrictionUpdate,
  type RestrictionsState,
  restrictionsState,
} from './host-restrictions.ts';
import { createNotificationStore, type NotificationState, type NotificationStore } from './notifications.ts';
import { createRequestLog, type RequestLog, type RequestLogState } from './request-log.ts';
import { browserStorage, createSafeStorage, type SafeStorage, type StorageOpener } from '../lib/storage.ts';
import { createStoredValues, type SearchState, type StoredValues } from './stored-values.ts';
import { createTermsStore, type TermsState, type TermsStore } from './terms.ts';
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

/**
 * The mount's state: one valtio proxy, one slice per concern (ADR 0029). Screens read it through
 * `useAppState()`; the stores' actions are what write it.
 */
export interface AppStateRoot {
  restrictions: RestrictionsState;
  device: DeviceState;
  auth: AuthState;
  account: AccountState;
  addresses: AddressState;
  cart: CartState;
  notifications: NotificationState;
  requestLog: RequestLogState;
  search: SearchState;
  terms: TermsState;
}

/** Everything one mount keeps: made per mount, shared with nothing (DESIGN.md). */
export interface AppState {
  /** The state itself; the members below are the actions on its slices. */
  readonly root: AppStateRoot;
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
  const root = proxy<AppStateRoot>({
    restrictions: restrictionsState({ hostConfig, hostname }),
    device: deviceState({ townId: hostConfig.townId, platform: options.platform }),
    auth: { trackId: null, accessToken: null, userId: null },
    account: { deleted: null },
    addresses: { activeAddress: emptyAddress(''), tempAddress: null, userAddressList: [] },
    cart: { carts: {} },
    notifications: { items: [] },
    requestLog: { entries: [] },
    search: { history: [] },
    terms: { pending: null, asking: false },
  });
  const restrictions = createHostRestrictions({ state: root.restrictions, hostConfig });
  const createId = options.createId ? { createId: options.createId } : {};
  const device = createDeviceStore({
    state: root.device,
    local,
    ...(hostConfig.townId === undefined ? {} : { townId: hostConfig.townId }),
    restrictService: restrictions.restrictService,
    ...createId,
    ...(options.logError ? { logError: options.logError } : {}),
  });
  const cityName = () =>
    options.cityName?.(root.device.townId) ??
    findTown(root.device.townId)?.title ??
    String(root.device.townId);
  const auth = createAuthStore({ state: root.auth, local, session, ...createId });
  const account = createAccountStore(root.account);
  const addresses = createAddressStore({ state: root.addresses, local, cityName });
  const cart = createCartStore({ state: root.cart, local });
  const notifications = createNotificationStore(root.notifications);
  const requestLog = createRequestLog(root.requestLog);
  const stored = createStoredValues({ search: root.search, local, session });
  const terms = createTermsStore(root.terms);

  let town = root.device.townId;
  const stopFollowingTown = subscribe(
    root.device,
    () => {
      if (root.device.townId === town) return;
      town = root.device.townId;
      addresses.followTown();
    },
    true,
  );

  return {
    root,
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
      device.setService(root.device.service);
    },
    dispose() {
      stopFollowingTown();
      device.dispose();
      addresses.dispose();
      cart.dispose();
      notifications.dispose();
      stored.dispose();
    },
  };
}
