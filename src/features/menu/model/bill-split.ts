import { ApiError } from '../../../api/errors.ts';
import { isRecord } from '../../../api/wire.ts';

/** The ways a guest pays their part of the table's bill (docs/api/bills.md, issue 29 §1). */
export const SPLIT_MODES = ['full', 'equal', 'amount', 'items'] as const;

type SplitMode = (typeof SPLIT_MODES)[number];

/** The most guests a bill is split equally among, as the sandbox allows. */
export const MAX_PARTS = 50;

export interface SplitChoice {
  mode: SplitMode;
  /** Equal shares: among how many guests, and how many shares this guest pays. */
  parts: number;
  shares: number;
  /** The guest's own amount, as typed. */
  amountText: string;
  /** Items: how many of each line (by product id) this guest pays. */
  items: Record<number, number>;
}

export const INITIAL_SPLIT: SplitChoice = { mode: 'full', parts: 2, shares: 1, amountText: '', items: {} };

interface SplitBill {
  remaining: number;
  currency: string | null;
  lines: Array<{ productId: number | null; price: number; remainingCount: number }>;
}

/** What the guest's part covers and how the sandbox is told: `split` as docs/api/bills.md has it. */
export interface BillPart {
  amount: number;
  split:
    | { mode: 'full' | 'amount' }
    | { mode: 'equal'; parts: number; shares: number }
    | { mode: 'items'; items: Array<{ product_id: number; count: number }> };
}

const toMinor = (major: number) => Math.round(major * 100);
const toMajor = (minor: number) => minor / 100;

/**
 * k of N equal shares of what is left, as the sandbox counts them: whole tenge (tetri for lari), the first
 * shares taking the units left over, so that the shares of all guests add up to exactly what is left.
 */
export function equalShare(
  remaining: number,
  parts: number,
  shares: number,
  currency: string | null,
): number {
  const step = currency === 'GEL' ? 1 : 100;
  const minor = toMinor(remaining);
  const odd = minor % step;
  const steps = (minor - odd) / step;
  const base = Math.floor(steps / parts);
  const extra = steps % parts;
  let total = 0;
  for (let share = 0; share < Math.min(shares, parts); share++)
    total += (base + (share < extra ? 1 : 0)) * step;
  // Odd cents (a custom amount paid earlier) go with the first share.
  return toMajor(shares > 0 ? total + odd : 0);
}

/** The guest's own amount: a comma or a point, to cents; unreadable or not above 0 is no amount. */
export function amountOf(text: string): number {
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? toMajor(Math.round(value * 100)) : 0;
}

/** Each line's count the guest chose, kept within what is still left of the line (others may take some). */
function chosenItems(bill: SplitBill, items: Record<number, number>) {
  return bill.lines.flatMap((line) => {
    if (line.productId === null) return [];
    const count = Math.min(items[line.productId] ?? 0, line.remainingCount);
    return count > 0 ? [{ product_id: line.productId, count, price: line.price }] : [];
  });
}

/** The part of the bill the guest's choice pays, and its `split` for the pay request. */
export function billPart(bill: SplitBill, choice: SplitChoice): BillPart {
  switch (choice.mode) {
    case 'equal': {
      const parts = Math.min(Math.max(choice.parts, 2), MAX_PARTS);
      const shares = Math.min(Math.max(choice.shares, 1), parts);
      return {
        amount: equalShare(bill.remaining, parts, shares, bill.currency),
        split: { mode: 'equal', parts, shares },
      };
    }
    case 'amount':
      return { amount: amountOf(choice.amountText), split: { mode: 'amount' } };
    case 'items': {
      const items = chosenItems(bill, choice.items);
      const minor = items.reduce((sum, item) => sum + toMinor(item.price) * item.count, 0);
      return {
        amount: toMajor(minor),
        split: { mode: 'items', items: items.map(({ product_id, count }) => ({ product_id, count })) },
      };
    }
    default:
      return { amount: bill.remaining, split: { mode: 'full' } };
  }
}

/** The bonuses this part may take: the venue's percentage of the part, within the balance, in whole units. */
export function bonusLimit(part: number, percent: number, balance: number, currency: string | null): number {
  const step = currency === 'GEL' ? 1 : 100;
  const limit = Math.floor(Math.floor((toMinor(part) * percent) / 100) / step) * step;
  return toMajor(Math.min(toMinor(balance), limit));
}

/** A refusal because the table paid or took a part meanwhile: the sandbox's 409 codes of docs/api/bills.md. */
export type SplitConflict = 'bill_items_taken' | 'bill_amount_exceeds_remaining' | 'bill_remaining_changed';

const CONFLICTS: readonly string[] = [
  'bill_items_taken',
  'bill_amount_exceeds_remaining',
  'bill_remaining_changed',
];

export function splitConflictOf(error: unknown): SplitConflict | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !isRecord(error.body)) return null;
  const first = Array.isArray(error.body.errors) ? error.body.errors[0] : null;
  const code = isRecord(first) && typeof first.code === 'string' ? first.code : '';
  return CONFLICTS.includes(code) ? (code as SplitConflict) : null;
}
