import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The screen's title with a back link (a real link, so it reads and works as one). */
export function ProfileHeader({ title, backHref }: { title: string; backHref: string }) {
  const { t } = useTranslation();
  return (
    <header className="dk-header pf-header">
      <Link className="dk-icon-button" href={backHref} aria-label={t('common.actions.back')}>
        <span aria-hidden="true">←</span>
      </Link>
      <h1>{title}</h1>
    </header>
  );
}
