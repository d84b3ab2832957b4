import { useTranslation } from '../i18n/use-translation.tsx';
import { Modal, ModalChoice } from './Modal.tsx';

export type AgeAnswer = 'accepted' | 'declined' | 'closed';

/**
 * docs/contract/screens.md#age-restriction-modal, docs/contract/states.md#age-restriction: a title, three paragraphs, No and confirm. Closing without answering (overlay, Escape, the
 * host's back) is reported as 'closed', which callers track separately from a 'declined'.
 */
export function AgeRestrictionModal({
  open,
  onAnswer,
}: {
  open: boolean;
  onAnswer: (answer: AgeAnswer) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={() => onAnswer('closed')}
      title={t('dialogs.ageRestriction.title')}
      showCloseButton
    >
      <p>{t('dialogs.ageRestriction.paragraph1')}</p>
      <p>{t('dialogs.ageRestriction.paragraph2')}</p>
      <p>{t('dialogs.ageRestriction.paragraph3')}</p>
      <ModalChoice
        keep={t('dialogs.ageRestriction.no')}
        onKeep={() => onAnswer('declined')}
        act={t('dialogs.ageRestriction.confirm')}
        onAct={() => onAnswer('accepted')}
      />
    </Modal>
  );
}
