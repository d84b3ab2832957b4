import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { FEEDBACK_MESSAGES, type FeedbackSubject, subjectOrThrow } from '../domain/feedback.ts';
import { toMajor, toMinor } from '../domain/money.ts';
import { createPayment, paymentUrl } from '../domain/payments.ts';
import { ApiError } from '../http/api-error.ts';
import {
  attributesOf,
  orderOrBillField,
  type Fields,
  numberField,
  stringField,
} from '../http/body-fields.ts';
import { document, resource } from '../http/jsonapi.ts';
import { MESSAGES } from '../http/messages.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { UserRow } from '../store/rows.ts';
import { tableOf, waiterOf } from './table-of.ts';
import { venueOrThrow } from './venue-params.ts';

/** Waiter calls for one table are refused for this long after the last one (sandbox seconds). */
const WAITER_CALL_COOLDOWN_MS = 60_000;

/** POST takeaway/v1/tables/{table_id}/waiter-call: one call per table a minute; a repeat is 429 with Retry-After. */
function callWaiter(req: ApiRequest, app: SandboxApp): Reply {
  const table = tableOf(req, app);
  const reason =
    req.body === undefined ? 'help' : (stringField(attributesOf(req.body), 'reason', { max: 20 }) ?? 'help');
  if (!['help', 'bill', 'order'].includes(reason)) {
    throw new ApiError(422, {
      code: 'invalid_field',
      title: 'reason must be help, bill or order',
      source: { pointer: '/data/attributes/reason' },
    });
  }
  const now = app.clock.now();
  const last = app.sql.get<{ created_at: number }>(
    'SELECT created_at FROM waiter_calls WHERE table_id = ? ORDER BY created_at DESC LIMIT 1',
    table.id,
  );
  if (last && now - last.created_at < WAITER_CALL_COOLDOWN_MS) {
    const wait = Math.ceil((WAITER_CALL_COOLDOWN_MS - (now - last.created_at)) / 1000);
    throw new ApiError(429, {
      code: 'waiter_already_called',
      title: MESSAGES.waiterCalled,
      headers: { 'retry-after': String(wait) },
      meta: { retry_after_seconds: wait },
    });
  }
  const { lastId } = app.sql.run(
    'INSERT INTO waiter_calls (table_id, user_id, reason, created_at) VALUES (?, ?, ?, ?)',
    table.id,
    req.user?.id ?? null,
    reason,
    now,
  );
  return jsonApi(
    201,
    document(
      resource('waiter-calls', lastId, {
        table_id: table.id,
        table_number: table.number,
        reason,
        waiter: waiterOf(app, table.waiter_id),
        created_at: new Date(now).toISOString(),
      }),
    ),
  );
}

/**
 * The tip's sum in minor units: more than zero, at most two decimals, and at most the total of the order or
 * bill it thanks for (docs/api/bills.md), so that a slip of the finger never charges a trillion.
 */
function tipAmount(attributes: Fields, subject: FeedbackSubject): number {
  const major = numberField(attributes, 'amount', { required: true }) as number;
  const pointer = { pointer: '/data/attributes/amount' };
  if (major <= 0 || Math.abs(major * 100 - Math.round(major * 100)) > 1e-6)
    throw new ApiError(422, {
      code: 'invalid_amount',
      title: FEEDBACK_MESSAGES.tipAmountInvalid,
      source: pointer,
    });
  const amount = toMinor(major);
  if (amount > subject.baseAmount)
    throw new ApiError(422, {
      code: 'tip_too_large',
      title: FEEDBACK_MESSAGES.tipTooLarge,
      source: pointer,
      meta: { max_amount: toMajor(subject.baseAmount), currency: subject.currency },
    });
  return amount;
}

/**
 * POST takeaway/v1/tips: a tip for the waiter of one of the guest's orders or paid bills, paid on the hosted
 * payment page. Another guest's order or bill is the same 404 as an unknown one (as for reviews).
 */
function tip(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const attributes = attributesOf(req.body);
  const waiterId = numberField(attributes, 'waiter_id', { required: true, integer: true }) as number;
  const { orderId, billId } = orderOrBillField(attributes);
  const subject =
    orderId !== undefined
      ? subjectOrThrow(app.sql, user.id, 'order', orderId)
      : subjectOrThrow(app.sql, user.id, 'bill', billId as number);
  const waiter = app.sql.get<{ id: number; name: string; filial_id: number }>(
    'SELECT * FROM waiters WHERE id = ?',
    waiterId,
  );
  if (!waiter) throw new ApiError(404, { code: 'waiter_not_found', title: 'The waiter was not found' });
  if (waiter.filial_id !== subject.filialId)
    throw new ApiError(422, {
      code: 'waiter_not_at_venue',
      title: FEEDBACK_MESSAGES.waiterNotAtVenue,
      source: { pointer: '/data/attributes/waiter_id' },
    });
  const amount = tipAmount(attributes, subject);
  const venue = venueOrThrow(app, waiter.filial_id);
  const now = app.clock.now();
  const trackId = createPayment(app.sql, 'tip', waiterId, user.id, amount, venue.currency, now);
  const { lastId } = app.sql.run(
    "INSERT INTO tips (waiter_id, user_id, amount, currency, bill_id, order_id, track_id, status, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, 'pending', ?)",
    waiterId,
    user.id,
    amount,
    venue.currency,
    billId ?? null,
    orderId ?? null,
    trackId,
    now,
  );
  return jsonApi(
    201,
    document(
      resource('tips', lastId, {
        waiter: { id: waiter.id, name: waiter.name },
        amount: toMajor(amount),
        currency: venue.currency,
        status: 'pending',
        track_id: trackId,
        payment_url: paymentUrl(req.origin, trackId),
      }),
    ),
  );
}

/** Calling the waiter to a table, and tipping a waiter apart from a bill. */
export const WAITER_ROUTES: ApiRoute[] = [
  { method: 'POST', path: 'takeaway/v1/tables/:tableId/waiter-call', auth: 'optional', handler: callWaiter },
  { method: 'POST', path: 'takeaway/v1/tips', auth: 'user', idempotency: 'required', handler: tip },
];
