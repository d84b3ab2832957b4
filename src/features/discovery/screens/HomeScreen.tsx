import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { IconNode } from 'lucide';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { Link, useLocation } from 'wouter';
import { useAppState, useAppStores, useFreshness } from '../../../state/app-core.ts';
import { sameValue } from '../../../ui/use-value-deps.ts';
import { Icon } from '../../../ui/Icon.tsx';
import { SIGNED_IN_ONLY_ATTRIBUTE } from '../../../ui/prerender-marks.ts';
import mapPin from 'lucide/dist/esm/icons/map-pin.mjs';
import percent from 'lucide/dist/esm/icons/percent.mjs';
import repeat from 'lucide/dist/esm/icons/repeat.mjs';
import snowflake from 'lucide/dist/esm/icons/snowflake.mjs';
import star from 'lucide/dist/esm/icons/star.mjs';
import store from 'lucide/dist/esm/icons/store.mjs';
import { CategorySection, categoryCacheKey, persistedVenues } from '../components/CategorySection.tsx';
import { GeolocationNotice } from '../components/GeolocationNotice.tsx';
import { HeaderPickers } from '../components/HeaderPickers.tsx';
import { RecentOrders } from '../components/RecentOrders.tsx';
import { SearchLayout } from '../components/SearchLayout.tsx';
import { useLocationContext, ensureCoordinates } from '../hooks/location.ts';
import { useNow } from '../components/VenueStatus.tsx';
import { useTownPrompt } from '../hooks/use-town-prompt.ts';
import { venueDistance } from '../model/distance.ts';
import {
  brandsForShortcuts,
  type CategoryKind,
  categoryHref,
  defaultFilialCategories,
  EAGER_KINDS,
  type FilialCategory,
  homeShortcuts,
} from '../model/home-categories.ts';
import { readPersisted } from '../../../api/query-cache.ts';
import type { Venue } from '../model/venue.ts';
import { type AppRuntime, useAppRuntime, useBridge } from '../../../runtime/app-runtime.ts';
import { useMountSignal } from '../../../config/mount-config.ts';
import { DEFAULT_SERVICE } from '../../../state/services.ts';
import { useSnapshot } from 'valtio';
import { formatDateTime, formatTime } from '../../../i18n/format-date.ts';
import { parseLanguage, DEFAULT_LANGUAGE } from '../../../i18n/languages.ts';

// Asked of few guests, once per session: its code (and the modal's) stays off the first screen.
const TownPrompt = lazy(() =>
  import('../components/TownPrompt.tsx').then((module) => ({ default: module.TownPrompt })),
);

const ICONS: Record<CategoryKind, IconNode> = {
  promo: percent,
  recent: repeat,
  near: mapPin,
  popular: star,
  brand: store,
  sf: snowflake,
};

/** Until the brands are known, their three shortcut places (positions 5 to 7) hold still. */
const BRAND_POSITIONS = [5, 6, 7];

/** Home (docs/contract/screens.md#home-guards, docs/contract/screens.md#home-shortcuts): the guards, the category shortcuts by position, and the default filial categories. */
export default function HomeScreen() {
  const { t, i18n } = useTranslation();
  const stores = useAppStores();
  const redirecting = useHomeGuards();
  const context = useLocationContext({ withService: false });
  const signedIn = Boolean(useAppState().auth.accessToken);
  const now = useNow();
  const [townPickerOpen, setTownPickerOpen] = useState(false);

  // Brand names come with the popular list; the copy kept from the last visit fills the shortcuts meanwhile.
  const popularKey = categoryCacheKey(i18n.language, context, 'popular');
  const cachedBrands = useCallback(() => {
    const cached = readPersisted(stores.local, persistedVenues(popularKey));
    return cached ? brandsForShortcuts(cached) : null;
  }, [stores, popularKey]);
  const [brands, setBrandsState] = useState<string[] | null>(cachedBrands);
  // The same names again (every answer of the popular list) keep the list as it is: a new but equal list
  // would rebuild every category and re-render all of Home for nothing.
  const setBrands = useCallback(
    (next: string[] | null) => setBrandsState((previous) => (sameValue(previous, next) ? previous : next)),
    [],
  );
  // Another town (or language, or guest) has brands of its own: its kept copy, or placeholders until loaded.
  useEffect(() => setBrands(cachedBrands()), [cachedBrands, setBrands]);
  const [firstDistance, setFirstDistance] = useState<number | null>(null);
  const prompt = useTownPrompt(firstDistance);

  const onPopular = useCallback((venues: Venue[]) => setBrands(brandsForShortcuts(venues)), [setBrands]);
  const onNear = useCallback(
    (venues: Venue[]) => setFirstDistance(venues[0] ? venueDistance(venues[0], context.coordinates) : null),
    [context.coordinates],
  );

  const shortcuts = useMemo(
    () => homeShortcuts(brands ?? []).filter((item) => item.kind !== 'recent' || signedIn),
    [brands, signedIn],
  );
  const categories = useMemo(
    () => defaultFilialCategories(brands ?? []).filter((item) => item.kind !== 'recent' || signedIn),
    [brands, signedIn],
  );

  if (redirecting) return null;

  const shortcutName = (item: FilialCategory) =>
    item.kind === 'brand' ? (item.brandName ?? '') : t(`home.categories.${item.kind}.name`);

  return (
    <SearchLayout
      screen="home"
      title={t('home.title')}
      titleHidden
      actions={<HeaderPickers townPickerOpen={townPickerOpen} onTownPickerChange={setTownPickerOpen} />}
      showMapShortcut
      showServiceSwitcher={false}
    >
      <main className="dkd-body">
        <OfflineNotice now={now} />
        <nav aria-label={t('home.shortcuts')}>
          <ul className="dkd-shortcuts">
            {shortcuts.map((item) => (
              <li
                key={item.id}
                data-position={item.position}
                {...(item.kind === 'recent' ? { [SIGNED_IN_ONLY_ATTRIBUTE]: '' } : {})}
              >
                <Link href={categoryHref(item)} className="dkd-shortcut">
                  <span className="dkd-shortcut-icon">
                    <Icon icon={ICONS[item.kind]} size={24} />
                  </span>
                  {shortcutName(item)}
                </Link>
              </li>
            ))}
            {brands === null
              ? BRAND_POSITIONS.map((position) => (
                  <li key={`placeholder-${position}`} aria-hidden="true">
                    <span className="dkd-shortcut" data-placeholder="true" />
                  </li>
                ))
              : null}
          </ul>
        </nav>
        <div className="dkd-toolbar">
          <Link href="/filials" className="dkd-link">
            {t('home.allVenues')}
          </Link>
          <Link href="/brands" className="dkd-link">
            {t('home.brands')}
          </Link>
        </div>
        {signedIn ? <RecentOrders /> : null}
        {categories.map((category) => (
          <CategorySection
            key={category.id}
            category={category}
            context={context}
            now={now}
            here={context.coordinates}
            eager={EAGER_KINDS.has(category.kind)}
            signedInOnly={category.kind === 'recent'}
            {...(category.kind === 'near'
              ? { emptyText: t('errors.noRestaurants'), onLoaded: onNear }
              : category.kind === 'popular'
                ? { onLoaded: onPopular }
                : {})}
          />
        ))}
        {/* After the rows, in the page's flow: a refusal comes late (the guest answers the browser when they
            like), and anywhere above a row it pushed that row down under the guest's eyes. Not over the nav
            bar, and below the first screen never its largest paint. */}
        <GeolocationNotice />
      </main>
      {prompt.open ? (
        <Suspense fallback={null}>
          <TownPrompt open onClose={prompt.close} onChooseTown={() => setTownPickerOpen(true)} />
        </Suspense>
      ) : null}
    </SearchLayout>
  );
}

const WEBVIEWS = new Set(['ios', 'android', 'react-native']);
// The webview's default service is set once per mount, not on every return to Home (the guest may switch).
const defaultServiceSet = new WeakSet<AppRuntime>();

/**
 * docs/contract/screens.md#home-guards Home guards, in order: to Brands when a brand configuration exists; clear the temporary terminals;
 * ensure the coordinates (asked, not waited for: Home shows the town's venues meanwhile); keep the service
 * within the allowed list; in the webview set the default service. Returns true while redirecting.
 */
function useHomeGuards(): boolean {
  const runtime = useAppRuntime();
  const bridgeReady = useBridge();
  const signal = useMountSignal();
  const state = useAppStores();
  const [, navigate] = useLocation();
  const { brand } = useAppState().restrictions;
  const redirecting = brand !== null;

  useEffect(() => {
    if (redirecting) {
      navigate('/brands', { replace: true });
      return;
    }
    state.stored.tempTerminals.clear();
    void ensureCoordinates(runtime, signal).catch(() => {
      // Aborted with the mount: nothing left to show it on.
    });
    state.device.setService(state.root.device.service);
    let cancelled = false;
    bridgeReady.then((bridge) => {
      if (cancelled || !bridge || !WEBVIEWS.has(bridge.runtime) || defaultServiceSet.has(runtime)) return;
      defaultServiceSet.add(runtime);
      state.device.setService(DEFAULT_SERVICE);
    });
    return () => {
      cancelled = true;
    };
  }, [redirecting, navigate, bridgeReady, state, signal, runtime]);

  return redirecting;
}

function sameDay(a: number, b: number): boolean {
  return new Date(a).toDateString() === new Date(b).toDateString();
}

/**
 * "Offline: showing what you saw at 14:05" while Home shows the offline worker's stored lists (ADR 0007).
 * The live region is always in the page, so a screen reader hears the notice come and go; it goes by itself
 * once the lists loaded again from the network.
 */
function OfflineNotice({ now }: { now: number }) {
  const { t, i18n } = useTranslation();
  const freshness = useFreshness();
  const { storedAt } = useSnapshot(freshness.state);
  const language = parseLanguage(i18n.language) ?? DEFAULT_LANGUAGE;
  const today = storedAt !== null && sameDay(storedAt, now);
  return (
    <div role="status" aria-live="polite" className="dkd-offline" data-testid="offline-notice">
      {storedAt === null ? null : (
        <p>
          <strong>
            {today
              ? t('offline.title', { time: formatTime(storedAt, language) })
              : t('offline.titleEarlier', { time: formatDateTime(storedAt, language) })}
          </strong>{' '}
          {t('offline.refreshHint')}
        </p>
      )}
    </div>
  );
}
