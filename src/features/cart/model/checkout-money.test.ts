import { describe, expect, it } from 'vitest';
import {
  quote,
  type QuoteInput,
  deliveryDiscount,
  type SubsidyTier,
  chosenTariff,
  type DeliveryTariff,
  selectTariffs,
  effectivePaymentType,
  paymentTypesOf,
} from './checkout-money.ts';

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

const tariff = (transportType: 'FOOT' | 'CAR', isFastest: boolean, price = 500): DeliveryTariff => ({
  transportType,
  cost: price,
  price,
  isFree: false,
  timeFrom: 10,
  timeTo: 20,
  amountToNextTier: null,
  isFastest,
});

describe('selectTariffs (docs/contract/validation.md#delivery-tariffs)', () => {
  it('keeps only the fastest when some are marked so', () => {
    const picked = selectTariffs([tariff('FOOT', false, 300), tariff('CAR', true, 700)]);
    expect(picked.map((t) => t.transportType)).toEqual(['CAR']);
  });

  it('puts foot tariffs at the end, keeping the server order otherwise', () => {
    const picked = selectTariffs([tariff('FOOT', true, 1), tariff('CAR', true, 2), tariff('CAR', true, 3)]);
    expect(picked.map((t) => `${t.transportType}${t.price}`)).toEqual(['CAR2', 'CAR3', 'FOOT1']);
  });

  it('keeps all when none is marked fastest, and does not touch its input', () => {
    const input = [tariff('FOOT', false), tariff('CAR', false)];
    expect(selectTariffs(input).map((t) => t.transportType)).toEqual(['CAR', 'FOOT']);
    expect(input.map((t) => t.transportType)).toEqual(['FOOT', 'CAR']);
  });

  it('gives nothing for nothing', () => {
    expect(selectTariffs([])).toEqual([]);
  });
});

describe('chosenTariff', () => {
  it('keeps the guest’s choice while it is offered, picks the only one, and otherwise asks', () => {
    const car = tariff('CAR', true);
    const foot = tariff('FOOT', true);
    expect(chosenTariff([car, foot], 'FOOT')).toBe(foot);
    expect(chosenTariff([car], null)).toBe(car);
    expect(chosenTariff([car], 'FOOT')).toBe(car);
    expect(chosenTariff([car, foot], null)).toBeNull();
    expect(chosenTariff([], 'CAR')).toBeNull();
  });
});

describe('paymentTypesOf (docs/contract/entities.md#payment-types)', () => {
  it('offers none when the payment button is disabled', () => {
    expect(paymentTypesOf({ isPaymentButtonDisabled: true, isCashEnabled: true })).toEqual([]);
  });

  it('offers online unless it is disabled, and cash only when enabled', () => {
    expect(paymentTypesOf({ isPaymentButtonDisabled: false })).toEqual(['online']);
    expect(paymentTypesOf({ isCashEnabled: true })).toEqual(['online', 'cash']);
    expect(paymentTypesOf({ isOnlinePaymentDisabled: true, isCashEnabled: true })).toEqual(['cash']);
    expect(paymentTypesOf({ isOnlinePaymentDisabled: true, isCashEnabled: false })).toEqual([]);
  });

  it('reads the server’s computed list when the switches are absent, ignoring unknown types', () => {
    expect(paymentTypesOf({ paymentTypes: ['cash', 'online', 'crypto'] })).toEqual(['online', 'cash']);
    expect(paymentTypesOf({})).toEqual([]);
  });
});

describe('effectivePaymentType', () => {
  it('keeps the cart’s choice while offered, else the first offered', () => {
    expect(effectivePaymentType('cash', ['online', 'cash'])).toBe('cash');
    expect(effectivePaymentType('cash', ['online'])).toBe('online');
    expect(effectivePaymentType(null, ['cash'])).toBe('cash');
    expect(effectivePaymentType('online', [])).toBeNull();
  });
});
