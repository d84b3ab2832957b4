import { useSnapshot } from 'valtio';
import { useMountScope } from '../../../../mount-context.ts';
import { useTranslation } from '../../../../i18n/use-translation.tsx';

/**
 * "Place order" (or "Pay" with the sum), with the sign-in note for a guest who is not signed in. While new
 * terms of use wait for the guest's consent, the button opens the consent dialog instead (src/state/terms.ts).
 */
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
  const { terms } = useMountScope().runtime.core.state;
  const termsPending = useSnapshot(terms.state).pending !== null && signedIn;
  return (
    <div className="ck-footer">
      {signedIn ? null : <p className="dk-muted">{t('cart.signInNote')}</p>}
      {termsPending ? (
        <p className="dk-muted" data-testid="terms-blocked">
          {t('care.terms.blocked')}
        </p>
      ) : null}
      <button
        type="button"
        className="dk-button"
        data-testid="place-order"
        disabled={disabled}
        aria-describedby={describedBy}
        onClick={termsPending ? () => terms.ask() : onPlace}
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
