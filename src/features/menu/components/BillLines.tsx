import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { moneyOptions } from '../../../i18n/venue-currency.ts';
import { Icon } from '../../../ui/Icon.tsx';
import receipt from 'lucide/dist/esm/icons/receipt-text.mjs';
import user from 'lucide/dist/esm/icons/user-round.mjs';
import type { Bill } from '../api/bill-api.ts';

/** The bill's table and waiter, what was ordered at the table (and what of it guests paid), and the amount. */
export function BillLines({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  // The bill is in its venue's currency, whatever the host's country.
  const money = moneyOptions(bill.currency);
  const contentsId = useId();
  return (
    <>
      <p className="dkm-bill-table">
        <span className="dkm-bill-badge">
          <Icon icon={receipt} size={24} />
        </span>
        <span>
          <strong>{t('bill.table', { number: bill.tableNumber ?? bill.tableId })}</strong>
          {bill.waiter ? (
            <span className="dkm-bill-waiter">
              <Icon icon={user} size={16} /> {`${t('bill.waiter')}: ${bill.waiter.name}`}
            </span>
          ) : null}
        </span>
      </p>
      <section className="dk-card" aria-labelledby={contentsId}>
        <h2 id={contentsId}>{t('bill.contents')}</h2>
        <ul className="dkm-bill-lines">
          {bill.lines.map((line) => (
            <li key={`${line.productId}:${line.name}:${line.price}:${line.count}`}>
              <span>
                {line.name} × {line.count}
                {line.paidCount + line.heldCount > 0 ? (
                  <small className="dkm-bill-taken">
                    {[
                      line.paidCount > 0 ? t('bill.progress.itemPaid', { count: line.paidCount }) : null,
                      line.heldCount > 0 ? t('bill.progress.itemHeld', { count: line.heldCount }) : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </small>
                ) : null}
              </span>
              <span>{t('menu.price', { amount: line.total, ...money })}</span>
            </li>
          ))}
        </ul>
        <p className="dkm-bill-total">
          <span>{t('bill.amount')}</span>
          <strong>{t('menu.price', { amount: bill.amount, ...money })}</strong>
        </p>
      </section>
    </>
  );
}
