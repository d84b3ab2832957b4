import { describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { aigerim, daniyar, sb, setUpAccountSandbox } from './test-support/account-fixtures.ts';
import { firstError } from './test-support/test-sandbox.ts';

/** Issue 29 §1: a table bill split between guests, each paying their part from their own phone. */
setUpAccountSandbox();

interface BillItem {
  product_id: number;
  count: number;
  price: number;
  paid_count: number;
  held_count: number;
  remaining_count: number;
}

interface BillAttributes {
  status: string;
  amount: number;
  paid_amount: number;
  held_amount: number;
  remaining: number;
  items: BillItem[];
  payments: Array<Record<string, unknown>>;
}

let keys = 0;

/** Opens a bill of the venue's three popular dishes with these counts on a table of venue 11 (KZT). */
async function openBill(
  tableId: number,
  counts: number[],
): Promise<{ id: number; attributes: BillAttributes }> {
  const opened = await sb.control<{ data: { bill_id: number } }>('POST', 'control/bills', {
    table_id: tableId,
    counts,
  });
  expect(opened.status).toBe(201);
  return readBill(tableId, aigerim);
}

async function readBill(
  tableId: number,
  token: string | null,
  query = '',
): Promise<{ id: number; attributes: BillAttributes }> {
  const answer = await sb.api<{ data: Resource }>('GET', `takeaway/v1/tables/${tableId}/bill${query}`, {
    token,
  });
  expect(answer.status).toBe(200);
  return {
    id: Number(answer.body.data.id),
    attributes: answer.body.data.attributes as unknown as BillAttributes,
  };
}

function pay(
  tableId: number,
  token: string | null,
  attributes: Record<string, unknown>,
  key = `split-${++keys}`,
) {
  return sb.api<{ data: Resource }>('POST', `takeaway/v1/tables/${tableId}/bill/pay`, {
    token,
    idempotencyKey: key,
    body: { data: { type: 'bill-payments', attributes } },
  });
}

/** The hosted payment page's verdict for a payment, as the guest's browser posts it. */
async function settle(trackId: string, action: 'pay' | 'cancel' = 'pay'): Promise<void> {
  const answer = await fetch(`${sb.url}/sandbox/pay`, {
    method: 'POST',
    body: new URLSearchParams({
      track_id: trackId,
      sucessUrl: 'http://127.0.0.1:7000/ok',
      failureUrl: 'http://127.0.0.1:7000/no',
      action,
      card: 'ok',
    }),
    redirect: 'manual',
  });
  expect(answer.headers.get('location')).toBe(`http://127.0.0.1:7000/${action === 'pay' ? 'ok' : 'no'}`);
}

const trackOf = (answer: { body: { data: Resource } }) => String(answer.body.data.attributes.track_id);

describe('a table bill split by items', () => {
  it('splits a line of 3 as 1 + 2 between two guests; pending parts hold their items until paid', async () => {
    const bill = await openBill(1, [3, 1, 2]);
    const [latte, second] = bill.attributes.items;
    if (!latte || !second) throw new Error('the bill has no lines');
    expect(latte).toMatchObject({ count: 3, paid_count: 0, held_count: 0, remaining_count: 3 });

    const first = await pay(1, aigerim, {
      bill_id: bill.id,
      amount: latte.price,
      tip_amount: 200,
      split: { mode: 'items', items: [{ product_id: latte.product_id, count: 1 }] },
    });
    expect(first.status).toBe(201);
    expect(first.body.data.attributes).toMatchObject({
      part_amount: latte.price,
      amount: latte.price + 200,
      remaining: bill.attributes.amount - latte.price,
      status: 'pending',
    });
    const other = await pay(1, daniyar, {
      bill_id: bill.id,
      amount: latte.price * 2 + second.price,
      split: {
        mode: 'items',
        items: [
          { product_id: latte.product_id, count: 2 },
          { product_id: second.product_id, count: 1 },
        ],
      },
    });
    expect(other.status).toBe(201);

    const held = await readBill(1, daniyar);
    expect(held.attributes.items[0]).toMatchObject({ paid_count: 0, held_count: 3, remaining_count: 0 });
    expect(held.attributes).toMatchObject({ paid_amount: 0, held_amount: latte.price * 3 + second.price });

    await settle(trackOf(first));
    const after = await readBill(1, daniyar);
    expect(after.attributes.items[0]).toMatchObject({ paid_count: 1, held_count: 2, remaining_count: 0 });
    expect(after.attributes.paid_amount).toBe(latte.price);
    // The waiter's view (the simulator's sandbox panel) shows each guest's part.
    const waiter = await sb.control<{ data: Array<Record<string, unknown>> }>('GET', 'control/bills');
    expect(waiter.body.data.find((entry) => entry.bill_id === bill.id)).toMatchObject({
      table_number: 1,
      status: 'open',
      paid_amount: latte.price,
      held_amount: latte.price * 2 + second.price,
      payments: [
        { payer: 'Айгерим', amount: latte.price, tip: 200, status: 'paid', items: [{ count: 1 }] },
        { payer: 'Данияр', status: 'pending', items: [{ count: 2 }, { count: 1 }] },
      ],
    });
    expect(after.attributes.payments).toEqual([
      expect.objectContaining({
        payer: 'Айгерим',
        mine: false,
        mode: 'items',
        amount: latte.price,
        tip: 200,
        status: 'paid',
        items: [{ product_id: latte.product_id, name: expect.any(String), count: 1 }],
        track_id: null,
        bonus_amount: null,
      }),
      expect.objectContaining({ payer: 'Данияр', mine: true, status: 'pending', track_id: trackOf(other) }),
    ]);
  });

  it('the last item goes to one guest: the other is told with a 409 and what is left, never an overpayment', async () => {
    const bill = await openBill(3, [1, 1, 1]);
    const [line] = bill.attributes.items;
    if (!line) throw new Error('the bill has no lines');
    const take = (token: string) =>
      pay(3, token, {
        bill_id: bill.id,
        amount: line.price,
        split: { mode: 'items', items: [{ product_id: line.product_id, count: 1 }] },
      });
    const [one, two] = await Promise.all([take(aigerim), take(daniyar)]);
    const statuses = [one.status, two.status].sort();
    expect(statuses).toEqual([201, 409]);
    const lost = one.status === 409 ? one : two;
    expect(firstError(lost.body)).toMatchObject({
      code: 'bill_items_taken',
      title: 'Another guest at the table is already paying for these items',
      meta: {
        remaining: bill.attributes.amount - line.price,
        held_amount: line.price,
        paid_amount: 0,
        currency: 'KZT',
        items: [line.product_id],
      },
    });
    const after = await readBill(3, aigerim);
    expect(after.attributes.items[0]).toMatchObject({ held_count: 1, remaining_count: 0 });
    expect(after.attributes.held_amount + after.attributes.remaining).toBe(bill.attributes.amount);
  });

  it('a canceled part releases its items and the bonuses it spent', async () => {
    const bill = await openBill(4, [2, 1, 1]);
    const [line] = bill.attributes.items;
    if (!line) throw new Error('the bill has no lines');
    const balance = async () =>
      (await sb.api<{ bonus: { KZT: number } }>('GET', 'balance/user', { token: aigerim })).body.bonus.KZT;
    const before = await balance();
    const part = await pay(4, aigerim, {
      bill_id: bill.id,
      amount: line.price * 2,
      bonus_amount: 100,
      split: { mode: 'items', items: [{ product_id: line.product_id, count: 2 }] },
    });
    expect(part.status).toBe(201);
    expect(await balance()).toBe(before - 100);
    await settle(trackOf(part), 'cancel');
    expect(await balance()).toBe(before);
    const after = await readBill(4, aigerim);
    expect(after.attributes.items[0]).toMatchObject({ held_count: 0, remaining_count: 2 });
    expect(after.attributes.remaining).toBe(bill.attributes.amount);
    expect(after.attributes.payments).toEqual([]);
  });
  it('a part left on the payment page past its 15 minutes stops holding its items', async () => {
    const bill = await readBill(7, aigerim);
    const [line] = bill.attributes.items;
    if (!line) throw new Error('the bill has no lines');
    const part = await pay(7, daniyar, {
      bill_id: bill.id,
      amount: line.price,
      split: { mode: 'items', items: [{ product_id: line.product_id, count: 1 }] },
    });
    expect(part.status).toBe(201);
    sb.advanceWall(14 * 60_000);
    expect((await readBill(7, aigerim)).attributes.items[0]?.held_count).toBe(1);
    sb.advanceWall(60_000);
    const after = await readBill(7, aigerim);
    expect(after.attributes.items[0]).toMatchObject({ held_count: 0, remaining_count: line.count });
    expect(after.attributes.payments).toEqual([]);
  });
});

describe('a table bill split equally, by an amount, or paid whole', () => {
  it('k of N equal shares sum exactly to the bill, and the bill closes when paid', async () => {
    const bill = await openBill(6, [1, 1, 1]);
    const total = bill.attributes.amount;
    // 1 of 3 shares: the first share takes the leftover tenge.
    const third = Math.ceil(total / 3);
    const stale = await pay(6, aigerim, {
      bill_id: bill.id,
      amount: third - 1,
      split: { mode: 'equal', parts: 3, shares: 1 },
    });
    expect(stale.status).toBe(409);
    expect(firstError(stale.body)).toMatchObject({
      code: 'bill_remaining_changed',
      meta: { part_amount: third },
    });
    const first = await pay(6, aigerim, {
      bill_id: bill.id,
      amount: third,
      split: { mode: 'equal', parts: 3, shares: 1 },
    });
    expect(first.status).toBe(201);
    await settle(trackOf(first));
    const rest = total - third;
    const second = await pay(6, daniyar, {
      bill_id: bill.id,
      amount: rest,
      split: { mode: 'equal', parts: 2, shares: 2 },
    });
    expect(second.status).toBe(201);
    expect(second.body.data.attributes).toMatchObject({ part_amount: rest, remaining: 0 });
    await settle(trackOf(second));

    expect((await sb.api('GET', 'takeaway/v1/tables/6/bill')).status).toBe(404);
    const closed = await readBill(6, daniyar, `?bill_id=${bill.id}`);
    expect(closed.attributes).toMatchObject({ status: 'paid', paid_amount: total, remaining: 0 });
    const again = await pay(6, aigerim, { bill_id: bill.id, amount: 1, split: { mode: 'amount' } });
    expect(firstError(again.body).code).toBe('bill_already_paid');
  });

  it('an amount of the guest’s own, within what is left; bonuses are limited by that part', async () => {
    const bill = await openBill(8, [1, 1, 1]);
    const total = bill.attributes.amount;
    const tooMuch = await pay(8, aigerim, { bill_id: bill.id, amount: total + 1, split: { mode: 'amount' } });
    expect(tooMuch.status).toBe(409);
    expect(firstError(tooMuch.body)).toMatchObject({
      code: 'bill_amount_exceeds_remaining',
      meta: { remaining: total, currency: 'KZT' },
    });
    // The venue takes bonuses for up to 50% of a payment: of this part, not of the bill.
    const limited = await pay(8, aigerim, {
      bill_id: bill.id,
      amount: 1000,
      bonus_amount: 501,
      split: { mode: 'amount' },
    });
    expect(firstError(limited.body)).toMatchObject({
      code: 'bonus_limit_exceeded',
      meta: { max_bonus_amount: 500 },
    });
    const part = await pay(8, aigerim, {
      bill_id: bill.id,
      amount: 1000.5,
      bonus_amount: 500,
      tip_amount: 100,
      split: { mode: 'amount' },
    });
    expect(part.status).toBe(201);
    expect(part.body.data.attributes).toMatchObject({
      amount: 600.5,
      part_amount: 1000.5,
      remaining: total - 1000.5,
    });
    // The whole of the rest, by a guest who saw what is left.
    const whole = await pay(8, daniyar, {
      bill_id: bill.id,
      amount: total - 1000.5,
      split: { mode: 'full' },
    });
    expect(whole.status).toBe(201);
    // Everything is held now: a third payment is told a payment is in progress.
    const third = await pay(8, daniyar, { bill_id: bill.id, amount: 10, split: { mode: 'amount' } });
    expect(third.status).toBe(422);
    expect(firstError(third.body).code).toBe('bill_payment_pending');
  });

  it('the same key and body is the same payment; the same key with another body is refused', async () => {
    const bill = await readBill(2, aigerim);
    const body = { bill_id: bill.id, amount: 100, split: { mode: 'amount' } };
    const first = await pay(2, daniyar, body, 'split-same-key');
    const repeat = await pay(2, daniyar, body, 'split-same-key');
    expect(first.status).toBe(201);
    expect(repeat.status).toBe(201);
    expect(trackOf(repeat)).toBe(trackOf(first));
    const other = await pay(2, daniyar, { ...body, amount: 200 }, 'split-same-key');
    expect(other.status).toBe(422);
    expect(firstError(other.body).code).toBe('idempotency_key_reused');
    const after = await readBill(2, daniyar);
    expect(after.attributes.payments).toHaveLength(1);
    await settle(trackOf(first), 'cancel');
  });
});

describe('what a split payment refuses', () => {
  it('needs a signed-in guest', async () => {
    const bill = await readBill(2, null);
    const anonymous = await pay(2, null, { bill_id: bill.id, amount: 100, split: { mode: 'amount' } });
    expect(anonymous.status).toBe(401);
  });

  it.each([
    ['an unknown mode', { mode: 'halves' }, 'invalid_field', '/data/attributes/split/mode'],
    [
      'a mode with a control character',
      { mode: 'equal\u0000' },
      'invalid_field',
      '/data/attributes/split/mode',
    ],
    ['a split that is not an object', 'items', 'invalid_field', '/data/attributes/split'],
    [
      'one part of equal shares',
      { mode: 'equal', parts: 1, shares: 1 },
      'invalid_field',
      '/data/attributes/split/parts',
    ],
    [
      'parts as a string',
      { mode: 'equal', parts: '3', shares: 1 },
      'invalid_field',
      '/data/attributes/split/parts',
    ],
    [
      'more shares than parts',
      { mode: 'equal', parts: 3, shares: 4 },
      'invalid_field',
      '/data/attributes/split/shares',
    ],
    ['no items', { mode: 'items', items: [] }, 'invalid_field', '/data/attributes/split/items'],
    [
      'an item of another bill',
      { mode: 'items', items: [{ product_id: 999999, count: 1 }] },
      'bill_item_not_found',
      '/data/attributes/split/items/0/product_id',
    ],
    [
      'a count of 0',
      { mode: 'items', items: [{ product_id: 'first', count: 0 }] },
      'invalid_field',
      '/data/attributes/split/items/0/count',
    ],
    [
      'more than the line holds',
      { mode: 'items', items: [{ product_id: 'first', count: 99 }] },
      'invalid_field',
      '/data/attributes/split/items/0/count',
    ],
    [
      'a fractional count',
      { mode: 'items', items: [{ product_id: 'first', count: 1.5 }] },
      'invalid_field',
      '/data/attributes/split/items/0/count',
    ],
  ])('refuses %s with 422', async (_name, split, code, pointer) => {
    const bill = await readBill(2, aigerim);
    const firstProduct = bill.attributes.items[0]?.product_id;
    const items =
      typeof split === 'object' ? (split as { items?: Array<Record<string, unknown>> }).items : undefined;
    const resolved =
      items && items.length > 0
        ? {
            ...(split as object),
            items: items.map((item) => ({
              ...item,
              product_id: item.product_id === 'first' ? firstProduct : item.product_id,
            })),
          }
        : split;
    const answer = await pay(2, aigerim, { bill_id: bill.id, amount: 100, split: resolved });
    expect(answer.status).toBe(422);
    expect(firstError(answer.body)).toMatchObject({ code, source: { pointer } });
  });

  it.each([
    ['0', 0],
    ['a negative amount', -5],
    ['three decimals', 10.005],
  ])('refuses an amount of %s', async (_name, amount) => {
    const bill = await readBill(2, aigerim);
    const answer = await pay(2, aigerim, { bill_id: bill.id, amount, split: { mode: 'amount' } });
    expect(answer.status).toBe(422);
    expect(['invalid_amount', 'invalid_field']).toContain(firstError(answer.body).code);
  });
});
