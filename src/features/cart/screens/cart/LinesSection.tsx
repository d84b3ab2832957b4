import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { ServiceId } from '../../../../config/host-config.ts';
import { type CartItem, lineTotal } from '../../../../state/cart.ts';
import { Icon } from '../../../../ui/Icon.tsx';
import minus from 'lucide/dist/esm/icons/minus.mjs';
import plus from 'lucide/dist/esm/icons/plus.mjs';
import trash from 'lucide/dist/esm/icons/trash.mjs';
import type { OrderKind } from '../../../../api/order-kinds.ts';
import { serviceOfKind } from '../../../../state/cart-kind.ts';
import { LoadState } from '../../../../ui/LoadState.tsx';
import type { RequestState } from '../../../../ui/use-query.ts';
import type { Venue } from '../../api/venue-api.ts';
import { isDeliveryKind } from '../../model/cart-order.ts';
import { serviceKey } from './OtherCarts.tsx';

const LABELS = {
  takeaway: 'common.services.takeaway',
  express: 'common.services.express',
  delivery: 'common.services.delivery',
} as const satisfies Record<ServiceId, string>;

/**
 * How the guest gets this order, among the services the venue offers and the host allows (docs/contract/states.md#service-change): a
 * segmented control of radios, one row under its legend, so the cart's lines still show on the first screen.
 */
function ServicePicker({
  offered,
  value,
  disabled,
  onChange,
}: {
  offered: readonly ServiceId[];
  value: ServiceId | null;
  disabled: boolean;
  onChange: (service: ServiceId) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  return (
    <fieldset className="ck-segmented" disabled={disabled}>
      <legend className="ck-legend">{t('cart.serviceLabel')}</legend>
      <div className="ck-segments">
        {offered.map((service) => (
          <label key={service} className="ck-segment">
            <input
              type="radio"
              name={name}
              value={service}
              checked={value === service}
              onChange={() => onChange(service)}
            />
            <span>{t(LABELS[service])}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The cart's lines. `data-dk="cart-line"` is the hook `npm run bench` times the Cart's content to (ADR 0026). */
function CartLines({
  items,
  money,
  onQuantity,
}: {
  items: readonly CartItem[];
  money: (amount: number) => string;
  onQuantity: (line: string, quantity: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <ul className="ck-lines" aria-label={t('cart.linesLabel')}>
      {items.map((item) => (
        <li key={item.line} className="ck-line" data-dk="cart-line" data-product-id={item.productId}>
          <div>
            <p className="ck-line-name">{item.name}</p>
            <p className="dk-muted">{money(lineTotal(item))}</p>
          </div>
          <div className="ck-stepper">
            <button
              type="button"
              className="ck-step"
              aria-label={
                item.quantity === 1
                  ? t('cart.removeItem', { name: item.name })
                  : t('cart.decreaseItem', { name: item.name })
              }
              onClick={() => onQuantity(item.line, item.quantity - 1)}
            >
              <Icon icon={item.quantity === 1 ? trash : minus} size={18} />
            </button>
            <output aria-live="polite">{item.quantity}</output>
            <button
              type="button"
              className="ck-step"
              aria-label={t('cart.increaseItem', { name: item.name })}
              onClick={() => onQuantity(item.line, item.quantity + 1)}
            >
              <Icon icon={plus} size={18} />
            </button>
          </div>
          {item.additives.length > 0 ? (
            <p className="ck-line-additives dk-muted">
              {item.additives
                .map((additive) =>
                  additive.quantity > 1 ? `${additive.name} ×${additive.quantity}` : additive.name,
                )
                .join(', ')}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

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
