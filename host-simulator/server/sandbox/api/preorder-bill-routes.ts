import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import { orderSubject, reviewOf } from '../domain/feedback.ts';
import { toMajor } from '../domain/money.ts';
import { getOrder } from '../domain/order-lifecycle.ts';
import { ApiError } from '../http/api-error.ts';
import { document, resource } from '../http/jsonapi.ts';
import { MESSAGES } from '../http/messages.ts';
import { jsonApi, type Reply } from '../http/reply.ts';
import type { UserRow } from '../store/rows.ts';
import { ordersDocument } from './order-routes.ts';
import { intParam } from './venue-params.ts';

/** Payment states after which nothing is left to pay. */
const SETTLED = new Set(['paid', 'refunded']);

/**
 * GET takeaway/v1/bills/preorder/{preorder_id}: the bill of an express order placed ahead for a table
 * (docs/api/bills.md). The preorder id is the order's id; only its owner reads it, and an order of another
 * service or of another user is the same 404, so that ids cannot be probed.
 */
function preorderBill(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const id = intParam(req, 'preorderId');
  const order = getOrder(app.sql, id);
  const subject = order ? orderSubject(app.sql, user.id, id) : null;
  if (!order || !subject || order.service !== 'express')
    throw new ApiError(404, { code: 'preorder_not_found', title: MESSAGES.orderNotFound });
  const { data, included } = ordersDocument(req, app, [order]);
  const base = data[0];
  if (!base) throw new ApiError(404, { code: 'preorder_not_found', title: MESSAGES.orderNotFound });
  const canceled = order.status === 'canceled';
  const paid = SETTLED.has(order.payment_status);
  const due = paid || canceled ? 0 : order.total;
  return jsonApi(
    200,
    document(
      resource(
        'preorder-bills',
        order.id,
        {
          ...base.attributes,
          order_id: order.id,
          waiter: subject.waiter,
          paid,
          amount_due: toMajor(due),
          // Pay online: an online order still waiting for its money (a cash one is paid to the waiter).
          can_pay: !paid && !canceled && order.payment_type === 'online' && order.track_id !== null,
          can_tip: subject.waiter !== null && !canceled,
          can_review: subject.notReviewable === null && reviewOf(app.sql, subject) === null,
        },
        base.relationships,
      ),
      { included },
    ),
  );
}

export const PREORDER_BILL_ROUTES: ApiRoute[] = [
  { method: 'GET', path: 'takeaway/v1/bills/preorder/:preorderId', auth: 'user', handler: preorderBill },
];
