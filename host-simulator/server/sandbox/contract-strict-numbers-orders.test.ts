import { describe } from 'vitest';
import {
  A,
  addressId,
  burger,
  cappuccino,
  type Case,
  espresso,
  latLng,
  line,
  order,
  refusesEachAsString,
  sizeM,
  setUpStrictNumbersSandbox,
} from './test-support/strict-numbers.ts';

setUpStrictNumbersSandbox();

// Numbers in the order and cooking-time bodies.
const CASES: Case[] = [
  {
    name: 'order filial_id',
    path: 'takeaway/v1/takeaway/order',
    body: order((v) => ({ filial_id: v, payment_type: 'cash', items: [line(espresso)] })),
    pointer: `${A}/filial_id`,
    valid: 11,
  },
  {
    name: 'order line product_id',
    path: 'takeaway/v1/takeaway/order',
    body: order((v) => ({
      filial_id: 11,
      payment_type: 'cash',
      items: [{ ...line(espresso), product_id: v }],
    })),
    pointer: `${A}/items/0/product_id`,
    valid: () => espresso.id,
  },
  {
    name: 'order line count',
    path: 'takeaway/v1/takeaway/order',
    body: order((v) => ({ filial_id: 11, payment_type: 'cash', items: [{ ...line(espresso), count: v }] })),
    pointer: `${A}/items/0/count`,
    valid: 2,
  },
  {
    name: 'order line price (hex)',
    path: 'takeaway/v1/takeaway/order',
    body: order((v) => ({ filial_id: 11, payment_type: 'cash', items: [{ ...line(espresso), price: v }] })),
    pointer: `${A}/items/0/price`,
    valid: () => espresso.price,
    stringValue: () => `0x${espresso.price.toString(16)}`,
  } as Case,
  ...(['id', 'count', 'price'] as const).map(
    (field): Case => ({
      name: `order additive ${field}`,
      path: 'takeaway/v1/takeaway/order',
      body: order((v) => ({
        filial_id: 11,
        payment_type: 'cash',
        items: [
          { ...line(cappuccino), additives: [{ id: sizeM.id, count: 1, price: sizeM.price, [field]: v }] },
        ],
      })),
      pointer: `${A}/items/0/additives/0/${field}`,
      valid: () => ({ id: sizeM.id, count: 1, price: sizeM.price })[field],
    }),
  ),
  {
    name: 'order bonus_amount',
    path: 'takeaway/v1/takeaway/order',
    body: order((v) => ({ filial_id: 11, payment_type: 'cash', items: [line(espresso)], bonus_amount: v })),
    pointer: `${A}/bonus_amount`,
    valid: 0,
  },
  {
    name: 'express order table_id',
    path: 'takeaway/v1/express/order',
    body: order((v) => ({ filial_id: 11, payment_type: 'cash', items: [line(espresso)], table_id: v })),
    pointer: `${A}/table_id`,
    valid: 2,
  },
  {
    name: 'delivery order address_id',
    path: 'takeaway/v1/delivery/order',
    body: order((v) => ({ filial_id: 11, payment_type: 'cash', items: [line(espresso, 9)], address_id: v })),
    pointer: `${A}/address_id`,
    valid: () => addressId,
  },
  {
    name: 'delivery order address latitude',
    path: 'takeaway/v1/delivery/order',
    body: order((v) => ({
      filial_id: 15,
      payment_type: 'cash',
      items: [line(burger, 2)],
      address: { coordinates: latLng(v) },
    })),
    pointer: `${A}/address/coordinates/latitude`,
    valid: 43.2545,
  },
  {
    name: 'delivery order delivery_cost',
    path: 'takeaway/v1/delivery/order',
    body: order((v) => ({
      filial_id: 15,
      payment_type: 'cash',
      items: [line(burger, 2)],
      address: { coordinates: latLng(43.2545) },
      delivery_cost: v,
    })),
    pointer: `${A}/delivery_cost`,
    // The inner zone's 490 less the brand's 300 subsidy for orders over 5 000.
    valid: 190,
  },
  {
    name: 'cooking time filial_id',
    path: 'takeaway/order/cooking_time',
    body: (v) => ({ filial_id: v, products: [{ product_id: espresso.id }] }),
    pointer: `${A}/filial_id`,
    valid: 11,
    idempotent: false,
    user: false,
  },
  {
    name: 'cooking time product_id',
    path: 'takeaway/order/cooking_time',
    body: (v) => ({ filial_id: 11, products: [{ product_id: v }] }),
    pointer: '/products/0/product_id',
    valid: () => espresso.id,
    idempotent: false,
    user: false,
  },
];

describe('numbers sent as strings', () => {
  refusesEachAsString(CASES);
});
