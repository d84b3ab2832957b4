import { lazy, Suspense, useId, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDistance } from '../../i18n/format-distance.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { useApiClient } from '../../api/api-scope.ts';
import { useMountSignal } from '../../config/mount-config.ts';
import { useAppState } from '../../state/app-core.ts';
import { distanceMeters } from '../../state/addresses.ts';
import { type Courier, fetchCourier, type Order } from '../../api/order-endpoints.ts';
import { NAVIGATION_APPS, navigationLink } from './order-status.ts';
import { Link, useParams } from 'wouter';
import { CareButton } from '../../ui/CareButton.tsx';
import { CheckoutStyles, ScreenHeader } from '../../ui/OrderPageStyles.tsx';
import { OrderStatusSteps, OrderPlace, OrderWhen } from './OrderParts.tsx';
import { useLiveOrder, LiveOrderPending } from './live-order.tsx';

// Leaflet comes with the first courier on a map, never with the status page itself.
const CourierMap = lazy(() => import('./CourierMap.tsx'));

/**
 * docs/contract/product.md#guests-and-what-they-do "see the courier of a delivery order", issue 11 item 6: who the courier is, how far and how soon,
 * the courier moving on a map, their phone, and the courier's place in the guest's navigation app.
 */
export function CourierSection({ courier }: { courier: Courier | null }) {
  const { t, i18n } = useTranslation();
  const { country } = useAppState().restrictions;
  const titleId = useId();
  const appsId = useId();
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const position =
    courier && courier.latitude !== null && courier.longitude !== null
      ? { latitude: courier.latitude, longitude: courier.longitude }
      : null;
  const away = position && courier?.destination ? distanceMeters(position, courier.destination) : null;

  return (
    <section className="ck-section" aria-labelledby={titleId} data-testid="courier">
      <h2 id={titleId}>{t('orders.courier.title')}</h2>
      {!courier ? (
        <p className="dk-muted">{t('orders.courier.notAssigned')}</p>
      ) : (
        <>
          <p data-testid="courier-name">{courier.name}</p>
          {away !== null || courier.etaMinutes ? (
            <p data-testid="courier-progress">
              {[
                away !== null
                  ? t('orders.courier.away', {
                      distance: formatDistance(away, language, {
                        metre: t('common.units.metre'),
                        kilometre: t('common.units.kilometre'),
                      }),
                    })
                  : null,
                courier.etaMinutes ? t('orders.courier.eta', { count: courier.etaMinutes }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </p>
          ) : null}
          {position ? (
            <Suspense fallback={<div className="ck-map-frame" aria-hidden="true" />}>
              <CourierMap courier={position} destination={courier.destination} />
            </Suspense>
          ) : null}
          {courier.phone ? (
            <a className="dk-button dk-button-secondary" href={`tel:${courier.phone.replace(/[^+\d]/g, '')}`}>
              {t('orders.courier.call')}
            </a>
          ) : null}
          {position ? (
            <nav aria-labelledby={appsId}>
              <h3 id={appsId} className="ck-subtitle">
                {t('orders.courier.openIn')}
              </h3>
              <ul className="ck-nav-apps">
                {NAVIGATION_APPS.map((app) => (
                  <li key={app}>
                    <a
                      href={navigationLink(app, position, country)}
                      target="_blank"
                      rel="noopener noreferrer"
                    >
                      {t(`orders.courier.apps.${app}`)}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

/** How often a live order is asked for again; the courier's position with it. */
const STATUS_POLL_MS = 10_000;
const isFinal = (order: Order) => order.status === 'completed' || order.status === 'canceled';

/** GET dr-delivery/api/v1/courier while the order is with the courier, refreshed with the order. */
function useCourier(order: Order | undefined, version: number): Courier | null {
  const client = useApiClient();
  const signal = useMountSignal();
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
    fetchCourier(client, orderId, controller.signal).then(
      (found) => {
        if (!controller.signal.aborted) setCourier(found);
      },
      () => undefined,
    );
    return () => {
      signal.removeEventListener('abort', stop);
      controller.abort();
    };
  }, [withCourier, orderId, client, signal, version]);
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
