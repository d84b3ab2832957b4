import { randomId } from '../../../api/random-id.ts';
import type { MountScope } from '../../../mount-context.ts';
import { ANALYTICS_EVENTS } from '../../../telemetry/events.ts';
import { createAddress, fetchAddresses } from '../api/address-api.ts';
import { decideActiveAddress } from '../model/address-rules.ts';

/**
 * docs/contract/states.md#addresses for a signed-in guest: fetch the saved addresses, save a local (id -1) address to the server
 * and make the saved copy active, else pick the nearest when nothing confirmed is active. A guest has
 * nothing to fetch: their one local address is their list.
 */
export async function syncAddresses(runtime: MountScope['runtime'], signal: AbortSignal): Promise<void> {
  const { state, client } = runtime.core;
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
    runtime.telemetry.track(ANALYTICS_EVENTS.addressCreated, { saved: 'server', from: 'local' });
    return;
  }
  state.addresses.setActive(decision.address ?? state.addresses.emptyAddress());
}
