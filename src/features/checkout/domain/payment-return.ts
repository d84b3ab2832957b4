import { cartQuery } from './cart-selection.ts';
import type { AwaitingPayment } from '../state/awaiting-payment.ts';

/** The query parameter the failure URL carries, so the cart knows which order came back unpaid. */
export const PAYMENT_RETURN_PARAM = 'payment_return';

export interface PayPaths {
  successPath: string;
  failurePath: string;
}

/**
 * Where the hosted payment page sends the guest back to. In its own page (browser routing) these are the
 * app's routes under its base path: the thank-you page, or this cart naming the order. Embedded in a
 * partner's page (memory routing) both go back to that page; the cart finds the order by its record.
 */
export function payReturnPaths(
  record: Pick<AwaitingPayment, 'orderId' | 'filialId' | 'kind'>,
  routing: 'browser' | 'memory',
  basePath: string,
  page: { pathname: string; search: string },
): PayPaths {
  if (routing === 'memory') {
    const here = page.pathname + page.search;
    return { successPath: here, failurePath: here };
  }
  const base = basePath.replace(/\/+$/, '');
  return {
    successPath: `${base}/typ/${record.filialId}/order/${record.orderId}`,
    failurePath: `${base}/cart?${cartQuery(record.filialId, record.kind)}&${PAYMENT_RETURN_PARAM}=${record.orderId}`,
  };
}
