import { randomBytes } from 'node:crypto';
import type { Sql } from '../store/sql.ts';
import type { Currency } from './money.ts';

export type PaymentKind = 'order' | 'bill' | 'tip';
type PaymentState = 'pending' | 'paid' | 'declined' | 'canceled' | 'expired';

export interface PaymentRow {
  track_id: string;
  kind: PaymentKind;
  target_id: number;
  user_id: number;
  amount: number;
  currency: Currency;
  status: PaymentState;
  created_at: number;
  settled_at: number | null;
}

/** How long the hosted payment page accepts a payment (sandbox minutes); then the order is canceled. */
export const PAYMENT_TIMEOUT_MS = 15 * 60_000;

export function createPayment(
  sql: Sql,
  kind: PaymentKind,
  targetId: number,
  userId: number,
  amount: number,
  currency: Currency,
  now: number,
): string {
  const trackId = `trk_${randomBytes(12).toString('base64url')}`;
  sql.run(
    'INSERT INTO payments VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
    trackId,
    kind,
    targetId,
    userId,
    amount,
    currency,
    'pending',
    now,
    null,
  );
  return trackId;
}

export function paymentByTrack(sql: Sql, trackId: string): PaymentRow | undefined {
  return sql.get<PaymentRow>('SELECT * FROM payments WHERE track_id = ?', trackId);
}

/** The page the client sends the browser to (the hosted payment page of docs/contract/screens.md#hosted-payment-page). */
export function paymentUrl(origin: string, trackId: string): string {
  return `${origin}/sandbox/pay?track_id=${encodeURIComponent(trackId)}`;
}
