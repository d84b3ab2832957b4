import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Resource } from '../http/jsonapi.ts';
import { type MenuItem, menuItems, orderBody, startTestSandbox, type TestSandbox } from './test-sandbox.ts';

/**
 * Issue 10 item 17: a strict backend refuses a number sent as a string (`count: "2"`, `price: "0x2b2"`)
 * with 422 and a JSON:API error whose source pointer names the field; the sandbox used to coerce them.
 * Every numeric field of every POST/PUT body is tried, one at a time, in an otherwise valid body: the
 * sandbox, the case shape and the check are here, the cases in contract-strict-numbers-*.test.ts.
 */
let sb: TestSandbox;
let token: string;
export let espresso: MenuItem;
export let cappuccino: MenuItem;
export let sizeM: { id: number; price: number };
export let addressId: number;
export let burger: MenuItem;
/** The guest's completed express order and its table's waiter: what a tip may thank for. */
export let expressTip: { orderId: number; waiterId: number };

/** Starts the file's sandbox with a signed-in guest and the menu items the cases send. Call once at the top of a test file. */
export function setUpStrictNumbersSandbox(): void {
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
    const orders = await sb.control<{ data: { id: number; service: string; status: string }[] }>(
      'GET',
      'control/orders?user_id=1',
    );
    const express = orders.body.data.find((o) => o.service === 'express' && o.status === 'completed');
    if (!express) throw new Error('the seed has no completed express order of user 1');
    const feedback = await sb.api<{ data: Resource }>('GET', `takeaway/v1/orders/${express.id}/feedback`, {
      token,
    });
    const tip = feedback.body.data.attributes.tip as { waiter: { id: number } };
    expressTip = { orderId: express.id, waiterId: tip.waiter.id };
  });

  afterAll(() => sb.stop());
}

type Body = Record<string, unknown>;
export interface Case {
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

export const order = (attributes: (value: unknown) => Body) => (value: unknown) =>
  orderBody(attributes(value));
export const A = '/data/attributes';
export const latLng = (latitude: unknown) => ({ latitude, longitude: 76.9135 });

export function line(item: MenuItem, count = 1) {
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

/** The one check, for every case: refused as a string with its pointer, accepted as the number. */
export function refusesEachAsString(CASES: Case[]) {
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
}
