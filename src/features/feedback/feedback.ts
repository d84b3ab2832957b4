import type { ApiClient } from '../../api/client.ts';
import { record, requiredNumber } from '../../api/answer-fields.ts';

// A review and a tip of one order or bill: the feedback the sandbox keeps for it, the rules the screens follow,
// and the calls that read and send it.

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

/** Sandbox-defined calls (docs/api/feedback.md, docs/api/bills.md): docs/contract/calls.md#calls-the-sandbox-defines names none for reviews or tips. */
const feedbackPath = (kind: SubjectKind, id: number) =>
  `takeaway/v1/${kind === 'order' ? 'orders' : 'bills'}/${id}/feedback`;
const REVIEWS_PATH = 'takeaway/v1/reviews';
const TIPS_PATH = 'takeaway/v1/tips';

function parseFeedback(body: unknown): Feedback {
  const attributes = record(record(record(body).data).attributes);
  const subject = record(attributes.subject);
  const review = attributes.review ? record(attributes.review) : null;
  const tip = record(attributes.tip);
  const waiter = tip.waiter ? record(tip.waiter) : null;
  const reason = attributes.not_reviewable_reason;
  return {
    kind: subject.kind === 'bill' ? 'bill' : 'order',
    id: requiredNumber(subject.id, 'subject.id'),
    filialId: requiredNumber(attributes.filial_id, 'filial_id'),
    currency: attributes.currency === 'GEL' ? 'GEL' : 'KZT',
    baseAmount: requiredNumber(attributes.base_amount, 'base_amount'),
    reviewable: attributes.reviewable === true,
    notReviewableReason: reason === 'already_reviewed' || reason === 'not_completed' ? reason : null,
    review: review
      ? {
          rating: requiredNumber(review.rating, 'review.rating'),
          text: typeof review.text === 'string' ? review.text : '',
        }
      : null,
    waiter: waiter ? { id: requiredNumber(waiter.id, 'waiter.id'), name: String(waiter.name ?? '') } : null,
    tipPresets: Array.isArray(tip.presets)
      ? tip.presets.map((value) => requiredNumber(value, 'presets'))
      : [],
    tipsPaid: requiredNumber(tip.paid_amount ?? 0, 'paid_amount'),
  };
}

export function fetchFeedback(
  client: ApiClient,
  kind: SubjectKind,
  id: number,
  signal: AbortSignal,
): Promise<Feedback> {
  return client.get(feedbackPath(kind, id), { parse: parseFeedback, signal });
}

export interface ReviewDraft {
  kind: SubjectKind;
  id: number;
  rating: number;
  text: string;
  /** One key per review the guest means to send, so a retried request is never a second review. */
  key: string;
}

export async function sendReview(client: ApiClient, draft: ReviewDraft, signal: AbortSignal): Promise<void> {
  await client.post(
    REVIEWS_PATH,
    {
      data: {
        type: 'reviews',
        attributes: { [`${draft.kind}_id`]: draft.id, rating: draft.rating, text: draft.text.trim() },
      },
    },
    { idempotencyKey: draft.key, signal },
  );
}

export interface TipPayment {
  trackId: string;
  paymentUrl: string | null;
}

export function sendTip(
  client: ApiClient,
  tip: { kind: SubjectKind; id: number; waiterId: number; amount: number; key: string },
  signal: AbortSignal,
): Promise<TipPayment> {
  return client.post(
    TIPS_PATH,
    {
      data: {
        type: 'tips',
        attributes: { waiter_id: tip.waiterId, amount: tip.amount, [`${tip.kind}_id`]: tip.id },
      },
    },
    {
      idempotencyKey: tip.key,
      signal,
      parse: (body) => {
        const attributes = record(record(record(body).data).attributes);
        const url = attributes.payment_url;
        return {
          trackId: String(attributes.track_id ?? ''),
          paymentUrl: typeof url === 'string' ? url : null,
        };
      },
    },
  );
}
