import type { ApiClient } from '../../../api/client.ts';
import { normalizeOne } from '../../../api/json-api.ts';
import { intOf, isRecord, numberOf, textOf } from '../../../api/wire.ts';
import type { BillPart as SplitPart } from '../model/bill.ts';

interface BillLine {
  productId: number | null;
  name: string;
  count: number;
  price: number;
  total: number;
  /** Of `count`: paid by guests, held by their pending payments, and still free to pay (issue 29). */
  paidCount: number;
  heldCount: number;
  remainingCount: number;
}

/** A guest's part of the bill, paid or pending (docs/api/bills.md). */
export interface BillPart {
  /** The payer's first name, or null when they gave none. */
  payer: string | null;
  mine: boolean;
  mode: string;
  amount: number;
  tip: number;
  status: 'paid' | 'pending';
  items: Array<{ productId: number | null; name: string; count: number }>;
  /** The payer's own part only: the bonuses it spent and earned. */
  bonusAmount: number;
  bonusGranted: number;
}

/** docs/contract/entities.md#bill "Bill": table, waiter, amount, bonuses. */
export interface Bill {
  id: number;
  status: 'open' | 'paid';
  tableId: number;
  tableNumber: number | null;
  waiter: { id: number; name: string } | null;
  lines: BillLine[];
  amount: number;
  paidAmount: number;
  heldAmount: number;
  /** What nobody has paid or holds yet. */
  remaining: number;
  payments: BillPart[];
  currency: string | null;
  bonuses: {
    cashbackPercent: number;
    /** The venue's share of a payment bonuses may cover, in percent. */
    maxUsagePercentage: number;
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
  const parts = Array.isArray(bill.payments) ? bill.payments.filter(isRecord) : [];
  const paidAmount = numberOf(bill.paid_amount) ?? 0;
  const heldAmount = numberOf(bill.held_amount) ?? 0;
  return {
    id,
    status: bill.status === 'paid' ? 'paid' : 'open',
    tableId,
    tableNumber: intOf(bill.table_number),
    waiter: waiter && waiterId !== null ? { id: waiterId, name: textOf(waiter.name) } : null,
    lines: lines.map((line) => {
      const count = intOf(line.count) ?? 1;
      return {
        productId: intOf(line.product_id),
        name: textOf(line.name),
        count,
        price: numberOf(line.price) ?? 0,
        total: numberOf(line.total) ?? 0,
        paidCount: intOf(line.paid_count) ?? 0,
        heldCount: intOf(line.held_count) ?? 0,
        remainingCount: intOf(line.remaining_count) ?? count,
      };
    }),
    amount,
    paidAmount,
    heldAmount,
    remaining: numberOf(bill.remaining) ?? Math.max(0, amount - paidAmount - heldAmount),
    payments: parts.map((part) => ({
      payer: typeof part.payer === 'string' && part.payer ? part.payer : null,
      mine: part.mine === true,
      mode: textOf(part.mode),
      amount: numberOf(part.amount) ?? 0,
      tip: numberOf(part.tip) ?? 0,
      status: part.status === 'paid' ? 'paid' : 'pending',
      items: (Array.isArray(part.items) ? part.items.filter(isRecord) : []).map((item) => ({
        productId: intOf(item.product_id),
        name: textOf(item.name),
        count: intOf(item.count) ?? 1,
      })),
      bonusAmount: numberOf(part.bonus_amount) ?? 0,
      bonusGranted: numberOf(part.bonus_granted) ?? 0,
    })),
    currency: typeof bill.currency === 'string' ? bill.currency : null,
    bonuses: {
      cashbackPercent: numberOf(bonuses.cashback_percent) ?? 0,
      maxUsagePercentage: numberOf(bonuses.max_usage_percentage) ?? 0,
      toEarn: numberOf(bonuses.to_earn) ?? 0,
      balance: numberOf(bonuses.balance) ?? 0,
      available: numberOf(bonuses.available) ?? 0,
    },
  };
}

/**
 * The table's open bill (sandbox: takeaway/v1/tables/{id}/bill; 404 when the table has none), or with
 * `billId` that bill of the table, open or paid: a guest keeps following it after the table paid it off.
 */
export function fetchBill(
  client: ApiClient,
  { tableId, filialId, billId }: { tableId: number; filialId: number; billId?: number | null },
  signal?: AbortSignal,
): Promise<Bill> {
  return client.get(`takeaway/v1/tables/${tableId}/bill`, {
    query: billId ? { filial_id: filialId, bill_id: billId } : { filial_id: filialId },
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
 * Pays the guest's part of the bill online with an optional tip and bonuses. `part.amount` is the part the
 * guest saw and `part.split` which part it is (docs/api/bills.md); one key per payment intent, so a retry or
 * a lost answer never pays twice.
 */
export function payBill(
  client: ApiClient,
  request: { tableId: number; billId: number; part: SplitPart; tip: number; bonuses: number; key: string },
  signal?: AbortSignal,
): Promise<BillPayment> {
  return client.post(
    `takeaway/v1/tables/${request.tableId}/bill/pay`,
    {
      data: {
        type: 'bill-payments',
        attributes: {
          bill_id: request.billId,
          amount: request.part.amount,
          tip_amount: request.tip,
          bonus_amount: request.bonuses,
          payment_type: 'online',
          split: request.part.split,
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
