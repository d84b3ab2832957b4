import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useParams } from 'wouter';
import { formatDateTime } from '../../i18n/format-date.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { CareButton } from '../../ui/CareButton.tsx';
import type { Order } from '../../api/order-endpoints.ts';
import { CheckoutStyles } from '../../ui/OrderPageStyles.tsx';
import { OrderContent } from './OrderParts.tsx';
import { ScreenHeader } from '../../ui/OrderPageStyles.tsx';
import { useLiveOrder } from './live-order.tsx';
import { LiveOrderPending } from './live-order.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { statusLabelKey } from './order-status.ts';

const REFRESH_MS = 30_000;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/** docs/contract/screens.md#routes /orders/{id}: the order's fields of docs/contract/entities.md#order, one per row; absent ones are left out. */
export default function OrderInformationScreen() {
  const { t, i18n } = useTranslation();
  const params = useParams<{ id: string }>();
  const live = useLiveOrder(
    Number(params.id),
    REFRESH_MS,
    (order) => order.status !== 'completed' && order.status !== 'canceled',
  );
  const { order } = live;
  const money = useMoney(order?.currency);
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';

  const rows = (o: Order) => (
    <dl className="ck-summary" data-testid="order-details">
      <Row label={t('orders.details.number')}>{o.number}</Row>
      <Row label={t('orders.details.status')}>{t(statusLabelKey(o.status, o))}</Row>
      {o.tableNumber ? <Row label={t('orders.details.table')}>{o.tableNumber}</Row> : null}
      {o.createdAt ? (
        <Row label={t('orders.details.date')}>{formatDateTime(o.createdAt, language)}</Row>
      ) : null}
      {o.address ? <Row label={t('orders.details.address')}>{o.address}</Row> : null}
      <Row label={t('orders.details.sum')}>{money(o.subtotal)}</Row>
      {o.serviceCost > 0 ? <Row label={t('orders.details.serviceCost')}>{money(o.serviceCost)}</Row> : null}
      {o.deliveryFee > 0 ? <Row label={t('orders.details.deliveryFee')}>{money(o.deliveryFee)}</Row> : null}
      {o.discount > 0 ? <Row label={t('orders.details.discount')}>−{money(o.discount)}</Row> : null}
      {o.paidByBonus > 0 ? <Row label={t('orders.details.paidByBonus')}>{money(o.paidByBonus)}</Row> : null}
      {o.paidByCard > 0 ? <Row label={t('orders.details.paidByCard')}>{money(o.paidByCard)}</Row> : null}
      {o.bonusGranted > 0 ? (
        <Row label={t('orders.details.bonusGranted')}>{money(o.bonusGranted)}</Row>
      ) : null}
      <Row label={t('orders.details.paymentType')}>{t(`common.payment.${o.paymentType}`)}</Row>
      {o.comment ? <Row label={t('orders.details.comment')}>{o.comment}</Row> : null}
      {o.name ? <Row label={t('orders.details.name')}>{o.name}</Row> : null}
      {o.courier?.name ? <Row label={t('orders.details.courier')}>{o.courier.name}</Row> : null}
      {o.declineReason?.title ? (
        <Row label={t('orders.details.declineReason')}>{o.declineReason.title}</Row>
      ) : null}
      <Row label={t('orders.details.total')}>
        <strong>{money(o.amount)}</strong>
      </Row>
    </dl>
  );

  return (
    <>
      <CheckoutStyles />
      <ScreenHeader
        title={order ? t('orders.details.title', { number: order.number }) : t('typ.details')}
        backHref="/orders"
      />
      <main className="dk-main" data-screen="order-information">
        {order ? (
          <>
            {order.filialTitle ? (
              <p>
                <strong>{order.filialTitle}</strong>
                {order.filialAddress ? <span className="dk-muted"> · {order.filialAddress}</span> : null}
              </p>
            ) : null}
            <section className="ck-section" aria-labelledby="ck-info-content">
              <h2 id="ck-info-content">{t('orders.details.content')}</h2>
              <OrderContent order={order} money={money} />
            </section>
            <section className="ck-section" aria-labelledby="ck-info-fields">
              <h2 id="ck-info-fields">{t('orders.details.heading')}</h2>
              {rows(order)}
            </section>
            {order.status === 'canceled' ? <p className="ck-note">{t('orders.cancel.refund')}</p> : null}
            <Link className="dk-button" href={`/filials/${order.filialId}/order/${order.id}`}>
              {t('orders.statuses')}
            </Link>
            <Link className="dk-button dk-button-secondary" href={`/orders/${order.id}/repeat`}>
              {t('repeat.titleLoading')}
            </Link>
            {order.service === 'express' ? (
              <Link className="dk-button dk-button-secondary" href={`/bills/preorder/${order.id}`}>
                {t('preorder.open')}
              </Link>
            ) : null}
            <CareButton order={order.number} />
            {order.status === 'completed' ? (
              <Link className="dk-button dk-button-secondary" href={`/orders/${order.id}/review`}>
                {t('feedback.review.title')}
              </Link>
            ) : null}
            {order.tableNumber && order.status !== 'canceled' ? (
              <Link className="dk-button dk-button-secondary" href={`/orders/${order.id}/tip`}>
                {t('feedback.tips.title')}
              </Link>
            ) : null}
          </>
        ) : (
          <LiveOrderPending live={live} />
        )}
      </main>
    </>
  );
}
