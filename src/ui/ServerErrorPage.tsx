import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'wouter';

/** SPEC §8: 'Oops! Server error' with a link to the main page; a retry where the caller can offer one. */
export function ServerErrorPage({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="dk-main" data-screen="server-error">
      <h1>{t('errors.serverError.title')}</h1>
      <p className="dk-muted">{t('errors.serverError.text')}</p>
      <div className="dk-actions">
        {onRetry ? (
          <button type="button" className="dk-button dk-button-secondary" onClick={onRetry}>
            {t('common.actions.retry')}
          </button>
        ) : null}
        <Link className="dk-button" href="/">
          {t('errors.serverError.toMainPage')}
        </Link>
      </div>
    </main>
  );
}
