/** What a guest can do after an order or a bill (issue 11 item 2; docs/api/feedback.md). */
export type SubjectKind = 'order' | 'bill';

/** The routes name their subject by their prefix: /orders/{id}/… or /bills/{id}/…. */
export const subjectOf = (location: string): SubjectKind =>
  location.startsWith('/bills/') ? 'bill' : 'order';

/** Where Back goes: the order's page, or Home for a bill (its table page needs the table's QR). */
export const backHrefOf = (kind: SubjectKind, id: number): string =>
  kind === 'order' ? `/orders/${id}` : '/';

export interface Feedback {
  kind: SubjectKind;
  id: number;
  filialId: number;
  currency: 'KZT' | 'GEL';
  /** The order's or bill's total: tip presets are percentages of it. */
  baseAmount: number;
  reviewable: boolean;
  notReviewableReason: 'already_reviewed' | 'not_completed' | null;
  review: { rating: number; text: string } | null;
  waiter: { id: number; name: string } | null;
  tipPresets: number[];
  tipsPaid: number;
}

/** docs/contract/entities.md#review-and-tip Review: a rating of 1 to 5 stars and a text; the text is kept to what the sandbox accepts. */
export const RATINGS = [1, 2, 3, 4, 5] as const;
export const REVIEW_TEXT_MAX = 1000;

export type ReviewProblem = 'ratingRequired' | 'tooLong' | null;

export function reviewProblem(rating: number | null, text: string): ReviewProblem {
  if (rating === null || !RATINGS.includes(rating as (typeof RATINGS)[number])) return 'ratingRequired';
  if (text.trim().length > REVIEW_TEXT_MAX) return 'tooLong';
  return null;
}

/** A tip of `percent` of the base, rounded to whole units of the currency as a waiter is handed it. */
export function presetTip(base: number, percent: number): number {
  return Math.round((base * percent) / 100);
}

/**
 * A custom tip as typed (docs/contract/validation.md#numeric-and-letter-input numeric input: digits and one decimal point). Null when it is not a
 * number; the caller says which limit it breaks.
 */
export function parseTip(text: string): number | null {
  const clean = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{0,2})?$/.test(clean)) return null;
  return Number(clean);
}

/** Tips are capped at the order's total: a sum beyond it is almost always a typo (an extra zero). */
export function tipProblem(amount: number | null, base: number): 'invalidSum' | 'tooMuch' | null {
  if (amount === null || amount <= 0) return 'invalidSum';
  if (amount > base) return 'tooMuch';
  return null;
}
