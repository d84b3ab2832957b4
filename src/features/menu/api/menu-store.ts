import { proxy } from 'valtio';
import type { ApiClient } from '../../../api/client.ts';
import type { Menu } from '../model/menu.ts';
import type { Venue } from '../model/venue.ts';
import { createImageQueue, type ImageQueue } from '../components/image-queue.ts';
import { type AdditiveLoader, createAdditiveLoader } from './additive-loader.ts';
import { fetchMenu, fetchVenue, peekVenue } from './menu-api.ts';

/** Who reads: the menu differs per language and per signed-in guest (is_favorite). */
export interface Reader {
  language: string;
  userId: string | null;
}

export interface MenuStore {
  /** A menu read before for this terminal and reader, shown at once while a fresher one loads. */
  peekMenu(filialId: number, reader: Reader): Menu | undefined;
  /** docs/contract/states.md#menu-data: cached per terminal; `force` (the Refresh action) asks the server again. */
  loadMenu(
    filialId: number,
    reader: Reader,
    options: { force?: boolean; signal?: AbortSignal },
  ): Promise<Menu>;
  peekVenue(filialId: number, language: string): Venue | undefined;
  /** The venue read before, or else the one the page's first script already has in (ADR 0025). */
  settledVenue(filialId: number, language: string): Venue | undefined;
  loadVenue(
    filialId: number,
    language: string,
    options: { force?: boolean; signal?: AbortSignal },
  ): Promise<Venue>;
  readonly additives: AdditiveLoader;
  /** The signed-in guest's favourite item ids per venue, changed in place when a heart is tapped. */
  readonly favourites: { byFilial: Record<number, number[]> };
  /** Numbers of the tables met in this mount, by table id (a QR code carries only the id). */
  readonly tables: Record<string, number>;
  /** Menu photos, loaded lazily and decoded before they are shown. */
  readonly images: ImageQueue;
}

const readerKey = (filialId: number, { language, userId }: Reader) =>
  `${filialId}|${language}|${userId ?? ''}`;

export function createMenuStore(client: ApiClient): MenuStore {
  const menus = new Map<string, Menu>();
  const venues = new Map<string, Venue>();
  return {
    peekMenu: (filialId, reader) => menus.get(readerKey(filialId, reader)),
    async loadMenu(filialId, reader, { force = false, signal }) {
      const key = readerKey(filialId, reader);
      const cached = menus.get(key);
      if (cached && !force) return cached;
      const menu = await fetchMenu(client, filialId, signal);
      menus.set(key, menu);
      return menu;
    },
    peekVenue: (filialId, language) => venues.get(`${filialId}|${language}`),
    settledVenue(filialId, language) {
      const key = `${filialId}|${language}`;
      const venue = venues.get(key) ?? peekVenue(client, filialId);
      if (venue) venues.set(key, venue);
      return venue;
    },
    async loadVenue(filialId, language, { force = false, signal }) {
      const key = `${filialId}|${language}`;
      const cached = venues.get(key);
      if (cached && !force) return cached;
      const venue = await fetchVenue(client, filialId, signal);
      venues.set(key, venue);
      return venue;
    },
    additives: createAdditiveLoader(client),
    favourites: proxy({ byFilial: {} }),
    tables: proxy({}),
    images: createImageQueue(),
  };
}

/**
 * One store per mount, found by its API client: two mounts on a page never share a cached menu (a module
 * variable would), and the store goes away with its mount.
 */
const stores = new WeakMap<ApiClient, MenuStore>();

export function menuStoreOf(client: ApiClient): MenuStore {
  let store = stores.get(client);
  if (!store) {
    store = createMenuStore(client);
    stores.set(client, store);
  }
  return store;
}
