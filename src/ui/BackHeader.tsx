import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { Link } from 'wouter';
import { Icon } from './Icon.tsx';
import arrowLeft from 'lucide/dist/esm/icons/arrow-left.mjs';

/** A screen's title with a back link: a link, so it works without script history and reads as one. */
export function BackHeader({
  title,
  backHref,
  className,
  children,
}: {
  title: string;
  backHref: string;
  /** The feature's own header class, next to the shared dk-header. */
  className?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <header className={className ? `dk-header ${className}` : 'dk-header'}>
      <Link className="dk-icon-button" href={backHref} aria-label={t('common.actions.back')}>
        <Icon icon={arrowLeft} />
      </Link>
      <h1>{title}</h1>
      {children}
    </header>
  );
}
