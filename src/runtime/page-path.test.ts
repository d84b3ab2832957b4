import { describe, expect, it } from 'vitest';
import { encodeLoginState } from '../state/login-state.ts';
import { createPagePaths, returnRouteOf } from './page-path.ts';

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

  it('embedded (memory routing), a return is the partner’s page as it is then, naming the route', () => {
    const location = page('/shop', '?tab=2');
    const paths = createPagePaths({ routing: 'memory', basePath: '/ignored', location });
    const bill = paths.pathOf('/filials/11/bill?table_id=5');
    expect(bill).toBe('/shop?tab=2&dk_route=%2Ffilials%2F11%2Fbill%3Ftable_id%3D5');
    expect(returnRouteOf(new URL(bill, 'https://app.example').search)).toBe('/filials/11/bill?table_id=5');
    location.search = '?tab=3&dk_route=%2Fcart';
    expect(paths.pathOf('/orders')).toBe('/shop?tab=3&dk_route=%2Forders');
    expect(paths.loginCallbackUrl()).toBe('https://app.example/shop');
  });

  it('an embedded mount starts at the route its page returns to, never at a foreign one', () => {
    expect(returnRouteOf('?dk_route=%2Ftyp%2F12%2Forder%2F5')).toBe('/typ/12/order/5');
    expect(returnRouteOf('?dk_route=%2F%2Fevil.example')).toBeNull();
    expect(returnRouteOf('?dk_route=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnRouteOf('?tab=2')).toBeNull();
    // The login page's answer goes to /auth, which completes it; a partner's own code and state do not.
    const state = encodeLoginState('/profile', 'n1');
    expect(returnRouteOf(`?code=c1&state=${state}`)).toBe(`/auth?code=c1&state=${state}`);
    expect(returnRouteOf('?code=c1&state=partner-state')).toBeNull();
  });
});
