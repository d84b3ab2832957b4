import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import type { PaymentType } from '../../../state/cart.ts';

export function PaymentTypePicker({
  offered,
  value,
  onChange,
}: {
  offered: readonly PaymentType[];
  value: PaymentType | null;
  onChange: (type: PaymentType) => void;
}) {
  const { t } = useTranslation();
  const name = useId();
  if (offered.length === 0) {
    return (
      <p className="ck-note" role="note">
        {t('cart.paymentUnavailable')}
      </p>
    );
  }
  return (
    <fieldset className="ck-choices">
      <legend className="ck-legend">{t('cart.paymentType')}</legend>
      {offered.map((type) => (
        <label key={type} className="ck-choice">
          <input
            type="radio"
            name={name}
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          <span className="ck-choice-text">{t(type === 'online' ? 'cart.payOnline' : 'cart.payCash')}</span>
        </label>
      ))}
    </fieldset>
  );
}
