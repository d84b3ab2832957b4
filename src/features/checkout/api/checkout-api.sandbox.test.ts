import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  type SimulatorServer,
  startSimulatorServer,
} from '../../../../host-simulator/server/simulator-server.ts';
import { type ApiClient, createApiClient } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { emptyAddress } from '../../../state/addresses.ts';
import {
  createAddress,
  deleteAddress,
  fetchAddresses,
  MissingCoordinatesError,
  updateAddress,
} from './address-api.ts';
import { fetchBonusInfo } from './bonus-api.ts';
import { checkDeliveryZone, fetchSubsidyTiers, fetchTariffs } from './delivery-api.ts';
import { fetchSuggestions, reverseGeocode, suggestionQuery } from './geo-api.ts';
import { checkStopList, fetchAgeRestricted } from './menu-checks-api.ts';
import { fetchCourier, fetchOrder, fetchOrders, parseOrderDocument } from './order-api.ts';
import { fetchVenueFor, settingsFor } from './venue-api.ts';

/**
 * The checkout's calls against the real sandbox (host-simulator/server): the shapes the screens read are
 * the ones the sandbox answers, and the rules of SPEC §5 hold on both sides.
 */
let server: SimulatorServer;
const dirs: string[] = [];
const clients: ApiClient[] = [];
let guest: ApiClient;
let aigerim: ApiClient;
let aigerimToken = '';

async function control<T>(method: string, path: string, body?: unknown): Promise<T> {
  const answer = await fetch(`${server.url}/sandbox/control/${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await answer.json()) as T;
}

function client(token: string | null): ApiClient {
  const made = createApiClient({
    baseUrl: `${server.url}/proxy/`,
    getLanguage: () => 'en',
    getAccessToken: () => token,
    retryDelayMs: 5,
  });
  clients.push(made);
  return made;
}

interface Product {
  id: number;
  price: number;
  is_unavailable: boolean;
  is_age_restricted: boolean;
  has_additive_categories: boolean;
}

async function productsOf(filialId: number): Promise<Product[]> {
  const menu = (await guest.get('menu/v2/category/products', { query: { filial_id: filialId } })) as {
    included: { id: string; type: string; attributes: Omit<Product, 'id'> }[];
  };
  return menu.included
    .filter((resource) => resource.type === 'products')
    .map((resource) => ({ ...resource.attributes, id: Number(resource.id) }));
}

const plain = (products: Product[]) =>
  products.filter((p) => !p.is_unavailable && !p.is_age_restricted && !p.has_additive_categories);

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dastarkhan-checkout-data-'));
  const distDir = mkdtempSync(join(tmpdir(), 'dastarkhan-checkout-dist-'));
  dirs.push(dataDir, distDir);
  server = await startSimulatorServer({ port: 0, dataDir, distDir });
  guest = client(null);
  const grant = await control<{ access_token: string }>('POST', 'grants', {
    user_id: 1,
    client_id: 'dastarkhan',
    redirect_uri: 'http://127.0.0.1/auth',
  });
  aigerimToken = grant.access_token;
  aigerim = client(aigerimToken);
}, 60_000);

afterAll(async () => {
  for (const made of clients) made.dispose();
  await server?.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('venue settings', () => {
  it('reads each service’s settings from the terminal card, and a fridge’s from its terminal', async () => {
    const venue = await fetchVenueFor(guest, 12, 'delivery');
    expect(venue).toMatchObject({ id: 12, currency: 'KZT', isOpen: true });
    expect(venue.coordinates?.latitude).toBeCloseTo(43.23, 1);
    expect(settingsFor(venue, 'delivery')).toMatchObject({
      minOrderSum: 3000,
      maxBonusPercent: 50,
      paymentTypes: ['online'],
      deliveryState: 'night_shift',
    });
    expect(settingsFor(venue, 'takeaway')).not.toBeNull();
    const vendor = await fetchVenueFor(guest, 18, 'vendor-delivery');
    expect(settingsFor(vendor, 'vendor-delivery')).toMatchObject({
      vendorDeliveryEnabled: true,
      vendorDeliveryCost: 700,
      vendorMinSum: 5000,
      vendorMaxSum: 60_000,
      paymentTypes: ['online', 'cash'],
    });
    const fridge = await fetchVenueFor(guest, 22, 'micromarket');
    expect(settingsFor(fridge, 'micromarket')).toMatchObject({
      paymentTypes: ['online'],
      maxBonusPercent: 0,
    });
    expect(settingsFor(fridge, 'takeaway')).toBeNull();
  });
});

describe('menu checks', () => {
  it('tells which lines are stopped and which prices changed', async () => {
    const [first, second] = plain(await productsOf(12)) as [Product, Product];
    await control('POST', 'stop-list', { filial_id: 12, product_id: second.id, state: 'stopped' });
    const item = (product: Product, price: number) => ({
      line: `${product.id}|`,
      productId: product.id,
      name: 'x',
      price,
      quantity: 1,
      additives: [],
    });
    const checks = await checkStopList(guest, 12, 'takeaway', [
      item(first, first.price + 10),
      item(second, second.price),
    ]);
    expect(checks).toEqual([
      expect.objectContaining({
        productId: first.id,
        state: 'available',
        isAvailable: true,
        priceChanged: true,
        price: first.price,
      }),
      expect.objectContaining({ productId: second.id, state: 'stopped', isAvailable: false }),
    ]);
    await control('POST', 'stop-list', { filial_id: 12, product_id: second.id, state: null });
  });

  it('finds the 21+ products of a cart', async () => {
    const products = await productsOf(12);
    const restricted = products.find((p) => p.is_age_restricted);
    const [plainOne] = plain(products) as [Product];
    expect(restricted).toBeDefined();
    expect(
      await fetchAgeRestricted(guest, 12, 'takeaway', [plainOne.id, restricted!.id, restricted!.id]),
    ).toEqual([restricted!.id]);
  });
});

describe('delivery', () => {
  const dostyk100 = { latitude: 43.233, longitude: 76.971796 };

  it('checks the zone with the point in headers; without a point it logs and answers in zone at 0', async () => {
    expect(await checkDeliveryZone(guest, 12, dostyk100, () => {})).toEqual({
      isInZone: true,
      deliveryCost: 490,
      minOrderSum: 3000,
    });
    expect(
      (await checkDeliveryZone(guest, 12, { latitude: 51.13, longitude: 71.43 }, () => {})).isInZone,
    ).toBe(false);
    const logError = vi.fn();
    expect(await checkDeliveryZone(guest, 12, null, logError)).toEqual({
      isInZone: true,
      deliveryCost: 0,
      minOrderSum: 0,
    });
    expect(logError).toHaveBeenCalledOnce();
  });

  it('reads the courier tariffs, and a failed tariff call is an empty list', async () => {
    const origin = { latitude: 43.233684, longitude: 76.961414 };
    const tariffs = await fetchTariffs(guest, {
      origin,
      destination: dostyk100,
      filialId: 12,
      orderAmount: 8000,
    });
    expect(tariffs.map((t) => t.transportType).sort()).toEqual(['CAR', 'FOOT']);
    expect(tariffs.find((t) => t.isFastest)?.price).toBeLessThan(tariffs.find((t) => t.isFastest)!.cost);
    const broken = await fetchTariffs(guest, {
      origin: { latitude: 123, longitude: 0 },
      destination: dostyk100,
      filialId: 12,
      orderAmount: 1,
    });
    expect(broken).toEqual([]);
  });

  it('reads the subsidy tiers of a terminal', async () => {
    const tiers = await fetchSubsidyTiers(guest, 12);
    expect(tiers.map((tier) => [tier.amount, tier.discount])).toEqual([
      [0, 0],
      [5000, 300],
      [10_000, 990],
    ]);
  });
});

describe('bonuses', () => {
  it('reads the balance and what may be spent here', async () => {
    const info = await fetchBonusInfo(aigerim, 12, 7000);
    expect(info).toMatchObject({ balance: 12_500, availableBalance: 3500, maxBonusUsagePercentage: 50 });
  });
});

describe('addresses', () => {
  it('creates with empty strings for what is missing, reads, updates and deletes', async () => {
    const draft = {
      ...emptyAddress('Almaty'),
      street: 'Abay Avenue',
      building: '52',
      coordinates: { latitude: 43.2389, longitude: 76.8897 },
    };
    const created = await createAddress(aigerim, draft, 'address-key-1');
    expect(created.address).toMatchObject({
      street: 'Abay Avenue',
      building: '52',
      entrance: '',
      apartment: '',
      title: '',
    });
    expect(created.message).toBe('The address was added');
    // The same save intent (a retry after a lost answer) is the same address.
    expect((await createAddress(aigerim, draft, 'address-key-1')).address.id).toBe(created.address.id);
    const updated = await updateAddress(aigerim, { ...created.address, isPrivateHouse: true, title: 'Home' });
    expect(updated.address).toMatchObject({ isPrivateHouse: true, apartment: 'Частный', title: 'Home' });
    expect((await fetchAddresses(aigerim)).map((a) => a.id)).toContain(created.address.id);
    await deleteAddress(aigerim, created.address.id);
    expect((await fetchAddresses(aigerim)).map((a) => a.id)).not.toContain(created.address.id);
    const deletedAgain = await deleteAddress(aigerim, created.address.id).catch((error: unknown) => error);
    expect(isApiError(deletedAgain, 'not-found')).toBe(true);
  });

  it('refuses an address without coordinates before sending it', async () => {
    await expect(createAddress(aigerim, emptyAddress('Almaty'), 'address-key-2')).rejects.toBeInstanceOf(
      MissingCoordinatesError,
    );
  });
});

describe('geocoding', () => {
  it('suggests up to three places from street, country and town, and names a point', async () => {
    const places = await fetchSuggestions(guest, suggestionQuery(' Dostyk 100 ', 'Kazakhstan', 'Almaty'));
    expect(places[0]).toMatchObject({
      title: 'Dostyk Avenue, 100',
      street: 'Dostyk Avenue',
      building: '100',
      city: 'Almaty',
    });
    expect(places.length).toBeLessThanOrEqual(3);
    const place = await reverseGeocode(guest, places[0]!.coordinates);
    expect(place?.street).toBe('Dostyk Avenue');
    const nowhere = await reverseGeocode(guest, { latitude: 0, longitude: 0 }).catch(
      (error: unknown) => error,
    );
    expect(isApiError(nowhere, 'not-found')).toBe(true);
  });
});

describe('orders', () => {
  it('reads a placed order, the history, and no courier before one is assigned', async () => {
    const [first] = plain(await productsOf(12)) as [Product];
    const answer = await aigerim.post(
      'takeaway/v1/delivery/order',
      {
        data: {
          type: 'orders',
          attributes: {
            filial_id: 12,
            payment_type: 'online',
            items: [{ product_id: first.id, count: 6, price: first.price }],
            address: {
              title: '',
              city: 'Almaty',
              street: 'Dostyk Avenue',
              building: '100',
              coordinates: dostyk(),
            },
          },
        },
      },
      { idempotencyKey: 'order-read-1' },
    );
    const placed = parseOrderDocument(answer);
    expect(placed).toMatchObject({
      service: 'delivery',
      status: 'created',
      paymentType: 'online',
      paymentStatus: 'pending',
    });
    expect(placed.payment?.paymentUrl).toContain('/sandbox/pay?track_id=');
    expect(placed.filialTitle).toBe('Dala Coffee');
    expect(placed.address).toBe('Dostyk Avenue, 100, Almaty');
    const read = await fetchOrder(aigerim, placed.id);
    expect(read.content[0]).toMatchObject({ productId: first.id, count: 6 });
    const page = await fetchOrders(aigerim, 1);
    expect(page.results[0]?.id).toBe(placed.id);
    expect(await fetchCourier(aigerim, placed.id)).toBeNull();
  });
});

function dostyk() {
  return { latitude: 43.233, longitude: 76.971796 };
}
