import { describe, expect, it } from 'vitest';
import type { ServiceSettings } from '../api/venue-api.ts';
import { deliveryPrice } from '../screens/cart/use-cart-pricing.ts';

const settings = { vendorDeliveryCost: 700 } as ServiceSettings;
const zone = { isInZone: true, deliveryCost: 490, minOrderSum: 3000 };
const tiers = [{ from: 5000, to: null, amount: 5000, discount: 300, deliveryPrice: 190 }];

describe('deliveryPrice', () => {
  it('is the venue’s own price for vendor delivery and nothing for pickup', () => {
    expect(
      deliveryPrice({ kind: 'vendor-delivery', settings, zone, tariff: null, tiers, subtotal: 9000 }),
    ).toEqual({
      fee: 700,
      cost: 700,
    });
    expect(deliveryPrice({ kind: 'takeaway', settings, zone, tariff: null, tiers, subtotal: 9000 })).toEqual({
      fee: 0,
      cost: 0,
    });
  });

  it('is the chosen courier’s price, already net of the subsidy', () => {
    const tariff = {
      transportType: 'CAR' as const,
      cost: 960,
      price: 660,
      isFree: false,
      timeFrom: 1,
      timeTo: 2,
      amountToNextTier: null,
      isFastest: true,
    };
    expect(deliveryPrice({ kind: 'delivery', settings, zone, tariff, tiers, subtotal: 9000 })).toEqual({
      fee: 660,
      cost: 960,
    });
  });

  it('without couriers is the zone’s price less the subsidy, never below zero', () => {
    expect(deliveryPrice({ kind: 'delivery', settings, zone, tariff: null, tiers, subtotal: 9000 })).toEqual({
      fee: 190,
      cost: 490,
    });
    expect(deliveryPrice({ kind: 'delivery', settings, zone, tariff: null, tiers, subtotal: 100 }).fee).toBe(
      490,
    );
    const big = [{ ...tiers[0]!, discount: 1000 }];
    expect(
      deliveryPrice({ kind: 'delivery', settings, zone, tariff: null, tiers: big, subtotal: 9000 }).fee,
    ).toBe(0);
  });
});
