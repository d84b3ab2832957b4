import { proxy } from 'valtio/vanilla';
import { randomId } from '../api/random-id.ts';
import { userIdFromToken } from './jwt.ts';
import type { SafeStorage } from './storage.ts';
import { LOCAL_KEYS, SESSION_KEYS } from './storage-keys.ts';

/** SPEC §3 "Auth state". */
export interface AuthState {
  trackId: string | null;
  accessToken: string | null;
  /** The token's `sub` claim. */
  userId: string | null;
}

export interface AuthStore {
  readonly state: AuthState;
  setSession(session: { accessToken: string; trackId?: string | null }): void;
  clear(): void;
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

export function createAuthStore(options: {
  local: SafeStorage;
  session: SafeStorage;
  createId?: () => string;
}): AuthStore {
  const { local, session } = options;
  const accessToken = nonEmpty(local.get(LOCAL_KEYS.accessToken));
  const state = proxy<AuthState>({
    trackId: nonEmpty(local.get(LOCAL_KEYS.trackId)),
    accessToken,
    userId: userIdFromToken(accessToken),
  });

  return {
    state,
    setSession({ accessToken: token, trackId }) {
      state.accessToken = token;
      state.userId = userIdFromToken(token);
      local.set(LOCAL_KEYS.accessToken, token);
      if (trackId !== undefined) {
        state.trackId = trackId;
        if (trackId === null) local.remove(LOCAL_KEYS.trackId);
        else local.set(LOCAL_KEYS.trackId, trackId);
      }
    },
    clear() {
      state.accessToken = null;
      state.trackId = null;
      state.userId = null;
      local.remove(LOCAL_KEYS.accessToken);
      local.remove(LOCAL_KEYS.trackId);
      session.remove(SESSION_KEYS.authIdempotencyKey);
    },
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
