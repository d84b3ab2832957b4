import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** SPEC §5/§8 'Terminal is not found': an id that names no venue. */
export function VenueNotFound() {
  const { t } = useTranslation();
  return (
    <main className="dk-main" data-screen="menu-not-found">
      <h1>{t('errors.terminalNotFound')}</h1>
      <Link className="dk-button" href="/">
        {t('common.actions.toMainPage')}
      </Link>
    </main>
  );
}
