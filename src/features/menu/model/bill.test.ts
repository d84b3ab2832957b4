import { describe, expect, it } from 'vitest';
import {
  billPaths,
  billTotals,
  missingBill,
  paymentIntent,
  percentTip,
  tipInput,
  tipOf,
  amountOf,
  billPart,
  bonusLimit,
  equalShare,
  INITIAL_SPLIT,
  splitConflictOf,
} from './bill.ts';
import { ApiError } from '../../../api/errors.ts';

describe('tips', () => {
  it('rounds a percentage tip to whole units', () => {
    expect(percentTip(10_450, 5)).toBe(523);
    expect(percentTip(10_450, 15)).toBe(1568);
    expect(tipOf(10_450, 0, '999')).toBe(0);
  });

  it('reads the guest’s own amount with a comma or a point, to cents', () => {
    expect(tipOf(10_450, 'custom', '250,5')).toBe(250.5);
    expect(tipOf(10_450, 'custom', '1.005')).toBe(1);
    expect(tipOf(10_450, 'custom', '12.345')).toBe(12.35);
  });

  it('counts an empty, zero or unreadable own amount as no tip', () => {
    for (const text of ['', '0', '1,2,3', '.', ',']) expect(tipOf(10_450, 'custom', text), text).toBe(0);
  });

  it('keeps only digits and separators while typing', () => {
    expect(tipInput('1 200,50 ₸')).toBe('1200,50');
    expect(tipInput('-5e3')).toBe('53');
  });
});

describe('billTotals', () => {
  it('adds the tip and takes off the bonuses only when the guest spends them', () => {
    expect(billTotals(10_450, 500, { tip: 10, customTip: '', useBonuses: false })).toEqual({
      tip: 1045,
      bonuses: 0,
      total: 11_495,
    });
    expect(billTotals(10_450, 500, { tip: 'custom', customTip: '100', useBonuses: true })).toEqual({
      tip: 100,
      bonuses: 500,
      total: 10_050,
    });
  });
});

describe('billPaths', () => {
  it('returns to the table’s bill, naming the paid bill on success', () => {
    expect(billPaths(11, 2, 3)).toEqual({
      here: '/filials/11/bill?table_id=2',
      paid: '/filials/11/bill?table_id=2&paid_bill=3',
    });
  });
});

describe('missingBill', () => {
  it('tells a bill just paid from a table with none, and both from a failed load', () => {
    expect(missingBill(true, 3)).toBe('paid');
    expect(missingBill(true, null)).toBe('none');
    expect(missingBill(false, 3)).toBe('loading');
    expect(missingBill(false, null)).toBe('loading');
  });
});

describe('paymentIntent', () => {
  let minted = 0;
  const mint = () => `key-${++minted}`;

  it('reuses the key while the body stays the same and mints a new one when it changes', () => {
    const first = paymentIntent(null, '{"tip":0}', mint);
    expect(paymentIntent(first, '{"tip":0}', mint)).toBe(first);
    const second = paymentIntent(first, '{"tip":100}', mint);
    expect(second.key).not.toBe(first.key);
    expect(second.body).toBe('{"tip":100}');
  });
});

const bill = {
  remaining: 11_110,
  currency: 'KZT',
  lines: [
    { productId: 1004, price: 1390, remainingCount: 3 },
    { productId: 1009, price: 790, remainingCount: 1 },
  ],
};

describe('equal shares', () => {
  it('are whole tenge that add up exactly to what is left', () => {
    expect(equalShare(11_110, 3, 1, 'KZT')).toBe(3704);
    expect(equalShare(11_110, 3, 2, 'KZT')).toBe(7407);
    expect(equalShare(11_110, 3, 3, 'KZT')).toBe(11_110);
    // The next guest splits the rest among the two who have not paid: exactly what is left.
    const rest = 11_110 - equalShare(11_110, 3, 1, 'KZT');
    expect(
      equalShare(rest, 2, 1, 'KZT') + equalShare(rest - equalShare(rest, 2, 1, 'KZT'), 1, 1, 'KZT'),
    ).toBe(rest);
  });

  it('add up for every N, in tenge and in lari (tetri)', () => {
    for (const [total, currency] of [
      [10_001, 'KZT'],
      [99.99, 'GEL'],
      [1000.5, 'KZT'],
    ] as const) {
      for (let parts = 2; parts <= 12; parts++) {
        const shares = Array.from({ length: parts }, (_, index) =>
          Math.round(
            (equalShare(total, parts, index + 1, currency) - equalShare(total, parts, index, currency)) * 100,
          ),
        );
        expect(
          shares.reduce((sum, share) => sum + share, 0),
          `${total} / ${parts}`,
        ).toBe(Math.round(total * 100));
        // One step (a tenge, a tetri) at most between shares, and the odd tiyn with the first.
        const step = currency === 'GEL' ? 1 : 100;
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(
          step + (Math.round(total * 100) % step),
        );
      }
    }
    expect(equalShare(99.99, 4, 1, 'GEL')).toBe(25);
    expect(equalShare(99.99, 4, 2, 'GEL')).toBe(50);
  });
});

describe('billPart', () => {
  it('splits a line of 3 as 1 + 2 between two guests', () => {
    const one = billPart(bill, { ...INITIAL_SPLIT, mode: 'items', items: { 1004: 1 } });
    expect(one).toEqual({ amount: 1390, split: { mode: 'items', items: [{ product_id: 1004, count: 1 }] } });
    // What the first guest holds is no longer left for the second.
    const after = { ...bill, lines: [{ productId: 1004, price: 1390, remainingCount: 2 }, bill.lines[1]!] };
    const two = billPart(after, { ...INITIAL_SPLIT, mode: 'items', items: { 1004: 3, 1009: 1 } });
    expect(two).toEqual({
      amount: 1390 * 2 + 790,
      split: {
        mode: 'items',
        items: [
          { product_id: 1004, count: 2 },
          { product_id: 1009, count: 1 },
        ],
      },
    });
  });

  it('pays the whole of what is left, k of N shares, or the guest’s own amount', () => {
    expect(billPart(bill, INITIAL_SPLIT)).toEqual({ amount: 11_110, split: { mode: 'full' } });
    expect(billPart(bill, { ...INITIAL_SPLIT, mode: 'equal', parts: 3, shares: 5 })).toEqual({
      amount: 11_110,
      split: { mode: 'equal', parts: 3, shares: 3 },
    });
    expect(billPart(bill, { ...INITIAL_SPLIT, mode: 'amount', amountText: '2500,5' })).toEqual({
      amount: 2500.5,
      split: { mode: 'amount' },
    });
    expect(amountOf('abc')).toBe(0);
    expect(amountOf('-3')).toBe(0);
  });

  it('limits the bonuses by the venue’s percentage of the part, within the balance', () => {
    expect(bonusLimit(1390, 50, 12_500, 'KZT')).toBe(695);
    expect(bonusLimit(1391, 50, 12_500, 'KZT')).toBe(695);
    expect(bonusLimit(10_000, 50, 300, 'KZT')).toBe(300);
    expect(bonusLimit(10.01, 50, 100, 'GEL')).toBe(5);
  });
});

describe('splitConflictOf', () => {
  const refusal = (status: number, code: string) =>
    new ApiError('http', 'refused', { method: 'POST', url: 'x', status, body: { errors: [{ code }] } });

  it('reads the sandbox’s 409 codes of a table that paid meanwhile, and nothing else', () => {
    expect(splitConflictOf(refusal(409, 'bill_items_taken'))).toBe('bill_items_taken');
    expect(splitConflictOf(refusal(409, 'bill_remaining_changed'))).toBe('bill_remaining_changed');
    expect(splitConflictOf(refusal(422, 'bill_items_taken'))).toBeNull();
    expect(splitConflictOf(refusal(409, 'already_reviewed'))).toBeNull();
    expect(splitConflictOf(new Error('x'))).toBeNull();
  });
});
