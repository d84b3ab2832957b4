import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.tsx';
import { useLocation, useSearch } from 'wouter';
import { sheetHref } from './sheet-query.ts';

/**
 * Opens the care sheet (src/features/care, drawn by src/app) over the current screen: from the profile, the
 * FAQ and an order's pages, which are other features. With `order`, the message names that order. A
 * `label` replaces the text (the profile gives its menu row's icon, text and chevron).
 */
export function CareButton({
  order,
  plain = false,
  label,
}: {
  order?: string;
  plain?: boolean;
  label?: ReactNode;
}) {
  const { t } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  return (
    <button
      type="button"
      className={plain ? undefined : 'dk-button dk-button-secondary'}
      aria-haspopup="dialog"
      data-testid="care-open"
      onClick={() => navigate(sheetHref(location, search, 'care', order), { replace: true })}
    >
      {label ?? (order ? t('care.contact.openAboutOrder') : t('care.contact.open'))}
    </button>
  );
}
