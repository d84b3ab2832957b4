import css from './loyalty.css?inline';
import type { ApiClient } from '../../api/client.ts';
import { record, requiredNumber } from '../../api/answer-fields.ts';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation.tsx';
import { formatDate } from '../../i18n/format-date.ts';
import { formatMoney } from '../../i18n/format-number.ts';
import { type Language, isLanguage } from '../../i18n/languages.ts';
import { useApiClient } from '../../api/api-scope.ts';
import { useAppState } from '../../state/app-core.ts';
import { BottomSheet } from '../../ui/BottomSheet.tsx';
import { LoadState } from '../../ui/LoadState.tsx';
import { useQuery } from '../../ui/use-query.ts';

/** The grade ladder as the grading sheet shows it (docs/contract/screens.md#other-screens-and-dialogs "grading sheet", docs/contract/constants.md#cashback loyalty constants). */
export interface Grade {
  id: number;
  name: string;
  cashbackPercent: number;
  /** Spend over the grade window needed to reach and keep the grade, in `spendCurrency`. */
  minSpend: number;
}

interface GradeRules {
  windowDays: number;
  bonusLifetimeMonths: number;
  maxCashbackPercent: number;
  firstBillCashbackPercent: number;
}

/** Where a signed-in guest stands; null for a guest who is not signed in. */
export interface GradeStanding {
  gradeId: number;
  spendInWindow: number;
  nextCheckAt: string;
  bonusBalance: number;
  bonusCurrency: 'KZT' | 'GEL';
  bonusExpiresAt: string | null;
  firstBillBonusAvailable: boolean;
}

export interface GradeLadder {
  grades: Grade[];
  spendCurrency: 'KZT' | 'GEL';
  rules: GradeRules;
  standing: GradeStanding | null;
}

export interface LadderPlace {
  current: Grade;
  /** The grade the guest falls to when the window closes without `keepSpend` more spent. */
  below: Grade | null;
  next: Grade | null;
  missingForNext: number;
  /** What is still to spend before the next check to keep the current grade; 0 when it is kept. */
  keepSpend: number;
}

/**
 * The guest's place on the ladder, worked out from the grades and the spend alone so that the sheet never
 * contradicts its own list. Null when the standing names a grade the ladder lacks.
 */
export function placeOnLadder(ladder: GradeLadder): LadderPlace | null {
  const { standing } = ladder;
  if (!standing) return null;
  const grades = [...ladder.grades].sort((a, b) => a.minSpend - b.minSpend);
  const index = grades.findIndex((grade) => grade.id === standing.gradeId);
  const current = grades[index];
  if (!current) return null;
  const next = grades[index + 1] ?? null;
  return {
    current,
    below: grades[index - 1] ?? null,
    next,
    missingForNext: next ? Math.max(0, next.minSpend - standing.spendInWindow) : 0,
    keepSpend: index === 0 ? 0 : Math.max(0, current.minSpend - standing.spendInWindow),
  };
}

/** The feature's stylesheet, rendered inside the sheet (a portal in the mount's shadow root). */
export function GradingStyles() {
  return <style>{css}</style>;
}

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

/** The signed-in guest's part of the grading sheet: their level, the way up, the way to keep it, the bonuses. */
export function GradeStandingCard({
  ladder,
  place,
  language,
}: {
  ladder: GradeLadder;
  place: LadderPlace;
  language: Language;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const standing = ladder.standing;
  if (!standing) return null;
  const spend = (amount: number) => formatMoney(amount, ladder.spendCurrency, language);
  const checkDate = formatDate(standing.nextCheckAt, language);
  const { current, below, next } = place;
  return (
    <section className="gr-card" data-testid="grading-standing" aria-labelledby={headingId}>
      <h3 id={headingId} className="gr-current">
        {t('grades.current', { grade: current.name, percent: current.cashbackPercent })}
      </h3>
      <p>{t('grades.spent', { days: ladder.rules.windowDays, amount: spend(standing.spendInWindow) })}</p>
      <p data-testid="grading-next">
        {next
          ? t('grades.toNext', {
              amount: spend(place.missingForNext),
              grade: next.name,
              percent: next.cashbackPercent,
            })
          : t('grades.top')}
      </p>
      <p data-testid="grading-keep">
        {place.keepSpend > 0 && below
          ? t('grades.drops', {
              amount: spend(place.keepSpend),
              date: checkDate,
              grade: current.name,
              lower: below.name,
              percent: below.cashbackPercent,
            })
          : t('grades.keeps', { grade: current.name, date: checkDate })}
      </p>
      <p data-testid="grading-bonuses">
        <strong>
          {t('grades.bonuses', {
            amount: formatMoney(standing.bonusBalance, standing.bonusCurrency, language),
          })}
        </strong>
        {standing.bonusExpiresAt ? (
          <span className="gr-expiry">
            {' '}
            {t('grades.expires', { date: formatDate(standing.bonusExpiresAt, language) })}
          </span>
        ) : null}
      </p>
    </section>
  );
}

/**
 * docs/contract/screens.md#other-screens-and-dialogs "grading sheet", docs/contract/constants.md#cashback: the ladder of levels with their cashback, where the guest stands, what keeps
 * or drops a level, when bonuses expire, and the first-bill bonus. Opened from the balance and the profile.
 */
export default function GradingSheet({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { currency } = useAppState().restrictions;
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const client = useApiClient();
  const ladder = useQuery(['grade-ladder', currency], (signal) => fetchGradeLadder(client, currency, signal));
  const data = ladder.data;
  const place = data ? placeOnLadder(data) : null;
  const money = (amount: number) => formatMoney(amount, data?.spendCurrency ?? currency, language);

  return (
    <BottomSheet open onClose={onClose} title={t('grades.title')} showCloseButton>
      <GradingStyles />
      <div className="gr-sheet" data-testid="grading-sheet">
        {data ? (
          <>
            {data.standing && place ? (
              <GradeStandingCard ladder={data} place={place} language={language} />
            ) : (
              <p className="gr-note">{t('grades.guest')}</p>
            )}
            <h3 className="gr-heading">{t('grades.ladder')}</h3>
            <ol className="gr-ladder">
              {data.grades.map((grade) => (
                <li
                  key={grade.id}
                  className="gr-level"
                  aria-current={place?.current.id === grade.id ? 'true' : undefined}
                >
                  <span>
                    {t('grades.level', {
                      grade: grade.name,
                      percent: grade.cashbackPercent,
                      amount: money(grade.minSpend),
                      days: data.rules.windowDays,
                    })}
                  </span>
                  {place?.current.id === grade.id ? <strong>{t('grades.yours')}</strong> : null}
                </li>
              ))}
            </ol>
            <ul className="gr-rules">
              {data.standing?.firstBillBonusAvailable ? (
                <li data-testid="grading-first-bill">
                  {t('grades.firstBill', { percent: data.rules.firstBillCashbackPercent })}
                </li>
              ) : null}
              <li>{t('grades.lifetime', { months: data.rules.bonusLifetimeMonths })}</li>
              <li>{t('grades.maxCashback', { percent: data.rules.maxCashbackPercent })}</li>
            </ul>
          </>
        ) : (
          <LoadState status={ladder.status} onRetry={ladder.reload} />
        )}
      </div>
    </BottomSheet>
  );
}
