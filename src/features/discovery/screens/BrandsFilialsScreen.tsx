import type { ApiClient } from '../../../api/client.ts';
import { normalizeMany } from '../../../api/json-api.ts';
import { type Address, nearestAddress, parseAddress } from '../../../state/addresses.ts';
import type { AppState } from '../../../state/app-state.ts';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link, useSearch } from 'wouter';
import { useApiClient } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { type BrandGroup, fetchBrandGroups } from '../api/venues-api.ts';
import { SearchLayout } from '../components/SearchLayout.tsx';
import { VenueCard } from '../components/VenueCard.tsx';
import { PagedListFrame, usePagedList } from '../components/PagedList.tsx';
import { useEnsureCoordinates, useLocationContext } from '../hooks/location.ts';
import { useNow } from '../components/VenueStatus.tsx';

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
  if (!state.root.auth.accessToken || state.root.addresses.userAddressList.length > 0) return;
  const list = await fetchAddresses(client, signal);
  state.addresses.setUserList(list);
  const active = state.root.addresses.activeAddress;
  if (list.some((address) => address.id === active.id)) return;
  if (active.id === -1 && active.coordinates !== null) return;
  const nearest = nearestAddress(list, state.root.device.coordinates);
  if (nearest) state.addresses.setActive(nearest);
}

/** Groups that continue on the next page are joined under one heading. */
export function mergeGroups(groups: readonly BrandGroup[]): BrandGroup[] {
  const merged: BrandGroup[] = [];
  for (const group of groups) {
    const last = merged.find((item) => item.brandName === group.brandName);
    if (last) last.venues = [...last.venues, ...group.venues];
    else merged.push({ ...group, venues: [...group.venues] });
  }
  return merged;
}

/**
 * BrandsFilials (docs/contract/screens.md#routes /brands/filials?brand_id=): a brand's venues in the town, grouped by brand_name, in
 * pages of 20. It also makes sure a signed-in guest's addresses are loaded.
 */
export default function BrandsFilialsScreen() {
  const { t } = useTranslation();
  const stores = useAppStores();
  const client = useApiClient();
  const signal = useMountSignal();
  const { brand } = useAppState().restrictions;
  const asked = Number(new URLSearchParams(useSearch()).get('brand_id'));
  const brandId = Number.isInteger(asked) && asked > 0 ? asked : (brand?.id ?? null);
  const context = useLocationContext({ withService: true });
  useEnsureCoordinates();
  const now = useNow();

  useEffect(() => {
    ensureAddressesLoaded(client, stores, signal).catch(() => {
      // Addresses matter for delivery later; this list does not need them and the client reported the failure.
    });
  }, [stores, client, signal]);

  const groups = usePagedList(
    ['brand-groups', brandId, context.townId, context.coordinates],
    (page, requestSignal) =>
      brandId === null
        ? Promise.resolve({ page: 1, lastPage: 1, total: 0, results: [] })
        : fetchBrandGroups(
            client,
            { brandId, townId: context.townId, page, coordinates: context.coordinates },
            requestSignal,
          ),
  );
  const merged = useMemo(() => mergeGroups(groups.items), [groups.items]);
  const title = merged[0]?.brandTitle ?? merged[0]?.brandName ?? t('filials.brand.title');
  const delivery = context.service === 'delivery';

  if (brandId === null) {
    // No brand asked for and none configured: there is no list to show, only the way to choose one.
    return (
      <SearchLayout
        screen="brand-filials"
        title={title}
        back
        showMapShortcut={false}
        showServiceSwitcher={false}
      >
        <main className="dkd-body">
          <p className="dk-empty" role="status">
            {t('filials.brand.choose')}
          </p>
          <Link className="dk-button" href="/brands">
            {t('filials.brand.toBrands')}
          </Link>
        </main>
      </SearchLayout>
    );
  }

  return (
    <SearchLayout screen="brand-filials" title={title} back showMapShortcut showServiceSwitcher>
      <main className="dkd-body">
        <PagedListFrame list={groups}>
          {(busy) => (
            <div aria-busy={busy} data-testid="brand-groups">
              {merged.map((group) => (
                <Group
                  key={group.brandName}
                  group={group}
                  now={now}
                  here={context.coordinates}
                  delivery={delivery}
                />
              ))}
            </div>
          )}
        </PagedListFrame>
      </main>
    </SearchLayout>
  );
}

function Group({
  group,
  now,
  here,
  delivery,
}: {
  group: BrandGroup;
  now: number;
  here: { latitude: number; longitude: number } | null;
  delivery: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <section className="dkd-group" aria-labelledby={id} data-group={group.brandName}>
      <h2 id={id}>{t('filials.brand.venues', { brand: group.brandName })}</h2>
      <ul className="dkd-list">
        {group.venues.map((venue) => (
          <li key={venue.id}>
            <VenueCard venue={venue} now={now} here={here} ordering={delivery ? 'delivery' : 'pickup'} />
          </li>
        ))}
      </ul>
    </section>
  );
}
