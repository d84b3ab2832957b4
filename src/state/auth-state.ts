import { randomId } from '../api/random-id.ts';
import { userIdFromToken } from './jwt.ts';
import { persist } from './stored-values.ts';
import type { SafeStorage } from '../lib/storage.ts';
import { LOCAL_KEYS, SESSION_KEYS } from '../lib/storage-keys.ts';

/** docs/contract/entities.md#auth-state "Auth state". */
export interface AuthState {
  trackId: string | null;
  accessToken: string | null;
  /** The token's `sub` claim. */
  userId: string | null;
}

/**
 * A safer home for the access token than the page's storage, where the host has one (Keychain, Keystore:
 * the bridge's `secure.get`/`secure.set`). Its failures are thrown; the store then keeps the token in memory.
 */
export interface TokenVault {
  get(): Promise<string | null>;
  set(token: string | null): Promise<void>;
}

export interface AuthStore {
  setSession(session: { accessToken: string; trackId?: string | null }): void;
  clear(): void;
  /**
   * From now on the token lives in `vault`, never written to local storage: a token already in local storage
   * moves there (and leaves local storage once the vault has stored it), else the vault's token is taken.
   * When the vault's read fails or takes longer than VAULT_WAIT_MS, a new token is kept in memory only, for
   * this session, and one already in local storage stays there. Resolves when that is decided.
   */
  keepTokenIn(vault: TokenVault): Promise<void>;
  /**
   * Resolves once the token is known: at once without a vault, else once keepTokenIn has read the vault (or
   * given up on it). A sign-in must wait for it, or it asks the host for a guest its vault already holds.
   */
  tokenKnown(): Promise<void>;
  /**
   * The idempotency key of one login intent (one code or one track id), kept in session storage so that a
   * retry, or a reload of the callback page, sends the same key; a new grant gets a new key.
   */
  intentKey(grant: string): string;
  clearIntentKey(): void;
}

// FNV-1a: the stored record must tell grants apart without keeping the code itself.
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16);
}

const nonEmpty = (value: string | null): string | null => (value ? value : null);

/**
 * How long the store waits for the host's `secure.get` (docs/protocol.md). Hosts answer in milliseconds; one
 * that has not answered by then is not waited for: the token stays in memory for the session.
 */
export const VAULT_WAIT_MS = 3000;

/** Where the token is kept: local storage (no host vault), the host's vault, or memory only (a vault that failed). */
type TokenHome = 'local' | 'vault' | 'memory';

/**
 * The session's actions on its slice of the mount's state. The track id is kept in local storage; the token
 * is not a plain copy of the slice (its home moves to the host's vault), so it is written here by hand.
 */
export function createAuthStore(options: {
  state: AuthState;
  local: SafeStorage;
  session: SafeStorage;
  createId?: () => string;
}): AuthStore {
  const { state, local, session } = options;
  let vault: TokenVault | null = null;
  let reading: Promise<void> = Promise.resolve();
  let home: TokenHome = 'local';
  // A logout before the vault is known must reach the vault too, or its old token would come back.
  let clearedBeforeVault = false;
  const logVaultError = (error: unknown) =>
    console.error('Dastarkhan: the host secure storage failed', error);
  // The token itself is always in `state`: memory is where it stays when the vault fails.
  const keep = (token: string | null) => {
    if (home === 'local' && token) {
      local.set(LOCAL_KEYS.accessToken, token);
      return;
    }
    // A token still in local storage (one the vault is taking over) leaves it once the vault has stored its
    // successor: a web view closed in between must not sign the guest out. A logout clears it at once.
    if (home !== 'vault' || !token) local.remove(LOCAL_KEYS.accessToken);
    if (home === 'vault')
      void vault
        ?.set(token)
        .then(() => local.remove(LOCAL_KEYS.accessToken))
        .catch(logVaultError);
  };
  const accessToken = nonEmpty(local.get(LOCAL_KEYS.accessToken));
  state.accessToken = accessToken;
  state.userId = userIdFromToken(accessToken);
  persist(
    state,
    'trackId',
    local,
    LOCAL_KEYS.trackId,
    (value) => (value === '' ? undefined : (value as string)),
    true,
  );

  async function readVault(next: TokenVault): Promise<void> {
    // The host offers a safer place: from this moment no token is written to local storage. One already there
    // stays until the vault has stored it (keep), or for good when the vault fails: it was never elsewhere.
    home = 'memory';
    let stored: string | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      const late = new Promise<never>((_, fail) => {
        timer = setTimeout(
          () => fail(new Error(`secure.get did not answer in ${VAULT_WAIT_MS} ms`)),
          VAULT_WAIT_MS,
        );
      });
      stored = nonEmpty(await Promise.race([next.get(), late]));
    } catch (error) {
      logVaultError(error);
      return;
    } finally {
      clearTimeout(timer);
    }
    vault = next;
    home = 'vault';
    // A token of this page (local storage's, or a login meanwhile) is the newest: it moves to the vault.
    if (state.accessToken) keep(state.accessToken);
    else if (clearedBeforeVault) keep(null);
    else if (stored) {
      state.accessToken = stored;
      state.userId = userIdFromToken(stored);
    }
  }

  return {
    setSession({ accessToken: token, trackId }) {
      state.accessToken = token;
      state.userId = userIdFromToken(token);
      keep(token);
      if (trackId !== undefined) state.trackId = trackId;
    },
    clear() {
      state.accessToken = null;
      state.trackId = null;
      state.userId = null;
      if (!vault) clearedBeforeVault = true;
      keep(null);
      session.remove(SESSION_KEYS.authIdempotencyKey);
    },
    keepTokenIn(next) {
      reading = readVault(next);
      return reading;
    },
    tokenKnown: () => reading,
    intentKey(grant) {
      const grantId = fingerprint(grant);
      const stored = session.getJson(SESSION_KEYS.authIdempotencyKey, (value) => {
        const record = value as { key?: unknown; grant?: unknown } | null;
        return typeof record?.key === 'string' && record.grant === grantId ? record.key : undefined;
      });
      if (stored) return stored;
      const key = (options.createId ?? randomId)();
      session.setJson(SESSION_KEYS.authIdempotencyKey, { key, grant: grantId });
      return key;
    },
    clearIntentKey() {
      session.remove(SESSION_KEYS.authIdempotencyKey);
    },
  };
}

/** A signed-in account its user deleted and can still restore (docs/contract/product.md#account-deletion, docs/contract/roles.md#account-deletion, docs/contract/constants.md#account-restore-window: within 90 days). */
interface DeletedAccount {
  /** ISO date-times from the server; null when it did not say. */
  deletedAt: string | null;
  restoreUntil: string | null;
}

export interface AccountState {
  /** Set when the server answers 403 `account_deleted` for the signed-in account; null otherwise. */
  deleted: DeletedAccount | null;
}

/**
 * Whether the signed-in account is usable. The app shows the restore offer instead of any screen while
 * `deleted` is set: every call of a deleted account is refused, so no screen could show anything else.
 */
export interface AccountStore {
  markDeleted(account: DeletedAccount): void;
  /** Restored, signed out, or another account signed in. */
  clear(): void;
}

export function createAccountStore(state: AccountState): AccountStore {
  return {
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
