// A paged list: the hook that loads its pages and the frame that shows them.
import { startTransition, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { isApiError } from '../../../api/errors.ts';
import type { Page } from '../../../api/json-api.ts';
import { useQueryCache } from '../../../api/api-scope.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { type RequestStatus, useQueryKey } from '../../../ui/use-query.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { LoadState } from '../../../ui/LoadState.tsx';

export interface PagedList<T> {
  items: T[];
  /** State of the first page: loading, success, error or offline. */
  status: RequestStatus;
  /** True while the first page of new deps loads and the previous items are still shown. */
  stale: boolean;
  loadingMore: boolean;
  /** docs/contract/states.md#pagination "Pagination": a failed next page sets hasError and stops loading until retried. */
  hasError: boolean;
  hasMore: boolean;
  total: number;
  loadMore(): void;
  /** Tries the failed page again: the first page, or the next one after hasError. */
  retry(): void;
}

interface State<T> {
  items: T[];
  page: number;
  lastPage: number;
  total: number;
  status: RequestStatus;
  stale: boolean;
  loadingMore: boolean;
  hasError: boolean;
}

const initial = <T,>(items: T[] = []): State<T> => ({
  items,
  page: 0,
  lastPage: 1,
  total: 0,
  status: 'loading',
  stale: items.length > 0,
  loadingMore: false,
  hasError: false,
});

function failureStatus(error: unknown): RequestStatus {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return offline || isApiError(error, 'network') || isApiError(error, 'timeout') ? 'offline' : 'error';
}

/**
 * An infinite list (docs/contract/states.md#pagination "Pagination"): page 1 when the key changes, then page+1 on loadMore while page <
 * lastPage. Keyed as useQuery keys (`parts`, the language and the guest): another language or guest starts
 * the list over, and each page goes through the mount's query cache (ADR 0028), shared with a screen asking
 * the same page at once, asked again when the cache is invalidated. A failure of a later page keeps what
 * was loaded, sets hasError and stops until retry(). Requests are aborted when the key changes, on unmount
 * and when the mount goes away. While a new first page loads, the previous items stay on screen (stale) so
 * the list does not jump on a slow network.
 */
export function usePagedList<T>(
  parts: readonly unknown[],
  load: (page: number, signal: AbortSignal) => Promise<Page<T>>,
): PagedList<T> {
  const signal = useMountSignal();
  const cache = useQueryCache();
  const key = useQueryKey(parts);
  const [state, setState] = useState<State<T>>(() => initial());
  const loadRef = useRef(load);
  loadRef.current = load;
  const stateRef = useRef(state);
  stateRef.current = state;
  const generation = useRef(0);
  const inFlight = useRef<AbortController | null>(null);

  const fetchPage = useCallback(
    (page: number) => {
      const controller = new AbortController();
      inFlight.current?.abort();
      inFlight.current = controller;
      const run = generation.current;
      const abort = () => controller.abort();
      signal.addEventListener('abort', abort);
      cache
        .fetch(`${key}${page}`, (pageSignal) => loadRef.current(page, pageSignal), {
          signal: controller.signal,
        })
        .then(
          (result) => {
            if (controller.signal.aborted || run !== generation.current) return;
            const show = () =>
              setState((previous) => ({
                items: page === 1 ? result.results : [...previous.items, ...result.results],
                page: result.page,
                lastPage: result.lastPage,
                total: result.total,
                status: 'success',
                stale: false,
                loadingMore: false,
                hasError: false,
              }));
            // A next page comes under a list the guest is scrolling: in slices a touch can cut into. The first
            // page is the screen's content, shown as soon as it is there (see useQuery's `transition`).
            if (page > 1) startTransition(show);
            else show();
          },
          (error: unknown) => {
            if (controller.signal.aborted || run !== generation.current || isApiError(error, 'aborted'))
              return;
            setState((previous) =>
              page === 1
                ? { ...previous, status: failureStatus(error), loadingMore: false }
                : { ...previous, loadingMore: false, hasError: true },
            );
          },
        );
      controller.signal.addEventListener('abort', () => signal.removeEventListener('abort', abort), {
        once: true,
      });
      return controller;
    },
    [signal, cache, key],
  );

  // Invalidated (login, logout, the network back): the list starts over.
  const [invalidations, setInvalidations] = useState(0);
  useEffect(() => cache.subscribe(() => setInvalidations((value) => value + 1)), [cache]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key (in fetchPage) or an invalidation starts over
  useEffect(() => {
    generation.current += 1;
    setState((previous) => initial(previous.items));
    const controller = fetchPage(1);
    return () => controller.abort();
  }, [fetchPage, invalidations]);

  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'success' || current.loadingMore || current.hasError) return;
    if (current.page >= current.lastPage) return;
    setState((previous) => ({ ...previous, loadingMore: true }));
    fetchPage(current.page + 1);
  }, [fetchPage]);

  const retry = useCallback(() => {
    const current = stateRef.current;
    if (current.status !== 'success') {
      setState((previous) => ({ ...previous, status: 'loading' }));
      fetchPage(1);
      return;
    }
    if (!current.hasError) return;
    setState((previous) => ({ ...previous, hasError: false, loadingMore: true }));
    fetchPage(current.page + 1);
  }, [fetchPage]);

  return {
    items: state.items,
    status: state.status,
    stale: state.stale && state.status === 'loading',
    loadingMore: state.loadingMore,
    hasError: state.hasError,
    hasMore: state.status === 'success' && state.page < state.lastPage,
    total: state.total,
    loadMore,
    retry,
  };
}

export interface PagedListFrameProps<T> {
  list: PagedList<T>;
  /** Default: "No restaurants in the chosen city" (docs/contract/errors.md#no-restaurants). */
  emptyText?: string;
  /** The items, rendered while there are some to show. */
  children: (busy: boolean) => ReactNode;
}

/**
 * Everything around an infinite list: its loading, empty, error and offline states; the next page when the
 * end comes into view (and by "Show more", for keyboards and screen readers); Retry after a failed page,
 * which loads nothing more until pressed. While a new first page loads, the previous items stay, dimmed.
 */
export function PagedListFrame<T>({ list, emptyText, children }: PagedListFrameProps<T>) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { loadMore, hasMore } = list;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) loadMore();
      },
      { rootMargin: '400px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, loadMore]);

  const busy = list.status === 'loading' && list.items.length > 0;
  return (
    <>
      <LoadState
        status={busy ? 'success' : list.status}
        empty={list.status === 'success' && list.items.length === 0}
        emptyText={emptyText ?? t('errors.noRestaurants')}
        onRetry={list.retry}
        whole={list.items.length === 0}
      />
      {busy ? (
        <p className="dk-visually-hidden" role="status">
          {t('common.states.loading')}
        </p>
      ) : null}
      {(list.status === 'success' || busy) && list.items.length > 0 ? children(busy) : null}
      <div ref={sentinel} className="dkd-more">
        {list.loadingMore ? (
          <p className="dk-loading" role="status">
            {t('common.states.loading')}
          </p>
        ) : null}
        {list.hasError ? (
          <div className="dk-load-error" role="alert">
            <p>{t('filials.list.moreFailed')}</p>
            <button type="button" className="dk-button" onClick={list.retry}>
              {t('common.actions.retry')}
            </button>
          </div>
        ) : null}
        {hasMore && !list.loadingMore && !list.hasError ? (
          <button type="button" className="dk-button dk-button-secondary" onClick={loadMore}>
            {t('common.actions.showMore')}
          </button>
        ) : null}
      </div>
    </>
  );
}
