import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../api/order-submission.ts';
import { type Address, emptyAddress } from '../../../state/addresses.ts';
import type { Cart } from '../../../state/cart.ts';
import { MissingCoordinatesError } from './guest-addresses.ts';
import {
  buildOrderBody,
  type OrderChoices,
  tableIdOf,
  awaitingPlace,
  cartReady,
  orderChoicesOf,
  placeLabel,
  servicesOffered,
  checkoutIssues,
  type IssueInput,
  minimumSum,
} from './cart-order.ts';
import type { AwaitingPayment } from '../../../runtime/awaiting-payment.ts';
import type { DeliveryTariff } from './checkout-money.ts';
import type { ServiceSettings } from '../api/venue-api.ts';

const cart = (overrides: Partial<Cart> = {}): Cart => ({
  filialId: 12,
  service: 'takeaway',
  items: [
    {
      line: '1001|',
      productId: 1001,
      name: 'Espresso',
      price: 690,
      quantity: 2,
      additives: [{ id: 7, name: 'Syrup', price: 150, quantity: 1 }],
    },
  ],
  comment: '  No sugar ',
  name: 'Aliya',
  paymentType: 'online',
  table: null,
  ...overrides,
});

const choices: OrderChoices = {
  paymentType: 'online',
  address: null,
  transportType: null,
  deliveryFee: null,
  bonusAmount: 0,
  ageConfirmed: false,
  source: null,
  userId: '42',
};

const address: Address = {
  id: 5,
  title: 'Work',
  city: 'Almaty',
  street: 'Dostyk Avenue',
  building: '100',
  entrance: '',
  floor: '',
  apartment: '',
  comment: '',
  isPrivateHouse: true,
  coordinates: { latitude: 43.233, longitude: 76.9718 },
};

describe('buildOrderBody', () => {
  it('sends each line with the price the guest saw, in the JSON:API envelope', () => {
    const body = buildOrderBody('takeaway', cart(), choices);
    expect(body).toEqual({
      data: {
        type: 'orders',
        attributes: {
          filial_id: 12,
          payment_type: 'online',
          items: [{ product_id: 1001, count: 2, price: 690, additives: [{ id: 7, count: 1, price: 150 }] }],
          comment: 'No sugar',
          name: 'Aliya',
          user_id: 42,
        },
      },
    });
  });

  it('is the same for the same intent, so the order keeps its idempotency key', () => {
    expect(canonicalJson(buildOrderBody('takeaway', cart(), choices))).toBe(
      canonicalJson(buildOrderBody('takeaway', cart(), { ...choices })),
    );
  });

  it('carries the table for express only', () => {
    const table = cart({ table: '3' });
    expect(buildOrderBody('express', table, choices).data.attributes.table_id).toBe(3);
    expect(buildOrderBody('takeaway', table, choices).data.attributes).not.toHaveProperty('table_id');
  });

  it('sends the address with empty strings for missing fields, the fee shown and the courier type', () => {
    const body = buildOrderBody('delivery', cart(), {
      ...choices,
      address,
      deliveryFee: 660,
      transportType: 'CAR',
      bonusAmount: 300,
    });
    expect(body.data.attributes).toMatchObject({
      address: {
        title: 'Work',
        city: 'Almaty',
        street: 'Dostyk Avenue',
        building: '100',
        entrance: '',
        floor: '',
        apartment: 'Частный',
        comment: '',
        is_private_house: true,
        coordinates: { latitude: 43.233, longitude: 76.9718 },
      },
      delivery_cost: 660,
      transport_type: 'CAR',
      bonus_amount: 300,
    });
    expect(
      buildOrderBody('vendor-delivery', cart(), { ...choices, address, transportType: 'CAR' }).data
        .attributes,
    ).not.toHaveProperty('transport_type');
  });

  it('refuses an address without coordinates', () => {
    expect(() =>
      buildOrderBody('delivery', cart(), { ...choices, address: { ...address, coordinates: null } }),
    ).toThrow(MissingCoordinatesError);
  });

  it('marks fridge orders FRIDGE and passes only the known order channels', () => {
    expect(buildOrderBody('micromarket', cart(), choices).data.attributes.source).toBe('FRIDGE');
    expect(buildOrderBody('express', cart(), { ...choices, source: 'QR' }).data.attributes.source).toBe('QR');
    expect(
      buildOrderBody('express', cart(), { ...choices, source: 'menu' }).data.attributes,
    ).not.toHaveProperty('source');
    expect(
      buildOrderBody('takeaway', cart(), { ...choices, ageConfirmed: true }).data.attributes.age_confirmed,
    ).toBe(true);
  });

  it('names the kiosk session of a TABLETQR order only, so the order shows up on that kiosk', () => {
    const fromKiosk = { ...choices, source: 'TABLETQR', tabletSession: 'tab_abc123' };
    expect(buildOrderBody('takeaway', cart(), fromKiosk).data.attributes).toMatchObject({
      source: 'TABLETQR',
      tablet_session_id: 'tab_abc123',
    });
    expect(
      buildOrderBody('takeaway', cart(), { ...fromKiosk, source: 'QR' }).data.attributes,
    ).not.toHaveProperty('tablet_session_id');
  });
});

describe('tableIdOf', () => {
  it('reads the table id the QR gave, and nothing else', () => {
    expect(tableIdOf('7')).toBe(7);
    expect(tableIdOf(' 12 ')).toBe(12);
    expect(tableIdOf(null)).toBeNull();
    expect(tableIdOf('A5')).toBeNull();
    expect(tableIdOf('0')).toBeNull();
  });
});

describe('servicesOffered', () => {
  it('offers the venue’s main services that the host allows, in the house order', () => {
    expect(
      servicesOffered(
        'takeaway',
        ['delivery', 'micromarket', 'takeaway', 'express'],
        ['takeaway', 'delivery'],
      ),
    ).toEqual(['takeaway', 'delivery']);
  });

  it('offers nothing for a fridge', () => {
    expect(servicesOffered('micromarket', ['takeaway', 'express'], ['takeaway', 'express'])).toEqual([]);
  });
});

describe('awaitingPlace', () => {
  const record = { filialId: 12, kind: 'takeaway' } as AwaitingPayment;
  it('tells this cart’s unpaid order from another cart’s', () => {
    expect(awaitingPlace(null, 12, 'takeaway')).toBeNull();
    expect(awaitingPlace(record, 12, 'takeaway')).toBe('here');
    expect(awaitingPlace(record, 12, 'delivery')).toBe('elsewhere');
    expect(awaitingPlace(record, 13, 'takeaway')).toBe('elsewhere');
  });
});

describe('the "Place order" button', () => {
  it('waits for the venue, and for a delivery price while it loads', () => {
    expect(cartReady({ venueLoaded: false, delivery: false, quoteLoading: false })).toBe(false);
    expect(cartReady({ venueLoaded: true, delivery: true, quoteLoading: true })).toBe(false);
    expect(cartReady({ venueLoaded: true, delivery: false, quoteLoading: true })).toBe(true);
  });

  it('says "loading" while checking or not ready, "Pay" with the sum online, else "Place the order"', () => {
    expect(placeLabel('checking', true, 'online')).toBe('loading');
    expect(placeLabel('idle', false, 'cash')).toBe('loading');
    expect(placeLabel('idle', true, 'online')).toBe('pay');
    expect(placeLabel('sending', true, 'cash')).toBe('place');
    expect(placeLabel('idle', true, null)).toBe('place');
  });
});

describe('orderChoicesOf', () => {
  const car: DeliveryTariff = {
    transportType: 'CAR',
    cost: 600,
    price: 500,
    isFree: false,
    timeFrom: 20,
    timeTo: 40,
    amountToNextTier: null,
    isFastest: true,
  };
  const input = {
    venueLoaded: true,
    paymentType: 'online' as const,
    issueCount: 0,
    delivery: false,
    address: null,
    tariff: null,
    totals: { deliveryFee: 500, bonusSpent: 120 },
    source: 'QR',
    userId: '42',
  };

  it('is the guest’s choices, with the delivery fee only for a delivery kind', () => {
    expect(orderChoicesOf(input)).toEqual({
      paymentType: 'online',
      address: null,
      transportType: null,
      deliveryFee: null,
      bonusAmount: 120,
      ageConfirmed: false,
      source: 'QR',
      userId: '42',
    });
    expect(orderChoicesOf({ ...input, delivery: true, tariff: car })).toMatchObject({
      deliveryFee: 500,
      transportType: 'CAR',
    });
  });

  it('is null while the venue is unknown, no payment type is possible, or an issue stops the order', () => {
    expect(orderChoicesOf({ ...input, venueLoaded: false })).toBeNull();
    expect(orderChoicesOf({ ...input, paymentType: null })).toBeNull();
    expect(orderChoicesOf({ ...input, issueCount: 1 })).toBeNull();
  });
});

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
const zoneAddress = {
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
  address: zoneAddress,
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
    expect(checkoutIssues({ ...input, address: { ...zoneAddress, coordinates: null } })).toContain(
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
