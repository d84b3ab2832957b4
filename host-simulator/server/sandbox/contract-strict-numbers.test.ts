import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import {
  type MenuItem,
  menuItems,
  orderBody,
  startTestSandbox,
  type TestSandbox,
} from './test-support/test-sandbox.ts';

/**
 * Issue 10 item 17: a strict backend refuses a number sent as a string (`count: "2"`, `price: "0x2b2"`)
 * with 422 and a JSON:API error whose source pointer names the field; the sandbox used to coerce them.
 * Every numeric field of every POST/PUT body is tried here, one at a time, in an otherwise valid body.
 */
let sb: TestSandbox;
let token: string;
let espresso: MenuItem;
let cappuccino: MenuItem;
let sizeM: { id: number; price: number };
let addressId: number;
let burger: MenuItem;

beforeAll(async () => {
  sb = await startTestSandbox();
  token = (await sb.grant(1)).access_token;
  const coffee = await menuItems(sb, 11);
  espresso = coffee.get('dala-coffee-espresso-kzt') as MenuItem;
  cappuccino = coffee.get('dala-coffee-cappuccino-kzt') as MenuItem;
  burger = (await menuItems(sb, 15)).get('burger-batyr-double-burger-kzt') as MenuItem;
  const additives = (
    await sb.api<{ included: Resource[] }>(
      'GET',
      `menu/v2/product/additives?filial_id=11&product_id=${cappuccino.id}&service_type=takeaway`,
    )
  ).body.included;
  const medium = additives[1] as Resource;
  sizeM = { id: Number(medium.id), price: Number(medium.attributes.price) };
  const addresses = await sb.api<{ data: Resource[] }>('GET', 'profile/api/v1/address', { token });
  addressId = Number((addresses.body.data[0] as Resource).id);
});
afterAll(() => sb.stop());

type Body = Record<string, unknown>;
interface Case {
  name: string;
  method?: 'POST' | 'PUT';
  path: string | (() => string);
  /** The valid body with the one field replaced by `value`. */
  body: (value: unknown) => Body;
  pointer: string;
  /** The valid value, sent once to show the body is otherwise accepted. */
  valid: unknown;
  idempotent?: boolean;
  user?: boolean;
}

const order = (attributes: (value: unknown) => Body) => (value: unknown) => orderBody(attributes(value));
const A = '/data/attributes';
const latLng = (latitude: unknown) => ({ latitude, longitude: 76.9135 });

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
  ...(['waiter_id', 'amount', 'bill_id', 'order_id'] as const).map(
    (field): Case => ({
      name: `tip ${field}`,
      path: 'takeaway/v1/tips',
      body: (v) => ({ waiter_id: 1, amount: 1000, [field]: v }),
      pointer: `${A}/${field}`,
      valid: { waiter_id: 1, amount: 1000, bill_id: 1, order_id: 1 }[field],
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

function line(item: MenuItem, count = 1) {
  return { product_id: item.id, count, price: item.price };
}

let keys = 0;
function send(c: Case, value: unknown) {
  return sb.api<{ errors?: { code: string; source?: { pointer?: string } }[] }>(
    c.method ?? 'POST',
    typeof c.path === 'function' ? c.path() : c.path,
    {
      ...(c.user === false ? {} : { token }),
      ...(c.idempotent === false ? {} : { idempotencyKey: `strict-${++keys}` }),
      body: c.body(value),
    },
  );
}

const resolved = (value: unknown) => (typeof value === 'function' ? (value as () => unknown)() : value);

describe('numbers sent as strings', () => {
  it.each(CASES.map((c) => [c.name, c] as const))('refuses %s as a string with its pointer', async (_, c) => {
    const valid = resolved(c.valid);
    const stringValue = (c as Case & { stringValue?: () => string }).stringValue?.() ?? String(valid);
    const answer = await send(c, stringValue);
    expect(answer.status, answer.text).toBe(422);
    const errors = answer.body.errors;
    expect(Array.isArray(errors), answer.text).toBe(true);
    expect(errors?.[0]).toMatchObject({ code: 'invalid_field', source: { pointer: c.pointer } });
    // The same body with the real number is not refused for that field.
    const accepted = await send(c, valid);
    const pointers = (accepted.body.errors ?? []).map((e) => e.source?.pointer);
    expect(pointers, accepted.text).not.toContain(c.pointer);
    expect(accepted.status, accepted.text).toBeLessThan(300);
  });
});
