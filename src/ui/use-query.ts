import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/errors.ts';
import { type Persist, queryKey } from '../api/query-cache.ts';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useQueryCache } from '../api/api-scope.ts';
import { useMountSignal } from '../config/mount-config.ts';
import { useAppState } from '../state/app-core.ts';

export type RequestStatus = 'loading' | 'success' | 'error' | 'offline';

export interface RequestState<T> {
  status: RequestStatus;
  data: T | undefined;
  error: unknown;
  /** Asks the server again, whatever the cache keeps (a Retry button, a Refresh action). */
  reload: () => void;
  /** Keeps and shows an answer the screen got otherwise (a save's answer), for every screen that asks. */
  set: (data: T) => void;
}

export interface QueryOptions<T> {
  /** How long an answer is taken as fresh (ms): a screen asking within it gets the kept one. Default 0. */
  staleTime?: number;
  /**
   * The answer renders as a transition, in slices a tap or a key press can cut into rather than one long
   * task, for content beside a screen that already shows (Home's lists: 200-350 ms tasks each at 4x CPU, ADR
   * 0005). Not for a screen's main content: painted later, it moved what was painted before it (the Menu's
   * CLS went from 0 to 0.18 and its LCP from 2.8 to 3.3 s when every answer was a transition).
   */
  transition?: boolean;
  /**
   * The answer when the page already has it as the screen mounts (an early answer already in, ADR 0025):
   * it hydrates the cache, the first render shows it and no request is made for it.
   */
  initial?: () => T | undefined;
  /** Kept on the device too, and shown (stale) on the next start while the fresh answer loads. */
  persist?: Persist<T>;
}

function isOffline(error: unknown): boolean {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || isApiError(error, 'network') || isApiError(error, 'timeout');
}

/** The cache key of `parts` for the mount's language and guest, as useQuery keys them. */
export function useQueryKey(parts: readonly unknown[]): string {
  const { auth } = useAppState();
  const { language } = useTranslation().i18n;
  return queryKey(parts, language, auth.accessToken ? (auth.userId ?? '') : null);
}

/**
 * Loads data for a screen through the mount's query cache (api/query-cache.ts, ADR 0028). `parts` name
 * what is asked (a path and its params, as data: a query rebuilt equal on a render does not ask again); the
 * language and the guest complete the key: every request carries them (X-Language, the token) and the
 * answers' names and statuses are written in that language and for that guest, so switching either asks
 * again. A kept answer is shown at once, as loading until the fresh one is in unless it is within
 * `staleTime`. Aborted when the key changes, the screen unmounts or the mount goes away (a request shared
 * with another screen goes on for it); a network failure is told apart from a server error so the screen
 * can say "poor connection" rather than "server error".
 */
export function useQuery<T>(
  parts: readonly unknown[],
  fetcher: (signal: AbortSignal) => Promise<T>,
  { staleTime = 0, transition = false, initial, persist }: QueryOptions<T> = {},
): RequestState<T> {
  const mountSignal = useMountSignal();
  const cache = useQueryCache();
  const key = useQueryKey(parts);
  const [state, setState] = useState<Omit<RequestState<T>, 'reload' | 'set'>>(() => {
    let data: T | undefined = cache.peek(key, persist);
    let fresh = cache.fresh(key, staleTime);
    if (data === undefined) {
      data = initial?.();
      fresh = data !== undefined;
      if (data !== undefined) cache.set(key, data, persist);
    }
    return { status: fresh ? 'success' : 'loading', data, error: null };
  });
  const skip = useRef(state.status === 'success');
  const [generation, setGeneration] = useState(0);
  const force = useRef(false);

  // Invalidated (login, logout, the network back): ask again.
  useEffect(() => cache.subscribe(() => setGeneration((value) => value + 1)), [cache]);

  // The key and the generation decide when to load; the fetcher and options are this render's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  useEffect(() => {
    if (skip.current) {
      skip.current = false;
      return;
    }
    const kept = cache.peek<T>(key, persist);
    if (!force.current && cache.fresh(key, staleTime)) {
      setState({ status: 'success', data: kept, error: null });
      return;
    }
    setState((previous) => ({ data: kept ?? previous.data, status: 'loading', error: null }));
    const controller = new AbortController();
    const abort = () => controller.abort();
    mountSignal.addEventListener('abort', abort);
    cache
      .fetch(key, fetcher, {
        staleTime: force.current ? 0 : staleTime,
        signal: controller.signal,
        ...(persist ? { persist } : {}),
      })
      .then(
        (data) => {
          if (controller.signal.aborted) return;
          const show = () => setState({ status: 'success', data, error: null });
          if (transition) startTransition(show);
          else show();
        },
        (error: unknown) => {
          if (controller.signal.aborted || isApiError(error, 'aborted')) return;
          setState((previous) => ({ ...previous, status: isOffline(error) ? 'offline' : 'error', error }));
        },
      );
    force.current = false;
    return () => {
      mountSignal.removeEventListener('abort', abort);
      controller.abort();
    };
  }, [key, generation, mountSignal, cache]);

  const reload = useCallback(() => {
    force.current = true;
    setGeneration((value) => value + 1);
  }, []);
  const set = useCallback(
    (data: T) => {
      cache.set(key, data);
      setState({ status: 'success', data, error: null });
    },
    [cache, key],
  );
  return { ...state, reload, set };
}
