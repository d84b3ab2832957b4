import type { IconNode } from 'lucide';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { isFar } from '../../../i18n/format-distance.ts';
import { formatNumber } from '../../../i18n/format-number.ts';
import type { Language } from '../../../i18n/languages.ts';
import { moneyOptions } from '../../../i18n/venue-currency.ts';
import type { Coordinates } from '../../../state/device.ts';
import { venueDistance } from '../model/distance.ts';
import { openingState } from '../model/opening-hours.ts';
import { deliveryBanner, type Venue } from '../model/venue.ts';
import { DeliveryBanner, OpeningStatus } from './VenueStatus.tsx';
import { FoodTile } from '../../../ui/FoodTile.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import { photoUrl } from '../../../ui/image-url.ts';
import { TILE_COVER } from '../model/tile-cover.ts';
import bike from 'lucide/dist/esm/icons/bike.mjs';
import clock from 'lucide/dist/esm/icons/clock.mjs';
import flame from 'lucide/dist/esm/icons/flame.mjs';
import info from 'lucide/dist/esm/icons/info.mjs';
import mapPin from 'lucide/dist/esm/icons/map-pin.mjs';
import star from 'lucide/dist/esm/icons/star.mjs';

export interface VenueCardProps {
  venue: Venue;
  /** The clock the opening state is read at (one per screen, ticking each minute). */
  now: number;
  here: Coordinates | null;
  /**
   * How the guest orders: `delivery` shows the delivery's time, fee and banner; `pickup` the time to ready;
   * null (Home, no service chosen) the delivery's where the venue delivers, else the time to ready.
   */
  ordering: 'delivery' | 'pickup' | null;
  /** The card's title level: one below the heading the card sits under (default 3, under a section's h2). */
  headingLevel?: 2 | 3;
  /**
   * `tile`: a carousel's card, as delivery apps show them: the venue's cover above its name and facts, in a
   * height held for them all (discovery.css), so a row never grows when the position arrives (ADR 0012).
   * `row`: a list's card, the logo beside the name, address, facts and opening hours.
   */
  layout?: 'row' | 'tile';
  /**
   * A tile a phone shows before anything is scrolled: its cover, Home's largest paint, is neither lazy nor
   * decoded after the text, and is asked for at high priority (the app shell has asked for it already).
   */
  priority?: boolean;
}

/** One venue: the card opens its menu; the ⓘ link opens its details (docs/contract/screens.md#routes /filials/{id}/details). */
export function VenueCard({
  venue,
  now,
  here,
  ordering,
  headingLevel = 3,
  layout = 'row',
  priority = false,
}: VenueCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const banner = ordering === 'delivery' ? deliveryBanner(venue) : null;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const tile = layout === 'tile';
  const opening = openingState(venue.hours, now);
  // A tile says only what departs from the usual (closed, on a break, closing soon), on its cover as
  // delivery apps do.
  const usual = opening.kind === 'round-the-clock' || (opening.kind === 'open' && !opening.closingSoon);
  const promo = venue.hasPromo ? (
    <span className="dkd-badge" data-kind="promo">
      {t('filials.list.promo')}
    </span>
  ) : null;
  const rush = venue.rush !== 'normal';
  const busy = rush ? <span className="dkd-badge">{t('filials.list.busy')}</span> : null;
  // On a tile's cover the rush is a flame beside the promotion, its words for screen readers: written out
  // ("Тапсырыс көп") it wrapped under the opening state's band, and under the facts it made the tile taller
  // than its row's reserved height (a layout shift when the venues came).
  const busyMark = rush ? (
    <span className="dkd-badge" data-kind="rush">
      <Icon icon={flame} size={12} />
      <span className="dk-visually-hidden">{t('filials.list.busy')}</span>
    </span>
  ) : null;
  return (
    <article className="dkd-venue" aria-labelledby={titleId} data-venue={venue.id} data-layout={layout}>
      <Link href={`/filials/${venue.id}`} className="dkd-venue-link">
        {tile ? null : venue.logoUrl ? (
          <img className="dkd-venue-logo" src={venue.logoUrl} alt="" width={56} height={56} loading="lazy" />
        ) : (
          <FoodTile iconSize={28} className="dkd-venue-logo" />
        )}
        <span className="dkd-venue-text">
          <Title id={titleId} className="dkd-venue-title">
            {venue.title}
          </Title>
          {tile ? null : <span className="dkd-venue-address">{venue.address}</span>}
          <VenueFacts venue={venue} here={here} ordering={ordering} farBadge={!tile} />
          {tile ? null : (
            <span className="dkd-meta">
              <OpeningStatus state={opening} />
              {promo}
              {busy}
            </span>
          )}
          {banner ? <DeliveryBanner kind={banner} /> : null}
        </span>
        {/* After the name in reading order (the link is named by its name first); shown above it (CSS order). */}
        {tile ? (
          <span className="dkd-venue-media">
            {venue.imageUrl ? (
              <img
                className="dkd-venue-cover"
                src={photoUrl(venue.imageUrl, TILE_COVER.width, TILE_COVER.height)}
                alt=""
                width={TILE_COVER.width}
                height={TILE_COVER.height}
                {...(priority
                  ? { fetchPriority: 'high' as const }
                  : { loading: 'lazy' as const, decoding: 'async' as const })}
              />
            ) : (
              <FoodTile iconSize={32} className="dkd-venue-cover" />
            )}
            <span className="dkd-venue-badges">
              {promo}
              {busyMark}
            </span>
            {usual ? null : (
              <span className="dkd-venue-status">
                <OpeningStatus state={opening} brief />
              </span>
            )}
          </span>
        ) : null}
      </Link>
      <Link
        href={`/filials/${venue.id}/details`}
        className="dkd-info"
        aria-label={t('filials.list.details', { venue: venue.title })}
      >
        <Icon icon={info} size={tile ? 18 : 22} />
      </Link>
    </article>
  );
}

/**
 * The rating with its star, the time (to the door, or to ready), the delivery fee and the distance, where the
 * service gives them: each a short figure to see and a whole sentence for screen readers.
 */
function VenueFacts({
  venue,
  here,
  ordering,
  farBadge,
}: {
  venue: Venue;
  here: Coordinates | null;
  ordering: VenueCardProps['ordering'];
  /**
   * The "far" badge beside the distance. A tile marks the distance itself in the badge's colours, the word for
   * screen readers: written out it wrapped to a fifth line in ru, past the height a loading row holds (the
   * rows jumped when the venues came), and on the cover it wrapped under the opening state's band.
   */
  farBadge: boolean;
}) {
  const { t, i18n } = useTranslation();
  const distance = venueDistance(venue, here);
  const delivery = ordering === 'delivery' || (ordering === null && venue.deliveryTime !== null);
  const time = delivery ? venue.deliveryTime : venue.preparationTime;
  const fee = delivery ? venue.deliveryFee : null;
  const rating =
    venue.rating === null
      ? null
      : formatNumber(venue.rating, i18n.language as Language, { maximumFractionDigits: 1 });
  const money = moneyOptions(venue.currency);
  const fact = (kind: string, icon: IconNode, shown: string, spoken: string, distanceMetres?: number) => {
    const far = distanceMetres !== undefined && isFar(distanceMetres);
    return (
      <span
        className="dkd-venue-fact"
        data-fact={kind}
        data-distance={distanceMetres}
        {...(far && !farBadge ? { 'data-far': '' } : {})}
      >
        <Icon icon={icon} size={14} filled={icon === star} />
        <span aria-hidden="true">{shown}</span>
        <span className="dk-visually-hidden">{spoken}</span>
        {far ? (
          farBadge ? (
            <span className="dkd-badge">{t('filials.list.far')}</span>
          ) : (
            <span className="dk-visually-hidden">{t('filials.list.far')}</span>
          )
        ) : null}
      </span>
    );
  };
  const second = fee !== null || distance !== null;
  return (
    <span className="dkd-venue-facts">
      {rating !== null || time ? (
        <span className="dkd-venue-facts-line">
          {rating !== null ? fact('rating', star, rating, t('filials.list.rating', { rating })) : null}
          {time
            ? fact(
                delivery ? 'delivery-time' : 'ready-time',
                clock,
                t('filials.list.facts.minutes', { ...time }),
                t(delivery ? 'filials.list.facts.deliveryIn' : 'filials.list.facts.readyIn', { ...time }),
              )
            : null}
        </span>
      ) : null}
      {second ? (
        <span className="dkd-venue-facts-line">
          {fee !== null
            ? fact(
                'fee',
                bike,
                t('filials.list.facts.fee', { amount: fee, ...money }),
                t('filials.list.facts.deliveryFee', { amount: fee, ...money }),
              )
            : null}
          {distance !== null
            ? fact(
                'distance',
                mapPin,
                t('filials.list.facts.distance', { distance }),
                t('filials.list.distance', { distance }),
                distance,
              )
            : null}
        </span>
      ) : null}
    </span>
  );
}
