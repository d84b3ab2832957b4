import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'wouter';
import type { RequestStatus } from './use-query.ts';

export interface LoadStateProps {
  status: RequestStatus;
  /** Whether a successful answer had nothing to show. */
  empty?: boolean;
  /** The empty text of this list, e.g. t('errors.noRestaurants'). */
  emptyText?: string;
  onRetry?: () => void;
  /**
   * Whether this state stands for the whole screen (its main data, with nothing else to show): then a
   * server error is the server-error page of docs/contract/errors.md#server-error-page, drawn by the route's error boundary, not a line.
   */
  whole?: boolean;
}

/**
 * Thrown while rendering by a whole screen whose data failed: the route's error boundary (src/app) shows
 * the server-error page, with Retry mounting the screen afresh. Already reported by the API client.
 */
export class ScreenDataError extends Error {
  constructor() {
    super('the screen could not load its data');
    this.name = 'ScreenDataError';
  }
}

/**
 * The loading, empty, error and offline states every list and screen shows the same way. Renders nothing
 * when there is content to show, so a screen writes `<LoadState .../>{items.map(...)}`.
 */
export function LoadState({ status, empty = false, emptyText, onRetry, whole = false }: LoadStateProps) {
  const { t } = useTranslation();
  // A poor connection stays a line with Retry: the page would blame the server for the guest's network.
  if (whole && status === 'error') throw new ScreenDataError();
  if (status === 'loading') {
    return (
      <p className="dk-loading" role="status" aria-live="polite">
        {t('common.states.loading')}
      </p>
    );
  }
  if (status === 'error' || status === 'offline') {
    const title = status === 'offline' ? t('errors.network.title') : t('errors.serverError.title');
    const text = status === 'offline' ? t('errors.network.text') : t('errors.serverError.text');
    return (
      <div className="dk-load-error" role="alert">
        <p>
          <strong>{title}</strong>
        </p>
        <p className="dk-muted">{text}</p>
        {onRetry ? (
          <button type="button" className="dk-button" onClick={onRetry}>
            {t('common.actions.retry')}
          </button>
        ) : null}
      </div>
    );
  }
  if (empty) return <p className="dk-muted dk-empty">{emptyText ?? t('common.states.empty')}</p>;
  return null;
}

/** docs/contract/errors.md#server-error-page: 'Oops! Server error' with a link to the main page; a retry where the caller can offer one. */
export function ServerErrorPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="dk-main dk-server-error" data-screen="server-error">
      <svg className="dk-server-error-art" viewBox="0 0 96 96" width="96" height="96" aria-hidden="true">
        <circle cx="48" cy="48" r="44" fill="var(--dk-surface-2)" />
        <path d="M22 54h52a26 26 0 0 1-52 0z" fill="none" stroke="currentColor" strokeWidth="4" />
        <path
          d="M38 30c-4 5 4 7 0 12M50 26c-4 5 4 7 0 12M62 30c-4 5 4 7 0 12"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
        <path d="M40 66l8-6 8 6" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
      <h1>{t('errors.serverError.title')}</h1>
      <p className="dk-muted">{t('errors.serverError.text')}</p>
      <div className="dk-actions dk-actions-stack">
        <Link className="dk-button" href="/">
          {t('errors.serverError.toMainPage')}
        </Link>
        {onRetry ? (
          <button type="button" className="dk-button dk-button-secondary" onClick={onRetry}>
            {t('common.actions.retry')}
          </button>
        ) : null}
      </div>
    </main>
  );
}
