import { type RefObject, useLayoutEffect, useRef } from 'react';
import { useUiScope } from './ui-context.tsx';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The behaviour every dialog shares while open: it is a layer of the mount (host back and Escape close the
 * last one first), it takes focus and keeps Tab inside, and it gives focus back to where it was on close.
 */
export function useDialog(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: (() => void) | undefined,
) {
  const { layers } = useUiScope();
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // In the commit that draws or removes the dialog, not in a later task: a dialog opened by an answer (not a
  // tap) was on screen without focus for that task, a key then went to the page behind, and on close focus
  // was lost to the body until the effect ran (a loaded run: Escape on the kiosk's picker).
  useLayoutEffect(() => {
    if (!open) return;
    const removeLayer = layers.push(() => closeRef.current?.());
    const dialog = ref.current;
    const root = dialog?.getRootNode() as Document | ShadowRoot | undefined;
    const previous = root?.activeElement as HTMLElement | null | undefined;
    dialog?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        layers.closeTop();
        return;
      }
      if (event.key !== 'Tab' || !dialog) return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items.at(-1);
      const active = root?.activeElement;
      if (!first || !last) {
        event.preventDefault();
        return;
      }
      if (event.shiftKey && (active === first || active === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && active === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog?.addEventListener('keydown', onKeyDown);
    return () => {
      removeLayer();
      dialog?.removeEventListener('keydown', onKeyDown);
      if (previous?.isConnected) previous.focus();
    };
  }, [open, layers, ref]);
}
