import { useTranslation } from '../i18n/use-translation.tsx';
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
