import { lazy, Suspense, useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { isFar } from '../../../i18n/format-distance.ts';
import { formatNumber } from '../../../i18n/format-number.ts';
import type { Language } from '../../../i18n/languages.ts';
import type { Coordinates } from '../../../state/device.ts';
import { venueDistance } from '../model/distance.ts';
import { openingState } from '../model/opening-hours.ts';
import { deliveryBanner, type Venue } from '../model/venue.ts';
import { DeliveryBanner } from './DeliveryBanner.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import info from 'lucide/dist/esm/icons/info.mjs';
import { OpeningStatus } from './OpeningStatus.tsx';

/** Few venues lack a logo: the food pictograms load only when one does, off the first screen. */
const FoodTile = lazy(() =>
  import('../../../ui/FoodTile.tsx').then((module) => ({ default: module.FoodTile })),
);

export interface VenueCardProps {
  venue: Venue;
  /** The clock the opening state is read at (one per screen, ticking each minute). */
  now: number;
  here: Coordinates | null;
  /** Delivery banners matter only when the guest orders delivery. */
  showDeliveryBanner: boolean;
  /** The card's title level: one below the heading the card sits under (default 3, under a section's h2). */
  headingLevel?: 2 | 3;
  /**
   * The distance on a line of its own, held empty while the position is unknown: a carousel row's cards
   * would otherwise grow by it when the position arrives, and push Home's sections down (ADR 0012).
   */
  distanceLine?: boolean;
}

/** One venue: the card opens its menu; the ⓘ link opens its details (SPEC §2 /filials/{id}/details). */
export function VenueCard({
  venue,
  now,
  here,
  showDeliveryBanner,
  headingLevel = 3,
  distanceLine = false,
}: VenueCardProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const distance = venueDistance(venue, here);
  const banner = showDeliveryBanner ? deliveryBanner(venue) : null;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const distanceText =
    distance !== null ? (
      <span data-distance={distance}>
        {t('filials.list.distance', { distance })}
        {isFar(distance) ? (
          <>
            {' '}
            <span className="dkd-badge">{t('filials.list.far')}</span>
          </>
        ) : null}
      </span>
    ) : null;
  return (
    <article className="dkd-venue" aria-labelledby={titleId} data-venue={venue.id}>
      <Link href={`/filials/${venue.id}`} className="dkd-venue-link">
        {venue.logoUrl ? (
          <img className="dkd-venue-logo" src={venue.logoUrl} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <Suspense fallback={<span className="dkd-venue-logo" aria-hidden="true" />}>
            <FoodTile names={[venue.title]} iconSize={28} className="dkd-venue-logo" />
          </Suspense>
        )}
        <span className="dkd-venue-text">
          <Title id={titleId} className="dkd-venue-title">
            {venue.title}
          </Title>
          <span className="dkd-venue-address">{venue.address}</span>
          <span className="dkd-meta">
            <OpeningStatus state={openingState(venue.hours, now)} />
            {distanceLine ? null : distanceText}
            {venue.rating !== null ? (
              <span>
                {t('filials.list.rating', {
                  rating: formatNumber(venue.rating, i18n.language as Language, { maximumFractionDigits: 1 }),
                })}
              </span>
            ) : null}
            {venue.hasPromo ? (
              <span className="dkd-badge" data-kind="promo">
                {t('filials.list.promo')}
              </span>
            ) : null}
            {venue.rush !== 'normal' ? <span className="dkd-badge">{t('filials.list.busy')}</span> : null}
          </span>
          {distanceLine ? <span className="dkd-distance-line">{distanceText}</span> : null}
          {banner ? <DeliveryBanner kind={banner} /> : null}
        </span>
      </Link>
      <Link
        href={`/filials/${venue.id}/details`}
        className="dkd-info"
        aria-label={t('filials.list.details', { venue: venue.title })}
      >
        <Icon icon={info} size={22} />
      </Link>
    </article>
  );
}
