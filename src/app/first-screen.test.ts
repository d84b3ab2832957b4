import { afterEach, describe, expect, it, vi } from 'vitest';
import { HOME_PAGE_ROUTES, OTHER_PAGE_ROUTES } from './first-request-routes.ts';
import { routeMatches } from './first-requests.ts';
import { FEATURE_ROUTES, firstRouteOf, loadScreen, screensSettled } from './first-screen.ts';

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

  it('has the inline scripts’ routes (ADR 0032) as the router’s: every route with first requests, first for its paths', () => {
    const FIRST_REQUEST_ROUTES = [...HOME_PAGE_ROUTES, ...OTHER_PAGE_ROUTES];
    const withRequests = FEATURE_ROUTES.filter((route) => route.firstRequests);
    expect(FIRST_REQUEST_ROUTES.map((route) => route.path)).toEqual(withRequests.map((route) => route.path));
    for (const [index, route] of FIRST_REQUEST_ROUTES.entries()) {
      expect(route.firstRequests, route.path).toBe(withRequests[index]?.firstRequests);
      // A path of the pattern (each `:name` a value): no route the router tries before it takes it.
      const path = route.path.replace(/:\w+/g, '7');
      expect(firstRouteOf(path)?.path, path).toBe(route.path);
    }
  });

  it('tries the routes in the order of the route table', () => {
    const paths = FEATURE_ROUTES.map((route) => route.path);
    expect(paths.indexOf('/filials')).toBeLessThan(paths.indexOf('/filials/:filialId'));
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('the app shell’s first script (ADR 0014)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('builds the number formatter the first screen’s prices use after the next paint, for the app to keep', async () => {
    // Fresh modules: the formatters are kept for the page, and an earlier file may have built this one.
    vi.resetModules();
    const { preloadFirstScreen } = await import('./first-screen.ts');
    const { formatNumber } = await import('../i18n/format-number.ts');
    vi.useFakeTimers();
    const built = vi.spyOn(Intl, 'NumberFormat');
    preloadFirstScreen({
      path: '/no/such/screen',
      query: '',
      href: 'http://localhost/app/',
      injected: { language: 'ka' },
      local: null,
    });
    expect(built).not.toHaveBeenCalled();
    // Not in the tasks before the next frame: the prerendered frame's first paint comes first (ADR 0012).
    await vi.advanceTimersByTimeAsync(1);
    expect(built).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(built).toHaveBeenCalledWith('ka', expect.objectContaining({ useGrouping: 'always' }));
    built.mockClear();
    expect(formatNumber(12500, 'ka')).toBe('12\u00A0500');
    expect(built).not.toHaveBeenCalled();
  });
});

describe('screensSettled (what a unit-test file waits for before it ends, ADR 0015)', () => {
  it('holds while a screen’s code is on its way and settles once it is in, or failed', async () => {
    let arrive = (_module: { default: () => null }) => {};
    let fail = (_error: Error) => {};
    const slow = () => new Promise<{ default: () => null }>((done) => (arrive = done));
    const broken = () => new Promise<{ default: () => null }>((_, reject) => (fail = reject));
    loadScreen(slow);
    loadScreen(broken).catch(() => {});
    let settled = false;
    const waited = screensSettled().then(() => {
      settled = true;
    });
    await Promise.resolve();
    expect(settled).toBe(false);
    arrive({ default: () => null });
    fail(new Error('offline'));
    await waited;
    expect(settled).toBe(true);
  });
});
