import { useId, useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { useApiClient } from '../../../api/api-scope.ts';
import { findTown } from '../../../state/towns.ts';
import { LoadState } from '../../../ui/LoadState.tsx';
import { useQuery } from '../../../ui/use-query.ts';
import { fetchVenuePage } from '../api/venues-api.ts';
import { MapView } from '../components/MapView.tsx';
import { SearchLayout, useDebouncedValue } from '../components/SearchLayout.tsx';
import { useEnsureCoordinates, useLocationContext } from '../hooks/location.ts';
import { useNow } from '../components/VenueStatus.tsx';
import type { Bbox } from '../map/VenueMap.tsx';

/** The most venues one map view asks for (the location list's own maximum). */
const MAP_LIMIT = 100;
const VIEW_SETTLE_MS = 300;

/**
 * The map (docs/contract/screens.md#routes /map): the venues of the visible area for the chosen service, fetched by `bbox` after
 * the map stops moving. The same venues are listed under the map for keyboards and screen readers.
 */
export default function MapScreen() {
  const { t } = useTranslation();
  const client = useApiClient();
  const context = useLocationContext({ withService: true });
  useEnsureCoordinates();
  const now = useNow();
  const [bbox, setBbox] = useState<Bbox | null>(null);
  const settled = useDebouncedValue(bbox, VIEW_SETTLE_MS);
  const countId = useId();

  const request = useQuery(['map-venues', settled, context], (signal) =>
    settled
      ? fetchVenuePage(client, { bbox: settled, limit: MAP_LIMIT }, context, 1, signal).then(
          (page) => page.results,
        )
      : Promise.resolve([]),
  );
  const venues = request.data ?? [];

  // The map opens where the guest is, else on their town; it does not jump when the position arrives later.
  const [center] = useState(() => {
    const town = findTown(context.townId);
    return (
      context.coordinates ?? { latitude: town?.latitude ?? 43.2389, longitude: town?.longitude ?? 76.8897 }
    );
  });
  const sorted = useMemo(() => [...venues].sort((a, b) => a.title.localeCompare(b.title)), [venues]);

  return (
    <SearchLayout screen="map" title={t('filials.map.title')} showMapShortcut={false} showServiceSwitcher>
      <main className="dkd-screen">
        {request.status === 'error' || request.status === 'offline' ? (
          <div className="dkd-body">
            <LoadState status={request.status} onRetry={request.reload} />
          </div>
        ) : null}
        <MapView
          venues={venues}
          center={center}
          here={context.coordinates}
          now={now}
          showDeliveryBanner={context.service === 'delivery'}
          fullHeight
          onViewChange={setBbox}
        />
        <section className="dkd-body" aria-labelledby={countId}>
          <h2 id={countId} className="dkd-count" aria-live="polite">
            {request.status === 'loading' && venues.length === 0
              ? t('common.states.loading')
              : t('filials.map.inArea', { count: venues.length })}
          </h2>
          <ul className="dkd-plain-list" data-testid="map-venues">
            {sorted.map((venue) => (
              <li key={venue.id}>
                <Link href={`/filials/${venue.id}`} className="dkd-option">
                  {venue.title} · {venue.address}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      </main>
    </SearchLayout>
  );
}
