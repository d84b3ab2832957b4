import { useAppState, useAppStores } from '../../../../state/app-core.ts';
import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { useHostMainButton } from '../../../../runtime/host-main-button.ts';

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
