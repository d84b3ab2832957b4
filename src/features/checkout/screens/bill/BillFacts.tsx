import { useTranslation } from 'react-i18next';
import type { PreorderBill } from '../../api/preorder-api.ts';

/** The bill's facts as tiles: order number, table, waiter, when it was placed. */
export function BillFacts({ bill, when }: { bill: PreorderBill; when: string | null }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t('orders.details.number'), bill.order.number],
    ...(bill.order.tableNumber
      ? ([[t('orders.details.table'), bill.order.tableNumber]] as [string, string][])
      : []),
    ...(bill.waiter ? ([[t('preorder.waiter'), bill.waiter.name]] as [string, string][]) : []),
    ...(when ? ([[t('orders.details.date'), when]] as [string, string][]) : []),
  ];
  return (
    <dl className="ckb-facts" data-testid="bill-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
