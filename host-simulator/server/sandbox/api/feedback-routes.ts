import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import {
  addReview,
  FEEDBACK_MESSAGES,
  type FeedbackSubject,
  reviewOf,
  subjectOrThrow,
  TIP_PRESETS,
} from '../domain/feedback.ts';
import { toMajor } from '../domain/money.ts';
import { ApiError } from '../http/api-error.ts';
import { attributesOf, orderOrBillField, stringField } from '../http/body-fields.ts';
import { document, resource } from '../http/jsonapi.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { UserRow } from '../store/rows.ts';
import { intParam } from './venue-params.ts';

/** Reviews keep to what a phone's text box holds comfortably; longer is 422. */
const REVIEW_TEXT_MAX = 1000;

function paidTips(app: SandboxApp, subject: FeedbackSubject): number {
  const column = subject.kind === 'order' ? 'order_id' : 'bill_id';
  const row = app.sql.get<{ paid: number | null }>(
    `SELECT SUM(amount) AS paid FROM tips WHERE ${column} = ? AND status = 'paid'`,
    subject.id,
  );
  return row?.paid ?? 0;
}

function feedbackResource(app: SandboxApp, subject: FeedbackSubject) {
  const review = reviewOf(app.sql, subject);
  return resource('feedback', `${subject.kind}-${subject.id}`, {
    subject: { kind: subject.kind, id: subject.id },
    filial_id: subject.filialId,
    currency: subject.currency,
    base_amount: toMajor(subject.baseAmount),
    reviewable: subject.notReviewable === null && review === null,
    not_reviewable_reason: review ? 'already_reviewed' : subject.notReviewable,
    review: review && {
      rating: review.rating,
      text: review.text,
      created_at: new Date(review.created_at).toISOString(),
    },
    tip: {
      waiter: subject.waiter,
      presets: TIP_PRESETS,
      paid_amount: toMajor(paidTips(app, subject)),
    },
  });
}

/** GET takeaway/v1/orders/{id}/feedback and takeaway/v1/bills/{id}/feedback: can it be rated, tipped, to whom. */
function feedbackOf(kind: 'order' | 'bill') {
  return (req: ApiRequest, app: SandboxApp): Reply => {
    const id = intParam(req, kind === 'order' ? 'orderId' : 'billId');
    const subject = subjectOrThrow(app.sql, (req.user as UserRow).id, kind, id);
    return jsonApi(200, document(feedbackResource(app, subject)));
  };
}

/** POST takeaway/v1/reviews: one review, rating 1 to 5 and an optional text, for a completed order or paid bill. */
function postReview(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const attributes = attributesOf(req.body);
  const { orderId, billId } = orderOrBillField(attributes);
  const rating = attributes.rating;
  if (typeof rating !== 'number' || !Number.isInteger(rating) || rating < 1 || rating > 5)
    throw new ApiError(422, {
      code: 'invalid_rating',
      title: FEEDBACK_MESSAGES.ratingRequired,
      source: { pointer: '/data/attributes/rating' },
    });
  const text = stringField(attributes, 'text', { max: REVIEW_TEXT_MAX }) ?? '';
  const subject =
    orderId !== undefined
      ? subjectOrThrow(app.sql, user.id, 'order', orderId)
      : subjectOrThrow(app.sql, user.id, 'bill', billId as number);
  if (reviewOf(app.sql, subject))
    throw new ApiError(409, { code: 'already_reviewed', title: FEEDBACK_MESSAGES.alreadyReviewed });
  if (subject.notReviewable)
    throw new ApiError(409, { code: 'not_reviewable', title: FEEDBACK_MESSAGES.notReviewable });
  const review = addReview(app.sql, user.id, subject, rating, text, app.clock.now());
  return jsonApi(
    201,
    document(
      resource('reviews', review.id, {
        subject: { kind: subject.kind, id: subject.id },
        filial_id: subject.filialId,
        rating,
        text,
        created_at: new Date(review.created_at).toISOString(),
      }),
    ),
  );
}

export const FEEDBACK_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'takeaway/v1/orders/:orderId/feedback', auth: 'user', handler: feedbackOf('order') },
  { method: 'GET', path: 'takeaway/v1/bills/:billId/feedback', auth: 'user', handler: feedbackOf('bill') },
  { method: 'POST', path: 'takeaway/v1/reviews', auth: 'user', idempotency: 'required', handler: postReview },
];
