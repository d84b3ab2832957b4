import { beforeAll, describe, expect, it } from 'vitest';
import { simulatorUrl, waitForValue } from './harness.ts';
import { appUrl, press, storedCarts } from './menu-support.ts';
import { setUpJourney } from './journey.ts';
import { waitForScreen } from './in-app.ts';

/**
 * Issue 10 item 19: the pages ship a strict Content-Security-Policy, and everything still runs under it —
 * the app shell, the simulator page with the app in its frame, and a barcode scan in the app (camera,
 * the scanner's module worker, zxing's wasm) — with no violation reported in any frame. The policy is
 * shown to bite: an injected inline script does not run.
 */
/** The Croissant of the Fresh Market fridges (docs/sandbox.md), shown to Chromium's fake camera. */
const CROISSANT = { barcode: '4870000100019', id: 1110 };
const FRIDGE = 22;

const journey = setUpJourney({ cameraBarcode: CROISSANT.barcode });

beforeAll(async () => {
  // In every document, frames included, from its first script on: the violations it reports.
  await journey.browser.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile})`),
      true,
    );
  });
});

const violations = () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? null;
const cspErrors = () => journey.consoleErrors.filter((text) => /Content Security Policy/i.test(text));

function screenName() {
  return (
    document
      .querySelector('dastarkhan-app')
      ?.shadowRoot?.querySelector('[data-screen]')
      ?.getAttribute('data-screen') ?? null
  );
}

describe('Content-Security-Policy', () => {
  it('the app shell runs under its policy, which stops an injected inline script', async () => {
    const answer = await fetch(appUrl('/'));
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self'");
    await journey.browser.url(appUrl('/?language=en'));
    expect(await waitForValue(journey.browser, screenName, 'the app shell did not render')).toBe('home');
    await waitForValue(
      journey.browser,
      () => document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('img[src]'),
      'Home showed no image',
    );
    expect(await journey.browser.execute(violations)).toEqual([]);

    const ran = await journey.browser.execute(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true;';
      document.head.append(script);
      return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
    });
    expect(ran).toBe(false);
    const reported = await waitForValue(
      journey.browser,
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.length,
      'the injection was not reported',
    );
    expect(reported).toBe(1);
    expect((await journey.browser.execute(violations))?.[0]).toMatch(/^script-src-elem inline/);
    journey.consoleErrors.length = 0;
  });

  it('scans a fridge product in the app: camera, worker and wasm, with no violation', async () => {
    await journey.browser.url(appUrl(`/filials/${FRIDGE}/barcode-scanner?language=en`));
    await waitForScreen(journey.browser, 'barcode-scanner');
    await press(journey.browser, 'Scan a barcode');
    await journey.browser.waitUntil(
      async () =>
        ((await storedCarts(journey.browser))[`${FRIDGE}:micromarket`]?.items ?? []).some(
          (item) => (item as { productId?: number }).productId === CROISSANT.id,
        ),
      { timeout: 20_000, timeoutMsg: 'the scanned croissant never reached the cart' },
    );
    const loaded = await journey.browser.execute(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    // The scanner's chunk and its module worker ran (zxing's wasm is fetched inside the worker).
    const scanner = loaded.filter((name) => /\/(browser-scanner|scan-worker)-[\w-]+\.js$/.test(name));
    expect(scanner, loaded.join('\n')).toHaveLength(2);
    expect(await journey.browser.execute(violations)).toEqual([]);
    expect(cspErrors()).toEqual([]);
  });

  it('the simulator page shows the app in its frame, with no violation in either', async () => {
    await journey.browser.url(simulatorUrl('/'));
    expect(await journey.browser.execute(violations)).toEqual([]);
    const frame = await journey.browser.$('iframe[title="Mini-app"]');
    await frame.waitForExist();
    await journey.browser.switchFrame(frame);
    try {
      expect(await waitForValue(journey.browser, screenName, 'the app did not render in the frame')).toBe(
        'home',
      );
      expect(await journey.browser.execute(violations)).toEqual([]);
    } finally {
      await journey.browser.switchFrame(null);
    }
    // The simulator page's own panels (sandbox, host) have rendered under its policy too.
    await waitForValue(
      journey.browser,
      () => document.querySelectorAll('button').length > 3,
      'no simulator controls',
    );
    expect(await journey.browser.execute(violations)).toEqual([]);
    expect(cspErrors()).toEqual([]);
  });
});
