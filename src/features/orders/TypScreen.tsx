import { CopyButton } from '../../ui/CopyButton.tsx';
import { useEffect } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useParams } from 'wouter';
import { useAppStores } from '../../state/app-core.ts';
import { ANALYTICS_EVENTS, useTelemetry } from '../../telemetry/events.ts';
import { SignedInBirthdayInvite } from '../../ui/BirthdayInvite.tsx';
import type { Order } from '../../api/order-endpoints.ts';
import { CheckoutStyles } from '../../ui/OrderPageStyles.tsx';
import { OrderContent } from './OrderParts.tsx';
import { ScreenHeader } from '../../ui/OrderPageStyles.tsx';
import type { OrderKind } from '../../api/order-kinds.ts';
import { cartQuery, isOrderKind } from '../../api/order-kinds.ts';
import { useLiveOrder } from './live-order.tsx';
import { LiveOrderPending } from './live-order.tsx';
import { OrderStatusSteps } from './OrderParts.tsx';
import { OrderPlace, OrderWhen } from './OrderParts.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { awaitingPaymentStore, firstPaidNotice } from '../../runtime/awaiting-payment.ts';
import { Icon } from '../../ui/Icon.tsx';
import circleCheck from 'lucide/dist/esm/icons/circle-check-big.mjs';
import x from 'lucide/dist/esm/icons/x.mjs';

/** How often the page asks whether the payment came through while it is being confirmed. */
const PAYMENT_CHECK_MS = 3000;
/** How often it asks again afterwards, for the progress (as the status page does). */
const STATUS_POLL_MS = 10_000;

/** The order's service as the cart names it (the API spells vendor delivery with an underscore). */
const kindOf = (order: Pick<Order, 'service'>): string => order.service.replace('_', '-');

const paymentPending = (order: Order) =>
  order.paymentType === 'online' && order.paymentStatus === 'pending' && order.status === 'created';
const isFinal = (order: Order) => order.status === 'completed' || order.status === 'canceled';
const pollEvery = (order: Order | undefined) =>
  !order || paymentPending(order) ? PAYMENT_CHECK_MS : STATUS_POLL_MS;

/**
 * docs/contract/screens.md#routes TYP, the thank-you page: paid, buy more, details, the product list; and, as Wolt's tracking, when
 * the order is ready (or arrives), where, and its progress, live. The hosted payment page sends the guest
 * here on success; the page waits for the payment to be confirmed, then closes the books on the cart and
 * the pending-payment record, and tracks 'payment success' once per order.
 */
export default function TypScreen() {
  const { t } = useTranslation();
  const stores = useAppStores();
  const telemetry = useTelemetry();
  const params = useParams<{ filialId: string; id: string }>();
  const orderId = Number(params.id);
  const filialId = Number(params.filialId);
  const live = useLiveOrder(orderId, pollEvery, (next) => !isFinal(next));
  const { order } = live;
  const money = useMoney(order?.currency);

  useEffect(() => {
    if (!order || paymentPending(order)) return;
    const store = awaitingPaymentStore(stores.local);
    const record = store.get();
    // A canceled order (the payment failed) leaves the cart as it was, to order again.
    if (record?.orderId === order.id && order.status !== 'canceled')
      stores.cart.clear(record.filialId, record.kind);
    store.clear(order.id);
    if (
      order.paymentType === 'online' &&
      order.paymentStatus === 'paid' &&
      firstPaidNotice(stores.session, order.id)
    ) {
      telemetry.track(ANALYTICS_EVENTS.paymentSuccess, {
        order_id: order.id,
        filial_id: order.filialId,
        service: order.service,
        amount: order.amount,
      });
    }
  }, [order, stores, telemetry]);

  return (
    <>
      <CheckoutStyles />
      {/* The payment failed or the venue declined it: no thanks for an order that did not go through. */}
      <ScreenHeader
        title={order?.status === 'canceled' ? t('orders.cancel.title') : t('typ.title')}
        backHref="/"
      />
      <main className="dk-main" data-screen="typ">
        {order ? (
          <>
            <section className="ck-section ck-typ-hero" aria-labelledby="ck-typ-number">
              <span className="ck-typ-mark" data-canceled={order.status === 'canceled'}>
                <Icon icon={order.status === 'canceled' ? x : circleCheck} size={36} />
              </span>
              <h2 id="ck-typ-number" data-testid="order-number">
                {t('typ.orderNumber', { number: order.number })}
              </h2>
              <CopyButton text={order.number} describedBy="ck-typ-number" />
              <p role="status" aria-live="polite" data-testid="typ-payment">
                {order.status === 'canceled'
                  ? t('orders.cancel.title')
                  : paymentPending(order)
                    ? t('typ.confirming')
                    : order.paymentType === 'cash'
                      ? t('typ.cash')
                      : t('typ.paid')}
              </p>
              <OrderWhen order={order} />
              {order.status === 'canceled' && order.declineReason ? (
                <p className="dk-muted">{t('orders.cancel.reason', { reason: order.declineReason.title })}</p>
              ) : null}
              {order.status === 'canceled' ? null : <OrderStatusSteps order={order} />}
            </section>
            <section className="ck-section">
              <OrderPlace order={order} />
              {order.bonusGranted > 0 ? <p>{t('typ.bonusesEarned', { count: order.bonusGranted })}</p> : null}
              <p className="ck-card-row">
                <span>{t('orders.details.total')}</span>
                <strong>{money(order.amount)}</strong>
              </p>
            </section>
            <section className="ck-section" aria-labelledby="ck-typ-products">
              <h2 id="ck-typ-products">{t('typ.products')}</h2>
              <OrderContent order={order} money={money} />
            </section>
            <div className="dk-actions-stack">
              <Link className="dk-button" href={`/filials/${filialId}/order/${order.id}`}>
                {t('typ.details')}
              </Link>
              <Link className="dk-button dk-button-secondary" href={`/filials/${filialId}`}>
                {t('typ.buyMore')}
              </Link>
              {order.service === 'express' ? (
                <Link className="dk-button dk-button-secondary" href={`/bills/preorder/${order.id}`}>
                  {t('preorder.open')}
                </Link>
              ) : null}
              {order.status === 'canceled' && isOrderKind(kindOf(order)) ? (
                <Link
                  className="ck-link"
                  href={`/cart?${cartQuery(order.filialId, kindOf(order) as OrderKind)}`}
                >
                  {t('typ.backToCart')}
                </Link>
              ) : null}
            </div>
            {/* A paid order is where a birthday gift means something to the guest (docs/features/profile.md). */}
            {order.paymentStatus === 'paid' && order.status !== 'canceled' ? (
              <SignedInBirthdayInvite />
            ) : null}
          </>
        ) : (
          <LiveOrderPending live={live} />
        )}
      </main>
    </>
  );
}
