import type { SandboxApp } from '../app.ts';
import type { UserRow } from '../store/rows.ts';
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

function settleBill(app: SandboxApp, payment: PaymentRow, outcome: PaymentOutcome, at: number): void {
  const bill = app.sql.get<BillRow>('SELECT * FROM bills WHERE id = ?', payment.target_id);
  if (!bill) return;
  if (outcome !== 'paid') {
    if (bill.bonus_spent > 0)
      moveBonus(app.sql, payment.user_id, bill.currency, bill.bonus_spent, 'refund', { billId: bill.id }, at);
    app.sql.run('UPDATE bills SET tip = 0, bonus_spent = 0, track_id = NULL WHERE id = ?', bill.id);
    app.sql.run("UPDATE tips SET status = 'failed' WHERE track_id = ?", payment.track_id);
    return;
  }
  const user = app.sql.get<UserRow>('SELECT * FROM users WHERE id = ?', payment.user_id);
  if (!user) return;
  // SPEC §9: the first bill paid through the partner app earns 10% cashback.
  const percent = user.first_bill_paid
    ? currentGrade(app.sql, user, at).cashback_percent
    : FIRST_BILL_CASHBACK_PERCENT;
  const cashback = cashbackFor(bill.amount - bill.bonus_spent, percent, bill.currency);
  if (cashback > 0) moveBonus(app.sql, user.id, bill.currency, cashback, 'cashback', { billId: bill.id }, at);
  app.sql.run(
    "UPDATE bills SET status = 'paid', paid_at = ?, paid_by = ?, bonus_granted = ? WHERE id = ?",
    at,
    user.id,
    cashback,
    bill.id,
  );
  app.sql.run('UPDATE users SET first_bill_paid = 1 WHERE id = ?', user.id);
  app.sql.run("UPDATE tips SET status = 'paid' WHERE track_id = ?", payment.track_id);
  promoteIfEarned(app.sql, user.id, at);
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
