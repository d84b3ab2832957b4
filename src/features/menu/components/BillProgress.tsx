import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { moneyOptions } from '../../../i18n/venue-currency.ts';
import type { Bill } from '../api/bill-api.ts';

/**
 * What the table has paid so far, by whom, and what is left (issue 29 §1): every guest's screen follows it
 * live, so the list is a polite live region and a new payment is read out once.
 */
export function BillProgress({ bill }: { bill: Bill }) {
  const { t } = useTranslation();
  const money = moneyOptions(bill.currency);
  const titleId = useId();
  if (bill.payments.length === 0) return null;
  const paidShare = bill.amount > 0 ? Math.min(100, Math.round((bill.paidAmount / bill.amount) * 100)) : 0;
  return (
    <section className="dk-card dkm-bill-progress" aria-labelledby={titleId} data-bill-progress="">
      <h2 id={titleId}>{t('bill.progress.title')}</h2>
      <div className="dkm-bill-meter" aria-hidden="true">
        <span className="dkm-bill-meter-bar" style={{ width: `${paidShare}%` }} />
      </div>
      <p className="dkm-bill-left">
        <strong data-bill-remaining={bill.remaining}>
          {t('bill.progress.left', { amount: bill.remaining, ...money })}
        </strong>
        <span className="dk-muted">
          {t('bill.progress.paid', { amount: bill.paidAmount, total: bill.amount, ...money })}
        </span>
      </p>
      <ul className="dkm-bill-payers" aria-live="polite">
        {bill.payments.map((part, index) => (
          // The parts keep their order (oldest first) and are never removed while they count.
          // biome-ignore lint/suspicious/noArrayIndexKey: a part has no id of its own in the answer
          <li key={index} data-status={part.status}>
            <span>
              <strong>{part.mine ? t('bill.progress.you') : (part.payer ?? t('bill.progress.guest'))}</strong>
              {part.items.length > 0 ? (
                <small>{part.items.map((item) => `${item.name} × ${item.count}`).join(', ')}</small>
              ) : null}
            </span>
            <span>
              {t('menu.price', { amount: part.amount, ...money })}
              <small>{part.status === 'paid' ? t('bill.progress.done') : t('bill.progress.paying')}</small>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
