import type { HostHandlers, PopupParams } from '../../../bridge/host/index.ts';

/** What the simulated host shows of popup.open, clipboard.write and phone.request (issue 31 §3). */
export interface NativeState {
  /** The popup the host draws over the phone frame, until the guest taps a button or dismisses it. */
  popup: { id: string; params: PopupParams } | null;
  /** The host's consent sheet for sharing the account's phone, while it is open. */
  phoneConsent: { id: string } | null;
  /** The phone of the host's signed-in account: what its backend would vouch for. */
  accountPhone: string;
  /** The last text the app copied. */
  clipboard: string | null;
}

/** Seed user 1's phone (the sandbox's test users): consent signs the guest in as them. */
export const INITIAL_NATIVE: NativeState = {
  popup: null,
  phoneConsent: null,
  accountPhone: '+77010000001',
  clipboard: null,
};

/** How the consent sheet writes a phone: +7 701 000 00 01. */
export function spacedPhone(phone: string): string {
  const kz = /^\+7(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(phone);
  return kz ? `+7 ${kz.slice(1).join(' ')}` : phone;
}

type Answer<T> = (value: T) => void;

/**
 * The simulated host's popups, clipboard and phone consent. A popup and the consent sheet wait for the
 * developer (in auto mode: the popup's first button that is not `cancel`, and consent), as a guest would;
 * the clipboard is written at once. On consent the sandbox plays the host's backend: it signs the account's
 * phone (POST /sandbox/control/phone-grants), as a partner's backend signs its own (docs/api/auth.md).
 */
export function createNativeControls(options: {
  get: () => NativeState;
  set: (change: Partial<NativeState>) => void;
  note: (text: string) => void;
  autoAnswer: () => boolean;
  fetch: typeof fetch;
  clipboard: () => Clipboard | undefined;
}) {
  const { get, set, note } = options;
  let popupAnswer: Answer<string | null> | null = null;
  let phoneAnswer: Answer<boolean> | null = null;

  async function grant(): Promise<{ status: 'success'; grant: string } | { status: 'dismissed' }> {
    const phone = get().accountPhone;
    const answer = await options.fetch('/sandbox/control/phone-grants', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone }),
    });
    if (answer.status !== 201) throw new Error(`the host's backend refused: ${answer.status}`);
    note(`phone: ${phone} shared as a signed grant`);
    return { status: 'success', grant: ((await answer.json()) as { grant: string }).grant };
  }

  const handlers: Pick<HostHandlers, 'popup.open' | 'clipboard.write' | 'phone.request'> = {
    'popup.open': (params, { signal, id }) => {
      if (options.autoAnswer())
        return { buttonId: params.buttons.find((button) => button.style !== 'cancel')?.id ?? null };
      return new Promise((resolve) => {
        popupAnswer = (buttonId) => {
          popupAnswer = null;
          set({ popup: null });
          note(`popup: ${buttonId === null ? 'dismissed' : `the guest tapped "${buttonId}"`}`);
          resolve({ buttonId });
        };
        signal.addEventListener('abort', () => {
          popupAnswer = null;
          set({ popup: null });
        });
        set({ popup: { id, params } });
      });
    },
    'clipboard.write': async ({ text }) => {
      set({ clipboard: text });
      note(`clipboard: ${JSON.stringify(text)}`);
      // The simulator page's own clipboard, where the browser lets a page write (focus, permission).
      await options
        .clipboard()
        ?.writeText(text)
        .catch(() => note('clipboard: the browser did not let the page write it'));
      return null;
    },
    'phone.request': (_, { signal, id }) => {
      if (options.autoAnswer()) return grant();
      return new Promise((resolve, reject) => {
        phoneAnswer = (consent) => {
          phoneAnswer = null;
          set({ phoneConsent: null });
          if (!consent) {
            note('phone: the guest declined');
            resolve({ status: 'dismissed' });
          } else grant().then(resolve, reject);
        };
        signal.addEventListener('abort', () => {
          phoneAnswer = null;
          set({ phoneConsent: null });
        });
        set({ phoneConsent: { id } });
      });
    },
  };

  return {
    handlers,
    controls: {
      /** The guest tapped a button of the popup (its id), or dismissed it (null). */
      answerPopup(buttonId: string | null) {
        popupAnswer?.(buttonId);
      },
      /** The guest's answer on the consent sheet. */
      answerPhone(consent: boolean) {
        phoneAnswer?.(consent);
      },
      setAccountPhone(accountPhone: string) {
        set({ accountPhone });
      },
    },
  };
}
