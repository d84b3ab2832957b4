import { useCallback, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { AppRuntime } from '../../../runtime/app-runtime.ts';
import { useMountScope } from '../../../mount-context.ts';

const HISTORY_LIMIT = 20;
// The routes this mount visited, newest last: an embedded mount (memory routing) has no browser history.
const visits = new WeakMap<AppRuntime, string[]>();

/** Records the current route in the mount's own history; call once per screen. */
export function useRecordVisit(): void {
  const { runtime } = useMountScope();
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
 * The header's back button (SPEC §2 "history back, with a fallback to Home after 500 ms"): the browser's back
 * when the app owns the page; in an embedded mount, the previous route this mount showed, else Home.
 */
export function useGoBack(): () => void {
  const { runtime, routing } = useMountScope();
  const [, navigate] = useLocation();
  return useCallback(() => {
    if (routing === 'browser' && window.history.length > 1) {
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
  }, [routing, runtime, navigate]);
}
