import { fetchBonusBalance } from '../../../api/balance-endpoints.ts';
import { useAppState, useMountScope } from '../../../mount-context.ts';
import { useQuery } from '../../../ui/use-query.ts';

/**
 * The signed-in guest's bonus balance for the header (docs/contract/screens.md#balance-in-the-header, docs/contract/calls.md#answers-the-app-forgives: reward balance, else money plus bonus,
 * else 0); null for a guest or while it loads.
 */
export function useBonusBalance(enabled: boolean): number | null {
  const { runtime } = useMountScope();
  const { accessToken } = useAppState().auth;
  const { currency } = useAppState().restrictions;
  const active = enabled && Boolean(accessToken);
  const request = useQuery(['bonus-balance', active, currency], (signal) =>
    active ? fetchBonusBalance(runtime.core.client, { currency, signal }) : Promise.resolve(null),
  );
  return active ? (request.data ?? null) : null;
}
