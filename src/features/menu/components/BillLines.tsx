import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { moneyOptions } from '../../../i18n/venue-currency.ts';
import type { Bill } from '../api/bill-api.ts';

/** The bill's table and waiter, what was ordered at the table, and the amount. */
export function BillLines({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  // The bill is in its venue's currency, whatever the host's country.
  const money = moneyOptions(bill.currency);
  const contentsId = useId();
  return (
    <>
      <p>
        <strong>{t('bill.table', { number: bill.tableNumber ?? bill.tableId })}</strong>
        {bill.waiter ? ` · ${t('bill.waiter')}: ${bill.waiter.name}` : ''}
      </p>
      <section aria-labelledby={contentsId}>
        <h2 id={contentsId}>{t('bill.contents')}</h2>
        <ul className="dkm-results">
          {bill.lines.map((line) => (
            <li key={`${line.productId}:${line.name}:${line.price}:${line.count}`} className="dkm-option">
              <span>
                {line.name} × {line.count}
              </span>
              <span>{t('menu.price', { amount: line.total, ...money })}</span>
            </li>
          ))}
        </ul>
      </section>
      <p className="dkm-option">
        <span>{t('bill.amount')}</span>
        <strong>{t('menu.price', { amount: bill.amount, ...money })}</strong>
      </p>
    </>
  );
}
