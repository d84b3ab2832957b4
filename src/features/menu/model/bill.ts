import { ApiError } from '../../../api/errors.ts';
import { isRecord } from '../../../api/wire.ts';

/** Tip choices as percentages of the bill; 'custom' lets the guest type an amount. */
export const TIP_PERCENTS = [0, 5, 10, 15] as const;

export type TipChoice = (typeof TIP_PERCENTS)[number] | 'custom';

/**
 * The success return of the hosted payment page names the bill just paid: the table then has no open bill,
 * and the guest is told their bill is paid rather than that there is none.
 */
export const PAID_BILL_PARAM = 'paid_bill';

/** A percentage tip of the bill's amount, rounded to whole units as the tip buttons show it. */
export const percentTip = (amount: number, percent: number): number => Math.round((amount * percent) / 100);

/** Keeps only what a decimal amount may hold (digits, a point or a comma) while the guest types. */
export const tipInput = (text: string): string => text.replace(/[^\d.,]/g, '');

/** The tip the guest chose: a percentage of the amount, or their own amount (comma or point, to cents). */
export function tipOf(amount: number, choice: TipChoice, customText: string): number {
  if (choice !== 'custom') return percentTip(amount, choice);
  const custom = Number(customText.replace(',', '.'));
  return Number.isFinite(custom) && custom > 0 ? Math.round(custom * 100) / 100 : 0;
}

export interface BillTotals {
  tip: number;
  bonuses: number;
  /** What the guest pays: their part of the bill, less the bonuses spent, plus the tip. */
  total: number;
}

/** The guest's payment for their `part` of the bill: the tip is of the part, `bonusLimit` what it may take. */
export function billTotals(
  part: number,
  bonusLimit: number,
  choice: { tip: TipChoice; customTip: string; useBonuses: boolean },
): BillTotals {
  const tip = tipOf(part, choice.tip, choice.customTip);
  const bonuses = choice.useBonuses ? bonusLimit : 0;
  return { tip, bonuses, total: Math.round((part - bonuses + tip) * 100) / 100 };
}

/** The bill's address in the app, and the one the payment page returns to once the bill is paid. */
export function billPaths(filialId: number, tableId: number, billId: number) {
  const here = `/filials/${filialId}/bill?table_id=${tableId}`;
  return { here, paid: `${here}&${PAID_BILL_PARAM}=${billId}` };
}

/** What the Bill shows while it has no bill: the one just paid, none open at the table, or the load state. */
export type MissingBill = 'paid' | 'none' | 'loading';

export const missingBill = (notFound: boolean, paidBill: number | null): MissingBill =>
  !notFound ? 'loading' : paidBill !== null ? 'paid' : 'none';

export type WaiterCallState = 'idle' | 'calling' | 'called' | 'again' | 'failed';

/** The message key under the waiter button; a repeat within the sandbox's minute is told, not a failure. */
export const WAITER_MESSAGES = {
  idle: null,
  calling: null,
  called: 'bill.waiterCalled',
  again: 'bill.waiterAlreadyCalled',
  failed: 'errors.generic.title',
} as const satisfies Record<WaiterCallState, string | null>;

/**
 * One idempotency key per payment intent: a retry or a repeated tap with the same body reuses it, so the
 * bill is never paid twice; a different body (another tip) is a new intent with a new key.
 */
export function paymentIntent(
  current: { key: string; body: string } | null,
  body: string,
  mint: () => string,
): { key: string; body: string } {
  return current?.body === body ? current : { key: mint(), body };
}

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
