import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.tsx';
import { formatDate } from '../../../i18n/format-date.ts';
import { formatMoney } from '../../../i18n/format-number.ts';
import type { Language } from '../../../i18n/languages.ts';
import type { GradeLadder, LadderPlace } from '../model/grading.ts';

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
