import type { ApiClient } from '../../../api/client.ts';
import { normalizeOne } from '../../../api/json-api.ts';
import { intOf, isRecord, numberOf, textOf } from '../../../api/wire.ts';

interface BillLine {
  productId: number | null;
  name: string;
  count: number;
  price: number;
  total: number;
}

/** SPEC §3 "Bill": table, waiter, amount, bonuses. */
export interface Bill {
  id: number;
  status: 'open' | 'paid';
  tableId: number;
  tableNumber: number | null;
  waiter: { id: number; name: string } | null;
  lines: BillLine[];
  amount: number;
  currency: string | null;
  bonuses: {
    cashbackPercent: number;
    toEarn: number;
    balance: number;
    /** The most bonuses this bill takes (the venue's percentage, within the balance). */
    available: number;
  };
}

function parseBill(body: unknown): Bill {
  const bill = normalizeOne(body);
  const id = intOf(bill?.id);
  const amount = numberOf(bill?.amount);
  const tableId = intOf(bill?.table_id);
  if (!bill || id === null || amount === null || tableId === null)
    throw new Error('the answer holds no bill');
  const waiter = isRecord(bill.waiter) ? bill.waiter : null;
  const waiterId = intOf(waiter?.id);
  const bonuses = isRecord(bill.bonuses) ? bill.bonuses : {};
  const lines = Array.isArray(bill.items) ? bill.items.filter(isRecord) : [];
  return {
    id,
    status: bill.status === 'paid' ? 'paid' : 'open',
    tableId,
    tableNumber: intOf(bill.table_number),
    waiter: waiter && waiterId !== null ? { id: waiterId, name: textOf(waiter.name) } : null,
    lines: lines.map((line) => ({
      productId: intOf(line.product_id),
      name: textOf(line.name),
      count: intOf(line.count) ?? 1,
      price: numberOf(line.price) ?? 0,
      total: numberOf(line.total) ?? 0,
    })),
    amount,
    currency: typeof bill.currency === 'string' ? bill.currency : null,
    bonuses: {
      cashbackPercent: numberOf(bonuses.cashback_percent) ?? 0,
      toEarn: numberOf(bonuses.to_earn) ?? 0,
      balance: numberOf(bonuses.balance) ?? 0,
      available: numberOf(bonuses.available) ?? 0,
    },
  };
}

/** The table's open bill (sandbox: takeaway/v1/tables/{id}/bill); 404 when the table has none. */
export function fetchBill(
  client: ApiClient,
  { tableId, filialId }: { tableId: number; filialId: number },
  signal?: AbortSignal,
): Promise<Bill> {
  return client.get(`takeaway/v1/tables/${tableId}/bill`, {
    query: { filial_id: filialId },
    parse: parseBill,
    ...(signal ? { signal } : {}),
  });
}

export interface BillPayment {
  trackId: string;
  paymentUrl: string | null;
  status: 'paid' | 'pending';
}

/**
 * Pays the whole bill online with an optional tip and bonuses. `amount` is the bill total the guest saw; one
 * key per "Pay" tap, so a retry or a lost answer never pays twice.
 */
export function payBill(
  client: ApiClient,
  request: { tableId: number; billId: number; amount: number; tip: number; bonuses: number; key: string },
  signal?: AbortSignal,
): Promise<BillPayment> {
  return client.post(
    `takeaway/v1/tables/${request.tableId}/bill/pay`,
    {
      data: {
        type: 'bill-payments',
        attributes: {
          bill_id: request.billId,
          amount: request.amount,
          tip_amount: request.tip,
          bonus_amount: request.bonuses,
          payment_type: 'online',
        },
      },
    },
    {
      idempotencyKey: request.key,
      parse: (body) => {
        const payment = normalizeOne(body);
        const trackId = typeof payment?.track_id === 'string' ? payment.track_id : null;
        if (!payment || !trackId) throw new Error('the answer holds no payment');
        return {
          trackId,
          paymentUrl: typeof payment.payment_url === 'string' ? payment.payment_url : null,
          status: payment.status === 'paid' ? 'paid' : 'pending',
        };
      },
      ...(signal ? { signal } : {}),
    },
  );
}

/** Calls the waiter to the table; the sandbox refuses a repeat within a minute (429). */
export async function callWaiter(client: ApiClient, tableId: number, signal?: AbortSignal): Promise<void> {
  await client.post(
    `takeaway/v1/tables/${tableId}/waiter-call`,
    { data: { type: 'waiter-calls', attributes: { reason: 'help' } } },
    signal ? { signal } : {},
  );
}
