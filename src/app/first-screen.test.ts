import { afterEach, describe, expect, it, vi } from 'vitest';
import { warmNumberFormats } from './early-script.ts';
import { FIRST_REQUEST_ROUTES } from './first-request-routes.ts';
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

  it('has the routes with first requests (ADR 0032) as the router’s: each one the router’s first for its paths', () => {
    expect(FIRST_REQUEST_ROUTES.map((route) => route.path)).toEqual(['/', '/filials/:filialId', '/cart']);
    for (const route of FIRST_REQUEST_ROUTES) {
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

describe('the app shell’s inline script (ADR 0032)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('builds a number formatter of the page’s language after the next paint, while the app’s chunk is on its way', async () => {
    vi.useFakeTimers();
    const built = vi.spyOn(Intl, 'NumberFormat');
    warmNumberFormats('ka');
    expect(built).not.toHaveBeenCalled();
    // Not in the tasks before the next frame: the prerendered frame's first paint comes first (ADR 0012).
    await vi.advanceTimersByTimeAsync(1);
    expect(built).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(built).toHaveBeenCalledWith('ka', expect.objectContaining({ useGrouping: 'always' }));
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
