import { proxy } from 'valtio/vanilla';
import type { EarlyAnswer } from '../api/early-requests.ts';
import { STORED_AT_HEADER } from '../service-worker/rules.ts';

/**
 * Whether what the screens show came from the offline worker's store (ADR 0007), and when it was stored.
 * The worker marks such an answer with STORED_AT_HEADER; Home reads `storedAt` for its notice, and the
 * network back, `onRefresh` has the screens load again (the query cache's invalidation, ADR 0028).
 */
interface FreshnessState {
  /** When the oldest stored answer shown was stored (ms since the epoch); null while every answer is fresh. */
  storedAt: number | null;
}

type AdoptEarly = (url: string, headers: Headers) => Promise<EarlyAnswer> | null;
type TakeSettled = (url: string, headers: Headers) => EarlyAnswer | null;

export interface Freshness {
  readonly state: FreshnessState;
  /** A fetch that reads the worker's mark on every API answer. */
  watch(fetchImpl: typeof globalThis.fetch): typeof globalThis.fetch;
  /** One API answer came: `storedAt` is its mark (null for an answer from the network). */
  noteAnswer(storedAt: string | null): void;
  /** The client's adoption of early answers, reading the same mark on each answer it adopts. */
  watchEarly(adopt: AdoptEarly): AdoptEarly;
  /** The same for the early answers a first render takes without waiting (ADR 0025). */
  watchSettled(take: TakeSettled): TakeSettled;
  dispose(): void;
}

/**
 * A fresh answer while stale data is shown means the network is back; at most one refresh per this long comes
 * from answers, so a network that fails every other request cannot keep the screens loading in a loop.
 */
export const REFRESH_SPACING_MS = 30_000;

export function createFreshness(
  options: { events?: EventTarget | null; now?: () => number; onRefresh?: () => void } = {},
): Freshness {
  const now = options.now ?? Date.now;
  const state = proxy<FreshnessState>({ storedAt: null });
  let lastRefresh = Number.NEGATIVE_INFINITY;
  /** Goes up with each refresh: an answer asked for before one says nothing of now. */
  let refreshes = 0;

  function refresh() {
    if (state.storedAt === null) return;
    lastRefresh = now();
    state.storedAt = null;
    refreshes += 1;
    options.onRefresh?.();
  }
  const online = () => refresh();
  options.events?.addEventListener('online', online);

  function noteAnswer(storedAt: string | null) {
    if (storedAt === null) {
      if (now() - lastRefresh >= REFRESH_SPACING_MS) refresh();
      return;
    }
    const time = Date.parse(storedAt);
    if (Number.isNaN(time)) return;
    state.storedAt = state.storedAt === null ? time : Math.min(state.storedAt, time);
  }

  return {
    state,
    noteAnswer,
    watch: (fetchImpl) => async (input, init) => {
      const round = refreshes;
      const response = await fetchImpl(input, init);
      // Asked before a refresh: the screens have asked again since, so this answer says nothing of now.
      if (round === refreshes) noteAnswer(response.headers.get(STORED_AT_HEADER));
      return response;
    },
    // The first screen's answers the app shell fetched (ADR 0005) did not pass the client's fetch: the same note.
    watchEarly: (adopt) => (url, headers) => {
      const round = refreshes;
      return (
        adopt(url, headers)?.then((answer) => {
          if (round === refreshes) noteAnswer(answer.headers.get(STORED_AT_HEADER));
          return answer;
        }) ?? null
      );
    },
    watchSettled: (take) => (url, headers) => {
      const answer = take(url, headers);
      if (answer) noteAnswer(answer.headers.get(STORED_AT_HEADER));
      return answer;
    },
    dispose: () => options.events?.removeEventListener('online', online),
  };
}
