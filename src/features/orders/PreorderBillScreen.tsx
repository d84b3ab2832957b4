import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useParams } from 'wouter';
import { isApiError } from '../../api/errors.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { useMountScope } from '../../mount-context.ts';
import { SESSION_KEYS } from '../../lib/storage-keys.ts';
import { LoadState } from '../../ui/LoadState.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { fetchPreorderBill, type PreorderBill } from './preorder-api.ts';
import { BillStyles } from '../../ui/OrderPageStyles.tsx';
import { CheckoutStyles } from '../../ui/OrderPageStyles.tsx';
import { OrderContent } from './OrderParts.tsx';
import { ScreenHeader } from '../../ui/OrderPageStyles.tsx';
import { useMoney } from '../../ui/use-money.ts';
import { BillFacts } from './BillParts.tsx';
import { BillSums } from './BillParts.tsx';

type PayState = 'idle' | 'paying' | 'failed';

/**
 * docs/contract/screens.md#routes /bills/preorder/{preorder_id}, OrderInformationBill: the bill of an express order placed ahead for
 * a table (docs/features/checkout.md). Venue, table, number, status, lines, sums, paid or what is due, and
 * what the guest can do next: pay the rest online, tip the waiter, rate the order (feedback's routes, by URL).
 */
export default function PreorderBillScreen() {
  const { t, i18n } = useTranslation();
  const { runtime } = useMountScope();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const request = useQuery(['preorder-bill', id], (signal) =>
    fetchPreorderBill(runtime.core.client, id, signal),
  );
  const bill = request.data;
  const money = useMoney(bill?.order.currency);
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const [pay, setPay] = useState<PayState>('idle');
  const notFound = request.status === 'error' && isApiError(request.error, 'not-found');

  const payOnline = async (current: PreorderBill) => {
    const payment = current.order.payment;
    const bridge = await runtime.bridge;
    if (!payment || !bridge?.supports('pay.open')) {
      setPay('failed');
      return;
    }
    setPay('paying');
    // Back from the hosted page goes Home, as after the cart's payment (docs/contract/screens.md#back).
    if (bridge.runtime === 'web') runtime.core.state.session.set(SESSION_KEYS.fromPayment, '1');
    const here = runtime.paths.pathOf(`/bills/preorder/${current.order.id}`);
    try {
      const result = await bridge.call('pay.open', {
        trackId: payment.trackId,
        paymentUrl: payment.paymentUrl,
        successPath: here,
        failurePath: here,
      });
      setPay(result.status === 'success' ? 'idle' : 'failed');
    } catch {
      setPay('failed');
    }
    request.reload();
  };

  const body = (current: PreorderBill) => {
    const { order } = current;
    const state = order.status === 'canceled' ? 'canceled' : current.paid ? 'paid' : 'due';
    return (
      <>
        <section className="ck-section ckb-venue" aria-labelledby="ckb-venue">
          <h2 id="ckb-venue">{order.filialTitle}</h2>
          {order.filialAddress ? <p className="dk-muted">{order.filialAddress}</p> : null}
          <BillFacts
            bill={current}
            when={order.createdAt ? formatDateTime(order.createdAt, language) : null}
          />
        </section>
        <section className="ckb-state" data-state={state} data-testid="bill-state" aria-live="polite">
          {/* The server's title of the status: the app's short one says "Paid" for every created order. */}
          <span className="ckb-badge">{order.statusTitle || t(`orders.status.${order.status}`)}</span>
          <strong>
            {state === 'paid'
              ? t('preorder.paid')
              : state === 'canceled'
                ? t('orders.cancel.title')
                : t('preorder.due', { amount: money(current.amountDue) })}
          </strong>
          {state === 'due' ? (
            <span className="dk-muted">
              {current.canPay ? t('preorder.payOnlineHint') : t('preorder.payWaiter')}
            </span>
          ) : null}
          {state === 'canceled' && order.declineReason ? (
            <span className="dk-muted">{order.declineReason.title}</span>
          ) : null}
        </section>
        <section className="ck-section" aria-labelledby="ckb-lines">
          <h2 id="ckb-lines">{t('orders.details.content')}</h2>
          <OrderContent order={order} money={money} />
        </section>
        <section className="ck-section" aria-labelledby="ckb-sums">
          <h2 id="ckb-sums">{t('preorder.sums')}</h2>
          <BillSums order={order} money={money} />
        </section>
        {pay === 'failed' ? (
          <p className="ck-alert" role="alert">
            {t('preorder.payFailed')}
          </p>
        ) : null}
        <nav className="ckb-actions" aria-label={t('preorder.next')}>
          {current.canPay ? (
            <button
              type="button"
              className="dk-button"
              disabled={pay === 'paying'}
              onClick={() => void payOnline(current)}
            >
              {t('preorder.pay', { amount: money(current.amountDue) })}
            </button>
          ) : null}
          {current.canTip ? (
            <Link className="dk-button dk-button-secondary" href={`/orders/${order.id}/tip`}>
              {t('feedback.tips.title')}
            </Link>
          ) : null}
          {current.canReview ? (
            <Link className="dk-button dk-button-secondary" href={`/orders/${order.id}/review`}>
              {t('feedback.review.title')}
            </Link>
          ) : null}
          <Link className="dk-button dk-button-secondary" href={`/orders/${order.id}`}>
            {t('typ.details')}
          </Link>
        </nav>
      </>
    );
  };

  return (
    <>
      <CheckoutStyles />
      <BillStyles />
      <ScreenHeader
        title={bill ? t('preorder.title', { number: bill.order.number }) : t('preorder.titleLoading')}
        backHref="/orders"
      />
      <main className="dk-main" data-screen="preorder-bill">
        {bill ? (
          body(bill)
        ) : notFound ? (
          <div className="ck-note ckb-empty" role="alert" data-testid="bill-not-found">
            <h2>{t('preorder.notFound.title')}</h2>
            <p>{t('preorder.notFound.text')}</p>
            <Link className="dk-button" href="/orders">
              {t('orders.list.title')}
            </Link>
          </div>
        ) : (
          <LoadState status={request.status} onRetry={request.reload} />
        )}
      </main>
    </>
  );
}
