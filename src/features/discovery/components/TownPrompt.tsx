import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useAppState } from '../../../state/app-core.ts';
import { Modal } from '../../../ui/Modal.tsx';
import { useTownName } from '../hooks/use-town-name.ts';

/** docs/contract/constants.md#distances: the first venue is more than 50 km away; asked once per session (useTownPrompt). */
export function TownPrompt({
  open,
  onClose,
  onChooseTown,
}: {
  open: boolean;
  onClose: () => void;
  onChooseTown: () => void;
}) {
  const { t } = useTranslation();
  const { townId } = useAppState().device;
  const townName = useTownName();
  return (
    <Modal open={open} onClose={onClose} title={t('places.townPicker.farAway.title')}>
      <p>{t('places.townPicker.farAway.text')}</p>
      <div className="dk-actions">
        <button type="button" className="dk-button dk-button-secondary" onClick={onClose}>
          {t('places.townPicker.farAway.stay', { town: townName(townId) })}
        </button>
        <button
          type="button"
          className="dk-button"
          onClick={() => {
            onClose();
            onChooseTown();
          }}
        >
          {t('places.townPicker.farAway.change')}
        </button>
      </div>
    </Modal>
  );
}
