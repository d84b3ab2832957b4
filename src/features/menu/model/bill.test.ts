import { describe, expect, it } from 'vitest';
import { billPaths, billTotals, missingBill, paymentIntent, percentTip, tipInput, tipOf } from './bill.ts';

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
