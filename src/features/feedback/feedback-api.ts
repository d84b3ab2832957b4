import type { ApiClient } from '../../api/client.ts';
import type { Feedback, SubjectKind } from './feedback.ts';
import { record, requiredNumber } from '../../api/answer-fields.ts';

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
