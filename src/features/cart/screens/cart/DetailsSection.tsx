import { useId } from 'react';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import type { PaymentType, Cart, CartDetails } from '../../../../state/cart.ts';

function PaymentTypePicker({
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

/** The guest's wishes, name and payment type, written to the stored cart as they type. */
export function DetailsSection({
  cart,
  paymentTypes,
  paymentType,
  onChange,
}: {
  cart: Pick<Cart, 'comment' | 'name'>;
  /** The payment types the venue takes; null while its settings are unknown. */
  paymentTypes: readonly PaymentType[] | null;
  paymentType: PaymentType | null;
  onChange: (details: CartDetails) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="ck-section" aria-labelledby="ck-details-title">
      <h2 id="ck-details-title">{t('cart.detailsTitle')}</h2>
      <div className="ck-field">
        <label htmlFor="ck-comment">{t('cart.wishes')}</label>
        <textarea
          id="ck-comment"
          maxLength={500}
          placeholder={t('cart.wishesPlaceholder')}
          value={cart.comment}
          onChange={(event) => onChange({ comment: event.target.value })}
        />
      </div>
      <div className="ck-field">
        <label htmlFor="ck-name">{t('cart.name')}</label>
        <input
          id="ck-name"
          autoComplete="given-name"
          maxLength={60}
          value={cart.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </div>
      {paymentTypes ? (
        <PaymentTypePicker
          offered={paymentTypes}
          value={paymentType}
          onChange={(type) => onChange({ paymentType: type })}
        />
      ) : null}
    </section>
  );
}
