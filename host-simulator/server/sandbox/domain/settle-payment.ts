import type { SandboxApp } from '../app.ts';
import type { UserRow } from '../store/rows.ts';
import { type BillPaymentRow, expiredBillPayments } from './bill-split.ts';
import type { BillRow } from './bills.ts';
import {
  cashbackFor,
  currentGrade,
  FIRST_BILL_CASHBACK_PERCENT,
  moveBonus,
  promoteIfEarned,
} from './loyalty.ts';
import { applyStatus, getOrder, markOrderPaid } from './order-lifecycle.ts';
import { type PaymentRow, paymentByTrack } from './payments.ts';

export type PaymentOutcome = 'paid' | 'declined' | 'canceled';

export type SettleResult =
  | { ok: true; payment: PaymentRow }
  | { ok: false; reason: 'unknown' | 'already_settled'; payment?: PaymentRow };

/**
 * A part of a table bill settled: paid, it earns cashback on what the guest paid of the bill (less the bonuses
 * they spent) and closes the bill once the parts cover it; declined, canceled or expired, it releases its
 * amount and items and its bonuses come back (docs/api/bills.md).
 */
function settleBill(
  app: SandboxApp,
  payment: PaymentRow,
  outcome: PaymentOutcome | 'expired',
  at: number,
): void {
  const part = app.sql.get<BillPaymentRow>(
    'SELECT * FROM bill_payments WHERE track_id = ?',
    payment.track_id,
  );
  const bill = app.sql.get<BillRow>('SELECT * FROM bills WHERE id = ?', payment.target_id);
  if (!bill || !part) return;
  if (outcome !== 'paid') {
    if (part.bonus_spent > 0)
      moveBonus(app.sql, payment.user_id, bill.currency, part.bonus_spent, 'refund', { billId: bill.id }, at);
    app.sql.run(
      'UPDATE bill_payments SET status = ?, settled_at = ? WHERE track_id = ?',
      outcome,
      at,
      part.track_id,
    );
    app.sql.run("UPDATE tips SET status = 'failed' WHERE track_id = ?", payment.track_id);
    return;
  }
  const user = app.sql.get<UserRow>('SELECT * FROM users WHERE id = ?', payment.user_id);
  if (!user) return;
  // docs/contract/constants.md#cashback: the first bill paid through the partner app earns 10% cashback.
  const percent = user.first_bill_paid
    ? currentGrade(app.sql, user, at).cashback_percent
    : FIRST_BILL_CASHBACK_PERCENT;
  const cashback = cashbackFor(part.amount - part.bonus_spent, percent, bill.currency);
  if (cashback > 0) moveBonus(app.sql, user.id, bill.currency, cashback, 'cashback', { billId: bill.id }, at);
  app.sql.run(
    "UPDATE bill_payments SET status = 'paid', settled_at = ?, bonus_granted = ? WHERE track_id = ?",
    at,
    cashback,
    part.track_id,
  );
  app.sql.run(
    'UPDATE bills SET tip = tip + ?, bonus_spent = bonus_spent + ?, bonus_granted = bonus_granted + ?, paid_by = ?, track_id = ? WHERE id = ?',
    part.tip,
    part.bonus_spent,
    cashback,
    user.id,
    part.track_id,
    bill.id,
  );
  const paid = app.sql.get<{ total: number }>(
    "SELECT COALESCE(SUM(amount), 0) AS total FROM bill_payments WHERE bill_id = ? AND status = 'paid'",
    bill.id,
  );
  if ((paid?.total ?? 0) >= bill.amount)
    app.sql.run("UPDATE bills SET status = 'paid', paid_at = ? WHERE id = ?", at, bill.id);
  app.sql.run('UPDATE users SET first_bill_paid = 1 WHERE id = ?', user.id);
  app.sql.run("UPDATE tips SET status = 'paid' WHERE track_id = ?", payment.track_id);
  promoteIfEarned(app.sql, user.id, at);
}

/** Releases the parts of a bill whose hosted page was left open past its timeout (their payments expire). */
export function expireBillPayments(app: SandboxApp, billId: number): void {
  app.sql.tx(() => {
    const at = app.clock.now();
    for (const part of expiredBillPayments(app.sql, billId, at)) {
      const payment = paymentByTrack(app.sql, part.track_id);
      if (payment?.status !== 'pending') continue;
      app.sql.run(
        "UPDATE payments SET status = 'expired', settled_at = ? WHERE track_id = ?",
        at,
        part.track_id,
      );
      settleBill(app, payment, 'expired', at);
    }
  });
}

/**
 * The hosted payment page's verdict: marks the payment and applies it to what it pays for. An order
 * that is paid goes to the kitchen; a declined or canceled one is canceled with that reason (and its
 * bonuses come back); a bill is closed with cashback; a tip is recorded.
 */
export function settlePayment(app: SandboxApp, trackId: string, outcome: PaymentOutcome): SettleResult {
  return app.sql.tx(() => {
    app.progressOrders();
    const payment = paymentByTrack(app.sql, trackId);
    if (!payment) return { ok: false, reason: 'unknown' };
    if (payment.status !== 'pending') return { ok: false, reason: 'already_settled', payment };
    const at = app.clock.now();
    app.sql.run('UPDATE payments SET status = ?, settled_at = ? WHERE track_id = ?', outcome, at, trackId);
    if (payment.kind === 'order') {
      const order = getOrder(app.sql, payment.target_id);
      if (order && order.status === 'created') {
        if (outcome === 'paid') markOrderPaid(app, order, at);
        else
          applyStatus(
            app,
            order,
            'canceled',
            at,
            outcome === 'declined' ? 'payment_declined' : 'payment_canceled',
          );
      }
    } else if (payment.kind === 'bill') {
      settleBill(app, payment, outcome, at);
    } else {
      app.sql.run(
        'UPDATE tips SET status = ? WHERE track_id = ?',
        outcome === 'paid' ? 'paid' : 'failed',
        trackId,
      );
    }
    return { ok: true, payment: { ...payment, status: outcome, settled_at: at } };
  });
}
