// The foot of the cart: the sums as they will be charged, the bonuses to spend and the button that places
// the order.
import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { Quote } from '../../model/checkout-money.ts';
import { useAppState, useAppStores } from '../../../../state/app-core.ts';
import { useHostMainButton } from '../../../../runtime/host-main-button.ts';

/**
 * docs/contract/validation.md#bonus-payment, docs/contract/constants.md#bonus-payment-limit: bonuses pay at most the venue's percentage of the items, delivery excluded. The guest turns
 * it on (the most they may spend is filled in) and may lower the amount.
 */
export function BonusSpend({
  limit,
  percent,
  enabled,
  amount,
  onEnabled,
  onAmount,
  money,
}: {
  limit: number;
  percent: number;
  enabled: boolean;
  amount: number;
  onEnabled: (value: boolean) => void;
  onAmount: (value: number) => void;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const inputId = useId();
  const hintId = useId();
  return (
    <section className="ck-section" aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`}>{t('cart.bonuses.title')}</h2>
      <label className="ck-check">
        <input
          type="checkbox"
          checked={enabled}
          disabled={limit <= 0}
          onChange={(event) => onEnabled(event.target.checked)}
        />
        <span>{t('cart.bonuses.use')}</span>
      </label>
      <p id={hintId} className="dk-muted">
        {limit > 0 ? t('cart.bonuses.limit', { amount: money(limit), percent }) : t('cart.bonuses.none')}
      </p>
      {enabled ? (
        <div className="ck-field">
          <label htmlFor={inputId}>{t('cart.bonuses.amount')}</label>
          <input
            id={inputId}
            type="number"
            inputMode="numeric"
            min={0}
            max={limit}
            step={1}
            value={amount}
            aria-describedby={hintId}
            onChange={(event) => {
              const value = Number(event.target.value);
              onAmount(Number.isFinite(value) ? Math.max(0, Math.min(limit, value)) : 0);
            }}
          />
        </div>
      ) : null}
    </section>
  );
}

/** The money of the cart, line by line, as the guest will be charged (the order's sums, docs/contract/entities.md#order). */
export function OrderSummary({
  quote,
  servicePercentage,
  showDelivery,
  money,
}: {
  quote: Quote;
  servicePercentage: number;
  showDelivery: boolean;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <dl className="ck-summary" aria-label={t('cart.summary.title')}>
      <dt>{t('cart.summary.order')}</dt>
      <dd>{money(quote.subtotal)}</dd>
      {quote.serviceCost > 0 ? (
        <>
          <dt>{t('cart.summary.service', { percent: servicePercentage })}</dt>
          <dd>{money(quote.serviceCost)}</dd>
        </>
      ) : null}
      {showDelivery ? (
        <>
          <dt>{t('cart.summary.deliveryFee')}</dt>
          <dd>
            {quote.deliveryDiscount > 0 ? (
              <>
                <span className="dk-visually-hidden">
                  {t('cart.summary.before', { amount: money(quote.deliveryFee + quote.deliveryDiscount) })}
                </span>
                <s className="ck-strike" aria-hidden="true">
                  {money(quote.deliveryFee + quote.deliveryDiscount)}
                </s>
              </>
            ) : null}
            {quote.deliveryFee === 0 ? t('common.free') : money(quote.deliveryFee)}
          </dd>
        </>
      ) : null}
      {quote.deliveryDiscount > 0 ? (
        <>
          <dt>{t('cart.summary.discount')}</dt>
          <dd>−{money(quote.deliveryDiscount)}</dd>
        </>
      ) : null}
      {quote.bonusSpent > 0 ? (
        <>
          <dt>{t('cart.summary.bonuses')}</dt>
          <dd>−{money(quote.bonusSpent)}</dd>
        </>
      ) : null}
      <dt className="ck-total">{t('cart.summary.total')}</dt>
      <dd className="ck-total" data-testid="cart-total">
        {money(quote.total)}
      </dd>
    </dl>
  );
}

/**
 * "Place order" (or "Pay" with the sum), with the sign-in note for a guest who is not signed in. While new
 * terms of use wait for the guest's consent, the button opens the consent dialog instead (src/state/terms.ts).
 * Where the host offers its main button, the action is drawn there instead of here (docs/protocol.md).
 */
export function SubmitBar({
  label,
  total,
  working,
  signedIn,
  disabled,
  describedBy,
  onPlace,
}: {
  label: 'loading' | 'pay' | 'place';
  /** Sending the order or opening the payment: the host's button shows its progress. */
  working: boolean;
  /** The total, as money, for "Pay". */
  total: string;
  signedIn: boolean;
  disabled: boolean;
  /** The issue list, when there is one: what the button will refuse on. */
  describedBy: string | undefined;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  const { terms } = useAppStores();
  const termsPending = useAppState().terms.pending !== null && signedIn;
  const text =
    label === 'loading'
      ? t('common.states.loading')
      : label === 'pay'
        ? t('cart.payAmount', { amount: total })
        : t('cart.checkout');
  const press = termsPending ? () => terms.ask() : onPlace;
  const hosted = useHostMainButton({ text, enabled: !disabled, progress: working }, press);
  return (
    <div className="ck-footer">
      {signedIn ? null : <p className="dk-muted">{t('cart.signInNote')}</p>}
      {termsPending ? (
        <p className="dk-muted" data-testid="terms-blocked">
          {t('care.terms.blocked')}
        </p>
      ) : null}
      {hosted ? null : (
        <button
          type="button"
          className="dk-button"
          data-testid="place-order"
          disabled={disabled}
          aria-describedby={describedBy}
          onClick={press}
        >
          {text}
        </button>
      )}
    </div>
  );
}
