import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../../api/order-submission.ts';
import type { Address } from '../../../state/addresses.ts';
import type { Cart } from '../../../state/cart.ts';
import { MissingCoordinatesError } from '../api/address-api.ts';
import { buildOrderBody, type OrderChoices, tableIdOf } from './order-body.ts';

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
