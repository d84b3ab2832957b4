import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { moneyOptions } from '../../../i18n/venue-currency.ts';
import { Icon } from '../../../ui/Icon.tsx';
import receipt from 'lucide/dist/esm/icons/receipt-text.mjs';
import user from 'lucide/dist/esm/icons/user-round.mjs';
import type { Bill, BillPart } from '../api/bill-api.ts';

// The Bill screen's cards that only show the bill: its lines, what the table paid so far, and the guest's receipt.

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
