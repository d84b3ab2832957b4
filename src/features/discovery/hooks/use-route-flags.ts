import { matchRoute, useLocation, useRouter } from 'wouter';
import { discoveryRoutes } from '../routes.ts';

/** The current route's flags from this feature's route table (docs/contract/screens.md#balance-in-the-header: the balance is shown per route). */
export function useRouteFlags(): { balance: boolean } {
  const [location] = useLocation();
  const { parser } = useRouter();
  const route = discoveryRoutes.find((entry) => matchRoute(parser, entry.path, location)[0]);
  return { balance: route?.balance === true };
}
