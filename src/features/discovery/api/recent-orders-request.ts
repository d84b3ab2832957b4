import type { EarlyGet } from '../../../api/early-requests.ts';
import { RECENT_LIMIT } from '../model/home-categories.ts';

/**
 * GET takeaway/v2/user/orders (docs/contract/calls.md#other-takeaway-calls), one short page: the request of Home's recent orders, sent by the app
 * shell's first script for a signed-in guest (first-requests.ts) and by the app (RecentOrders.tsx). Apart
 * from the answer's parsing, which the first script does not need in its bundle.
 */
export const RECENT_ORDERS = {
  path: 'takeaway/v2/user/orders',
  query: { page: 1, limit: RECENT_LIMIT },
} as const satisfies EarlyGet;
