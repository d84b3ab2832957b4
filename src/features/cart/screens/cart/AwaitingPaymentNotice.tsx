import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { cartQuery } from '../../../../api/order-kinds.ts';
import type { AwaitingPayment } from '../../../../runtime/awaiting-payment.ts';

/**
 * An order that waits for its money. This cart's: pay it, or give it up to change the cart (then "Place
 * order" is hidden, so the guest cannot place it twice). Another cart's: a link to that cart.
 */
export function AwaitingPaymentNotice({
  awaiting,
  here,
  closed,
  busy,
  onPay,
  onDiscard,
  money,
}: {
  awaiting: AwaitingPayment | null;
  here: boolean;
  /** The pay sheet was closed without paying. */
  closed: boolean;
  busy: boolean;
  onPay: () => void;
  onDiscard: () => void;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  if (!awaiting) return null;
  if (!here)
    return (
      <p className="ck-note">
        <Link className="ck-link" href={`/cart?${cartQuery(awaiting.filialId, awaiting.kind)}`}>
          {t('cart.awaiting.elsewhere', { number: awaiting.number })}
        </Link>
      </p>
    );
  return (
    <section className="ck-alert" aria-labelledby="ck-awaiting-title" data-testid="awaiting-payment">
      <h2 id="ck-awaiting-title">{t('cart.awaiting.title', { number: awaiting.number })}</h2>
      <p>{closed ? t('cart.awaiting.closed') : t('cart.awaiting.text')}</p>
      <div className="ck-button-row">
        <button type="button" className="dk-button" disabled={busy} onClick={onPay}>
          {t('cart.payAmount', { amount: money(awaiting.amount) })}
        </button>
        <button type="button" className="dk-button dk-button-secondary" disabled={busy} onClick={onDiscard}>
          {t('cart.awaiting.change')}
        </button>
      </div>
    </section>
  );
}
