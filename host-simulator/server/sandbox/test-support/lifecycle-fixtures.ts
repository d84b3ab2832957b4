import { afterAll, beforeAll } from 'vitest';
import type { Resource } from '../http/jsonapi.ts';
import { type MenuItem, menuItems, orderBody, startTestSandbox, type TestSandbox } from './test-sandbox.ts';

export let sb: TestSandbox;

export let aigerim: string;

export let daniyar: string;

export let coffee: Map<string, MenuItem>;

export let burger: Map<string, MenuItem>;

let n = 0;

/** Starts the file's sandbox (the app's origin allowed for payment returns) with two guests and two menus. Call once at the top of a test file. */
export function setUpLifecycleSandbox(): void {
  beforeAll(async () => {
    // The app's origin for the payment returns below (auth/redirects.ts).
    sb = await startTestSandbox({ origins: ['http://127.0.0.1:7000'] });
    aigerim = (await sb.grant(1)).access_token;
    daniyar = (await sb.grant(2)).access_token;
    coffee = await menuItems(sb, 11);
    burger = await menuItems(sb, 15);
  });

  afterAll(() => sb.stop());
}

export const line = (menu: Map<string, MenuItem>, externalId: string, count = 1) => {
  const found = menu.get(externalId) as MenuItem;
  return { product_id: found.id, count, price: found.price };
};

export async function place(
  service: string,
  attributes: Record<string, unknown>,
  token = aigerim,
): Promise<Resource> {
  const answer = await sb.api<{ data: Resource }>('POST', `takeaway/v1/${service}/order`, {
    token,
    body: orderBody(attributes),
    idempotencyKey: `life-${++n}`,
  });
  if (answer.status !== 201) throw new Error(answer.text);
  return answer.body.data;
}

export async function order(id: string, token = aigerim): Promise<Record<string, unknown>> {
  return (await sb.api<{ data: Resource }>('GET', `takeaway/v2/user/order?order_id=${id}`, { token })).body
    .data.attributes;
}

export const advance = (minutes: number) => sb.control('POST', 'control/clock', { advance_minutes: minutes });

export const bonus = async (token = aigerim) =>
  (await sb.api<{ bonus: { KZT: number } }>('GET', 'balance/user', { token })).body.bonus.KZT;

export function payQuery(trackId: string, extra: Record<string, string> = {}): string {
  return new URLSearchParams({
    track_id: trackId,
    paymentUrl: `${sb.url}/sandbox/pay?track_id=${trackId}`,
    environment: 'stage',
    sucessUrl: 'http://127.0.0.1:7000/typ/11/order/1',
    failureUrl: 'http://127.0.0.1:7000/cart',
    language: 'en',
    ...extra,
  }).toString();
}

export async function submitPay(trackId: string, action: 'pay' | 'cancel', card = 'ok'): Promise<Response> {
  const form = new URLSearchParams({
    track_id: trackId,
    sucessUrl: 'http://127.0.0.1:7000/typ/11/order/1',
    failureUrl: 'http://127.0.0.1:7000/cart',
    language: 'en',
    action,
    card,
  });
  return fetch(`${sb.url}/sandbox/pay`, {
    method: 'POST',
    body: form,
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

export const trackOf = (resource: Resource) => (resource.attributes.payment as { track_id: string }).track_id;
