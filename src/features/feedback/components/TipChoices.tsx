import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { presetTip } from '../model/feedback.ts';

export type TipChoice = number | 'custom';

/** The preset percentages of the total with their sums, and "another amount" with its own field. */
export function TipChoices({
  base,
  presets,
  money,
  choice,
  custom,
  error,
  onChoice,
  onCustom,
}: {
  base: number;
  presets: number[];
  money: (amount: number) => string;
  choice: TipChoice;
  custom: string;
  error: string | null;
  onChoice: (choice: TipChoice) => void;
  onCustom: (text: string) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  const customId = useId();
  const errorId = useId();
  return (
    <fieldset className="fb-tips">
      <legend>{t('feedback.tips.choose')}</legend>
      {presets.map((percent) => (
        <label key={percent} className="fb-choice">
          <input type="radio" name={name} checked={choice === percent} onChange={() => onChoice(percent)} />
          <span>{t('feedback.tips.percent', { percent, amount: money(presetTip(base, percent)) })}</span>
        </label>
      ))}
      <label className="fb-choice">
        <input type="radio" name={name} checked={choice === 'custom'} onChange={() => onChoice('custom')} />
        <span>{t('feedback.tips.customSum')}</span>
      </label>
      {choice === 'custom' ? (
        <>
          <label htmlFor={customId} className="dk-visually-hidden">
            {t('feedback.tips.customSum')}
          </label>
          <input
            id={customId}
            className="fb-amount"
            inputMode="decimal"
            autoComplete="off"
            value={custom}
            placeholder={t('feedback.tips.customSumPlaceholder')}
            aria-invalid={!!error || undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => onCustom(event.target.value.replace(/[^\d.,]/g, ''))}
          />
        </>
      ) : null}
      {error ? (
        <span id={errorId} className="fb-error" role="alert">
          {error}
        </span>
      ) : null}
    </fieldset>
  );
}
