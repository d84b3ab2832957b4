import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { moneyOptions } from '../../../i18n/venue-currency.ts';
import type { Bill } from '../api/bill-api.ts';
import { MAX_PARTS, SPLIT_MODES, type SplitChoice, tipInput } from '../model/bill.ts';
import { QuantityStepper } from './QuantityStepper.tsx';

interface SplitFieldsetProps {
  bill: Bill;
  choice: SplitChoice;
  /** The part the choice pays now, shown large under the choice. */
  part: number;
  onChange: (choice: SplitChoice) => void;
}

/**
 * How the guest pays their part (issue 29 §1): the whole of what is left, equal shares, their own amount, or
 * the items they had, each line with a stepper so that a line of 3 can be paid 1 + 2.
 */
export function SplitFieldset({ bill, choice, part, onChange }: SplitFieldsetProps) {
  const { t } = useTranslation();
  const money = moneyOptions(bill.currency);
  const modeName = useId();
  const amountId = useId();
  const set = (change: Partial<SplitChoice>) => onChange({ ...choice, ...change });
  return (
    <div className="dkm-split">
      <fieldset className="dkm-group dkm-split-modes">
        <legend>{t('bill.split.legend')}</legend>
        {SPLIT_MODES.map((mode) => (
          <label key={mode} className="dkm-option" data-split-mode={mode}>
            <input
              type="radio"
              name={modeName}
              checked={choice.mode === mode}
              onChange={() => set({ mode })}
            />
            <span>{t(`bill.split.${mode}`)}</span>
          </label>
        ))}
      </fieldset>
      {choice.mode === 'equal' ? (
        <div className="dkm-split-panel">
          <div className="dkm-split-row">
            <span>{t('bill.split.parts')}</span>
            <QuantityStepper
              value={choice.parts}
              min={2}
              max={MAX_PARTS}
              label={t('bill.split.parts')}
              onChange={(parts) => set({ parts, shares: Math.min(choice.shares, parts) })}
            />
          </div>
          <div className="dkm-split-row">
            <span>{t('bill.split.shares')}</span>
            <QuantityStepper
              value={choice.shares}
              max={choice.parts}
              label={t('bill.split.shares')}
              onChange={(shares) => set({ shares })}
            />
          </div>
        </div>
      ) : null}
      {choice.mode === 'amount' ? (
        <div className="dkm-field dkm-split-panel">
          <label htmlFor={amountId}>{t('bill.split.amountLabel')}</label>
          <input
            id={amountId}
            inputMode="decimal"
            value={choice.amountText}
            placeholder={t('bill.split.amountHint', { amount: bill.remaining, ...money })}
            onChange={(event) => set({ amountText: tipInput(event.target.value) })}
          />
        </div>
      ) : null}
      {choice.mode === 'items' ? (
        <fieldset className="dkm-group dkm-split-panel">
          <legend>{t('bill.split.itemsHint')}</legend>
          <ul className="dkm-split-items">
            {bill.lines.map((line) =>
              line.productId === null ? null : (
                <li key={line.productId} data-product={line.productId}>
                  <span>
                    <span>{line.name}</span>
                    <small>
                      {`${t('menu.price', { amount: line.price, ...money })} · ${t('bill.split.itemLeft', { count: line.remainingCount })}`}
                    </small>
                  </span>
                  <QuantityStepper
                    value={Math.min(choice.items[line.productId] ?? 0, line.remainingCount)}
                    min={0}
                    max={line.remainingCount}
                    label={line.name}
                    onChange={(count) =>
                      set({ items: { ...choice.items, [line.productId as number]: count } })
                    }
                  />
                </li>
              ),
            )}
          </ul>
        </fieldset>
      ) : null}
      {choice.mode === 'equal' || choice.mode === 'items' ? (
        <p className="dkm-split-part">
          <span>{t('bill.split.share')}</span>
          <strong>{t('menu.price', { amount: part, ...money })}</strong>
        </p>
      ) : null}
    </div>
  );
}
