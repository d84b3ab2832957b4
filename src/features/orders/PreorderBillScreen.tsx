import type { ApiClient } from '../../api/client.ts';
import { normalizeOne } from '../../api/json-api.ts';
import { type Order, parseOrderDocument } from '../../api/order-endpoints.ts';
import { bool, isRecord, num, record, str } from '../../api/answer-fields.ts';
import { Fragment, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link, useParams } from 'wouter';
import { isApiError } from '../../api/errors.ts';
import { formatDateTime } from '../../i18n/format-date.ts';
import { isLanguage } from '../../i18n/languages.ts';
import { useApiClient } from '../../api/api-scope.ts';
import { useBridge, usePagePaths } from '../../runtime/app-runtime.ts';
import { useAppStores } from '../../state/app-core.ts';
import { SESSION_KEYS } from '../../lib/storage-keys.ts';
import { LoadState } from '../../ui/LoadState.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { BillStyles, CheckoutStyles, ScreenHeader } from '../../ui/OrderPageStyles.tsx';
import { OrderContent } from './OrderParts.tsx';
import { useMoney } from '../../ui/use-money.ts';

/** OrderInformationBill (docs/contract/screens.md#routes): an express order placed ahead for a table, as its bill shows it. */
export interface PreorderBill {
  order: Order;
  /** The waiter of the order's table, who receives the tips; null when the table has none. */
  waiter: { id: number; name: string } | null;
  paid: boolean;
  /** What is left to pay, major units; 0 once paid or canceled. */
  amountDue: number;
  canPay: boolean;
  canTip: boolean;
  canReview: boolean;
}

function parsePreorderBill(body: unknown): PreorderBill {
  const order = parseOrderDocument(body);
  const extra = record(normalizeOne(body));
  const waiter = extra.waiter;
  return {
    order,
    waiter: isRecord(waiter) && str(waiter.name) ? { id: num(waiter.id), name: str(waiter.name) } : null,
    paid: bool(extra.paid),
    amountDue: num(extra.amount_due),
    canPay: bool(extra.can_pay) && order.payment !== null,
    canTip: bool(extra.can_tip),
    canReview: bool(extra.can_review),
  };
}

/** GET takeaway/v1/bills/preorder/{preorder_id} (a sandbox-defined path, docs/api/bills.md). */
export function fetchPreorderBill(
  client: ApiClient,
  preorderId: number,
  signal?: AbortSignal,
): Promise<PreorderBill> {
  return client.get(`takeaway/v1/bills/preorder/${preorderId}`, {
    parse: parsePreorderBill,
    ...(signal ? { signal } : {}),
  });
}

/** The bill's sums: items, service, discount, bonuses spent and earned, the total; zero lines left out. */
export function BillSums({ order, money }: { order: Order; money: (amount: number) => string }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [[t('orders.details.sum'), money(order.subtotal)]];
  if (order.serviceCost > 0) rows.push([t('orders.details.serviceCost'), money(order.serviceCost)]);
  if (order.discount > 0) rows.push([t('orders.details.discount'), `−${money(order.discount)}`]);
  if (order.paidByBonus > 0) rows.push([t('orders.details.paidByBonus'), `−${money(order.paidByBonus)}`]);
  return (
    <dl className="ck-summary" data-testid="bill-sums">
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
      <dt className="ck-total">{t('orders.details.total')}</dt>
      <dd className="ck-total">{money(order.amount)}</dd>
      {order.bonusGranted > 0 ? (
        <>
          <dt>{t('orders.details.bonusGranted')}</dt>
          <dd>+{money(order.bonusGranted)}</dd>
        </>
      ) : null}
      <dt>{t('orders.details.paymentType')}</dt>
      <dd>{t(`common.payment.${order.paymentType}`)}</dd>
    </dl>
  );
}

interface Fact {
  label: string;
  value: string;
  wide?: boolean;
}

/** The bill's facts as tiles: order number, table, waiter, and when it was placed (a row of its own). */
export function BillFacts({ bill, when }: { bill: PreorderBill; when: string | null }) {
  const { t } = useTranslation();
  const facts: Fact[] = [{ label: t('orders.details.number'), value: bill.order.number }];
  if (bill.order.tableNumber) facts.push({ label: t('orders.details.table'), value: bill.order.tableNumber });
  if (bill.waiter) facts.push({ label: t('preorder.waiter'), value: bill.waiter.name });
  if (when) facts.push({ label: t('orders.details.date'), value: when, wide: true });
  return (
    <dl className="ckb-facts" data-testid="bill-facts">
      {facts.map((fact) => (
        <div key={fact.label} className={fact.wide ? 'ckb-fact-wide' : undefined}>
          <dt>{fact.label}</dt>
          <dd>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

type PayState = 'idle' | 'paying' | 'failed';

/**
 * docs/contract/screens.md#routes /bills/preorder/{preorder_id}, OrderInformationBill: the bill of an express order placed ahead for
 * a table (docs/features/checkout.md). Venue, table, number, status, lines, sums, paid or what is due, and
 * what the guest can do next: pay the rest online, tip the waiter, rate the order (feedback's routes, by URL).
 */
export default function PreorderBillScreen() {
  const { t, i18n } = useTranslation();
  const stores = useAppStores();
  const client = useApiClient();
  const bridgeReady = useBridge();
  const paths = usePagePaths();
  const params = useParams<{ id: string }>();
  const id = Number(params.id);
  const request = useQuery(['preorder-bill', id], (signal) => fetchPreorderBill(client, id, signal));
  const bill = request.data;
  const money = useMoney(bill?.order.currency);
  const language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const [pay, setPay] = useState<PayState>('idle');
  const notFound = request.status === 'error' && isApiError(request.error, 'not-found');

  const payOnline = async (current: PreorderBill) => {
    const payment = current.order.payment;
    const bridge = await bridgeReady;
    if (!payment || !bridge?.supports('pay.open')) {
      setPay('failed');
      return;
    }
    setPay('paying');
    // Back from the hosted page goes Home, as after the cart's payment (docs/contract/screens.md#back).
    if (bridge.runtime === 'web') stores.session.set(SESSION_KEYS.fromPayment, '1');
    const here = paths.pathOf(`/bills/preorder/${current.order.id}`);
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
