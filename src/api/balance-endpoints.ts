import type { ApiClient } from './client.ts';
import { isApiError } from './errors.ts';
import { record, requiredNumber } from './answer-fields.ts';

export type BalanceCurrency = 'KZT' | 'GEL';

/** docs/contract/entities.md#user-balance: GET /balance/user answers bonus.KZT and money.KZT. */
export interface UserBalance {
  bonus: number;
  money: number;
}

/** docs/contract/entities.md#reward-balance "Reward balance". */
export interface RewardBalance {
  balance: number;
  availableBalance: number;
  cashbackAmount: number;
  cashbackUsedBalance: number;
  maxBonusUsagePercentage: number;
}

/** The attributes of a JSON:API document, or the body itself when it is plain JSON. */
function attributesOf(body: unknown): Record<string, unknown> {
  const data = record(record(body).data);
  if (Object.keys(data).length > 0) return { ...data, ...record(data.attributes) };
  return record(body);
}

export function parseUserBalance(body: unknown, currency: BalanceCurrency = 'KZT'): UserBalance {
  const source = attributesOf(body);
  return {
    bonus: requiredNumber(record(source.bonus)[currency] ?? 0, `bonus.${currency}`),
    money: requiredNumber(record(source.money)[currency] ?? 0, `money.${currency}`),
  };
}

export function parseRewardBalance(body: unknown): RewardBalance {
  const source = attributesOf(body);
  return {
    balance: requiredNumber(source.balance, 'balance'),
    availableBalance: requiredNumber(source.available_balance ?? source.balance, 'available_balance'),
    cashbackAmount: requiredNumber(source.cashback_amount ?? 0, 'cashback_amount'),
    cashbackUsedBalance: requiredNumber(source.cashback_used_balance ?? 0, 'cashback_used_balance'),
    maxBonusUsagePercentage: requiredNumber(
      source.max_bonus_usage_percentage ?? 0,
      'max_bonus_usage_percentage',
    ),
  };
}

export function fetchUserBalance(
  client: ApiClient,
  options: { currency?: BalanceCurrency; signal?: AbortSignal } = {},
): Promise<UserBalance> {
  const { currency = 'KZT', signal } = options;
  return client.get('balance/user', {
    parse: (body) => parseUserBalance(body, currency),
    ...(signal ? { signal } : {}),
  });
}

function fetchRewardBalance(
  client: ApiClient,
  options: { signal?: AbortSignal } = {},
): Promise<RewardBalance> {
  return client.get('ladder-go/api/v1/balance/calculate-info', { parse: parseRewardBalance, ...options });
}

/**
 * The bonus balance the header shows (docs/contract/calls.md#answers-the-app-forgives "Behaviour on answers"): the reward balance; when that fails,
 * money plus bonus from the user balance; when that fails too, 0. An abort is passed on, not turned into 0.
 */
export async function fetchBonusBalance(
  client: ApiClient,
  options: { currency?: BalanceCurrency; signal?: AbortSignal } = {},
): Promise<number> {
  const signal = options.signal ? { signal: options.signal } : {};
  try {
    return (await fetchRewardBalance(client, signal)).balance;
  } catch (error) {
    if (isApiError(error, 'aborted')) throw error;
  }
  try {
    const { bonus, money } = await fetchUserBalance(client, options);
    return bonus + money;
  } catch (error) {
    if (isApiError(error, 'aborted')) throw error;
    return 0;
  }
}
