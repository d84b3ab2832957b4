import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { moneyOptions } from '../../../i18n/venue-currency.ts';
import type { Bill } from '../api/bill-api.ts';
import { percentTip, TIP_PERCENTS, type TipChoice, tipInput } from '../model/bill.ts';

interface TipFieldsetProps {
  bill: Bill;
  /** What the percentages are of: the guest's part of the bill. */
  base: number;
  choice: TipChoice;
  customTip: string;
  onChoice: (choice: TipChoice) => void;
  onCustomTip: (text: string) => void;
}

/** The tip for the waiter: none, a percentage of the guest's part of the bill, or their own amount. */
export function TipFieldset({ bill, base, choice, customTip, onChoice, onCustomTip }: TipFieldsetProps) {
  const { t } = useTranslation();
  const money = moneyOptions(bill.currency);
  const tipName = useId();
  const customId = useId();
  return (
    <fieldset className="dkm-group dkm-tips">
      <legend>
        {bill.waiter ? t('feedback.tips.recipient', { name: bill.waiter.name }) : t('feedback.tips.title')}
      </legend>
      {TIP_PERCENTS.map((percent) => (
        <label key={percent} className="dkm-option">
          <input
            type="radio"
            name={tipName}
            checked={choice === percent}
            onChange={() => onChoice(percent)}
          />
          <span>
            {percent === 0
              ? t('feedback.tips.none')
              : `${percent}% · ${t('menu.price', { amount: percentTip(base, percent), ...money })}`}
          </span>
        </label>
      ))}
      <label className="dkm-option">
        <input
          type="radio"
          name={tipName}
          checked={choice === 'custom'}
          onChange={() => onChoice('custom')}
        />
        <span>{t('feedback.tips.customSum')}</span>
      </label>
      {choice === 'custom' ? (
        <div className="dkm-field">
          <label htmlFor={customId}>{t('feedback.tips.customSum')}</label>
          <input
            id={customId}
            inputMode="decimal"
            value={customTip}
            placeholder={t('feedback.tips.customSumPlaceholder')}
            onChange={(event) => onCustomTip(tipInput(event.target.value))}
          />
        </div>
      ) : null}
    </fieldset>
  );
}
