import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useLocation, useSearch } from 'wouter';
import { formatNumber, usesSmallBalanceFont } from '../../../i18n/format-number.ts';
import type { Language } from '../../../i18n/languages.ts';
import { sheetHref } from '../../../ui/sheet-query.ts';
import { useBonusBalance } from '../hooks/use-balance.ts';
import { useRouteFlags } from '../hooks/use-route-flags.ts';

/**
 * docs/contract/screens.md#balance-in-the-header: the header shows the bonus balance when the route allows it and it is positive; 100 000 or more
 * is set in a smaller font. Tapping it opens the grading sheet (levels, cashback, expiry).
 */
export function BalanceBadge() {
  const { t, i18n } = useTranslation();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { balance: visible } = useRouteFlags();
  const balance = useBonusBalance(visible);
  if (balance === null || balance <= 0) return null;
  return (
    <button
      type="button"
      className="dkd-balance"
      data-small={usesSmallBalanceFont(balance)}
      data-testid="balance"
      aria-haspopup="dialog"
      onClick={() => navigate(sheetHref(location, search, 'grades'), { replace: true })}
    >
      <span className="dk-visually-hidden">
        {t('search.balance', { count: balance })}. {t('grades.open')}
      </span>
      <span aria-hidden="true">{formatNumber(balance, i18n.language as Language)}</span>
    </button>
  );
}
