import { afterAll, beforeAll } from 'vitest';
import type { Resource } from '../http/jsonapi.ts';
import { type MenuItem, menuItems, orderBody, startTestSandbox, type TestSandbox } from './test-sandbox.ts';

export interface OrderDoc {
  data: Resource;
  included: Resource[];
}

export let sb: TestSandbox;

export let aigerim: string;

export let daniyar: string;

export let timur: string;

export let coffee: Map<string, MenuItem>;

export let burger: Map<string, MenuItem>;

let keyCounter = 0;

export const key = () => `key-${++keyCounter}`;

/** Starts the file's sandbox with three signed-in guests and two venues' menus. Call once at the top of a test file. */
export function setUpOrdersSandbox(): void {
  beforeAll(async () => {
    sb = await startTestSandbox();
    aigerim = (await sb.grant(1)).access_token;
    daniyar = (await sb.grant(2)).access_token;
    timur = (await sb.grant(5)).access_token;
    coffee = await menuItems(sb, 11);
    burger = await menuItems(sb, 15);
  });

  afterAll(() => sb.stop());
}

export const item = (menu: Map<string, MenuItem>, externalId: string) => {
  const found = menu.get(externalId);
  if (!found) throw new Error(`no ${externalId}`);
  return found;
};

export const line = (
  menu: Map<string, MenuItem>,
  externalId: string,
  count = 1,
  extra: Record<string, unknown> = {},
) => {
  const found = item(menu, externalId);
  return { product_id: found.id, count, price: found.price, ...extra };
};

/** Places an order; a null key sends none. */
export const place = (
  service: string,
  attributes: Record<string, unknown>,
  token = aigerim,
  idempotencyKey: string | null = key(),
) =>
  sb.api<OrderDoc>('POST', `takeaway/v1/${service}/order`, {
    token,
    body: orderBody(attributes),
    ...(idempotencyKey ? { idempotencyKey } : {}),
  });

/** An address inside filial 15's inner delivery zone (Tole Bi). */
export const nearBurger = {
  title: 'home',
  city: 'Алматы',
  street: 'Толе би',
  building: '99',
  coordinates: { latitude: 43.2545, longitude: 76.9135 },
};
