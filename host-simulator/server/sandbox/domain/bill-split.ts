import type { Sql } from '../store/sql.ts';
import type { BillLine, BillRow } from './bills.ts';
import type { Currency } from './money.ts';
import { PAYMENT_TIMEOUT_MS } from './payments.ts';

/** How a guest pays their part of a table bill (docs/api/bills.md). */
export type SplitMode = 'full' | 'equal' | 'amount' | 'items';

export interface SplitItem {
  product_id: number;
  count: number;
}

export interface BillPaymentRow {
  track_id: string;
  bill_id: number;
  user_id: number;
  mode: SplitMode;
  /** The part of the bill this payment covers (minor units), without its tip and before its bonuses. */
  amount: number;
  tip: number;
  bonus_spent: number;
  bonus_granted: number;
  items: string;
  status: 'pending' | 'paid' | 'declined' | 'canceled' | 'expired';
  created_at: number;
  settled_at: number | null;
}

export interface LineState extends BillLine {
  paid_count: number;
  held_count: number;
}

/** What of a bill is paid, what pending payments hold, and what is left, line by line and in money. */
export interface BillState {
  lines: LineState[];
  payments: BillPaymentRow[];
  paid: number;
  held: number;
  remaining: number;
}

/** The payments that count against a bill: paid ones, and pending ones still holding their part. */
export function billState(sql: Sql, bill: BillRow): BillState {
  const payments = sql.all<BillPaymentRow>(
    "SELECT * FROM bill_payments WHERE bill_id = ? AND status IN ('pending', 'paid') ORDER BY created_at, rowid",
    bill.id,
  );
  const lines: LineState[] = (JSON.parse(bill.items) as BillLine[]).map((line) => ({
    ...line,
    paid_count: 0,
    held_count: 0,
  }));
  let paid = 0;
  let held = 0;
  for (const payment of payments) {
    if (payment.status === 'paid') paid += payment.amount;
    else held += payment.amount;
    for (const item of JSON.parse(payment.items) as SplitItem[]) {
      const line = lines.find((candidate) => candidate.product_id === item.product_id);
      if (!line) continue;
      if (payment.status === 'paid') line.paid_count += item.count;
      else line.held_count += item.count;
    }
  }
  return { lines, payments, paid, held, remaining: Math.max(0, bill.amount - paid - held) };
}

/** The smallest step of an equal share: whole tenge, or tetri for lari (as the menu prices are written). */
const shareStep = (currency: Currency): number => (currency === 'KZT' ? 100 : 1);

/**
 * k of N equal shares of `remaining` (minor units). The shares differ by at most one step and sum exactly to
 * `remaining`: the first shares take the steps left over (and any odd cents), so the guest who pays first pays
 * the larger share and the last one pays exactly what is left.
 */
export function equalShare(remaining: number, parts: number, shares: number, currency: Currency): number {
  const step = shareStep(currency);
  const odd = remaining % step;
  const steps = (remaining - odd) / step;
  const base = Math.floor(steps / parts);
  const extra = steps % parts;
  let total = 0;
  for (let share = 0; share < shares; share++) total += (base + (share < extra ? 1 : 0)) * step;
  return total + odd;
}

/**
 * A pending payment the hosted page never settled stops holding its part after the page's timeout, as an
 * abandoned order payment is canceled: the bonuses it spent come back through `release`.
 */
export function expiredBillPayments(sql: Sql, billId: number, now: number): BillPaymentRow[] {
  return sql.all<BillPaymentRow>(
    "SELECT * FROM bill_payments WHERE bill_id = ? AND status = 'pending' AND created_at <= ?",
    billId,
    now - PAYMENT_TIMEOUT_MS,
  );
}
