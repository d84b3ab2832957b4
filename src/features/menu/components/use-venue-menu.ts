import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import { useMountScope } from '../../../mount-context.ts';
import { type RequestStatus, useRequest } from '../../../ui/use-request.ts';
import { fetchFavourites } from '../api/menu-api.ts';
import { menuStoreOf, type Reader } from '../api/menu-store.ts';
import { FAVOURITES_CATEGORY_ID, fixedCategoryKey, type Menu, type MenuCategory } from '../model/menu.ts';
import type { MenuItem } from '../model/menu-item.ts';
import type { Venue } from '../model/venue.ts';

export interface VenueMenu {
  status: RequestStatus;
  venue: Venue | undefined;
  menu: Menu | undefined;
  /** The categories to show: 'My Favourites' first for a signed-in guest, fixed ones under their own names. */
  categories: MenuCategory[];
  lookup: (itemId: number) => MenuItem | undefined;
  signedIn: boolean;
  /** The favourite item ids of this venue (signed in). */
  favourites: ReadonlySet<number>;
  error: unknown;
  /** Retry after a failure, or the Refresh action: asks the server again, cache or not. */
  refresh: () => void;
}

/**
 * The venue card and its menu, from the mount's cache when this terminal was read before (shown at once)
 * and from the server otherwise or on refresh; for a signed-in guest also the favourites.
 */
export function useVenueMenu(filialId: number): VenueMenu {
  const { t, i18n } = useTranslation();
  const { runtime } = useMountScope();
  const { client, state } = runtime.core;
  const store = menuStoreOf(client);
  const auth = useSnapshot(state.auth.state);
  const favouriteState = useSnapshot(store.favourites);
  const signedIn = Boolean(auth.accessToken);
  const language = i18n.language;
  const reader: Reader = { language, userId: signedIn ? (auth.userId ?? '') : null };
  const force = useRef(false);

  const request = useRequest(
    async (signal) => {
      const fresh = force.current;
      force.current = false;
      const [venue, menu] = await Promise.all([
        store.loadVenue(filialId, language, { force: fresh, signal }),
        store.loadMenu(filialId, reader, { force: fresh, signal }),
      ]);
      return { venue, menu };
    },
    [filialId, language, reader.userId],
  );

  useRequest(
    async (signal) => {
      if (!signedIn) return;
      const items = await fetchFavourites(client, filialId, signal);
      store.favourites.byFilial[filialId] = items.map((item) => item.id);
    },
    [filialId, signedIn, client],
  );

  const venue = request.data?.venue ?? store.peekVenue(filialId, language);
  const menu = request.data?.menu ?? store.peekMenu(filialId, reader);
  const favouriteIds = favouriteState.byFilial[filialId];

  const favourites = useMemo(() => {
    if (!signedIn || !menu) return new Set<number>();
    if (favouriteIds) return new Set(favouriteIds);
    return new Set([...menu.items.values()].filter((item) => item.is_favorite).map((item) => item.id));
  }, [signedIn, menu, favouriteIds]);

  const categories = useMemo(() => {
    if (!menu) return [];
    const named = menu.categories.map((category) => {
      const fixed = fixedCategoryKey(category.id);
      return fixed ? { ...category, name: t(`menu.categories.${fixed}`) } : category;
    });
    if (!signedIn || favourites.size === 0) return named;
    const mine: MenuCategory = {
      id: FAVOURITES_CATEGORY_ID,
      name: t('menu.myFavourites'),
      showPhoto: true,
      itemIds: [...favourites],
    };
    return [mine, ...named];
  }, [menu, signedIn, favourites, t]);

  const lookup = useCallback((itemId: number) => menu?.items.get(itemId), [menu]);
  const { reload } = request;
  const refresh = useCallback(() => {
    force.current = true;
    reload();
  }, [reload]);

  return {
    status: request.status,
    venue,
    menu,
    categories,
    lookup,
    signedIn,
    favourites,
    error: request.error,
    refresh,
  };
}
