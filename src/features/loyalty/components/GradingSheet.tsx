import { useTranslation } from '../../../i18n/use-translation.tsx';
import { formatMoney } from '../../../i18n/format-number.ts';
import { isLanguage, type Language } from '../../../i18n/languages.ts';
import { useAppState, useMountScope } from '../../../mount-context.ts';
import { BottomSheet } from '../../../ui/BottomSheet.tsx';
import { LoadState } from '../../../ui/LoadState.tsx';
import { useQuery } from '../../../ui/use-query.ts';
import { fetchGradeLadder } from '../api/grades-api.ts';
import { placeOnLadder } from '../model/grading.ts';
import { GradeStandingCard } from './GradeStandingCard.tsx';
import { GradingStyles } from './GradingStyles.tsx';

/**
 * docs/contract/screens.md#other-screens-and-dialogs "grading sheet", docs/contract/constants.md#cashback: the ladder of levels with their cashback, where the guest stands, what keeps
 * or drops a level, when bonuses expire, and the first-bill bonus. Opened from the balance and the profile.
 */
export default function GradingSheet({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { runtime } = useMountScope();
  const { currency } = useAppState().restrictions;
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'ru';
  const client = runtime.core.client;
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
