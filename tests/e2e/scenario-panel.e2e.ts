import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remote } from 'webdriverio';
import { chromiumCapabilities } from '../chromium.ts';
import { seriousViolations } from './a11y-support.ts';
import { type CheckoutServer, startCheckoutServer } from './checkout-support.ts';
import { type Browser, waitForValue } from './harness.ts';

/**
 * The Scenario panel end to end: a developer records a session (answers in the host panel, a click in the
 * app, a fault set by curl), saves it, and replays the file the page produced. Its own simulator: a replay
 * resets the sandbox, which must not reach the journeys running beside it.
 */
let server: CheckoutServer;
let browser: Browser;
let downloads: string;

beforeAll(async () => {
  server = await startCheckoutServer();
  downloads = await mkdtemp(join(tmpdir(), 'dastarkhan-scenario-downloads-'));
  const capabilities = chromiumCapabilities();
  browser = await remote({
    logLevel: 'error',
    capabilities: {
      ...capabilities,
      'goog:chromeOptions': {
        ...capabilities['goog:chromeOptions'],
        prefs: { 'download.default_directory': downloads, 'download.prompt_for_download': false },
      },
    },
  });
});

afterAll(async () => {
  await browser?.deleteSession();
  await server?.close();
  await rm(downloads, { recursive: true, force: true });
});

const clickButton = (label: string, within = 'body') =>
  waitForValue(
    browser,
    (text: string, scope: string) => {
      const button = [...document.querySelectorAll<HTMLButtonElement>(`${scope} button`)].find(
        (item) => item.textContent === text && !item.disabled,
      );
      button?.click();
      return Boolean(button);
    },
    `no enabled "${label}" button in ${within}`,
    label,
    within,
  );

/** Clicks `action` on the host panel's card for the pending call of `method`. */
const answer = (method: string, action: string) => clickButton(action, `article[aria-label^="${method} #"]`);

async function clickInApp(text: string) {
  await browser.switchFrame(await browser.$('iframe[title="Mini-app"]'));
  try {
    await waitForValue(
      browser,
      (wanted: string) => {
        const root = document.querySelector('dastarkhan-app')?.shadowRoot;
        const button = [...(root?.querySelectorAll<HTMLButtonElement>('button') ?? [])].find(
          (item) => item.textContent === wanted,
        );
        button?.click();
        return Boolean(button);
      },
      `no "${text}" in the app`,
      text,
    );
  } finally {
    await browser.switchFrame(null);
  }
}

describe('the Scenario panel', () => {
  it('records a session into a file that replays step by step', async () => {
    await browser.url(server.at('/'));
    await (await browser.$('input[name="sim-runtime"][value="android"]')).click();
    await clickButton('Record');
    await answer('geo.enabled', 'Approve');
    await answer('geo.position', 'Dismiss');
    await server.control('POST', 'faults', { kind: 'latency', latency_ms: 1, route: 'nothing/*', count: 1 });
    await clickInApp('Try again');
    await answer('geo.enabled', 'Approve');
    await answer('geo.position', 'Approve');
    await clickButton('Stop and save recording');

    const saved = await waitForDownload();
    const scenario = JSON.parse(await readFile(join(downloads, saved), 'utf8'));
    expect(scenario).toMatchObject({
      format: 'dastarkhan-scenario',
      version: 1,
      settings: { runtime: 'android', language: 'en', route: '/' },
    });
    expect(scenario.steps).toEqual([
      { call: { method: 'geo.enabled', params: {} }, answer: 'approve' },
      {
        call: { method: 'geo.position', params: { highAccuracy: true, timeoutMs: 5000, maxAgeMs: 0 } },
        answer: 'dismiss',
      },
      {
        control: {
          method: 'POST',
          path: 'faults',
          body: { kind: 'latency', latency_ms: 1, route: 'nothing/*', count: 1 },
        },
      },
      { app: 'click', text: 'Try again' },
      { call: { method: 'geo.enabled', params: {} }, answer: 'approve' },
      {
        call: { method: 'geo.position', params: { highAccuracy: true, timeoutMs: 5000, maxAgeMs: 0 } },
        answer: 'approve',
      },
      { assert: 'route', path: '/' },
    ]);
    expect(scenario.log.length).toBeGreaterThan(8);

    await clickButton('Replay');
    const outcome = await browser.waitUntil(
      () =>
        browser.execute(() => {
          const state = document
            .querySelector('[data-scenario-status]')
            ?.getAttribute('data-scenario-status');
          return state === 'passed' || state === 'failed' ? state : false;
        }),
      { timeout: 30_000, timeoutMsg: 'the replay did not finish' },
    );
    const statuses = await browser.execute(() =>
      [...document.querySelectorAll('ol[aria-label="Scenario steps"] > li')].map((item) =>
        item.getAttribute('data-status'),
      ),
    );
    expect(statuses).toEqual(Array(8).fill('passed'));
    expect(outcome).toBe('passed');
    expect(await seriousViolations(browser)).toEqual([]);
  });
});

async function waitForDownload(): Promise<string> {
  let found: string | undefined;
  await browser.waitUntil(
    async () => {
      found = (await readdir(downloads)).find((name) => name.endsWith('.json'));
      return Boolean(found);
    },
    { timeout: 10_000, timeoutMsg: 'no scenario file was downloaded' },
  );
  return found as string;
}
