import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Order, OrderStatus } from '../../api/order-endpoints.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { orderTime, isDeliveryService, statusLabelKey } from './order-status.ts';

/** The products of an order with their counts and line totals. */
export function OrderContent({ order, money }: { order: Order; money: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <ul className="ck-lines" aria-label={t('orders.details.content')} data-testid="order-content">
      {order.content.map((line) => (
        <li
          key={`${line.productId}:${line.additives.map((additive) => additive.id).join(',')}:${line.count}`}
          className="ck-line"
        >
          <div>
            <p className="ck-line-name">
              {line.name} × {line.count}
            </p>
            {line.additives.length > 0 ? (
              <p className="dk-muted">{line.additives.map((additive) => additive.name).join(', ')}</p>
            ) : null}
          </div>
          <span>{money(line.total)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The statuses an order of this service goes through (micromarket skips the kitchen). */
function stepsFor(service: string): OrderStatus[] {
  if (service === 'micromarket') return ['created', 'completed'];
  if (isDeliveryService(service)) return ['created', 'cooking', 'ready', 'delivery', 'completed'];
  return ['created', 'cooking', 'ready', 'completed'];
}

/**
 * docs/contract/states.md#order-statuses order statuses as a progress list, each step reached with the time it was reached (the order's
 * history, on the venue's clock); the current one is marked for screen readers too.
 */
export function OrderStatusSteps({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const steps = stepsFor(order.service);
  const reached = steps.indexOf(order.status);
  return (
    <ol className="ck-steps" aria-label={t('orders.statuses')}>
      {steps.map((step, index) => {
        const at = index <= reached ? order.history.find((change) => change.status === step)?.at : null;
        return (
          <li key={step} data-done={reached >= index} aria-current={index === reached ? 'step' : undefined}>
            <span>{t(statusLabelKey(step, order))}</span>
            {at ? (
              <>
                {' '}
                <time dateTime={at}>{orderTime(at, order, language)}</time>
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

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
