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
