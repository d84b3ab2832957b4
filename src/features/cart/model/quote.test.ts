import { describe, expect, it } from 'vitest';
import { quote, type QuoteInput } from './quote.ts';

const base: QuoteInput = {
  currency: 'KZT',
  subtotal: 7270,
  servicePercentage: 0,
  deliveryFee: 0,
  deliveryCost: 0,
  bonusRequested: 0,
  bonusBalance: 0,
  maxBonusPercent: 0,
};

describe('quote', () => {
  it('limits bonuses to the venue’s percentage of the items, delivery excluded (docs/contract/validation.md#bonus-payment, docs/contract/constants.md#bonus-payment-limit)', () => {
    const priced = quote({
      ...base,
      deliveryFee: 660,
      deliveryCost: 960,
      bonusRequested: 100_000,
      bonusBalance: 12_500,
      maxBonusPercent: 50,
    });
    expect(priced.bonusLimit).toBe(3635);
    expect(priced.bonusSpent).toBe(3635);
    expect(priced.deliveryDiscount).toBe(300);
    expect(priced.total).toBe(7270 - 3635 + 660);
  });

  it('never spends more than the balance, nor what was not asked for', () => {
    expect(quote({ ...base, bonusRequested: 5000, bonusBalance: 800, maxBonusPercent: 100 }).bonusSpent).toBe(
      800,
    );
    expect(quote({ ...base, bonusRequested: 0, bonusBalance: 800, maxBonusPercent: 100 }).bonusSpent).toBe(0);
    expect(quote({ ...base, bonusRequested: 500, bonusBalance: 800, maxBonusPercent: 0 }).bonusLimit).toBe(0);
  });

  it('spends whole tenge but lari to the tetri', () => {
    expect(
      quote({ ...base, subtotal: 999, bonusRequested: 999, bonusBalance: 999, maxBonusPercent: 15 })
        .bonusSpent,
    ).toBe(149);
    const lari = quote({
      ...base,
      currency: 'GEL',
      subtotal: 19.99,
      bonusRequested: 99,
      bonusBalance: 25.5,
      maxBonusPercent: 30,
    });
    expect(lari.bonusSpent).toBe(5.99);
    expect(lari.total).toBe(14);
  });

  it('adds the service percentage of the items, rounded down to the tiyn', () => {
    const priced = quote({ ...base, subtotal: 4270, servicePercentage: 10 });
    expect(priced.serviceCost).toBe(427);
    expect(priced.total).toBe(4697);
    expect(quote({ ...base, subtotal: 1990, servicePercentage: 12 }).serviceCost).toBe(238.8);
  });

  it('adds up without floating-point drift', () => {
    expect(quote({ ...base, subtotal: 0.1 + 0.2, deliveryFee: 0.3, deliveryCost: 0.3 }).total).toBe(0.6);
  });
});
