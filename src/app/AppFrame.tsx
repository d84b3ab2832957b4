import { type ReactNode, useCallback, useEffect, useMemo, useRef } from 'react';
import { Link, useLocation, useRouter, useSearch } from 'wouter';
import house from 'lucide/dist/esm/icons/house.mjs';
import map from 'lucide/dist/esm/icons/map.mjs';
import receipt from 'lucide/dist/esm/icons/receipt-text.mjs';
import shoppingBag from 'lucide/dist/esm/icons/shopping-bag.mjs';
import user from 'lucide/dist/esm/icons/user-round.mjs';
import { useTranslation } from '../i18n/use-translation.tsx';
import { Icon } from '../ui/Icon.tsx';
import { useAppRuntime, useBridge } from '../runtime/app-runtime.ts';
import { useAppStores } from '../state/app-core.ts';
import { SESSION_KEYS } from '../lib/storage-keys.ts';
import { ScreenArrival } from '../ui/ScreenArrival.tsx';
import { useUiScope } from '../ui/ui-context.tsx';
import { AppDownloadSlot, TermsSlot } from './GuestPrompts.tsx';
import { createBackNavigator } from './back-navigator.ts';
import { normalisePath, ROUTES, type RouteDef, routeFor } from './routes.ts';
import { SheetHost } from './SheetHost.tsx';

/**
 * What happens around every screen after each navigation (docs/contract/screens.md#unknown-paths): double slashes normalised, scroll
 * reset to the top, the nav bar shown per route, the redirect URL stored where the route asks, the new
 * screen's heading focused and announced, and the host's back button: the last opened layer first, then
 * the app's own back. Where the host offers `backButton.set`, it is told on every change whether that back
 * stays in the app, so that it shows its own back or close at the root (docs/protocol.md).
 */
export function AppFrame({ routing, children }: { routing: 'browser' | 'memory'; children: ReactNode }) {
  const { ownHistory, currentBridge } = useAppRuntime();
  const stores = useAppStores();
  const bridgeReady = useBridge();
  const { layers } = useUiScope();
  const [location, navigate] = useLocation();
  const search = useSearch();
  const router = useRouter();
  const scroller = useRef<HTMLDivElement>(null);
  const screen = useRef<HTMLDivElement>(null);
  const route = routeFor(router.parser, ROUTES, location);
  const current = useRef('');
  current.current = search ? `${location}?${search}` : location;

  const back = useMemo(
    () =>
      createBackNavigator({
        current: () => current.current,
        navigate,
        ...(ownHistory
          ? { history: { back: () => window.history.back(), canGoBack: ownHistory.canGoBack } }
          : {}),
        cameFromPayment: () => stores.session.get(SESSION_KEYS.fromPayment) === '1',
      }),
    [navigate, stores, ownHistory],
  );
  useEffect(() => back.dispose, [back]);

  // Home, or no entry of the app's own to go back to: the host's back is the host's (ADR 0204).
  const atRoot = useCallback(() => current.current === '/' || !back.canGoBack(), [back]);
  const shownBack = useRef<boolean | null>(null);
  const syncBackButton = useCallback(() => {
    const bridge = currentBridge();
    if (!bridge?.supports('backButton.set')) return;
    const visible = layers.size > 0 || !atRoot();
    if (visible === shownBack.current) return;
    shownBack.current = visible;
    bridge.call('backButton.set', { visible }).catch(() => {});
  }, [layers, atRoot, currentBridge]);
  useEffect(() => {
    let live = true;
    // Navigations before the handshake were not told: tell the host once it is there.
    bridgeReady.then(() => {
      if (live) syncBackButton();
    });
    const off = layers.onChange(syncBackButton);
    return () => {
      live = false;
      off();
    };
  }, [bridgeReady, layers, syncBackButton]);

  useEffect(() => {
    const clean = normalisePath(location);
    if (clean !== location) {
      navigate(clean + (search ? `?${search}` : ''), { replace: true });
      return;
    }
    // docs/contract/screens.md#leaving-to-home: leaving to Home goes to the Menu while a temporary source venue is stored (a table QR's
    // venue for this session): the guest at a table stays with that venue's menu.
    const source = clean === '/' ? stores.stored.menuTempData.get() : undefined;
    if (source) {
      navigate(`/filials/${source.filialId}`, { replace: true });
      return;
    }
    back.visited(current.current);
    syncBackButton();
    scroller.current?.scrollTo({ top: 0 });
    if (route?.storesRedirect) stores.stored.redirectUrl.set(current.current);
  }, [location, search, navigate, back, route, stores, syncBackButton]);

  useEffect(() => {
    let unsubscribe: (() => void) | null = null;
    let cancelled = false;
    bridgeReady.then((bridge) => {
      if (cancelled || !bridge) return;
      unsubscribe = bridge.on('back', () => {
        if (layers.closeTop()) return true;
        // The host goes back or closes the mini-app.
        if (atRoot()) return false;
        back.back();
        return true;
      });
    });
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [bridgeReady, layers, back, atRoot]);

  return (
    <div className="dk-frame" ref={scroller}>
      <div className="dk-screen" data-width={route?.fullWidth ? 'full' : undefined} ref={screen}>
        {children}
      </div>
      <ScreenArrival screen={screen} at={location} />
      {route?.navBar ? <NavBar routes={ROUTES} current={location} /> : null}
      <SheetHost />
      <TermsSlot />
      <AppDownloadSlot routing={routing} />
    </div>
  );
}

const ITEMS = [
  { path: '/', label: 'nav.home', icon: house },
  { path: '/map', label: 'nav.map', icon: map },
  { path: '/orders', label: 'nav.orders', icon: receipt },
  { path: '/cart', label: 'nav.cart', icon: shoppingBag },
  { path: '/profile', label: 'nav.profile', icon: user },
] as const;

/** The bottom navigation: only the destinations whose screens exist, so no tab leads to NotFound. */
function NavBar({ routes, current }: { routes: readonly RouteDef[]; current: string }) {
  const { t } = useTranslation();
  const present = new Set(routes.map((route) => route.path));
  return (
    <nav className="dk-navbar" aria-label={t('nav.label')}>
      <ul>
        {ITEMS.filter((item) => present.has(item.path)).map((item) => (
          <li key={item.path}>
            <Link href={item.path} aria-current={current === item.path ? 'page' : undefined}>
              <Icon icon={item.icon} size={22} />
              <span>{t(item.label)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
