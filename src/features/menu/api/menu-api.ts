import type { ApiClient } from '../../../api/client.ts';
import type { BodyParser } from '../../../api/client-types.ts';
import type { QueryParams } from '../../../api/query-string.ts';
import { normalizeMany, normalizeOne } from '../../../api/json-api.ts';
import type { OrderKind } from '../../../api/order-kinds.ts';
import { type Menu, parseItem, parseItems, parseMenu, availabilityOf, type MenuItem } from '../model/menu.ts';
import { type DeliveryBanner, parseBanner, parseVenue, type Venue } from '../model/venue.ts';
import { intOf, numberOf, textOf } from '../../../api/wire.ts';
import {
  menuRequest,
  PRODUCT_LIST_LIMIT,
  popularRequest,
  promosRequest,
  venueRequest,
} from './menu-requests.ts';

const withSignal = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

function required<T>(value: T | null, what: string): T {
  if (value === null) throw new Error(`the answer holds no ${what}`);
  return value;
}

/** A GET as the client takes it: sent (`get`), or read from an answer the page already has (`peek`). */
interface Call<T> {
  path: string;
  query: QueryParams;
  parse: BodyParser<T>;
}

const get = <T>(client: ApiClient, { path, ...call }: Call<T>, signal?: AbortSignal): Promise<T> =>
  client.get(path, { ...call, ...withSignal(signal) });

/** The answer if the app shell's first script already has it in (ADR 0025), for a first render. */
const peek = <T>(client: ApiClient, { path, ...call }: Call<T>): T | undefined => client.peek(path, call);

/** The venue card with its per-service terminals (docs/contract/calls.md#location-calls "terminal card"). */
const venueCall = (filialId: number): Call<Venue> => ({
  ...venueRequest(filialId),
  parse: (body) => required(parseVenue(body), 'venue'),
});

export const fetchVenue = (client: ApiClient, filialId: number, signal?: AbortSignal) =>
  get(client, venueCall(filialId), signal);

export const peekVenue = (client: ApiClient, filialId: number) => peek(client, venueCall(filialId));

export const fetchMenu = (client: ApiClient, filialId: number, signal?: AbortSignal): Promise<Menu> =>
  get(client, { ...menuRequest(filialId), parse: parseMenu }, signal);

const popularCall = (filialId: number): Call<MenuItem[]> => ({
  ...popularRequest(filialId),
  parse: parseItems,
});

export const fetchPopular = (client: ApiClient, filialId: number, signal?: AbortSignal) =>
  get(client, popularCall(filialId), signal);

export const peekPopular = (client: ApiClient, filialId: number) => peek(client, popularCall(filialId));

/** Signed in only (docs/contract/roles.md#signed-in-endpoints): the guest's favourites at this venue, for the 'My Favourites' category. */
export function fetchFavourites(
  client: ApiClient,
  filialId: number,
  signal?: AbortSignal,
): Promise<MenuItem[]> {
  return client.get('menu/v3/favourite/products', {
    query: { filial_id: filialId, limit: PRODUCT_LIST_LIMIT },
    parse: parseItems,
    ...withSignal(signal),
  });
}

export async function setFavourite(
  client: ApiClient,
  productId: number,
  favourite: boolean,
  signal?: AbortSignal,
): Promise<void> {
  if (favourite) {
    await client.post(
      'menu/v3/favourite/products',
      { data: { type: 'favourites', attributes: { product_id: productId } } },
      { idempotent: true, ...withSignal(signal) },
    );
    return;
  }
  await client.delete(`menu/v3/favourite/products/${productId}`, withSignal(signal));
}

/** Signed in: what the guest orders most at this venue (empty for guests). */
export function fetchFrequent(
  client: ApiClient,
  filialId: number,
  signal?: AbortSignal,
): Promise<MenuItem[]> {
  return client.get(`takeaway/v1/filial/${filialId}/products/frequent/`, {
    query: { limit: PRODUCT_LIST_LIMIT },
    parse: parseItems,
    ...withSignal(signal),
  });
}

export interface Promo {
  id: number;
  title: string;
  description: string;
  imageUrl: string | null;
  productIds: number[];
}

function parsePromos(body: unknown): Promo[] {
  return normalizeMany(body)
    .filter((resource) => resource.type === 'promos')
    .map((resource) => ({
      id: intOf(resource.id) ?? 0,
      title: textOf(resource.title),
      description: textOf(resource.description),
      imageUrl: typeof resource.image_url === 'string' ? resource.image_url : null,
      productIds: Array.isArray(resource.product_ids)
        ? resource.product_ids.map(intOf).filter((id): id is number => id !== null)
        : [],
    }))
    .filter((promo) => promo.title !== '' && promo.productIds.length > 0);
}

interface PromosOf {
  filialId: number;
  userId: string | null;
}

/** The venue's active promotions with their products (docs/contract/calls.md#promo-calls; the user id lets a new user see theirs). */
const promosCall = ({ filialId, userId }: PromosOf): Call<Promo[]> => ({
  ...promosRequest(filialId, userId),
  parse: parsePromos,
});

export const fetchPromos = (client: ApiClient, of: PromosOf, signal?: AbortSignal) =>
  get(client, promosCall(of), signal);

export const peekPromos = (client: ApiClient, of: PromosOf) => peek(client, promosCall(of));

/** docs/contract/calls.md#other-takeaway-calls "filial settings banner": a delivery delay or closure notice, or null. */
export function fetchBanner(
  client: ApiClient,
  filialId: number,
  signal?: AbortSignal,
): Promise<DeliveryBanner | null> {
  return client.get(`takeaway/v2/filial/settings/banner/info/${filialId}`, {
    query: { is_web_view: 1 },
    parse: (body) => parseBanner(normalizeOne(body)),
    ...withSignal(signal),
  });
}

/**
 * Recommended products (cross-sell) for some items. docs/contract/validation.md#recommended-products: asked only with a terminal and at least one
 * available product; otherwise there is nothing to ask and no request is made.
 */
export async function fetchRecommended(
  client: ApiClient,
  { filialId, items, kind }: { filialId: number | null; items: readonly MenuItem[]; kind: OrderKind },
  signal?: AbortSignal,
): Promise<MenuItem[]> {
  const available = items.filter((item) => availabilityOf(item, kind) === 'available').map((item) => item.id);
  if (filialId === null || available.length === 0) return [];
  const products = [...new Set(available)];
  const found = await client.get('menu/v3/cross-sell/products', {
    query: { filial_id: filialId, products },
    parse: parseItems,
    ...withSignal(signal),
  });
  return found.filter((item) => !products.includes(item.id) && availabilityOf(item, kind) === 'available');
}

export function fetchProductByBarcode(
  client: ApiClient,
  { filialId, barcode }: { filialId: number; barcode: string },
  signal?: AbortSignal,
): Promise<MenuItem> {
  return client.get('menu/v3/product-by-barcode', {
    query: { filial_id: filialId, barcode },
    parse: (body) => required(parseItem(body), 'product'),
    ...withSignal(signal),
  });
}

/** docs/contract/calls.md#other-takeaway-calls "cooking time": minutes until an order of these products would be ready, or null. */
export function fetchCookingTime(
  client: ApiClient,
  { filialId, productIds }: { filialId: number; productIds: readonly number[] },
  signal?: AbortSignal,
): Promise<number | null> {
  return client.post(
    'takeaway/order/cooking_time',
    { filial_id: filialId, products: [...productIds] },
    {
      // It computes and stores nothing: safe to repeat.
      idempotent: true,
      parse: (body) => {
        const minutes = numberOf(normalizeOne(body)?.cooking_time);
        return minutes !== null && minutes > 0 ? Math.round(minutes) : null;
      },
      ...withSignal(signal),
    },
  );
}

/** docs/contract/calls.md#loyalty-and-smart-lock-calls: opens a smart fridge's lock. An offline lock is an error (HTTP 200 with error_code 503). */
export async function openFridgeLock(
  client: ApiClient,
  terminalId: number,
  signal?: AbortSignal,
): Promise<void> {
  await client.post('smart-lock/v1/open-lock', { terminal_id: terminalId }, withSignal(signal));
}

export interface TableInfo {
  id: number;
  filialId: number;
  number: number;
}

/** The table a QR code names (sandbox: docs/api/bills.md#get-takeawayv1tablestable_id); a table of another venue is not found. */
export function fetchTable(
  client: ApiClient,
  { tableId, filialId }: { tableId: number; filialId?: number },
  signal?: AbortSignal,
): Promise<TableInfo> {
  return client.get(`takeaway/v1/tables/${tableId}`, {
    query: filialId === undefined ? {} : { filial_id: filialId },
    parse: (body) => {
      const table = normalizeOne(body);
      const id = intOf(table?.id);
      const filial = intOf(table?.filial_id);
      const number = intOf(table?.number);
      if (id === null || filial === null || number === null) throw new Error('the answer holds no table');
      return { id, filialId: filial, number };
    },
    ...withSignal(signal),
  });
}
