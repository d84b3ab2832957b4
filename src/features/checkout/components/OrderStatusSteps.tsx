import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { Order, OrderStatus } from '../api/order-api.ts';
import { statusLabelKey } from '../model/status-label.ts';

/** The statuses an order of this service goes through (micromarket skips the kitchen). */
function stepsFor(service: string): OrderStatus[] {
  if (service === 'micromarket') return ['created', 'completed'];
  if (service === 'delivery' || service === 'vendor_delivery')
    return ['created', 'cooking', 'ready', 'delivery', 'completed'];
  return ['created', 'cooking', 'ready', 'completed'];
}

/** SPEC §4 order statuses as a progress list; the current one is marked for screen readers too. */
export function OrderStatusSteps({ order }: { order: Order }) {
  const { t } = useTranslation();
  const steps = stepsFor(order.service);
  const reached = steps.indexOf(order.status);
  return (
    <ol className="ck-steps" aria-label={t('orders.statuses')}>
      {steps.map((step, index) => (
        <li key={step} data-done={reached >= index} aria-current={index === reached ? 'step' : undefined}>
          {t(statusLabelKey(step, order))}
        </li>
      ))}
    </ol>
  );
}
