import { matchRoute, useLocation, useRouter, useSearch } from 'wouter';
import { discoveryRoutes, loadDiscoverySheet } from '../routes.ts';
import { fetchBonusBalance } from '../../../api/balance-endpoints.ts';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppState } from '../../../state/app-core.ts';
import { useQuery } from '../../../ui/use-query.ts';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { formatNumber, usesSmallBalanceFont } from '../../../i18n/format-number.ts';
import type { Language } from '../../../i18n/languages.ts';
import { sheetHref } from '../../../ui/sheet-query.ts';
import { type ReactNode, useCallback, useEffect, use } from 'react';
import { Icon } from '../../../ui/Icon.tsx';
import arrowLeft from 'lucide/dist/esm/icons/arrow-left.mjs';
import { type AppRuntime, useAppRuntime } from '../../../runtime/app-runtime.ts';
import { useUiScope } from '../../../ui/ui-context.tsx';

/** The current route's flags from this feature's route table (docs/contract/screens.md#balance-in-the-header: the balance is shown per route). */
function useRouteFlags(): { balance: boolean } {
  const [location] = useLocation();
  const { parser } = useRouter();
  const route = discoveryRoutes.find((entry) => matchRoute(parser, entry.path, location)[0]);
  return { balance: route?.balance === true };
}

/**
 * The signed-in guest's bonus balance for the header (docs/contract/screens.md#balance-in-the-header, docs/contract/calls.md#answers-the-app-forgives: reward balance, else money plus bonus,
 * else 0); null for a guest or while it loads.
 */
function useBonusBalance(enabled: boolean): number | null {
  const client = useApiClient();
  const { accessToken } = useAppState().auth;
  const { currency } = useAppState().restrictions;
  const active = enabled && Boolean(accessToken);
  const request = useQuery(['bonus-balance', active, currency], (signal) =>
    active ? fetchBonusBalance(client, { currency, signal }) : Promise.resolve(null),
  );
  return active ? (request.data ?? null) : null;
}

/**
 * docs/contract/screens.md#balance-in-the-header: the header shows the bonus balance when the route allows it and it is positive; 100 000 or more
 * is set in a smaller font. Tapping it opens the grading sheet (levels, cashback, expiry).
 */
function BalanceBadge() {
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

const HISTORY_LIMIT = 20;
// The routes this mount visited, newest last: an embedded mount (memory routing) has no browser history.
const visits = new WeakMap<AppRuntime, string[]>();

/** Records the current route in the mount's own history; call once per screen. */
export function useRecordVisit(): void {
  const runtime = useAppRuntime();
  const [location] = useLocation();
  const search = useSearch();
  const route = search ? `${location}?${search}` : location;
  useEffect(() => {
    const list = visits.get(runtime) ?? [];
    if (list.at(-1) !== route) list.push(route);
    visits.set(runtime, list.slice(-HISTORY_LIMIT));
  }, [runtime, route]);
}

/**
 * The header's back button (docs/contract/screens.md#back "history back, with a fallback to Home after 500 ms"): the browser's back
 * when the entry before is the app's own (never a page from before the app: a partner's page framing the
 * shell shares its history, ADR 0204); else the previous route this mount showed, else Home.
 */
function useGoBack(): () => void {
  const runtime = useAppRuntime();
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (runtime.ownHistory?.canGoBack()) {
      const before = window.location.href;
      window.history.back();
      setTimeout(() => {
        if (window.location.href === before) navigate('/');
      }, 500);
      return;
    }
    const list = visits.get(runtime) ?? [];
    list.pop();
    const previous = list.pop();
    navigate(previous ?? '/', { replace: true });
  }, [runtime, navigate]);
}

/**
 * The feature's stylesheet inside the mount's shadow root (portals included: they live in the same root),
 * unless the page's own sheet holds it already (the app shell's, ADR 0027). Its text is a chunk the route
 * asked for beside the screen's (routes.ts), so the first render finds it here.
 */
export function FeatureStyle() {
  const { pageSheet } = useUiScope();
  if (pageSheet) return null;
  return <style data-sheet="discovery">{use(loadDiscoverySheet())}</style>;
}
