import { proxy } from 'valtio';
import type { ApiClient } from '../../../api/client.ts';
import { createImageQueue, type ImageQueue } from '../components/image-queue.ts';
import { type AdditiveLoader, createAdditiveLoader } from './additive-loader.ts';

export interface MenuStore {
  readonly additives: AdditiveLoader;
  /** The signed-in guest's favourite item ids per venue, changed in place when a heart is tapped. */
  readonly favourites: { byFilial: Record<number, number[]> };
  /** Numbers of the tables met in this mount, by table id (a QR code carries only the id). */
  readonly tables: Record<string, number>;
  /** Menu photos, loaded lazily and decoded before they are shown. */
  readonly images: ImageQueue;
}

function createMenuStore(client: ApiClient): MenuStore {
  return {
    additives: createAdditiveLoader(client),
    favourites: proxy({ byFilial: {} }),
    tables: proxy({}),
    images: createImageQueue(),
  };
}

/**
 * One store per mount, found by its API client: two mounts on a page never share favourites or tables (a
 * module variable would), and the store goes away with its mount.
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
