import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { DeliveryBanner, Venue } from '../model/venue.ts';
import { useId } from 'react';
import type { OrderKind } from '../../../api/order-kinds.ts';
import type { ServiceId } from '../../../config/host-config.ts';
import { useAppState, useAppStores } from '../../../state/app-core.ts';
import { mainServicesOf, serviceOfKind } from '../../../state/cart-kind.ts';

// What the Menu says about the venue under its header, before the strips: its notes and the service switch.

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

const LABELS = {
  takeaway: 'common.services.takeaway',
  express: 'common.services.express',
  delivery: 'common.services.delivery',
} as const;

/**
 * How the guest gets the order at this venue: the venue's services the host allows. Choosing one is the
 * app's service change (docs/contract/states.md#service-change), so it holds after the menu too.
 */
export function ServiceSwitch({
  venueServices,
  kind,
}: {
  venueServices: readonly string[];
  kind: OrderKind;
}) {
  const { t } = useTranslation();
  const stores = useAppStores();
  const { allowedServices } = useAppState().restrictions;
  const name = useId();
  const services = mainServicesOf(venueServices).filter((service) => allowedServices.includes(service));
  if (services.length < 2) return null;
  const chosen = serviceOfKind(kind);
  return (
    <fieldset className="dkm-services">
      <legend>{t('menu.serviceLabel')}</legend>
      {services.map((service: ServiceId) => (
        <label key={service}>
          <input
            type="radio"
            name={name}
            value={service}
            checked={chosen === service}
            onChange={() => stores.device.setService(service)}
          />
          {t(LABELS[service])}
        </label>
      ))}
    </fieldset>
  );
}
