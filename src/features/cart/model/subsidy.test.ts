import { describe, expect, it } from 'vitest';
import { deliveryDiscount, type SubsidyTier } from './subsidy.ts';

const tier = (amount: number, discount: number): SubsidyTier => ({
  from: amount,
  to: null,
  amount,
  discount,
  deliveryPrice: 0,
});

// The sandbox's tiers for filial 12: nothing below 5 000, 300 off from 5 000, 990 off from 10 000.
const TIERS = [tier(0, 0), tier(5000, 300), tier(10_000, 990)];

describe('deliveryDiscount (docs/contract/validation.md#delivery-discount)', () => {
  it('is the highest discount among thresholds at or below the sum', () => {
    expect(deliveryDiscount(TIERS, 4999)).toEqual({ discount: 0, toNextTier: 1 });
    expect(deliveryDiscount(TIERS, 5000)).toEqual({ discount: 300, toNextTier: 5000 });
    expect(deliveryDiscount(TIERS, 12_000)).toEqual({ discount: 990, toNextTier: null });
  });

  it('does not depend on the order of the tiers, and a lower discount further up is not "next"', () => {
    const shuffled = [tier(10_000, 200), tier(5000, 300), tier(0, 0)];
    expect(deliveryDiscount(shuffled, 6000)).toEqual({ discount: 300, toNextTier: null });
  });

  it('compares money exactly: 4 999.99 is not 5 000', () => {
    expect(deliveryDiscount(TIERS, 4999.99).discount).toBe(0);
    expect(deliveryDiscount(TIERS, 4999.99).toNextTier).toBe(0.01);
  });

  it('is nothing without tiers', () => {
    expect(deliveryDiscount([], 10_000)).toEqual({ discount: 0, toNextTier: null });
  });
});
