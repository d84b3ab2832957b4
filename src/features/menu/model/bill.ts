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
