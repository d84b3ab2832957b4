import { lazy, type ReactNode, Suspense, useCallback, useState } from 'react';
import { useHostCapabilities } from '../runtime/app-runtime.ts';

// Loaded when a question is asked in the page, not with the screens that may ask (the Cart's first screen
// leaves its dialogs to later: ADR 0017).
const ConfirmDialog = lazy(() => import('./ConfirmDialog.tsx'));

/** A destructive or blocking question: delete the account, replace the cart, give up an order. */
export interface Question {
  /** At most 64 characters: a host's popup takes no more. */
  title: string;
  /** At most 256 characters. */
  message: string;
  confirm: string;
  cancel: string;
  /** The confirming button destroys something: the host draws it red. */
  destructive?: boolean;
}

/**
 * Asks a question the guest must answer before the app goes on. Where the host offers popup.open, its own
 * dialog asks; elsewhere (a plain browser, a host without it, a host that failed) the app's in-page
 * alertdialog does, which keeps focus inside and counts Escape, the overlay and the host's back as "no".
 * This is the one place that decides (the plain-web polyfill does not offer popup.open, docs/protocol.md).
 * Render `dialog` where the screen's other dialogs are.
 */
export function useConfirm(): { confirm: (question: Question) => Promise<boolean>; dialog: ReactNode } {
  const host = useHostCapabilities();
  const [asking, setAsking] = useState<{ question: Question; answer: (yes: boolean) => void } | null>(null);

  const confirm = useCallback(
    async (question: Question) => {
      const answer = await host.popup({
        title: question.title,
        message: question.message,
        buttons: [
          { id: 'confirm', text: question.confirm, style: question.destructive ? 'destructive' : 'default' },
          { id: 'cancel', text: question.cancel, style: 'cancel' },
        ],
      });
      if (answer) return answer.buttonId === 'confirm';
      return new Promise<boolean>((resolve) =>
        setAsking({
          question,
          answer: (yes) => {
            setAsking(null);
            resolve(yes);
          },
        }),
      );
    },
    [host],
  );

  const dialog = asking ? (
    <Suspense fallback={null}>
      <ConfirmDialog question={asking.question} answer={asking.answer} />
    </Suspense>
  ) : null;
  return { confirm, dialog };
}
