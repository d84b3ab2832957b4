import type { UserRow } from '../store/rows.ts';
import type { Sql } from '../store/sql.ts';
import { type Currency, floorBonus, percentOf } from './money.ts';

const DAY = 24 * 60 * 60 * 1000;
/** docs/contract/constants.md#bonus-expiry: bonuses expire 12 months after the last transaction; every transaction extends them all. */
const BONUS_LIFETIME_MS = 365 * DAY;
export const GRADE_WINDOW_MS = 30 * DAY;
/** docs/contract/constants.md#cashback: maximum cashback 10%; a first bill paid through the app earns 10%. */
export const MAX_CASHBACK_PERCENT = 10;
export const FIRST_BILL_CASHBACK_PERCENT = 10;
/** Grades are counted in tenge; lari spend is converted at this fixed sandbox rate. */
const KZT_PER_GEL = 190;

export interface GradeRow {
  id: number;
  name: string;
  cashback_percent: number;
  min_spend: number;
}

interface BalanceRow {
  bonus: number;
  money: number;
  last_tx_at: number | null;
}

function ensureBalance(sql: Sql, userId: number, currency: Currency): BalanceRow {
  sql.run('INSERT OR IGNORE INTO balances VALUES (?, ?, 0, 0, NULL)', userId, currency);
  return sql.get<BalanceRow>(
    'SELECT bonus, money, last_tx_at FROM balances WHERE user_id = ? AND currency = ?',
    userId,
    currency,
  ) as BalanceRow;
}

/** The spendable bonus balance, burning it first when it has expired. */
export function bonusBalance(sql: Sql, userId: number, currency: Currency, now: number): number {
  const row = ensureBalance(sql, userId, currency);
  if (row.bonus > 0 && row.last_tx_at !== null && now - row.last_tx_at > BONUS_LIFETIME_MS) {
    sql.run('UPDATE balances SET bonus = 0 WHERE user_id = ? AND currency = ?', userId, currency);
    sql.run(
      'INSERT INTO bonus_transactions (user_id, currency, amount, kind, created_at) VALUES (?, ?, ?, ?, ?)',
      userId,
      currency,
      -row.bonus,
      'expired',
      now,
    );
    return 0;
  }
  return row.bonus;
}

export function moneyBalance(sql: Sql, userId: number, currency: Currency): number {
  return ensureBalance(sql, userId, currency).money;
}

/** Adds (or, negative, takes) bonuses; any transaction extends the lifetime of the whole balance. */
export function moveBonus(
  sql: Sql,
  userId: number,
  currency: Currency,
  amount: number,
  kind: string,
  refs: { orderId?: number; billId?: number },
  now: number,
): void {
  if (amount === 0) return;
  const current = bonusBalance(sql, userId, currency, now);
  const applied = Math.max(amount, -current);
  sql.run(
    'UPDATE balances SET bonus = bonus + ?, last_tx_at = ? WHERE user_id = ? AND currency = ?',
    applied,
    now,
    userId,
    currency,
  );
  sql.run(
    'INSERT INTO bonus_transactions (user_id, currency, amount, kind, order_id, bill_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    userId,
    currency,
    applied,
    kind,
    refs.orderId ?? null,
    refs.billId ?? null,
    now,
  );
}

function gradeById(sql: Sql, id: number): GradeRow {
  return sql.get<GradeRow>('SELECT * FROM grades WHERE id = ?', id) as GradeRow;
}

/** Money spent in the grade window (orders and bills paid), in KZT minor units. */
function recentSpend(sql: Sql, userId: number, now: number): number {
  const since = now - GRADE_WINDOW_MS;
  const orders = sql.all<{ currency: string; paid: number }>(
    "SELECT currency, SUM(total) AS paid FROM orders WHERE user_id = ? AND payment_status = 'paid' AND created_at >= ? GROUP BY currency",
    userId,
    since,
  );
  const bills = sql.all<{ currency: string; paid: number }>(
    "SELECT currency, SUM(amount - bonus_spent) AS paid FROM bills WHERE paid_by = ? AND status = 'paid' AND paid_at >= ? GROUP BY currency",
    userId,
    since,
  );
  return [...orders, ...bills].reduce(
    (sum, row) => sum + (row.currency === 'GEL' ? row.paid * KZT_PER_GEL : row.paid),
    0,
  );
}

/**
 * The user's grade now. docs/contract/states.md#loyalty-grades: "the level drops one grade if points are not kept up": checked lazily,
 * once per window, against the spend of the last 30 days. Promotion happens right after a payment.
 */
export function currentGrade(sql: Sql, user: UserRow, now: number): GradeRow {
  let gradeId = user.grade_id;
  if (now - user.grade_checked_at > GRADE_WINDOW_MS) {
    const grade = gradeById(sql, gradeId);
    if (gradeId > 1 && recentSpend(sql, user.id, now) < grade.min_spend) gradeId--;
    sql.run('UPDATE users SET grade_id = ?, grade_checked_at = ? WHERE id = ?', gradeId, now, user.id);
  }
  return gradeById(sql, gradeId);
}

export function promoteIfEarned(sql: Sql, userId: number, now: number): void {
  const user = sql.get<UserRow>('SELECT * FROM users WHERE id = ?', userId);
  if (!user) return;
  const spend = recentSpend(sql, userId, now);
  const earned = sql.get<{ id: number }>(
    'SELECT id FROM grades WHERE min_spend <= ? ORDER BY min_spend DESC LIMIT 1',
    spend,
  );
  if (earned && earned.id > user.grade_id) {
    sql.run('UPDATE users SET grade_id = ?, grade_checked_at = ? WHERE id = ?', earned.id, now, userId);
  }
}

export function cashbackFor(amount: number, percent: number, currency: Currency): number {
  return floorBonus(percentOf(amount, Math.min(percent, MAX_CASHBACK_PERCENT)), currency);
}

export function privateRewardBalance(
  sql: Sql,
  userId: number,
  brandId: number,
): { balance: number; currency: Currency } {
  const row = sql.get<{ balance: number; currency: Currency }>(
    'SELECT balance, currency FROM private_rewards WHERE user_id = ? AND brand_id = ?',
    userId,
    brandId,
  );
  return row ?? { balance: 0, currency: 'KZT' };
}

export function creditPrivateReward(
  sql: Sql,
  userId: number,
  brandId: number,
  currency: Currency,
  amount: number,
): void {
  sql.run('INSERT OR IGNORE INTO private_rewards VALUES (?, ?, ?, 0)', userId, brandId, currency);
  sql.run(
    'UPDATE private_rewards SET balance = MAX(0, balance + ?) WHERE user_id = ? AND brand_id = ?',
    amount,
    userId,
    brandId,
  );
}

/** Where a signed-in guest stands on the grade ladder: what the grading sheet explains (docs/contract/screens.md#other-screens-and-dialogs, docs/contract/constants.md#cashback). */
export interface GradeStanding {
  grade: GradeRow;
  spend: number;
  keeps: boolean;
  next: { grade: GradeRow; missing: number } | null;
  nextCheckAt: number;
  bonus: number;
  bonusExpiresAt: number | null;
  firstBillBonus: boolean;
}

export function gradeLadder(sql: Sql): GradeRow[] {
  return sql.all<GradeRow>('SELECT * FROM grades ORDER BY min_spend');
}

export function gradeStanding(sql: Sql, user: UserRow, currency: Currency, now: number): GradeStanding {
  const grade = currentGrade(sql, user, now);
  const checkedAt = sql.get<{ at: number }>('SELECT grade_checked_at AS at FROM users WHERE id = ?', user.id);
  const spend = recentSpend(sql, user.id, now);
  const above = gradeLadder(sql).find((row) => row.min_spend > grade.min_spend);
  const bonus = bonusBalance(sql, user.id, currency, now);
  const lastTx = ensureBalance(sql, user.id, currency).last_tx_at;
  return {
    grade,
    spend,
    keeps: spend >= grade.min_spend,
    next: above ? { grade: above, missing: Math.max(0, above.min_spend - spend) } : null,
    nextCheckAt: (checkedAt?.at ?? now) + GRADE_WINDOW_MS,
    bonus,
    bonusExpiresAt: bonus > 0 && lastTx !== null ? lastTx + BONUS_LIFETIME_MS : null,
    firstBillBonus: user.first_bill_paid === 0,
  };
}
