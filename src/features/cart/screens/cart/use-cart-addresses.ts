import { useApiClient } from '../../../../api/api-scope.ts';
import type { ApiClient } from '../../../../api/client.ts';
import { randomId } from '../../../../api/random-id.ts';
import { useMountSignal } from '../../../../config/mount-config.ts';
import type { AppState } from '../../../../state/app-state.ts';
import { useAppState, useAppStores } from '../../../../state/app-core.ts';
import type { Telemetry } from '../../../../telemetry/telemetry.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../../../telemetry/events.ts';
import {
  createAddress,
  fetchAddresses,
  decideActiveAddress,
  guestAddressList,
} from '../../model/guest-addresses.ts';
import { useEffect, useState } from 'react';
import type { Address } from '../../../../state/addresses.ts';

/**
 * docs/contract/states.md#addresses for a signed-in guest: fetch the saved addresses, save a local (id -1) address to the server
 * and make the saved copy active, else pick the nearest when nothing confirmed is active. A guest has
 * nothing to fetch: their one local address is their list.
 */
async function syncAddresses(
  { state, client, telemetry }: { state: AppState; client: ApiClient; telemetry: Telemetry },
  signal: AbortSignal,
): Promise<void> {
  if (!state.root.auth.accessToken) return;
  const list = await fetchAddresses(client, signal);
  state.addresses.setUserList(list);
  const decision = decideActiveAddress({
    active: state.root.addresses.activeAddress,
    list,
    here: state.root.device.coordinates,
    confirmed: state.stored.addressConfirmed.get() === true,
  });
  if (decision.kind === 'save-local') {
    const saved = await createAddress(client, state.root.addresses.activeAddress, randomId(), signal);
    state.addresses.setUserList([...list, saved.address]);
    state.addresses.setActive(saved.address);
    telemetry.track(ANALYTICS_EVENTS.addressCreated, { saved: 'server', from: 'local' });
    return;
  }
  state.addresses.setActive(decision.address ?? state.addresses.emptyAddress());
}

export interface CartAddresses {
  /** The signed-in guest's addresses are being fetched (the address block waits), or could not be. */
  status: 'loading' | 'ready' | 'error';
  /** Where a delivery cart goes; null for other kinds or without a point on the map. */
  address: Address | null;
  /** What the address sheet offers: the account's addresses, or a guest's one. */
  list: readonly Address[];
}

/** The delivery address of a cart, with the signed-in guest's addresses brought up to date on opening. */
export function useCartAddresses(delivery: boolean, signedIn: boolean): CartAddresses {
  const state = useAppStores();
  const client = useApiClient();
  const telemetry = useTelemetry();
  const signal = useMountSignal();
  const addresses = useAppState().addresses;
  const [status, setStatus] = useState<CartAddresses['status']>(delivery && signedIn ? 'loading' : 'ready');

  useEffect(() => {
    if (!delivery || !signedIn) {
      setStatus('ready');
      return;
    }
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop);
    setStatus('loading');
    syncAddresses({ state, client, telemetry }, controller.signal).then(
      () => setStatus('ready'),
      () => {
        if (!controller.signal.aborted) setStatus('error');
      },
    );
    return () => {
      signal.removeEventListener('abort', stop);
      controller.abort();
    };
  }, [delivery, signedIn, signal, state, client, telemetry]);

  return {
    status,
    address: delivery && addresses.activeAddress.coordinates ? addresses.activeAddress : null,
    list: signedIn ? addresses.userAddressList : guestAddressList(addresses.activeAddress),
  };
}
