import { useTranslation } from '../../../i18n/use-translation.tsx';
import { isLanguage } from '../../../i18n/languages.ts';
import type { Order } from '../api/order-api.ts';
import { orderTime } from '../model/order-time.ts';
import { isDeliveryService } from '../model/status-label.ts';

/** The label and the time the guest is promised, or null when there is none to give. */
function promise(order: Order, time: (instant: string) => string) {
  if (order.status === 'canceled') return null;
  if (isDeliveryService(order.service)) {
    const window = order.deliveryWindow;
    if (!window) return null;
    return order.status === 'completed'
      ? ({ label: 'typ.when.deliveredAt', time: time(window.from) } as const)
      : ({ label: 'typ.when.arrives', time: `${time(window.from)}–${time(window.to)}` } as const);
  }
  if (!order.readyAt) return null;
  const done = order.status === 'ready' || order.status === 'completed';
  return { label: done ? 'typ.when.readyAt' : 'typ.when.readyBy', time: time(order.readyAt) } as const;
}

/**
 * When the order is ready, or the window its courier is expected in, big as Wolt's tracking shows it, on
 * the venue's clock. Nothing until the kitchen has a plan (an online order not paid yet) or after a cancel.
 */
export function OrderWhen({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const shown = promise(order, (instant) => orderTime(instant, order, language));
  if (!shown) return null;
  return (
    <p className="ck-when" data-testid="order-when">
      <span className="ck-when-label">{t(shown.label)}</span>{' '}
      <strong className="ck-when-time">{shown.time}</strong>
    </p>
  );
}

/** Where the order is had: the guest's table at the venue, the delivery address, or the venue to pick it up at. */
export function OrderPlace({ order }: { order: Order }) {
  const { t } = useTranslation();
  const [label, main, detail] =
    order.service === 'express' && order.tableNumber
      ? [t('typ.place.table'), order.tableNumber, order.filialTitle]
      : isDeliveryService(order.service) && order.address
        ? [t('orders.details.address'), order.address, '']
        : [t('typ.place.pickup'), order.filialTitle, order.filialAddress];
  return (
    <p className="ck-place" data-testid="order-place">
      <span className="ck-place-label">{label}</span> <strong>{main}</strong>
      {detail ? (
        <>
          {' '}
          <span className="dk-muted">{detail}</span>
        </>
      ) : null}
    </p>
  );
}
