import { Fragment } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import type { Order } from '../../api/order-endpoints.ts';
import type { PreorderBill } from './preorder-api.ts';

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
