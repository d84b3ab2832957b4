import type { ApiClient } from '../../../api/client.ts';
import type { Grade, GradeLadder, GradeStanding } from '../model/grading.ts';
import { record, requiredNumber } from '../../../api/answer-fields.ts';

/** Sandbox-defined path (docs/api/loyalty.md): docs/contract/calls.md#calls-the-sandbox-defines names no call for the grade ladder. */
const GRADES_PATH = 'ladder-go/api/v1/grades';

const currency = (value: unknown): 'KZT' | 'GEL' => (value === 'GEL' ? 'GEL' : 'KZT');
const isoOrNull = (value: unknown): string | null =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;

function parseGrade(item: unknown): Grade {
  const attributes = record(record(item).attributes);
  return {
    id: requiredNumber(record(item).id, 'id'),
    name: typeof attributes.name === 'string' ? attributes.name : '',
    cashbackPercent: requiredNumber(attributes.cashback_percent, 'cashback_percent'),
    minSpend: requiredNumber(attributes.min_spend, 'min_spend'),
  };
}

function parseStanding(value: unknown): GradeStanding | null {
  if (value === null || value === undefined) return null;
  const standing = record(value);
  return {
    gradeId: requiredNumber(standing.grade_id, 'grade_id'),
    spendInWindow: requiredNumber(standing.spend_in_window, 'spend_in_window'),
    nextCheckAt: isoOrNull(standing.next_check_at) ?? new Date().toISOString(),
    bonusBalance: requiredNumber(standing.bonus_balance ?? 0, 'bonus_balance'),
    bonusCurrency: currency(standing.bonus_currency),
    bonusExpiresAt: isoOrNull(standing.bonus_expires_at),
    firstBillBonusAvailable: standing.first_bill_bonus_available === true,
  };
}

function parseGradeLadder(body: unknown): GradeLadder {
  const data = record(body).data;
  if (!Array.isArray(data)) throw new Error('grades is not a list');
  const meta = record(record(body).meta);
  const rules = record(meta.rules);
  const grades = data.map(parseGrade);
  return {
    grades,
    spendCurrency: currency(record(record(data[0]).attributes).spend_currency),
    rules: {
      windowDays: requiredNumber(rules.window_days ?? 30, 'window_days'),
      bonusLifetimeMonths: requiredNumber(rules.bonus_lifetime_months ?? 12, 'bonus_lifetime_months'),
      maxCashbackPercent: requiredNumber(rules.max_cashback_percent ?? 10, 'max_cashback_percent'),
      firstBillCashbackPercent: requiredNumber(
        rules.first_bill_cashback_percent ?? 10,
        'first_bill_cashback_percent',
      ),
    },
    standing: parseStanding(meta.standing),
  };
}

export function fetchGradeLadder(
  client: ApiClient,
  bonusCurrency: 'KZT' | 'GEL',
  signal: AbortSignal,
): Promise<GradeLadder> {
  return client.get(GRADES_PATH, { query: { currency: bonusCurrency }, parse: parseGradeLadder, signal });
}
