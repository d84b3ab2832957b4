import { useTranslation } from '../i18n/use-translation.tsx';
import type { RequestStatus } from './use-request.ts';

export interface LoadStateProps {
  status: RequestStatus;
  /** Whether a successful answer had nothing to show. */
  empty?: boolean;
  /** The empty text of this list, e.g. t('errors.noRestaurants'). */
  emptyText?: string;
  onRetry?: () => void;
}

/**
 * The loading, empty, error and offline states every list and screen shows the same way. Renders nothing
 * when there is content to show, so a screen writes `<LoadState .../>{items.map(...)}`.
 */
export function LoadState({ status, empty = false, emptyText, onRetry }: LoadStateProps) {
  const { t } = useTranslation();
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
