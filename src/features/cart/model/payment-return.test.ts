import { describe, expect, it } from 'vitest';
import { createPagePaths } from '../../../runtime/page-path.ts';
import { payReturnPaths } from '../hooks/checkout-deps.ts';

const record = { orderId: 100007, filialId: 12, kind: 'vendor-delivery' as const };
const page = (pathname: string, search = '') => ({ origin: 'https://partner.example', pathname, search });

describe('payReturnPaths', () => {
  it('returns to the thank-you page or to the cart naming the order, under the app’s base path', () => {
    const shell = createPagePaths({ routing: 'browser', basePath: '/app/', location: page('/app/cart') });
    expect(payReturnPaths(record, shell)).toEqual({
      successPath: '/app/typ/12/order/100007',
      failurePath: '/app/cart?filial_id=12&service=vendor-delivery&payment_return=100007',
    });
    const root = createPagePaths({ routing: 'browser', basePath: '', location: page('/cart') });
    expect(payReturnPaths(record, root).successPath).toBe('/typ/12/order/100007');
  });

  it('embedded in a partner’s page, comes back to that page naming the route', () => {
    const embedded = createPagePaths({
      routing: 'memory',
      basePath: '',
      location: page('/shop/food', '?tab=2'),
    });
    expect(payReturnPaths(record, embedded)).toEqual({
      successPath: `/shop/food?tab=2&dk_route=${encodeURIComponent('/typ/12/order/100007')}`,
      failurePath: `/shop/food?tab=2&dk_route=${encodeURIComponent('/cart?filial_id=12&service=vendor-delivery&payment_return=100007')}`,
    });
  });
});
