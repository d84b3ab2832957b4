import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import type { PriceChange } from '../../../api/order-problems.ts';

/** docs/contract/states.md#order-change-notices, docs/contract/errors.md#dish-problems: an item's price changed; the guest confirms the new prices before the order goes. */
export function PriceChangeDialog({
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
      <div className="dk-actions">
        <button type="button" className="dk-button dk-button-secondary" onClick={onClose}>
          {t('common.actions.cancel')}
        </button>
        <button type="button" className="dk-button" onClick={onConfirm}>
          {t('cart.prices.confirm')}
        </button>
      </div>
    </Modal>
  );
}
