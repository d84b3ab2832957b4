import { describe, expect, it } from 'vitest';
import { payReturnPaths } from './payment-return.ts';

const record = { orderId: 100007, filialId: 12, kind: 'vendor-delivery' as const };

describe('payReturnPaths', () => {
  it('returns to the thank-you page or to the cart naming the order, under the app’s base path', () => {
    expect(payReturnPaths(record, 'browser', '/app/', { pathname: '/app/cart', search: '' })).toEqual({
      successPath: '/app/typ/12/order/100007',
      failurePath: '/app/cart?filial_id=12&service=vendor-delivery&payment_return=100007',
    });
    expect(payReturnPaths(record, 'browser', '', { pathname: '/cart', search: '' }).successPath).toBe(
      '/typ/12/order/100007',
    );
  });

  it('embedded in a partner’s page, comes back to that page', () => {
    expect(payReturnPaths(record, 'memory', '', { pathname: '/shop/food', search: '?tab=2' })).toEqual({
      successPath: '/shop/food?tab=2',
      failurePath: '/shop/food?tab=2',
    });
  });
});
