import type { ApiRequest, ApiRoute, SandboxApp } from '../app.ts';
import {
  bonusBalance,
  cashbackFor,
  currentGrade,
  FIRST_BILL_CASHBACK_PERCENT,
  GRADE_WINDOW_MS,
  gradeLadder,
  gradeStanding,
  MAX_CASHBACK_PERCENT,
  moneyBalance,
  privateRewardBalance,
} from '../domain/loyalty.ts';
import { floorBonus, percentOf, toMajor, toMinor } from '../domain/money.ts';
import { loadVenue } from '../domain/venues.ts';
import { ApiError, badRequest } from '../http/api-error.ts';
import { document, resource } from '../http/jsonapi.ts';
import { localiseJson } from '../http/language.ts';
import { MESSAGES } from '../http/messages.ts';
import { queryString } from '../http/query.ts';
import { json, jsonApi, type Reply } from '../http/reply.ts';
import type { BrandRow, UserRow } from '../store/rows.ts';
import { attributesOf, numberField } from '../http/body-fields.ts';
import { venueOrThrow } from './venue-params.ts';

/** GET balance/user: bonus and money per currency (docs/contract/entities.md#user-balance: bonus.KZT and money.KZT). */
function userBalance(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const now = app.clock.now();
  const bonus = {
    KZT: toMajor(bonusBalance(app.sql, user.id, 'KZT', now)),
    GEL: toMajor(bonusBalance(app.sql, user.id, 'GEL', now)),
  };
  const money = {
    KZT: toMajor(moneyBalance(app.sql, user.id, 'KZT')),
    GEL: toMajor(moneyBalance(app.sql, user.id, 'GEL')),
  };
  return json(200, { error_code: 200, message: 'OK', bonus, money });
}

/**
 * GET ladder-go/api/v1/balance/calculate-info: what the guest may spend at a venue and what they earn.
 * With amount (the items' sum), available_balance is capped by max_bonus_usage_percentage;
 * cashback_amount is the cashback when paying all by card, cashback_used_balance when spending the
 * available bonuses first.
 */
function calculateInfo(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const now = app.clock.now();
  const filialRaw = queryString(req.query, 'filial_id') ?? queryString(req.query, 'terminal_id');
  const venue = filialRaw ? venueOrThrow(app, Number(filialRaw)) : null;
  const currency = venue?.currency ?? 'KZT';
  const amountRaw = queryString(req.query, 'amount');
  const amount =
    amountRaw !== undefined && /^\d+(\.\d+)?$/.test(amountRaw) ? toMinor(Number(amountRaw)) : null;
  if (amountRaw !== undefined && amount === null)
    throw badRequest('invalid_parameter', 'amount must be a non-negative number', 'amount');
  const grade = currentGrade(app.sql, user, now);
  const balance = bonusBalance(app.sql, user.id, currency, now);
  const percent = venue
    ? venue.settings.is_loyalty_balance_button_disabled
      ? 0
      : venue.settings.max_bonus_usage_percentage
    : 100;
  const available =
    amount === null ? balance : Math.min(balance, floorBonus(percentOf(amount, percent), currency));
  return jsonApi(
    200,
    document(
      resource('balance-calculate-info', user.id, {
        balance: toMajor(balance),
        available_balance: toMajor(available),
        cashback_amount: amount === null ? 0 : toMajor(cashbackFor(amount, grade.cashback_percent, currency)),
        cashback_used_balance:
          amount === null ? 0 : toMajor(cashbackFor(amount - available, grade.cashback_percent, currency)),
        max_bonus_usage_percentage: percent,
        cashback_percent: grade.cashback_percent,
        grade: {
          id: grade.id,
          name: localiseJson(grade.name, req.lang),
          cashback_percent: grade.cashback_percent,
        },
        currency,
        filial_id: venue?.row.id ?? null,
      }),
    ),
  );
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET ladder-go/api/v1/grades (sandbox-defined path, docs/api/loyalty.md): the grade ladder with the rules
 * that move a guest on it, and, when signed in, where the guest stands and when the bonuses expire.
 */
function grades(req: ApiRequest, app: SandboxApp): Reply {
  const now = app.clock.now();
  const currencyRaw = queryString(req.query, 'currency') ?? 'KZT';
  if (currencyRaw !== 'KZT' && currencyRaw !== 'GEL')
    throw badRequest('invalid_parameter', 'currency must be KZT or GEL', 'currency');
  const ladder = gradeLadder(app.sql).map((grade) =>
    resource('grades', grade.id, {
      name: localiseJson(grade.name, req.lang),
      cashback_percent: grade.cashback_percent,
      min_spend: toMajor(grade.min_spend),
      spend_currency: 'KZT',
    }),
  );
  const user = req.user as UserRow | undefined;
  const standing = user ? gradeStanding(app.sql, user, currencyRaw, now) : null;
  const iso = (at: number | null) => (at === null ? null : new Date(at).toISOString());
  return jsonApi(
    200,
    document(ladder, {
      meta: {
        rules: {
          window_days: GRADE_WINDOW_MS / DAY_MS,
          bonus_lifetime_months: 12,
          max_cashback_percent: MAX_CASHBACK_PERCENT,
          first_bill_cashback_percent: FIRST_BILL_CASHBACK_PERCENT,
        },
        standing: standing && {
          grade_id: standing.grade.id,
          spend_in_window: toMajor(standing.spend),
          keeps_grade: standing.keeps,
          next_grade_id: standing.next?.grade.id ?? null,
          missing_for_next: standing.next ? toMajor(standing.next.missing) : null,
          next_check_at: iso(standing.nextCheckAt),
          bonus_balance: toMajor(standing.bonus),
          bonus_currency: currencyRaw,
          bonus_expires_at: iso(standing.bonusExpiresAt),
          first_bill_bonus_available: standing.firstBillBonus,
        },
      },
    }),
  );
}

/** GET ladder-go/api/v1/private-reward/balance (sandbox-defined path): a brand's own reward balance. */
function privateReward(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const filialRaw = queryString(req.query, 'filial_id');
  const brandRaw = queryString(req.query, 'brand_id');
  const venue = filialRaw ? venueOrThrow(app, Number(filialRaw)) : null;
  const brandId = venue?.row.brand_id ?? Number(brandRaw);
  if (!Number.isInteger(brandId))
    throw badRequest('missing_parameter', 'brand_id or filial_id is required', 'brand_id');
  const brand = app.sql.get<BrandRow>('SELECT * FROM brands WHERE id = ?', brandId);
  if (!brand) throw new ApiError(404, { code: 'brand_not_found', title: MESSAGES.brandNotFound });
  const enabled = brand.private_reward_enabled === 1;
  const reward = privateRewardBalance(app.sql, user.id, brandId);
  return jsonApi(
    200,
    document(
      resource('private-reward-balances', `${user.id}-${brandId}`, {
        brand_id: brandId,
        brand_name: brand.name,
        is_enabled: enabled,
        balance: enabled ? toMajor(reward.balance) : 0,
        available_balance: enabled ? toMajor(reward.balance) : 0,
        currency: reward.currency,
      }),
    ),
  );
}

/** POST smart-lock/v1/open-lock: opens a fridge's lock; an offline lock answers 200 with error_code 503. */
function openLock(req: ApiRequest, app: SandboxApp): Reply {
  const user = req.user as UserRow;
  const terminalId = numberField(attributesOf(req.body), 'terminal_id', {
    required: true,
    integer: true,
  }) as number;
  const venue = loadVenue(app.sql, terminalId);
  if (!venue)
    throw new ApiError(404, { code: 'terminal_not_found', title: MESSAGES.terminalNotFound, soft: true });
  if (venue.row.lock_state === null)
    throw new ApiError(404, { code: 'lock_not_found', title: MESSAGES.lockNotFound, soft: true });
  if (venue.row.lock_state !== 'online')
    throw new ApiError(503, { code: 'lock_offline', title: MESSAGES.lockOffline, soft: true });
  const now = app.clock.now();
  app.sql.run(
    'INSERT INTO lock_openings (filial_id, user_id, opened_at) VALUES (?, ?, ?)',
    terminalId,
    user.id,
    now,
  );
  return json(200, {
    error_code: 200,
    message: 'OK',
    data: { terminal_id: terminalId, opened_at: new Date(now).toISOString(), closes_in_seconds: 30 },
  });
}

export const LOYALTY_ROUTES: ApiRoute[] = [
  { method: 'POST', path: 'smart-lock/v1/open-lock', auth: 'user', family: 'code', handler: openLock },
  { method: 'GET', path: 'ladder-go/api/v1/balance/calculate-info', auth: 'user', handler: calculateInfo },
  { method: 'GET', path: 'ladder-go/api/v1/grades', auth: 'optional', handler: grades },
  { method: 'GET', path: 'ladder-go/api/v1/private-reward/balance', auth: 'user', handler: privateReward },
  { method: 'GET', path: 'balance/user', auth: 'user', family: 'code', handler: userBalance },
];
