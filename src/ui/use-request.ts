import { type DependencyList, startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '../api/errors.ts';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useMountScope } from '../mount-context.ts';
import { useValueDeps } from './use-value-deps.ts';

export type RequestStatus = 'loading' | 'success' | 'error' | 'offline';

export interface RequestState<T> {
  status: RequestStatus;
  data: T | undefined;
  error: unknown;
  /** Runs the request again (a Retry button). */
  reload: () => void;
}

function isOffline(error: unknown): boolean {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || isApiError(error, 'network') || isApiError(error, 'timeout');
}

/**
 * Loads data for a screen: aborted when the deps change, the screen unmounts or the mount goes away; the
 * last answer stays shown while a reload runs; a network failure is told apart from a server error so the
 * screen can say "poor connection" rather than "server error". The deps are compared as data (see
 * useValueDeps): a query object rebuilt equal on a render does not ask again. The language is a dep of every
 * request: each carries it (X-Language) and the answers' names, addresses and statuses are written in it, so
 * a guest or host switching language gets them again in the new one.
 *
 * `transition`: the answer renders as a transition, in slices a tap or a key press can cut into rather than
 * one long task, for content beside a screen that already shows (Home's lists: 200-350 ms tasks each at 4x
 * CPU, ADR 0005). Not for a screen's main content: painted later, it moved what was painted before it
 * (the Menu's CLS went from 0 to 0.18 and its LCP from 2.8 to 3.3 s when every answer was a transition).
 *
 * `initial`: the answer when it is already at hand as the screen mounts (an early answer already in, ADR
 * 0025): the first render shows it and the first load is not made. Undefined: load as usual.
 */
export function useRequest<T>(
  load: (signal: AbortSignal) => Promise<T>,
  deps: DependencyList,
  { transition = false, initial }: { transition?: boolean; initial?: () => T | undefined } = {},
): RequestState<T> {
  const { signal: mountSignal } = useMountScope();
  const [state, setState] = useState<Omit<RequestState<T>, 'reload'>>(() => {
    const data = initial?.();
    return data === undefined
      ? { status: 'loading', data: undefined, error: null }
      : { status: 'success', data, error: null };
  });
  const hadInitial = useRef(state.status === 'success');
  const [generation, setGeneration] = useState(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const transitionRef = useRef(transition);
  transitionRef.current = transition;
  const { language } = useTranslation().i18n;
  const version = useValueDeps([...deps, language]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller's deps (as data) decide when to load again
  useEffect(() => {
    if (hadInitial.current) {
      hadInitial.current = false;
      return;
    }
    const controller = new AbortController();
    const abort = () => controller.abort();
    mountSignal.addEventListener('abort', abort);
    setState((previous) => ({ ...previous, status: 'loading', error: null }));
    loadRef.current(controller.signal).then(
      (data) => {
        if (controller.signal.aborted) return;
        const show = () => setState({ status: 'success', data, error: null });
        if (transitionRef.current) startTransition(show);
        else show();
      },
      (error: unknown) => {
        if (controller.signal.aborted || isApiError(error, 'aborted')) return;
        setState((previous) => ({ ...previous, status: isOffline(error) ? 'offline' : 'error', error }));
      },
    );
    return () => {
      mountSignal.removeEventListener('abort', abort);
      controller.abort();
    };
  }, [version, generation, mountSignal]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  return { ...state, reload };
}
