import { describe, expect, it } from 'vitest';
import { effectivePaymentType, paymentTypesOf } from './payment-types.ts';

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
