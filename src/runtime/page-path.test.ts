import { describe, expect, it } from 'vitest';
import { createPagePaths } from './page-path.ts';

const page = (pathname: string, search = '') => ({ origin: 'https://app.example', pathname, search });

describe('createPagePaths', () => {
  it('puts the app shell’s routes under its base path, the login callback included', () => {
    const paths = createPagePaths({
      routing: 'browser',
      basePath: '/app',
      location: page('/app/filials/11'),
    });
    expect(paths.pathOf('/filials/11/bill?table_id=5')).toBe('/app/filials/11/bill?table_id=5');
    expect(paths.loginCallbackUrl()).toBe('https://app.example/app/auth');
    const slashed = createPagePaths({ routing: 'browser', basePath: '/app/', location: page('/app/') });
    expect(slashed.pathOf('/cart')).toBe('/app/cart');
  });

  it('at the origin’s root, routes are paths as they are', () => {
    const paths = createPagePaths({ routing: 'browser', basePath: '', location: page('/cart') });
    expect(paths.pathOf('/typ/12/order/5')).toBe('/typ/12/order/5');
    expect(paths.loginCallbackUrl()).toBe('https://app.example/auth');
  });

  it('embedded (memory routing), every return is the partner’s page as it is at the time of the call', () => {
    const location = page('/shop', '?tab=2');
    const paths = createPagePaths({ routing: 'memory', basePath: '/ignored', location });
    expect(paths.pathOf('/filials/11/bill?table_id=5')).toBe('/shop?tab=2');
    location.search = '?tab=3';
    expect(paths.pathOf('/cart')).toBe('/shop?tab=3');
    expect(paths.loginCallbackUrl()).toBe('https://app.example/shop');
  });
});
