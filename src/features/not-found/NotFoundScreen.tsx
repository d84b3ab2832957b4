import { useTranslation } from '../../i18n/use-translation.tsx';
import { Link } from 'wouter';

export default function NotFoundScreen() {
  const { t } = useTranslation();
  return (
    <main className="dk-main" data-screen="not-found">
      <h1>{t('errors.notFound.title')}</h1>
      <p className="dk-muted">{t('errors.notFound.text')}</p>
      <Link className="dk-button" href="/">
        {t('common.actions.toMainPage')}
      </Link>
    </main>
  );
}
