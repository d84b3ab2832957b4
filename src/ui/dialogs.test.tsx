import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AgeRestrictionModal } from './AgeRestrictionModal.tsx';
import { BottomSheet } from './BottomSheet.tsx';
import { Modal } from './Modal.tsx';
import { renderWithUi } from './testing/render-with-ui.tsx';

afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
});

function swipe(element: Element, fromY: number, toY: number) {
  fireEvent.pointerDown(element, { pointerId: 1, clientY: fromY });
  fireEvent.pointerMove(element, { pointerId: 1, clientY: toY });
  fireEvent.pointerUp(element, { pointerId: 1, clientY: toY });
}

describe('BottomSheet', () => {
  it('closes on a swipe down of 70 px, not on 69', async () => {
    const onClose = vi.fn();
    await renderWithUi(
      <BottomSheet open onClose={onClose} title="Filters">
        <p>content</p>
      </BottomSheet>,
    );
    const handle = screen.getByTestId('sheet-handle');
    swipe(handle, 100, 169);
    expect(onClose).not.toHaveBeenCalled();
    swipe(handle, 100, 170);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('is a labelled modal dialog with an optional close button', async () => {
    const onClose = vi.fn();
    await renderWithUi(
      <BottomSheet open onClose={onClose} title="Filters" showCloseButton>
        <p>content</p>
      </BottomSheet>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});

describe('Modal', () => {
  it('takes the focus as it appears and gives it back as it goes, with no moment on the page behind', async () => {
    // An answer that arrives (not a tap) opens and closes it: React commits the DOM at once and runs plain
    // effects in a later task. Focus moved there left a window in which a key (Escape on a kiosk, under load in
    // a loaded run of KioskScreen.test.tsx) went to the page behind, and focus was not given back.
    let setOpen: (open: boolean) => void = () => {};
    function Opener() {
      const [open, set] = useState(false);
      setOpen = set;
      return (
        <>
          <button type="button">Choose options</button>
          <Modal open={open} onClose={() => set(false)} title="Latte">
            <p>body</p>
          </Modal>
        </>
      );
    }
    await renderWithUi(<Opener />);
    const opener = screen.getByRole('button', { name: 'Choose options' });
    opener.focus();
    const focusAtEachChange: string[] = [];
    const observer = new MutationObserver(() => {
      const dialog = document.querySelector('[role="dialog"]');
      const active = (dialog?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
      if (dialog) focusAtEachChange.push(dialog.contains(active ?? null) ? 'in the dialog' : 'behind it');
      else focusAtEachChange.push(document.activeElement === opener ? 'given back' : 'lost');
    });
    observer.observe(document.body, { childList: true, subtree: true });
    const acting = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined })
      .IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      setTimeout(() => setOpen(true), 0);
      await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
      await new Promise((settled) => setTimeout(settled, 50));
      setTimeout(() => setOpen(false), 0);
      await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean | undefined }).IS_REACT_ACT_ENVIRONMENT = acting;
      observer.disconnect();
    }
    expect(focusAtEachChange).toEqual(['in the dialog', 'given back']);
  });

  it('closes from the overlay only when closeable', async () => {
    const onClose = vi.fn();
    await renderWithUi(
      <Modal open onClose={onClose} title="Question" closeable={false} showCloseButton>
        <p>body</p>
      </Modal>,
    );
    fireEvent.click(screen.getByTestId('modal-overlay'));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
    cleanup();
    await renderWithUi(
      <Modal open onClose={onClose} title="Question">
        <p>body</p>
      </Modal>,
    );
    fireEvent.click(screen.getByTestId('modal-overlay'));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('moves focus in, keeps Tab inside, and gives focus back on close', async () => {
    function Page() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            open
          </button>
          <Modal open={open} onClose={() => setOpen(false)} title="Question" showCloseButton>
            <button type="button">inside</button>
          </Modal>
        </>
      );
    }
    await renderWithUi(<Page />);
    const opener = screen.getByRole('button', { name: 'open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Question' });
    expect(document.activeElement).toBe(dialog);
    const last = screen.getByRole('button', { name: 'inside' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('layers and the back button', () => {
  it('closes the last opened layer first', async () => {
    const closeSheet = vi.fn();
    const closeModal = vi.fn();
    const { layers } = await renderWithUi(
      <>
        <BottomSheet open onClose={closeSheet} title="Sheet">
          <p>sheet</p>
        </BottomSheet>
        <Modal open onClose={closeModal} title="Modal">
          <p>modal</p>
        </Modal>
      </>,
    );
    expect(layers.size).toBe(2);
    act(() => {
      layers.closeTop();
    });
    expect(closeModal).toHaveBeenCalledOnce();
    expect(closeSheet).not.toHaveBeenCalled();
  });

  it('does not let the back button close a modal that is not closeable', async () => {
    const onClose = vi.fn();
    const { layers } = await renderWithUi(
      <Modal open onClose={onClose} title="Must answer" closeable={false}>
        <p>body</p>
      </Modal>,
    );
    act(() => {
      layers.closeTop();
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('AgeRestrictionModal', () => {
  it.each([
    ['en', 'Are you 21 or older?'],
    ['ru', null],
    ['kk', null],
    ['ka', null],
  ] as const)('shows a title, three paragraphs and two answers in %s', async (language, title) => {
    const onAnswer = vi.fn();
    await renderWithUi(<AgeRestrictionModal open onAnswer={onAnswer} />, language);
    const dialog = screen.getByRole('dialog');
    if (title) expect(dialog.querySelector('h2')?.textContent).toBe(title);
    expect(dialog.querySelectorAll('p')).toHaveLength(3);
    const buttons = [...dialog.querySelectorAll('.dk-actions button')];
    expect(buttons).toHaveLength(2);
    for (const text of [...dialog.querySelectorAll('p'), ...buttons].map((node) => node.textContent)) {
      expect(text?.length).toBeGreaterThan(1);
      expect(text).not.toContain('dialogs.');
    }
    fireEvent.click(buttons[1] as Element);
    expect(onAnswer).toHaveBeenLastCalledWith('accepted');
    fireEvent.click(buttons[0] as Element);
    expect(onAnswer).toHaveBeenLastCalledWith('declined');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onAnswer).toHaveBeenLastCalledWith('closed');
  });
});
