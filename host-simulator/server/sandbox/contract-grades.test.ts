import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resource } from './http/jsonapi.ts';
import { firstError, startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

interface GradesAnswer {
  data: Resource[];
  meta: { rules: Record<string, unknown>; standing: Record<string, unknown> | null };
}

let sb: TestSandbox;

beforeAll(async () => {
  sb = await startTestSandbox();
});
afterAll(() => sb.stop());

describe('GET ladder-go/api/v1/grades', () => {
  it('gives a guest the ladder and its rules, in the request language, without a standing', async () => {
    const answer = await sb.api<GradesAnswer>('GET', 'ladder-go/api/v1/grades', {});
    expect(answer.status).toBe(200);
    expect(answer.body.data.map((grade) => [grade.id, grade.attributes])).toEqual([
      ['1', { name: 'Bronze', cashback_percent: 3, min_spend: 0, spend_currency: 'KZT' }],
      ['2', { name: 'Silver', cashback_percent: 5, min_spend: 30000, spend_currency: 'KZT' }],
      ['3', { name: 'Gold', cashback_percent: 7, min_spend: 80000, spend_currency: 'KZT' }],
      ['4', { name: 'Platinum', cashback_percent: 10, min_spend: 200000, spend_currency: 'KZT' }],
    ]);
    expect(answer.body.meta).toEqual({
      rules: {
        window_days: 30,
        bonus_lifetime_months: 12,
        max_cashback_percent: 10,
        first_bill_cashback_percent: 10,
      },
      standing: null,
    });
  });

  it('tells a signed-in guest their grade, what is missing for the next and when bonuses expire', async () => {
    const token = (await sb.grant(1)).access_token;
    const answer = await sb.api<GradesAnswer>('GET', 'ladder-go/api/v1/grades', {
      token,
      headers: { 'x-language': 'ru', locale: 'ru' },
    });
    expect(answer.body.data[2]?.attributes.name).toBe('Золото');
    const standing = answer.body.meta.standing as Record<string, unknown>;
    expect(standing).toMatchObject({
      grade_id: 3,
      next_grade_id: 4,
      bonus_balance: 12500,
      bonus_currency: 'KZT',
      first_bill_bonus_available: false,
    });
    expect(standing.missing_for_next).toBe(200000 - (standing.spend_in_window as number));
    expect(standing.keeps_grade).toBe((standing.spend_in_window as number) >= 80000);
    // Her last bonus transaction was days ago: the bonuses outlive the next 30-day grade check by months.
    const expiresAt = Date.parse(standing.bonus_expires_at as string);
    const nextCheckAt = Date.parse(standing.next_check_at as string);
    expect(expiresAt - nextCheckAt).toBeGreaterThan(300 * 24 * 60 * 60 * 1000);
  });

  it('names the first-bill bonus for a new guest, no expiry without bonuses, no next grade at the top', async () => {
    const newcomer = await sb.api<GradesAnswer>('GET', 'ladder-go/api/v1/grades', {
      token: (await sb.grant(2)).access_token,
    });
    expect(newcomer.body.meta.standing).toMatchObject({
      grade_id: 1,
      first_bill_bonus_available: true,
      bonus_balance: 0,
      bonus_expires_at: null,
    });
    const platinum = await sb.api<GradesAnswer>('GET', 'ladder-go/api/v1/grades', {
      token: (await sb.grant(6)).access_token,
    });
    expect(platinum.body.meta.standing).toMatchObject({
      grade_id: 4,
      next_grade_id: null,
      missing_for_next: null,
    });
  });

  it('reads the bonuses of the asked currency and refuses another', async () => {
    const token = (await sb.grant(3)).access_token;
    const lari = await sb.api<GradesAnswer>('GET', 'ladder-go/api/v1/grades?currency=GEL', { token });
    expect(lari.body.meta.standing).toMatchObject({
      grade_id: 2,
      bonus_balance: 25.5,
      bonus_currency: 'GEL',
    });
    const wrong = await sb.api('GET', 'ladder-go/api/v1/grades?currency=USD', { token });
    expect(wrong.status).toBe(400);
    expect(firstError(wrong.body).code).toBe('invalid_parameter');
  });

  it('drops one grade when the window closes without the spend to keep it', async () => {
    sb.advanceWall(31 * 24 * 60 * 60 * 1000);
    const token = (await sb.grant(6)).access_token;
    const answer = await sb.api<GradesAnswer>('GET', 'ladder-go/api/v1/grades', { token });
    expect(answer.body.meta.standing).toMatchObject({ grade_id: 3, next_grade_id: 4 });
  });
});
