import { describe, expect, it } from 'vitest';
import { type GradeLadder, placeOnLadder } from './GradingSheet.tsx';

const ladder = (gradeId: number | null, spendInWindow = 0): GradeLadder => ({
  // Out of order on purpose: the place is worked out from the spend thresholds, not the answer's order.
  grades: [
    { id: 3, name: 'Gold', cashbackPercent: 7, minSpend: 80_000 },
    { id: 1, name: 'Bronze', cashbackPercent: 3, minSpend: 0 },
    { id: 2, name: 'Silver', cashbackPercent: 5, minSpend: 30_000 },
    { id: 4, name: 'Platinum', cashbackPercent: 10, minSpend: 200_000 },
  ],
  spendCurrency: 'KZT',
  rules: { windowDays: 30, bonusLifetimeMonths: 12, maxCashbackPercent: 10, firstBillCashbackPercent: 10 },
  standing:
    gradeId === null
      ? null
      : {
          gradeId,
          spendInWindow,
          nextCheckAt: '2026-12-20T00:00:00.000Z',
          bonusBalance: 0,
          bonusCurrency: 'KZT',
          bonusExpiresAt: null,
          firstBillBonusAvailable: false,
        },
});

describe('placeOnLadder', () => {
  it('has no place for a guest who is not signed in, or for a grade the ladder lacks', () => {
    expect(placeOnLadder(ladder(null))).toBeNull();
    expect(placeOnLadder(ladder(9))).toBeNull();
  });

  it('names the grades around the guest, what is missing for the next and what keeps the current one', () => {
    expect(placeOnLadder(ladder(3, 45_000))).toEqual({
      current: expect.objectContaining({ id: 3 }),
      below: expect.objectContaining({ id: 2 }),
      next: expect.objectContaining({ id: 4 }),
      missingForNext: 155_000,
      keepSpend: 35_000,
    });
  });

  it('keeps a grade whose spend is reached, and never asks a negative sum', () => {
    expect(placeOnLadder(ladder(2, 90_000))).toMatchObject({ keepSpend: 0, missingForNext: 0 });
  });

  it('has nothing above the top grade and nothing to keep at the bottom one', () => {
    expect(placeOnLadder(ladder(4, 0))).toMatchObject({ next: null, missingForNext: 0, keepSpend: 200_000 });
    expect(placeOnLadder(ladder(1, 0))).toMatchObject({ below: null, keepSpend: 0 });
  });
});
