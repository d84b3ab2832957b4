import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Modal } from '../../../ui/Modal.tsx';

/**
 * The contract's (docs/contract/screens.md#other-screens-and-dialogs) order-sending screen. It cannot be closed: the order is on its way, and a reload resumes it
 * under the same idempotency key rather than losing it.
 */
export function SendingOrder({
  open,
  stage,
}: {
  open: boolean;
  stage: 'sending' | 'paying' | 'redirecting';
}) {
  const { t } = useTranslation();
  const text =
    stage === 'sending'
      ? t('dialogs.sendingOrder.hint')
      : stage === 'paying'
        ? t('cart.payment.opening')
        : t('cart.payment.redirecting');
  return (
    <Modal
      open={open}
      closeable={false}
      onClose={() => undefined}
      title={stage === 'sending' ? t('cart.sending') : t('cart.payment.title')}
    >
      <div role="status" aria-live="polite" aria-busy="true" data-testid="sending-order">
        <div className="ck-spinner" aria-hidden="true" />
        <p className="dk-muted">{text}</p>
      </div>
    </Modal>
  );
}
