import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'wouter';

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
