import { useId } from 'react';
import { Modal, ModalChoice } from './Modal.tsx';
import type { Question } from './use-confirm.tsx';

/** The app's own alertdialog for useConfirm's question, where the host draws no popup. */
export default function ConfirmDialog({
  question,
  answer,
}: {
  question: Question;
  answer: (yes: boolean) => void;
}) {
  const textId = useId();
  return (
    <Modal open role="alertdialog" describedBy={textId} title={question.title} onClose={() => answer(false)}>
      <p id={textId}>{question.message}</p>
      <ModalChoice
        keep={question.cancel}
        onKeep={() => answer(false)}
        act={question.confirm}
        onAct={() => answer(true)}
      />
    </Modal>
  );
}
