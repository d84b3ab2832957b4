import { readFileSync } from 'node:fs';
import { expect, type RunnerTestFile, test } from 'vitest';
import { cdp } from './discovery-support.ts';
import { type Browser, openBrowser, simulatorUrl, waitForValue } from './harness.ts';
import { allPassed, journeyTest } from './journey.ts';

/**
 * The journey files of a worker share one Chromium session (shared-chromium.ts): what one file leaves in the
 * browser must not reach the next. Here one file plays both: it opens the browser as a journey file does,
 * leaves every kind of state a journey leaves, hands the browser back, and opens it again as the next file.
 */

/** What a file can leave behind, read from a page of the simulator's origin. */
function leftBehind(browser: Browser) {
  return browser.execute(async () => {
    const databases = await indexedDB.databases();
    return {
      localStorage: localStorage.getItem('left-behind'),
      cookie: document.cookie,
      databases: databases.map((database) => database.name),
      caches: await caches.keys(),
      workers: (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
      geolocation: (await navigator.permissions.query({ name: 'geolocation' })).state,
      onLine: navigator.onLine,
      initScript: (window as unknown as { leftByInitScript?: boolean }).leftByInitScript ?? false,
      width: window.outerWidth,
    };
  });
}

const NOTHING = {
  localStorage: null,
  cookie: '',
  databases: [],
  caches: [],
  workers: [],
  geolocation: 'prompt',
  onLine: true,
  initScript: false,
  width: 1280,
};

journeyTest(
  'the next file in the same Chromium session sees none of what the file before left',
  async ({ sharedChromium }) => {
    expect(sharedChromium).toBe(true);
    const first = await openBrowser();
    await first.browser.url(simulatorUrl('/app/blank'));
    expect(await leftBehind(first.browser)).toEqual(NOTHING);

    await first.browser.addInitScript(() => {
      (window as unknown as { leftByInitScript?: boolean }).leftByInitScript = true;
    });
    await cdp(first.browser, 'Browser.grantPermissions', {
      origin: new URL(simulatorUrl()).origin,
      permissions: ['geolocation'],
    });
    await first.browser.setWindowSize(600, 700);
    await first.browser.url(simulatorUrl('/app/blank'));
    await first.browser.setCookies({ name: 'left-behind', value: 'yes', path: '/' });
    await first.browser.execute(async () => {
      localStorage.setItem('left-behind', 'yes');
      await new Promise((resolve) => {
        indexedDB.open('left-behind').onsuccess = resolve;
      });
      await (await caches.open('left-behind')).put('/left-behind', new Response('yes'));
      await navigator.serviceWorker.register('/app/sw.js', { scope: '/app/' });
      console.error('left behind: a console error');
    });
    await waitForValue(
      first.browser,
      async () => (await navigator.serviceWorker.getRegistration('/app/'))?.active?.state ?? null,
      'the service worker never became active',
    );
    await cdp(first.browser, 'Network.enable');
    await cdp(first.browser, 'Network.emulateNetworkConditions', {
      offline: true,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    // Every kind of state is shown to be there before the file hands the browser back.
    expect(await leftBehind(first.browser)).toEqual({
      localStorage: 'yes',
      cookie: 'left-behind=yes',
      databases: ['left-behind'],
      // The app's worker keeps its shell in a cache of its own.
      caches: expect.arrayContaining(['left-behind']),
      workers: [simulatorUrl('/app/')],
      geolocation: 'granted',
      onLine: false,
      initScript: true,
      width: 600,
    });
    await first.browser.waitUntil(() => first.consoleErrors.length > 0, {
      timeoutMsg: 'the console error never reached the file',
    });
    expect(first.consoleErrors).toEqual(['left behind: a console error']);
    await first.close();

    const next = await openBrowser();
    try {
      expect(next.browser.sessionId).toBe(first.browser.sessionId);
      await next.browser.url(simulatorUrl('/app/blank'));
      expect(await leftBehind(next.browser)).toEqual(NOTHING);
      expect(next.consoleErrors).toEqual([]);
    } finally {
      await next.close();
    }
  },
);

journeyTest(
  'a session that died is replaced, not handed to the next file',
  async () => {
    const first = await openBrowser();
    const dead = first.browser.sessionId;
    // What a crash or a hung Chromium looks like to the next file: a session that answers nothing.
    await first.browser.deleteSession();
    await first.close();

    const next = await openBrowser();
    try {
      expect(next.browser.sessionId).not.toBe(dead);
      await next.browser.url(simulatorUrl('/app/blank'));
      expect(await next.browser.execute(() => location.pathname)).toBe('/app/blank');
    } finally {
      await next.close();
    }
    // It starts a Chromium inside the test, which a file does in its beforeAll: at load 30 on two cores, the
    // deletion and the new start took over 60 s (2026-11-27).
  },
  120_000,
);

/** Whether a process runs (a killed one that its parent has not reaped yet is a zombie: not running). */
function running(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.[0] !== 'Z';
  } catch {
    return false;
  }
}

journeyTest(
  'a file that failed hands back no session: its Chromium ends, and the next file gets a new one',
  async () => {
    const failed = await openBrowser();
    const driver = (failed.browser.capabilities as { 'wdio:driverPID'?: number })['wdio:driverPID'];
    if (!driver) throw new Error('the session names no ChromeDriver process');
    // What setUpJourney's afterAll does when a journey of the file failed (allPassed below says false).
    await failed.close(false);
    await expect.poll(() => running(driver), { timeout: 20_000 }).toBe(false);

    const next = await openBrowser();
    try {
      expect(next.browser.sessionId).not.toBe(failed.browser.sessionId);
      await next.browser.url(simulatorUrl('/app/blank'));
      expect(await next.browser.execute(() => location.pathname)).toBe('/app/blank');
    } finally {
      await next.close();
    }
  },
  // As the test above: a new Chromium starts inside the test.
  120_000,
);

/** A file's results as vitest hands them to afterAll: only the fields allPassed reads. */
function file(...tests: { state?: 'pass' | 'fail'; mode?: 'run' | 'skip' }[]): RunnerTestFile {
  return {
    result: { state: tests.some(({ state }) => state === 'fail') ? 'fail' : 'pass' },
    tasks: [
      {
        type: 'suite',
        tasks: tests.map(({ state, mode = 'run' }) => ({
          type: 'test',
          mode,
          result: state ? { state } : undefined,
        })),
      },
    ],
  } as unknown as RunnerTestFile;
}

test('a file passed only when each test that ran passed: a failed or unfinished one hands in the session', () => {
  expect(allPassed(file({ state: 'pass' }, { state: 'pass' }))).toBe(true);
  expect(allPassed(file({ state: 'pass' }, { mode: 'skip' }))).toBe(true);
  expect(allPassed(file({ state: 'pass' }, { state: 'fail' }))).toBe(false);
  // A test cut short by its file's time-out has no result: it may still be driving the browser.
  expect(allPassed({ ...file({ state: 'pass' }, {}), result: undefined } as unknown as RunnerTestFile)).toBe(
    false,
  );
});
