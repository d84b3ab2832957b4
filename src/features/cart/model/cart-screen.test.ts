import { describe, expect, it } from 'vitest';
import type { AwaitingPayment } from '../../../runtime/awaiting-payment.ts';
import type { DeliveryTariff } from './tariffs.ts';
import { awaitingPlace, cartReady, orderChoicesOf, placeLabel, servicesOffered } from './cart-screen.ts';

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
