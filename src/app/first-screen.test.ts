import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTES, firstRouteOf, routeMatches } from './first-screen.ts';

describe('the first screen of a path, as the router will pick it', () => {
  it.each([
    ['/', '/'],
    ['/?language=en', '/'],
    ['/cart', '/cart'],
    ['/cart/', '/cart'],
    ['/filials/24', '/filials/:filialId'],
    ['/filials/24?service=takeaway', '/filials/:filialId'],
    ['/filials/24/details', '/filials/:filialId/details'],
    ['/filials/24/order/7', '/filials/:filialId/order/:id'],
    ['/filials', '/filials'],
  ])('%s opens %s', (path, pattern) => {
    expect(firstRouteOf(path)?.path).toBe(pattern);
  });

  it('names no screen for a path no route has (NotFound is not preloaded)', () => {
    expect(firstRouteOf('/no/such/screen')).toBeUndefined();
    expect(routeMatches('/filials/:filialId', '/filials/')).toBe(false);
  });

  it('tries the routes in the order of the route table', () => {
    const paths = FEATURE_ROUTES.map((route) => route.path);
    expect(paths.indexOf('/filials')).toBeLessThan(paths.indexOf('/filials/:filialId'));
    expect(new Set(paths).size).toBe(paths.length);
  });
});
