import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remote } from 'webdriverio';
import { barcodeFrame } from '../../bridge/testing/barcode-frames.ts';
import type { Frame } from '../../bridge/web/scanner/decoder.ts';
import { chromiumCapabilities } from '../chromium.ts';
import { type Browser, simulatorUrl, waitForValue } from './harness.ts';
import { appUrl, press, storedCarts, waitForScreen } from './menu-support.ts';

/**
 * Issue 10 item 19: the pages ship a strict Content-Security-Policy, and everything still runs under it —
 * the app shell, the simulator page with the app in its frame, and a barcode scan in the app (camera,
 * the scanner's module worker, zxing's wasm) — with no violation reported in any frame. The policy is
 * shown to bite: an injected inline script does not run.
 */
let browser: Browser;
let folder: string;
const consoleErrors: string[] = [];
/** The Croissant of the Fresh Market fridges (docs/sandbox.md), shown to Chromium's fake camera. */
const CROISSANT = { barcode: '4870000100019', id: 1110 };
const FRIDGE = 22;

async function writeY4m(path: string, { width, height, data }: Frame) {
  const luma = Buffer.alloc(width * height);
  for (let pixel = 0; pixel < luma.length; pixel++) luma[pixel] = data[pixel * 4]!;
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  await writeFile(path, Buffer.concat([header, luma, chroma, chroma]));
}

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'dastarkhan-csp-'));
  const video = join(folder, 'croissant.y4m');
  await writeY4m(video, await barcodeFrame(CROISSANT.barcode, 'EAN13'));
  browser = await remote({
    logLevel: 'error',
    capabilities: chromiumCapabilities([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]),
  });
  await browser.sessionSubscribe({ events: ['log.entryAdded'] });
  browser.on('log.entryAdded', (entry) => {
    if (entry.level === 'error') consoleErrors.push(entry.text ?? String(entry));
  });
  // In every document, frames included, from its first script on: the violations it reports.
  await browser.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile})`),
      true,
    );
  });
});

afterAll(async () => {
  await browser?.deleteSession();
  await rm(folder, { recursive: true, force: true });
});

const violations = () => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? null;
const cspErrors = () => consoleErrors.filter((text) => /Content Security Policy/i.test(text));

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
    await browser.url(appUrl('/?language=en'));
    expect(await waitForValue(browser, screenName, 'the app shell did not render')).toBe('home');
    await waitForValue(
      browser,
      () => document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('img[src]'),
      'Home showed no image',
    );
    expect(await browser.execute(violations)).toEqual([]);

    const ran = await browser.execute(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injectedRan = true;';
      document.head.append(script);
      return (window as unknown as { __injectedRan?: boolean }).__injectedRan === true;
    });
    expect(ran).toBe(false);
    const reported = await waitForValue(
      browser,
      () => (window as unknown as { __cspViolations?: string[] }).__cspViolations?.length,
      'the injection was not reported',
    );
    expect(reported).toBe(1);
    expect((await browser.execute(violations))?.[0]).toMatch(/^script-src-elem inline/);
    consoleErrors.length = 0;
  });

  it('scans a fridge product in the app: camera, worker and wasm, with no violation', async () => {
    await browser.url(appUrl(`/filials/${FRIDGE}/barcode-scanner?language=en`));
    await waitForScreen(browser, 'barcode-scanner');
    await press(browser, 'Scan a barcode');
    await browser.waitUntil(
      async () =>
        ((await storedCarts(browser))[`${FRIDGE}:micromarket`]?.items ?? []).some(
          (item) => (item as { productId?: number }).productId === CROISSANT.id,
        ),
      { timeout: 20_000, timeoutMsg: 'the scanned croissant never reached the cart' },
    );
    const loaded = await browser.execute(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    // The scanner's chunk and its module worker ran (zxing's wasm is fetched inside the worker).
    const scanner = loaded.filter((name) => /\/(browser-scanner|scan-worker)-[\w-]+\.js$/.test(name));
    expect(scanner, loaded.join('\n')).toHaveLength(2);
    expect(await browser.execute(violations)).toEqual([]);
    expect(cspErrors()).toEqual([]);
  });

  it('the simulator page shows the app in its frame, with no violation in either', async () => {
    await browser.url(simulatorUrl('/'));
    expect(await browser.execute(violations)).toEqual([]);
    const frame = await browser.$('iframe[title="Mini-app"]');
    await frame.waitForExist();
    await browser.switchFrame(frame);
    try {
      expect(await waitForValue(browser, screenName, 'the app did not render in the frame')).toBe('home');
      expect(await browser.execute(violations)).toEqual([]);
    } finally {
      await browser.switchFrame(null);
    }
    // The simulator page's own panels (sandbox, host) have rendered under its policy too.
    await waitForValue(
      browser,
      () => document.querySelectorAll('button').length > 3,
      'no simulator controls',
    );
    expect(await browser.execute(violations)).toEqual([]);
    expect(cspErrors()).toEqual([]);
  });
});
