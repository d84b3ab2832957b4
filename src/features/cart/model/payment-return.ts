import type { PagePaths } from '../../../runtime/page-path.ts';
import { cartQuery } from '../../../api/order-kinds.ts';
import type { AwaitingPayment } from '../../../runtime/awaiting-payment.ts';

/** The query parameter the failure URL carries, so the cart knows which order came back unpaid. */
const PAYMENT_RETURN_PARAM = 'payment_return';

export interface PayPaths {
  successPath: string;
  failurePath: string;
}

/** The thank-you page of a placed order (docs/contract/screens.md#routes TYP), a route of the app. */
export const thankYouPath = (filialId: number, orderId: number): string =>
  `/typ/${filialId}/order/${orderId}`;

/**
 * Where the hosted payment page sends the guest back to: the thank-you page, or this cart naming the order,
 * as addresses on the page (under the app's base path in its own page; embedded in a partner's page both
 * are that page, and the cart finds the order by its record).
 */
export function payReturnPaths(
  record: Pick<AwaitingPayment, 'orderId' | 'filialId' | 'kind'>,
  paths: Pick<PagePaths, 'pathOf'>,
): PayPaths {
  return {
    successPath: paths.pathOf(thankYouPath(record.filialId, record.orderId)),
    failurePath: paths.pathOf(
      `/cart?${cartQuery(record.filialId, record.kind)}&${PAYMENT_RETURN_PARAM}=${record.orderId}`,
    ),
  };
}
