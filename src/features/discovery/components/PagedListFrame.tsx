import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { LoadState } from '../../../ui/LoadState.tsx';
import type { PagedList } from '../hooks/use-paged-list.ts';

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
