import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { DeliveryBanner, Venue } from '../model/venue.ts';

/** What the guest should know before ordering: closed (and when it opens), a busy kitchen, a delivery banner. */
export function VenueNotes({ venue, banner }: { venue: Venue; banner: DeliveryBanner | null }) {
  const { t } = useTranslation();
  return (
    <>
      {!venue.isOpen ? (
        <p className="dkm-note" data-tone="warning">
          {venue.openingTime ? t('menu.venue.opensAt', { time: venue.openingTime }) : t('menu.venue.closed')}
        </p>
      ) : null}
      {venue.isOpen && venue.rushDelayMinutes > 0 ? (
        <p className="dkm-note">
          {t('menu.venue.busy', { time: t('common.minutes', { count: venue.rushDelayMinutes }) })}
        </p>
      ) : null}
      {banner ? (
        <div className="dkm-note" data-tone="warning" data-banner={banner.kind}>
          <p>
            <strong>{banner.title}</strong>
          </p>
          {banner.text ? <p>{banner.text}</p> : null}
        </div>
      ) : null}
    </>
  );
}
