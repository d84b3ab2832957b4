import { useTranslation } from '../i18n/use-translation.tsx';
import { useLocation, useSearch } from 'wouter';
import { sheetHref } from './sheet-query.ts';

/**
 * Opens the care sheet (src/features/care, drawn by src/app) over the current screen: from the profile, the
 * FAQ and an order's pages, which are other features. With `order`, the message names that order.
 */
export function CareButton({ order, plain = false }: { order?: string; plain?: boolean }) {
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
      {order ? t('care.contact.openAboutOrder') : t('care.contact.open')}
    </button>
  );
}
