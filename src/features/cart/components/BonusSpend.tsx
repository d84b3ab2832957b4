import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';

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
