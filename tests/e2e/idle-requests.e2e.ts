import { describe, expect, it } from 'vitest';
import { apiRequestsSince, cumulativeLayoutShift, installRequestWatch, watchNow } from '../request-watch.ts';
import { menuOf, orderable, seedCart } from './checkout-support.ts';
import { simulatorUrl, waitForValue } from './harness.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen } from './in-app.ts';

/**
 * Issue 10: Home asked for its four lists ~100 times a second, for ever, and nothing noticed. A screen left
 * alone after it settled must make no API request at all; this counts them (URLs under /proxy/) over 10 s.
 */

const IDLE_MS = 10_000;
/** Settled: no API request started for this long (a screen in a loop never gets there; it is counted anyway). */
const QUIET_MS = 2_000;
const SETTLE_LIMIT_MS = 20_000;

const journey = setUpJourney({ server: true });

/** Watches the page from now on, waits until it settled, then counts its API requests over IDLE_MS. */
async function idleRequests(): Promise<number> {
  await journey.browser.execute(installRequestWatch);
  let last = await journey.browser.execute(watchNow);
  let quietSince = last.now;
  const giveUpAt = last.now + SETTLE_LIMIT_MS;
  await journey.browser.waitUntil(
    async () => {
      const now = await journey.browser.execute(watchNow);
      if (now.requests !== last.requests) quietSince = now.now;
      last = now;
      return now.now - quietSince >= QUIET_MS || now.now >= giveUpAt;
    },
    { timeout: SETTLE_LIMIT_MS * 2, interval: 200 },
  );
  const from = last.now;
  // The window is measured on the page's own clock, so a slow machine stretches the wait, not the window.
  await journey.browser.waitUntil(
    async () => (await journey.browser.execute(watchNow)).now >= from + IDLE_MS,
    {
      timeout: IDLE_MS * 3,
      interval: 250,
    },
  );
  return journey.browser.execute(apiRequestsSince, from);
}

/** Home (in the `host` element) has drawn its loaded lists, not only placeholders: the first answers came. */
function homeLoaded(host: string) {
  return waitForValue(
    journey.browser,
    (selector: string) =>
      document.querySelector(selector)?.shadowRoot?.querySelector('[data-category="near"] [data-venue]') ??
      null,
    'Home never showed its nearby venues',
    host,
  );
}

describe('a screen left alone makes no API requests', () => {
  it('Home in the app shell', { timeout: 90_000 }, async () => {
    await journey.browser.url(simulatorUrl('/blank'));
    await journey.browser.execute(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await journey.browser.url(simulatorUrl('/app/?language=en'));
    await homeLoaded('dastarkhan-app');
    expect(await idleRequests()).toBe(0);
    // Web Vitals' "good" is below 0.1; the churn and rows without reserved heights gave 0.15-0.36.
    expect(await journey.browser.execute(cumulativeLayoutShift)).toBeLessThan(0.1);
  });

  it('Home mounted by a partner page', { timeout: 90_000 }, async () => {
    await journey.browser.url(simulatorUrl('/test-fixtures/embed.html'));
    await waitForValue(
      journey.browser,
      () => (window as { fixtureReady?: boolean }).fixtureReady,
      'no fixture',
    );
    await journey.browser.execute(() => {
      localStorage.clear();
      sessionStorage.clear();
      const win = window as unknown as { Dastarkhan: typeof import('../../src/index.ts') };
      win.Dastarkhan.mount(document.getElementById('first') as Element, { language: 'en' });
    });
    await homeLoaded('#first dastarkhan-app');
    expect(await idleRequests()).toBe(0);
    expect(await journey.browser.execute(cumulativeLayoutShift)).toBeLessThan(0.1);
  });

  it('the Menu and the Cart', { timeout: 120_000 }, async () => {
    const [item] = orderable(await menuOf(journey.server, 12), 1);
    await journey.browser.url(journey.server.at('/proxy/health'));
    await seedCart(journey.browser, {
      filialId: 12,
      service: 'takeaway',
      lines: [{ item: item!, quantity: 2 }],
    });
    await journey.browser.url(journey.server.at('/app/filials/12?language=en'));
    await waitForScreen(journey.browser, 'menu');
    expect(await idleRequests()).toBe(0);
    await journey.browser.url(journey.server.at('/app/cart?language=en'));
    await waitForScreen(journey.browser, 'cart');
    expect(await idleRequests()).toBe(0);
  });
});
