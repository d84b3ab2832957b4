import { describe, expect, it, vi } from 'vitest';
import { checkDeliveryZone, fetchSubsidyTiers, fetchTariffs } from './delivery-quote.ts';
import { checkStopList } from '../../../api/menu-checks.ts';
import { fetchCartProducts } from '../screens/cart/use-cart-pricing.ts';
import { fetchVenueFor, settingsFor } from './venue-api.ts';
import {
  control,
  guest,
  plain,
  type Product,
  productsOf,
  setUpCheckoutSandbox,
} from '../../../testing/checkout-sandbox.ts';

setUpCheckoutSandbox();

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

  it('finds the 21+ products of a cart, and names its products and their additives in the request’s language', async () => {
    const products = await productsOf(12);
    const restricted = products.find((p) => p.is_age_restricted);
    const [plainOne] = plain(products) as [Product];
    const withAdditives = products.find((p) => p.has_additive_categories && !p.is_unavailable);
    expect(restricted).toBeDefined();
    expect(withAdditives).toBeDefined();
    const answer = await fetchCartProducts(guest, 12, 'takeaway', [
      plainOne.id,
      restricted!.id,
      restricted!.id,
      withAdditives!.id,
    ]);
    expect(answer.restrictedIds).toEqual([restricted!.id]);
    expect(answer.names.products.get(plainOne.id)).toBe(plainOne.name);
    expect(answer.names.products.get(withAdditives!.id)).toBe(withAdditives!.name);
    expect(answer.names.additives.size).toBeGreaterThan(0);
    for (const name of answer.names.additives.values()) expect(name).toMatch(/^[\x20-\x7e]+$/);
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
