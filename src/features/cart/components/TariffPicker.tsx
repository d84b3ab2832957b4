import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { DeliveryTariff } from '../model/tariffs.ts';

/** docs/contract/validation.md#order-requirements: a delivery method must be chosen when couriers offer several. */
export function TariffPicker({
  tariffs,
  value,
  onChange,
  money,
  invalid,
}: {
  tariffs: readonly DeliveryTariff[];
  value: DeliveryTariff['transportType'] | null;
  onChange: (type: DeliveryTariff['transportType']) => void;
  money: (amount: number) => string;
  invalid: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const errorId = useId();
  return (
    <fieldset className="ck-choices" aria-invalid={invalid} aria-describedby={invalid ? errorId : undefined}>
      <legend className="ck-legend">{t('delivery.tariffs.title')}</legend>
      {tariffs.map((tariff) => (
        <label key={tariff.transportType} className="ck-choice">
          <input
            type="radio"
            name={name}
            value={tariff.transportType}
            checked={value === tariff.transportType}
            onChange={() => onChange(tariff.transportType)}
          />
          <span className="ck-choice-text">
            <strong>
              {t(tariff.transportType === 'FOOT' ? 'common.transport.foot' : 'common.transport.car')}
              {tariff.isFastest ? ` · ${t('delivery.tariffs.fastest')}` : ''}
            </strong>
            <span className="dk-muted">
              {t('common.minutesRange', { from: tariff.timeFrom, to: tariff.timeTo })}
            </span>
          </span>
          <span>
            {tariff.cost > tariff.price ? <s className="ck-strike">{money(tariff.cost)}</s> : null}
            {tariff.isFree || tariff.price === 0 ? t('delivery.tariffs.free') : money(tariff.price)}
          </span>
        </label>
      ))}
      {tariffs[0]?.amountToNextTier ? (
        <p className="dk-muted">
          {t('delivery.tariffs.toNextTierAmount', { amount: money(tariffs[0].amountToNextTier) })}
        </p>
      ) : null}
      {invalid ? (
        <p id={errorId} className="ck-hint-error">
          {t('validation.deliveryMethodRequired')}
        </p>
      ) : null}
    </fieldset>
  );
}
