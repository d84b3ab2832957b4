import type { ApiClient } from '../../../api/client.ts';
import { normalizeMany } from '../../../api/json-api.ts';
import { type Address, nearestAddress, parseAddress } from '../../../state/addresses.ts';
import type { AppState } from '../../../state/app-state.ts';

/** GET profile/api/v1/address (docs/contract/calls.md#profile-calls): the signed-in guest's saved addresses. */
function fetchAddresses(client: ApiClient, signal?: AbortSignal): Promise<Address[]> {
  return client.get('profile/api/v1/address', {
    parse: (body) =>
      normalizeMany(body)
        .map((resource) =>
          parseAddress({ ...resource, id: Number(resource.id), isPrivateHouse: resource.is_private_house }),
        )
        .filter((address): address is Address => address !== undefined),
    ...(signal ? { signal } : {}),
  });
}

/**
 * docs/contract/screens.md#routes BrandsFilials "also ensures the user's addresses are loaded": a signed-in guest's list is fetched
 * when the store has none yet, and when no address is active the nearest one is chosen (docs/contract/states.md#addresses).
 */
export async function ensureAddressesLoaded(
  client: ApiClient,
  state: AppState,
  signal?: AbortSignal,
): Promise<void> {
  if (!state.auth.state.accessToken || state.addresses.state.userAddressList.length > 0) return;
  const list = await fetchAddresses(client, signal);
  state.addresses.setUserList(list);
  const active = state.addresses.state.activeAddress;
  if (list.some((address) => address.id === active.id)) return;
  if (active.id === -1 && active.coordinates !== null) return;
  const nearest = nearestAddress(list, state.device.state.coordinates);
  if (nearest) state.addresses.setActive(nearest);
}
