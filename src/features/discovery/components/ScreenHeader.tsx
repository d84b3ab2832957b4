import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useGoBack } from '../hooks/use-go-back.ts';
import { BalanceBadge } from './BalanceBadge.tsx';
import { Icon } from '../../../ui/Icon.tsx';
import arrowLeft from 'lucide/dist/esm/icons/arrow-left.mjs';

/** The header row of every discovery screen: back, the title, the screen's own controls and the balance. */
export function ScreenHeader({
  title,
  titleHidden = false,
  back = false,
  actions,
}: {
  title: string;
  titleHidden?: boolean;
  back?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <div className="dkd-header-row">
      {back ? (
        <button type="button" className="dk-icon-button" onClick={goBack} aria-label={t('search.back')}>
          <Icon icon={arrowLeft} />
        </button>
      ) : null}
      <h1 className={titleHidden ? 'dk-visually-hidden' : 'dkd-title'}>{title}</h1>
      {actions}
      <BalanceBadge />
    </div>
  );
}
