import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useParams } from 'wouter';
import { useMountScope } from '../../mount-context.ts';
import { CareButton } from '../../ui/CareButton.tsx';
import { type Courier, fetchCourier, type Order } from '../../api/order-endpoints.ts';
import { CheckoutStyles } from '../../ui/OrderPageStyles.tsx';
import { CourierSection } from './CourierSection.tsx';
import { OrderStatusSteps } from './OrderParts.tsx';
import { OrderPlace, OrderWhen } from './OrderParts.tsx';
import { ScreenHeader } from '../../ui/OrderPageStyles.tsx';
import { useLiveOrder } from './live-order.tsx';
import { LiveOrderPending } from './live-order.tsx';

/** How often a live order is asked for again; the courier's position with it. */
const STATUS_POLL_MS = 10_000;
const isFinal = (order: Order) => order.status === 'completed' || order.status === 'canceled';

/** GET dr-delivery/api/v1/courier while the order is with the courier, refreshed with the order. */
function useCourier(order: Order | undefined, version: number): Courier | null {
  const { runtime, signal } = useMountScope();
  const [courier, setCourier] = useState<Courier | null>(null);
  const withCourier = order?.status === 'delivery';
  const orderId = order?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: version refreshes the position with each order poll
  useEffect(() => {
    if (!withCourier || orderId === undefined) {
      setCourier(null);
      return;
    }
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop);
    fetchCourier(runtime.core.client, orderId, controller.signal).then(
      (found) => {
        if (!controller.signal.aborted) setCourier(found);
      },
      () => undefined,
    );
    return () => {
      signal.removeEventListener('abort', stop);
      controller.abort();
    };
  }, [withCourier, orderId, runtime, signal, version]);
  return courier;
}

/**
 * docs/contract/screens.md#routes /filials/{filial_id}/order/{id}: the live status of one order. Asks again every 10 s until the
 * order is completed or canceled; when it is ready or arrives, each step with the time it was reached; the
 * courier of a delivery order with their phone; the cancel reason and the refund note.
 */
export default function OrderStatusesScreen() {
  const { t } = useTranslation();
  const params = useParams<{ filialId: string; id: string }>();
  const orderId = Number(params.id);
  const live = useLiveOrder(orderId, STATUS_POLL_MS, (order) => !isFinal(order));
  const { order } = live;
  const courier = useCourier(order, live.version);

  return (
    <>
      <CheckoutStyles />
      <ScreenHeader title={t('orders.statuses')} backHref="/orders" />
      <main className="dk-main" data-screen="order-statuses">
        {order ? (
          <>
            <section className="ck-section" aria-labelledby="ck-status-title">
              {/* A heading keeps its heading role; the live region around it announces a new status. */}
              <div role="status" aria-live="polite">
                <h2 id="ck-status-title" data-testid="order-status">
                  {t(`orders.header.${order.status}`)}
                </h2>
              </div>
              <p className="dk-muted">{t('orders.details.title', { number: order.number })}</p>
              <OrderWhen order={order} />
              <OrderStatusSteps order={order} />
            </section>
            {order.status === 'canceled' ? (
              // Part of the status above, not a region of its own: its title repeats the status's.
              <div className="ck-alert">
                <h3>{t('orders.cancel.title')}</h3>
                {order.declineReason?.title ? (
                  <p>{t('orders.cancel.reason', { reason: order.declineReason.title })}</p>
                ) : null}
                {order.paymentType === 'online' && order.paymentStatus !== 'pending' ? (
                  <p>{t('orders.cancel.refund')}</p>
                ) : null}
                <p>{t('care.contact.declinedPrompt')}</p>
                <CareButton order={order.number} />
              </div>
            ) : null}
            {order.status === 'canceled' ? null : (
              <section className="ck-section">
                <OrderPlace order={order} />
              </section>
            )}
            {order.status === 'delivery' ? <CourierSection courier={courier} /> : null}
            {live.status === 'offline' || live.status === 'error' ? (
              <p className="ck-note" role="status">
                {t('orders.stale')}
              </p>
            ) : null}
            <Link className="dk-button dk-button-secondary" href={`/orders/${order.id}`}>
              {t('typ.details')}
            </Link>
          </>
        ) : (
          <LiveOrderPending live={live} />
        )}
      </main>
    </>
  );
}
