import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { OrderKind } from '../../../../api/order-submission.ts';
import type { ServiceId } from '../../../../config/host-config.ts';
import { serviceOfKind } from '../../../../state/cart-kind.ts';
import type { CartItem } from '../../../../state/cart.ts';
import { LoadState } from '../../../../ui/LoadState.tsx';
import type { RequestState } from '../../../../ui/use-query.ts';
import type { Venue } from '../../api/venue-api.ts';
import { CartLines } from '../../components/CartLines.tsx';
import { ServicePicker } from '../../components/ServicePicker.tsx';
import { isDeliveryKind } from '../../model/order-body.ts';
import { serviceKey } from './OtherCarts.tsx';

/** The venue, how the guest gets the order (a choice when there are several), and the cart's lines. */
export function LinesSection({
  kind,
  venue,
  items,
  services,
  serviceLocked,
  onService,
  onQuantity,
  money,
}: {
  kind: OrderKind;
  venue: RequestState<Venue>;
  items: readonly CartItem[];
  /** The services the guest may move the cart to; one or none shows the service as text. */
  services: readonly ServiceId[];
  /** An order is on its way or waits for its money: the service stays. */
  serviceLocked: boolean;
  onService: (service: ServiceId) => void;
  onQuantity: (line: string, quantity: number) => void;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const choice = services.length > 1;
  const address = venue.data?.address;
  // Where the guest gets the order: a dine-in order is eaten at the venue, not picked up (issue 29).
  const pickupAt =
    !address || isDeliveryKind(kind)
      ? null
      : t(kind === 'express' ? 'cart.venueAt' : 'cart.pickupAt', { address });
  return (
    <section className="ck-section" aria-labelledby="ck-venue-title" aria-busy={venue.status === 'loading'}>
      <h2 id="ck-venue-title">{venue.data?.title || t('cart.title')}</h2>
      {choice ? (
        <ServicePicker
          offered={services}
          value={serviceOfKind(kind)}
          disabled={serviceLocked}
          onChange={onService}
        />
      ) : null}
      {/* One line kept while the venue's address is on its way, so the lines below do not move when it comes. */}
      <p className="dk-muted ck-venue-line">
        {[choice ? null : t(serviceKey(kind)), pickupAt].filter(Boolean).join(' · ')}
      </p>
      {venue.status === 'loading' ? (
        <div className="dk-visually-hidden">
          <LoadState status="loading" />
        </div>
      ) : venue.status !== 'success' ? (
        <LoadState status={venue.status} onRetry={venue.reload} />
      ) : null}
      <CartLines items={items} money={money} onQuantity={onQuantity} />
    </section>
  );
}
