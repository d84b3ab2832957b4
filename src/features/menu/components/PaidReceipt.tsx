import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { moneyOptions } from '../../../i18n/venue-currency.ts';
import type { Bill, BillPart } from '../api/bill-api.ts';

/**
 * The guest's paid part (issue 29 §2): what they paid, the tip, the bonuses spent and earned, their receipt
 * (the items, or a share of the bill), and what the table still owes, or that the bill is closed.
 */
export function PaidReceipt({ bill, parts }: { bill: Bill; parts: BillPart[] }) {
  const { t } = useTranslation();
  const money = moneyOptions(bill.currency);
  const titleId = useId();
  const sum = (pick: (part: BillPart) => number) => parts.reduce((total, part) => total + pick(part), 0);
  const amount = sum((part) => part.amount);
  const tip = sum((part) => part.tip);
  const spent = sum((part) => part.bonusAmount);
  const earned = sum((part) => part.bonusGranted);
  const items = parts.flatMap((part) => part.items);
  const price = (value: number) => t('menu.price', { amount: value, ...money });
  return (
    <section className="dk-card dkm-bill-receipt" aria-labelledby={titleId} data-paid-receipt="">
      <h2 id={titleId}>{t('bill.receipt.title')}</h2>
      <p className="dkm-bill-receipt-sum">{price(amount - spent + tip)}</p>
      <dl className="dkm-bill-receipt-rows">
        <div>
          {/* The receipt of a part paid by items lists them below; of a share, this row is all it is. */}
          <dt>{items.length > 0 ? t('bill.receipt.part') : t('bill.receipt.share')}</dt>
          <dd>{price(amount)}</dd>
        </div>
        {tip > 0 ? (
          <div>
            <dt>{t('bill.receipt.tip')}</dt>
            <dd>{price(tip)}</dd>
          </div>
        ) : null}
        {spent > 0 ? (
          <div>
            <dt>{t('bill.receipt.bonusesSpent')}</dt>
            <dd>{`−${price(spent)}`}</dd>
          </div>
        ) : null}
        {earned > 0 ? (
          <div>
            <dt>{t('bill.receipt.bonusesEarned')}</dt>
            <dd>{`+${t('common.bonuses', { count: earned })}`}</dd>
          </div>
        ) : null}
      </dl>
      {items.length > 0 ? (
        <>
          <h3>{t('bill.receipt.items')}</h3>
          <ul className="dkm-bill-lines">
            {items.map((item, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one line per item of the guest's parts, in order
              <li key={index}>
                <span>{`${item.name} × ${item.count}`}</span>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="dkm-note" role="status" data-bill-left={bill.remaining + bill.heldAmount}>
        {bill.status === 'paid' || bill.remaining + bill.heldAmount === 0
          ? t('bill.receipt.closed')
          : t('bill.receipt.left', { amount: bill.remaining + bill.heldAmount, ...money })}
      </p>
    </section>
  );
}
