import { proxy } from 'valtio/vanilla';

/** New terms of use the signed-in guest has not accepted yet (docs/contract/screens.md#other-screens-and-dialogs "terms-change consent"). */
interface PendingTerms {
  version: number;
  /** Where the guest reads them. */
  url: string;
}

interface TermsState {
  /** Set while the signed-in guest has terms to accept; null when there are none or nobody is signed in. */
  pending: PendingTerms | null;
  /** The consent dialog is open. */
  asking: boolean;
}

/**
 * Whether the signed-in guest may order under the terms in force. Browsing never waits for it; placing an
 * order does: with terms pending, "Place order" opens the consent dialog instead (docs/features/care.md).
 * Shared state, because the dialog (src/app) and the cart (checkout) are in different features.
 */
export interface TermsStore {
  readonly state: TermsState;
  /** The server said these terms await acceptance; `ask` opens the dialog at once. */
  require(terms: PendingTerms, options: { ask: boolean }): void;
  /** Opens the dialog again, when terms are pending (the guest tried to order). Returns whether it did. */
  ask(): boolean;
  /** The guest closed the dialog without accepting: browsing goes on, ordering stays blocked. */
  postpone(): void;
  /** Accepted, signed out, or nothing to accept. */
  clear(): void;
}

export function createTermsStore(): TermsStore {
  const state = proxy<TermsState>({ pending: null, asking: false });
  return {
    state,
    require(terms, { ask }) {
      if (state.pending?.version !== terms.version || state.pending.url !== terms.url)
        state.pending = { ...terms };
      if (ask) state.asking = true;
    },
    ask() {
      if (!state.pending) return false;
      state.asking = true;
      return true;
    },
    postpone() {
      state.asking = false;
    },
    clear() {
      state.pending = null;
      state.asking = false;
    },
  };
}
