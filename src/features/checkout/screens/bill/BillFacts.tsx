import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { PreorderBill } from '../../api/preorder-api.ts';

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
