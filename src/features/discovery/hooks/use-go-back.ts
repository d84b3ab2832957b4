import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AppRuntime } from '../../../runtime/app-runtime.ts';
import { useAppRuntime } from '../../../runtime/app-runtime.ts';

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
export function useGoBack(): () => void {
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
