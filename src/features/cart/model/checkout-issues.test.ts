import { describe, expect, it } from 'vitest';
import { emptyAddress } from '../../../state/addresses.ts';
import type { ServiceSettings } from '../api/venue-api.ts';
import { checkoutIssues, type IssueInput, minimumSum } from './checkout-issues.ts';
import type { DeliveryTariff } from './tariffs.ts';

const settings: ServiceSettings = {
  terminalId: 12,
  servicePercentage: 0,
  paymentTypes: ['online'],
  minOrderSum: 3000,
  maxBonusPercent: 50,
  deliveryState: 'open',
  deliveryDelayTime: 0,
  vendorDeliveryEnabled: true,
  vendorDeliveryCost: 700,
  vendorMinSum: 5000,
  vendorMaxSum: 60_000,
};
const address = {
  ...emptyAddress('Almaty'),
  id: 3,
  street: 'Abay',
  coordinates: { latitude: 43.2, longitude: 76.9 },
};
const car: DeliveryTariff = {
  transportType: 'CAR',
  cost: 960,
  price: 660,
  isFree: false,
  timeFrom: 11,
  timeTo: 21,
  amountToNextTier: null,
  isFastest: true,
};
const input: IssueInput = {
  kind: 'delivery',
  venueOpen: true,
  settings,
  address,
  zone: { isInZone: true, deliveryCost: 490, minOrderSum: 5000 },
  tariffs: [car],
  tariff: car,
  table: null,
  subtotal: 6000,
  paymentType: 'online',
};

describe('checkoutIssues (docs/contract/validation.md#order-requirements)', () => {
  it('has none for a complete delivery order', () => {
    expect(checkoutIssues(input)).toEqual([]);
  });

  it('needs an address, inside the zone, and a delivery method when couriers offer one', () => {
    expect(checkoutIssues({ ...input, address: null })).toContain('address-required');
    expect(checkoutIssues({ ...input, address: { ...address, coordinates: null } })).toContain(
      'address-required',
    );
    expect(
      checkoutIssues({ ...input, zone: { isInZone: false, deliveryCost: 0, minOrderSum: 0 } }),
    ).toContain('out-of-zone');
    expect(checkoutIssues({ ...input, tariff: null })).toContain('delivery-method-required');
    expect(checkoutIssues({ ...input, tariffs: [], tariff: null })).toEqual([]);
  });

  it('applies the minimum sum to delivery only: the zone’s or the venue’s, whichever is higher', () => {
    expect(checkoutIssues({ ...input, subtotal: 4999 })).toEqual(['min-sum']);
    expect(checkoutIssues({ ...input, kind: 'takeaway', subtotal: 100 })).toEqual([]);
    expect(minimumSum('delivery', settings, { isInZone: true, deliveryCost: 0, minOrderSum: 1000 })).toBe(
      3000,
    );
    expect(minimumSum('vendor-delivery', settings, null)).toBe(5000);
  });

  it('keeps vendor delivery within the venue’s own sums', () => {
    const vendor = { ...input, kind: 'vendor-delivery' as const, tariffs: [], tariff: null };
    expect(checkoutIssues({ ...vendor, subtotal: 4000 })).toEqual(['min-sum']);
    expect(checkoutIssues({ ...vendor, subtotal: 70_000 })).toEqual(['max-sum']);
    expect(checkoutIssues({ ...vendor, settings: { ...settings, vendorDeliveryEnabled: false } })).toEqual([
      'service-unavailable',
    ]);
  });

  it('needs a table for express, an open venue and a way to pay', () => {
    const express = { ...input, kind: 'express' as const };
    expect(checkoutIssues(express)).toEqual(['table-required']);
    expect(checkoutIssues({ ...express, table: '4' })).toEqual([]);
    expect(checkoutIssues({ ...express, table: '4', venueOpen: false, paymentType: null })).toEqual([
      'venue-closed',
      'payment-unavailable',
    ]);
    expect(checkoutIssues({ ...input, settings: { ...settings, deliveryState: 'closed' } })).toEqual([
      'delivery-closed',
    ]);
  });
});
