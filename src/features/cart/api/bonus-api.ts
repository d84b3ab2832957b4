import { parseRewardBalance, type RewardBalance } from '../../../api/balance-endpoints.ts';
import type { ApiClient } from '../../../api/client.ts';

/**
 * GET ladder-go/api/v1/balance/calculate-info for this venue and the items' sum: the balance, what of it
 * may be spent here (already capped by max_bonus_usage_percentage) and the cashback either way.
 */
export function fetchBonusInfo(
  client: ApiClient,
  filialId: number,
  amount: number,
  signal?: AbortSignal,
): Promise<RewardBalance> {
  return client.get('ladder-go/api/v1/balance/calculate-info', {
    query: { filial_id: filialId, amount },
    parse: parseRewardBalance,
    ...(signal ? { signal } : {}),
  });
}
