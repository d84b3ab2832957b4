import { useId } from 'react';
import { Modal } from './Modal.tsx';
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
      <div className="dk-actions">
        <button type="button" className="dk-button dk-button-secondary" onClick={() => answer(false)}>
          {question.cancel}
        </button>
        <button type="button" className="dk-button" onClick={() => answer(true)}>
          {question.confirm}
        </button>
      </div>
    </Modal>
  );
}
