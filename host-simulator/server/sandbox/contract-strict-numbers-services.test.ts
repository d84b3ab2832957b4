import { describe } from 'vitest';
import {
  A,
  addressId,
  type Case,
  espresso,
  expressTip,
  refusesEachAsString,
  setUpStrictNumbersSandbox,
} from './test-support/strict-numbers.ts';

setUpStrictNumbersSandbox();

const tipBody = () => ({ waiter_id: expressTip.waiterId, amount: 100, order_id: expressTip.orderId });

// Numbers in the stop-list, tariff, address, bill, tip, smart-lock and favourite bodies.
const CASES: Case[] = [
  ...(['filial_id', 'product_id', 'price'] as const).map(
    (field): Case => ({
      name: `stop-list check ${field}`,
      path: 'menu/v2/stop_list/order_items/check',
      body: (v) =>
        field === 'filial_id'
          ? { filial_id: v, items: [{ product_id: espresso.id, price: espresso.price }] }
          : { filial_id: 11, items: [{ product_id: espresso.id, price: espresso.price, [field]: v }] },
      pointer: field === 'filial_id' ? `${A}/filial_id` : `/items/0/${field}`,
      valid: () => (field === 'filial_id' ? 11 : field === 'price' ? espresso.price : espresso.id),
      idempotent: false,
      user: false,
    }),
  ),
  ...(['origin', 'destination'] as const).map(
    (end): Case => ({
      name: `tariffs ${end} latitude`,
      path: 'dr-delivery/api/v1/tariffs',
      body: (v) => ({
        origin: { latitude: 43.2406, longitude: 76.909 },
        destination: { latitude: 43.2456, longitude: 76.915 },
        [end]: { latitude: v, longitude: 76.91 },
      }),
      pointer: `/${end}/latitude`,
      valid: 43.24,
      idempotent: false,
      user: false,
    }),
  ),
  ...(['filial_id', 'order_amount'] as const).map(
    (field): Case => ({
      name: `tariffs ${field}`,
      path: 'dr-delivery/api/v1/tariffs',
      body: (v) => ({
        origin: { latitude: 43.2406, longitude: 76.909 },
        destination: { latitude: 43.2456, longitude: 76.915 },
        [field]: v,
      }),
      pointer: `${A}/${field}`,
      valid: field === 'filial_id' ? 11 : 5000,
      idempotent: false,
      user: false,
    }),
  ),
  ...(['POST', 'PUT'] as const).flatMap((method) =>
    (['latitude', 'longitude'] as const).map(
      (field): Case => ({
        name: `${method} address ${field}`,
        method,
        path: () => (method === 'POST' ? 'profile/api/v1/address' : `profile/api/v1/address/${addressId}`),
        body: (v) => ({
          title: 'home',
          street: 'Abay',
          building: '1',
          coordinates: { latitude: 43.25, longitude: 76.91, [field]: v },
        }),
        pointer: `${A}/coordinates/${field}`,
        valid: field === 'latitude' ? 43.25 : 76.91,
        idempotent: false,
      }),
    ),
  ),
  // A paid bill closes: each field gets its own open bill (sandbox.md: bills 1-4 at tables 2, 5, 7, 39).
  ...(
    [
      ['bill_id', 1, 2, 11110],
      ['amount', 2, 5, 7830],
      ['tip_amount', 3, 7, 5540],
      ['bonus_amount', 4, 39, 28110],
    ] as const
  ).map(
    ([field, billId, tableId, amount]): Case => ({
      name: `bill pay ${field}`,
      path: `takeaway/v1/tables/${tableId}/bill/pay`,
      body: (v) => ({ bill_id: billId, amount, tip_amount: 0, bonus_amount: 0, [field]: v }),
      pointer: `${A}/${field}`,
      valid: { bill_id: billId, amount, tip_amount: 0, bonus_amount: 0 }[field],
    }),
  ),
  // A tip thanks for one of the guest's own orders (a bill only once the guest paid it, which no seeded bill
  // is): bill_id is read by the same numberField as order_id.
  ...(['waiter_id', 'amount', 'order_id'] as const).map(
    (field): Case => ({
      name: `tip ${field}`,
      path: 'takeaway/v1/tips',
      body: (v) => ({ ...tipBody(), [field]: v }),
      pointer: `${A}/${field}`,
      valid: () => tipBody()[field],
    }),
  ),
  {
    name: 'open-lock terminal_id',
    path: 'smart-lock/v1/open-lock',
    body: (v) => ({ terminal_id: v }),
    pointer: `${A}/terminal_id`,
    valid: 22,
    idempotent: false,
  },
  {
    name: 'favourite product_id',
    path: 'menu/v3/favourite/products',
    body: (v) => ({ product_id: v }),
    pointer: `${A}/product_id`,
    valid: () => espresso.id,
    idempotent: false,
  },
];

describe('numbers sent as strings', () => {
  refusesEachAsString(CASES);
});
