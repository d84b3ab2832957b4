import { type PointerEvent, type ReactNode, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useUiScope } from './ui-context.tsx';
import { useDialog } from './use-dialog.ts';
import { Icon } from './Icon.tsx';
import x from 'lucide/dist/esm/icons/x.mjs';

/** docs/contract/constants.md#sheets-and-notifications: a downward swipe of at least this many CSS pixels closes the sheet. */
const SHEET_CLOSE_THRESHOLD_PX = 70;

export interface BottomSheetProps {
  open: boolean;
  onClose: () => void;
  title?: string;
  showCloseButton?: boolean;
  closeThreshold?: number;
  children: ReactNode;
}

export function BottomSheet({
  open,
  onClose,
  title,
  showCloseButton = false,
  closeThreshold = SHEET_CLOSE_THRESHOLD_PX,
  children,
}: BottomSheetProps) {
  const { portalTarget } = useUiScope();
  const { t } = useTranslation();
  const sheet = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const drag = useRef<{ pointerId: number; startY: number } | null>(null);
  const [offset, setOffset] = useState(0);
  useDialog(sheet, open, onClose);
  if (!open) return null;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    drag.current = { pointerId: event.pointerId, startY: event.clientY };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    setOffset(Math.max(0, event.clientY - drag.current.startY));
  };
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (drag.current?.pointerId !== event.pointerId) return;
    const distance = event.clientY - drag.current.startY;
    drag.current = null;
    setOffset(0);
    if (distance >= closeThreshold) onClose();
  };
  const dragHandlers = {
    onPointerDown,
    onPointerMove,
    onPointerUp: onPointerEnd,
    onPointerCancel: onPointerEnd,
  };

  return createPortal(
    <div className="dk-layer">
      <div className="dk-overlay" aria-hidden="true" onClick={onClose} />
      <div
        ref={sheet}
        className="dk-sheet"
        role="dialog"
        aria-modal="true"
        tabIndex={-1}
        {...(title ? { 'aria-labelledby': titleId } : { 'aria-label': t('common.actions.close') })}
        data-dragging={offset > 0}
        style={offset > 0 ? { transform: `translateY(${offset}px)` } : undefined}
      >
        <div className="dk-sheet-handle" data-testid="sheet-handle" aria-hidden="true" {...dragHandlers} />
        {title || showCloseButton ? (
          <div className="dk-dialog-header" {...dragHandlers}>
            {title ? <h2 id={titleId}>{title}</h2> : <span />}
            {showCloseButton ? (
              <button
                type="button"
                className="dk-icon-button"
                onClick={onClose}
                onPointerDown={(event) => event.stopPropagation()}
                aria-label={t('common.actions.close')}
              >
                <Icon icon={x} />
              </button>
            ) : null}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    portalTarget,
  );
}
