import { proxy } from 'valtio/vanilla';

/** A signed-in account its user deleted and can still restore (docs/contract/product.md#account-deletion, docs/contract/roles.md#account-deletion, docs/contract/constants.md#account-restore-window: within 90 days). */
interface DeletedAccount {
  /** ISO date-times from the server; null when it did not say. */
  deletedAt: string | null;
  restoreUntil: string | null;
}

interface AccountState {
  /** Set when the server answers 403 `account_deleted` for the signed-in account; null otherwise. */
  deleted: DeletedAccount | null;
}

/**
 * Whether the signed-in account is usable. The app shows the restore offer instead of any screen while
 * `deleted` is set: every call of a deleted account is refused, so no screen could show anything else.
 */
export interface AccountStore {
  readonly state: AccountState;
  markDeleted(account: DeletedAccount): void;
  /** Restored, signed out, or another account signed in. */
  clear(): void;
}

export function createAccountStore(): AccountStore {
  const state = proxy<AccountState>({ deleted: null });
  return {
    state,
    markDeleted(account) {
      const current = state.deleted;
      if (current?.deletedAt === account.deletedAt && current.restoreUntil === account.restoreUntil) return;
      state.deleted = { ...account };
    },
    clear() {
      if (state.deleted) state.deleted = null;
    },
  };
}
