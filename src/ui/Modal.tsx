import { type ReactNode, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useUiScope } from './ui-context.tsx';
import { useDialog } from './use-dialog.ts';
import { Icon } from './Icon.tsx';
import x from 'lucide/dist/esm/icons/x.mjs';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** When false, neither the overlay, Escape nor the host's back button closes it (docs/contract/screens.md#modal; default true). */
  closeable?: boolean;
  showCloseButton?: boolean;
  /** `alertdialog` for a question the guest must answer (ui/use-confirm.tsx); default `dialog`. */
  role?: 'dialog' | 'alertdialog';
  /** The id of the text that says what the dialog asks, for screen readers. */
  describedBy?: string;
  children: ReactNode;
}

export function Modal({
  open,
  onClose,
  title,
  closeable = true,
  showCloseButton = false,
  role = 'dialog',
  describedBy,
  children,
}: ModalProps) {
  const { portalTarget } = useUiScope();
  const { t } = useTranslation();
  const dialog = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useDialog(dialog, open, closeable ? onClose : undefined);
  if (!open) return null;
  return createPortal(
    <div className="dk-layer">
      <div
        className="dk-overlay"
        data-testid="modal-overlay"
        aria-hidden="true"
        onClick={closeable ? onClose : undefined}
      />
      {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is dialog or alertdialog, both modal. */}
      <div
        ref={dialog}
        className="dk-modal"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
      >
        <div className="dk-dialog-header">
          <h2 id={titleId}>{title}</h2>
          {showCloseButton && closeable ? (
            <button
              type="button"
              className="dk-icon-button"
              onClick={onClose}
              aria-label={t('common.actions.close')}
            >
              <Icon icon={x} />
            </button>
          ) : null}
        </div>
        {children}
      </div>
    </div>,
    portalTarget,
  );
}

/**
 * A modal's two answers, the one that keeps things as they are (cancel, no, stay) first and the one the
 * modal asks for last, where the thumb rests; both the same width on a phone (`.dk-actions`).
 */
export function ModalChoice({
  keep,
  onKeep,
  act,
  onAct,
}: {
  keep: string;
  onKeep: () => void;
  act: string;
  onAct: () => void;
}) {
  return (
    <div className="dk-actions">
      <button type="button" className="dk-button dk-button-secondary" onClick={onKeep}>
        {keep}
      </button>
      <button type="button" className="dk-button" onClick={onAct}>
        {act}
      </button>
    </div>
  );
}
