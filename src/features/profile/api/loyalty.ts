import { type BalanceCurrency, fetchUserBalance } from '../../../api/balance-endpoints.ts';
import type { ApiClient } from '../../../api/client.ts';
import { isApiError } from '../../../api/errors.ts';
import { fetchLoyaltyInfo } from './profile-api.ts';

/** The balance the profile shows, with the grade when calculate-info answered. */
export interface ProfileLoyalty {
  balance: number;
  currency: 'KZT' | 'GEL' | null;
  grade: { name: string; cashbackPercent: number } | null;
}

/**
 * calculate-info gives the balance and the grade; when it fails, GET /balance/user still gives the
 * balance (bonus plus money, as the header counts it), without a grade. Aborts are passed on.
 */
export async function fetchProfileLoyalty(
  client: ApiClient,
  currency: BalanceCurrency,
  signal: AbortSignal,
): Promise<ProfileLoyalty> {
  try {
    const info = await fetchLoyaltyInfo(client, signal);
    return {
      balance: info.balance,
      currency: info.currency,
      grade: info.gradeName ? { name: info.gradeName, cashbackPercent: info.cashbackPercent } : null,
    };
  } catch (error) {
    if (isApiError(error, 'aborted') || signal.aborted) throw error;
    const { bonus, money } = await fetchUserBalance(client, { currency, signal });
    return { balance: bonus + money, currency, grade: null };
  }
}
