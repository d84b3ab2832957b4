import { useTranslation } from '../../../i18n/use-translation.tsx';
import { isLanguage } from '../../../i18n/languages.ts';
import type { Order, OrderStatus } from '../api/order-api.ts';
import { orderTime } from '../model/order-time.ts';
import { isDeliveryService, statusLabelKey } from '../model/status-label.ts';

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
