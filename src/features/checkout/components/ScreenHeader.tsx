import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';

/** The screen's title with a back link: a link, so it works without script history and reads as one. */
export function ScreenHeader({
  title,
  backHref,
  children,
}: {
  title: string;
  backHref: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className="dk-header ck-header">
      <Link className="dk-icon-button" href={backHref} aria-label={t('common.actions.back')}>
        <span aria-hidden="true">←</span>
      </Link>
      <h1>{title}</h1>
      {children}
    </header>
  );
}
