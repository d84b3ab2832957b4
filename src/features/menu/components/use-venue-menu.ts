import { useCallback, useMemo } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { useSnapshot } from 'valtio';
import { useApiClient } from '../../../api/api-scope.ts';
import { useAppState } from '../../../state/app-core.ts';
import { afterPaint } from '../../../ui/after-paint.ts';
import { type RequestStatus, useQuery } from '../../../ui/use-query.ts';
import { fetchFavourites, fetchMenu } from '../api/menu-api.ts';
import { menuStoreOf } from '../api/menu-store.ts';
import { useVenue } from './VenueScreen.tsx';
import {
  FAVOURITES_CATEGORY_ID,
  fixedCategoryKey,
  type Menu,
  type MenuCategory,
  type MenuItem,
} from '../model/menu.ts';
import type { Venue } from '../model/venue.ts';

export interface VenueMenu {
  /** Both answers': loading while either loads, the venue's failure first. */
  status: RequestStatus;
  /** The venue card's alone: the screen's header, notes and services show once it is in. */
  venueStatus: RequestStatus;
  /** The menu's alone: its list shows once it is in, below a venue already shown. */
  menuStatus: RequestStatus;
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
 * The venue card and its menu, from the mount's query cache when this terminal was read before (shown at
 * once; docs/contract/states.md#menu-data: cached per terminal, for the mount's life) and from the server otherwise or on refresh;
 * for a signed-in guest also the favourites. The two are asked for together and shown apart: the card is small, while the largest menu (1.7 MB of JSON, 1,640 items) costs
 * a cheap phone ~0.5 s of CPU to read into its model, so that work waits until the screen has painted what it
 * already has (ADR 0016).
 */
export function useVenueMenu(filialId: number): VenueMenu {
  const { t } = useTranslation();
  const client = useApiClient();
  const store = menuStoreOf(client);
  const auth = useAppState().auth;
  const favouriteState = useSnapshot(store.favourites);
  const signedIn = Boolean(auth.accessToken);

  const venueRequest = useVenue(filialId);
  const menuRequest = useQuery(
    ['menu', filialId],
    async (signal) => {
      // Nothing of this venue is painted yet: its card first, then the menu's long read (ADR 0016).
      if (!menu) await afterPaint(2, signal);
      return fetchMenu(client, filialId, signal);
    },
    { staleTime: Number.POSITIVE_INFINITY },
  );

  useQuery(['favourites', filialId, signedIn], async (signal) => {
    if (!signedIn) return null;
    const items = await fetchFavourites(client, filialId, signal);
    store.favourites.byFilial[filialId] = items.map((item) => item.id);
    return null;
  });

  const venue = venueRequest.data;
  const menu = menuRequest.data;
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
  const { reload: reloadVenue } = venueRequest;
  const { reload: reloadMenu } = menuRequest;
  const refresh = useCallback(() => {
    reloadVenue();
    reloadMenu();
  }, [reloadVenue, reloadMenu]);

  return {
    status: combinedStatus(venueRequest.status, menuRequest.status),
    venueStatus: venueRequest.status,
    menuStatus: menuRequest.status,
    venue,
    menu,
    categories,
    lookup,
    signedIn,
    favourites,
    error: venueRequest.error ?? menuRequest.error,
    refresh,
  };
}

function combinedStatus(venue: RequestStatus, menu: RequestStatus): RequestStatus {
  if (venue === 'error' || venue === 'offline') return venue;
  if (menu === 'error' || menu === 'offline') return menu;
  return venue === 'loading' || menu === 'loading' ? 'loading' : 'success';
}
