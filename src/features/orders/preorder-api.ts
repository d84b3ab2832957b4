import type { ApiClient } from '../../api/client.ts';
import { normalizeOne } from '../../api/json-api.ts';
import { type Order, parseOrderDocument } from '../../api/order-endpoints.ts';
import { bool, isRecord, num, record, str } from '../../api/answer-fields.ts';

/** OrderInformationBill (docs/contract/screens.md#routes): an express order placed ahead for a table, as its bill shows it. */
export interface PreorderBill {
  order: Order;
  /** The waiter of the order's table, who receives the tips; null when the table has none. */
  waiter: { id: number; name: string } | null;
  paid: boolean;
  /** What is left to pay, major units; 0 once paid or canceled. */
  amountDue: number;
  canPay: boolean;
  canTip: boolean;
  canReview: boolean;
}

function parsePreorderBill(body: unknown): PreorderBill {
  const order = parseOrderDocument(body);
  const extra = record(normalizeOne(body));
  const waiter = extra.waiter;
  return {
    order,
    waiter: isRecord(waiter) && str(waiter.name) ? { id: num(waiter.id), name: str(waiter.name) } : null,
    paid: bool(extra.paid),
    amountDue: num(extra.amount_due),
    canPay: bool(extra.can_pay) && order.payment !== null,
    canTip: bool(extra.can_tip),
    canReview: bool(extra.can_review),
  };
}

/** GET takeaway/v1/bills/preorder/{preorder_id} (a sandbox-defined path, docs/api/bills.md). */
export function fetchPreorderBill(
  client: ApiClient,
  preorderId: number,
  signal?: AbortSignal,
): Promise<PreorderBill> {
  return client.get(`takeaway/v1/bills/preorder/${preorderId}`, {
    parse: parsePreorderBill,
    ...(signal ? { signal } : {}),
  });
}
