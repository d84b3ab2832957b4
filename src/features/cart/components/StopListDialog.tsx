import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Modal } from '../../../ui/Modal.tsx';
import type { UnavailableLine } from '../../../api/order-problems.ts';

const STATE_KEYS = {
  stopped: 'cart.stopList.stopped',
  sold_out: 'cart.stopList.soldOut',
  unavailable: 'cart.stopList.unavailable',
  deleted: 'cart.stopList.deleted',
} as const;

/** docs/contract/validation.md#unavailable-dishes, docs/contract/errors.md#dish-problems: dishes finished or unavailable for the chosen mode must be removed before continuing. */
export function StopListDialog({
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
      <div className="dk-actions">
        <button type="button" className="dk-button dk-button-secondary" onClick={onClose}>
          {t('common.actions.cancel')}
        </button>
        <button type="button" className="dk-button" onClick={onRemove}>
          {t('cart.stopList.removeAndContinue')}
        </button>
      </div>
    </Modal>
  );
}
