import { useTranslation } from '../../../../i18n/use-translation.tsx';
import { Modal, ModalChoice } from '../../../../ui/Modal.tsx';
import type { PriceChange, UnavailableLine } from '../../../../api/order-problems.ts';
import { AgeRestrictionModal } from '../../../../ui/AgeRestrictionModal.tsx';
import { SendingOrder } from '../../components/SendingOrder.tsx';
import type { CheckoutController } from '../../hooks/use-checkout.ts';
import type { SendingStage } from '../../model/checkout-rules.ts';

/** docs/contract/states.md#order-change-notices, docs/contract/errors.md#dish-problems: an item's price changed; the guest confirms the new prices before the order goes. */
function PriceChangeDialog({
  changes,
  money,
  onConfirm,
  onClose,
}: {
  changes: readonly PriceChange[] | null;
  money: (amount: number) => string;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={changes !== null} onClose={onClose} title={t('cart.prices.title')} showCloseButton>
      <p>{t('errors.promoPricesChanged')}</p>
      <ul className="ck-list" data-testid="price-changes">
        {(changes ?? []).map((change) => (
          <li key={`${change.productId}-${change.additiveId ?? ''}`}>
            {t('cart.prices.line', {
              name: change.name,
              before: money(change.shownPrice),
              after: money(change.price),
            })}
          </li>
        ))}
      </ul>
      <ModalChoice
        keep={t('common.actions.cancel')}
        onKeep={onClose}
        act={t('cart.prices.confirm')}
        onAct={onConfirm}
      />
    </Modal>
  );
}

const STATE_KEYS = {
  stopped: 'cart.stopList.stopped',
  sold_out: 'cart.stopList.soldOut',
  unavailable: 'cart.stopList.unavailable',
  deleted: 'cart.stopList.deleted',
} as const;

/** docs/contract/validation.md#unavailable-dishes, docs/contract/errors.md#dish-problems: dishes finished or unavailable for the chosen mode must be removed before continuing. */
function StopListDialog({
  lines,
  onRemove,
  onClose,
}: {
  lines: readonly UnavailableLine[] | null;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal open={lines !== null} onClose={onClose} title={t('errors.dishes.unavailable')} showCloseButton>
      <p>{t('errors.dishes.removeToContinue')}</p>
      <ul className="ck-issues" data-testid="stop-list">
        {(lines ?? []).map((line) => (
          <li key={line.productId}>
            {line.name} —{' '}
            {t(STATE_KEYS[line.state as keyof typeof STATE_KEYS] ?? 'cart.stopList.unavailable')}
          </li>
        ))}
      </ul>
      <ModalChoice
        keep={t('common.actions.cancel')}
        onKeep={onClose}
        act={t('cart.stopList.removeAndContinue')}
        onAct={onRemove}
      />
    </Modal>
  );
}

/**
 * What the checkout asks over the cart: unavailable lines, new prices, 21+, and the sending screen. Loaded
 * on demand (hooks/use-checkout.ts), so it takes the sending stage from the Cart rather than importing the
 * checkout's rules: an import from CartScreen's chunk would make rollup stop listing that chunk's own
 * imports with it, and the Cart's header would wait for two more round trips (ADR 0017).
 */
export function CheckoutDialogs({
  checkout,
  stage,
  money,
}: {
  checkout: CheckoutController;
  stage: SendingStage | null;
  money: (amount: number) => string;
}) {
  return (
    <>
      <StopListDialog
        lines={checkout.stopList}
        onRemove={checkout.removeUnavailable}
        onClose={checkout.dismissDialogs}
      />
      <PriceChangeDialog
        changes={checkout.priceChanges}
        money={money}
        onConfirm={checkout.confirmPrices}
        onClose={checkout.dismissDialogs}
      />
      <AgeRestrictionModal open={checkout.askAge} onAnswer={checkout.answerAge} />
      <SendingOrder open={stage !== null} stage={stage ?? 'sending'} />
    </>
  );
}
