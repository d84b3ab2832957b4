import { useTranslation } from '../../../../i18n/use-translation.tsx';

/** "Place order" (or "Pay" with the sum), with the sign-in note for a guest who is not signed in. */
export function SubmitBar({
  label,
  total,
  signedIn,
  disabled,
  describedBy,
  onPlace,
}: {
  label: 'loading' | 'pay' | 'place';
  /** The total, as money, for "Pay". */
  total: string;
  signedIn: boolean;
  disabled: boolean;
  /** The issue list, when there is one: what the button will refuse on. */
  describedBy: string | undefined;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="ck-footer">
      {signedIn ? null : <p className="dk-muted">{t('cart.signInNote')}</p>}
      <button
        type="button"
        className="dk-button"
        data-testid="place-order"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={onPlace}
      >
        {label === 'loading'
          ? t('common.states.loading')
          : label === 'pay'
            ? t('cart.payAmount', { amount: total })
            : t('cart.checkout')}
      </button>
    </div>
  );
}
