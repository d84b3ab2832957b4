import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import type { Coordinates } from '../../../state/device.ts';
import type { Bbox } from '../map/VenueMap.tsx';
import type { Venue } from '../model/venue.ts';
import { VenueCard } from './VenueCard.tsx';

// Leaflet (about 40 KB gzip) is loaded only where a map is shown.
const VenueMap = lazy(() => import('../map/VenueMap.tsx'));

export interface MapViewProps {
  venues: readonly Venue[];
  center: Coordinates;
  here: Coordinates | null;
  now: number;
  showDeliveryBanner: boolean;
  fitVenues?: boolean;
  fullHeight?: boolean;
  onViewChange?: (bbox: Bbox) => void;
}

/** The map with its venues; picking a marker opens that venue's card below the map, with its menu link. */
export function MapView({
  venues,
  center,
  here,
  now,
  showDeliveryBanner,
  fitVenues = false,
  fullHeight = false,
  onViewChange,
}: MapViewProps) {
  const { t } = useTranslation();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = venues.find((venue) => venue.id === selectedId) ?? null;
  const card = useRef<HTMLElement>(null);
  // The picked venue's card is below the map: bring it into view on a short screen.
  useEffect(() => {
    if (selectedId !== null) card.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [selectedId]);
  return (
    <>
      <Suspense
        fallback={
          <p className="dk-loading" role="status">
            {t('filials.map.loading')}
          </p>
        }
      >
        <VenueMap
          venues={venues}
          center={center}
          here={here}
          selectedId={selectedId}
          onSelect={(venue) => setSelectedId(venue.id)}
          fitVenues={fitVenues}
          className={fullHeight ? 'dkd-map dkd-map-full' : 'dkd-map'}
          {...(onViewChange ? { onViewChange } : {})}
        />
      </Suspense>
      {selected ? (
        <section ref={card} className="dkd-selected" aria-live="polite" data-testid="selected-venue">
          <VenueCard
            venue={selected}
            now={now}
            here={here}
            ordering={showDeliveryBanner ? 'delivery' : 'pickup'}
          />
          <Link href={`/filials/${selected.id}`} className="dk-button">
            {t('filials.map.open')}
          </Link>
        </section>
      ) : null}
    </>
  );
}
