import { apiRequestsSince, cumulativeLayoutShift, WATCH_ON_NEW_DOCUMENT } from '../tests/request-watch.ts';

/**
 * Lighthouse's mobile preset as CDP emulates it: "Slow 4G" (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s
 * up), the CPU slowed down four times, a Moto G Power's screen.
 */
export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
} as const;

export const VIEWPORT = { width: 412, height: 915, deviceScaleFactor: 2.625, mobile: true };

/** A page counts as settled once no request started for this long (Lighthouse waits for a quiet network too). */
const QUIET_MS = 2_000;
/** After it settled, a screen left alone this long must make no API request. */
export const IDLE_WINDOW_MS = 5_000;

export interface PageVitals {
  lcpMs: number;
  fcpMs: number;
  /** Total Blocking Time: each long task's time over 50 ms, from the first paint until the page settled. */
  tbtMs: number;
  cls: number;
  /** Script bytes over the wire (gzip) fetched until the screen was in the DOM, and how many files. */
  firstScreenJsBytes: number;
  firstScreenJsFiles: number;
  /** The URLs of those first-screen scripts (the bench weighs them with gzip -9 too, the budget's unit). */
  firstScreenJsUrls: string[];
  /** Script bytes over the wire until the page settled (lazy chunks that follow the first screen included). */
  jsBytes: number;
  /** Every request of the page until it settled: the document, scripts, API calls, images. */
  requests: number;
  /** The last LCP candidate: an image's file or a text's tag.class, and its area: what to make faster. */
  lcpElement: string;
  /** API requests in IDLE_WINDOW_MS after the page settled. */
  idleApiRequests: number;
}

type Browser = WebdriverIO.Browser;

/** Runs in the page from its first script on: paints, long tasks, and (WATCH_ON_NEW_DOCUMENT) API calls and shifts. */
const OBSERVE = `
  window.__vitals = { lcp: [], lcpElement: '', fcp: null, longTasks: [], shownAt: null };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp.push(entry.startTime);
      // Our screens live in a shadow root, where entry.element is null: the image's URL or the text's area.
      const element = entry.element;
      const name = element ? element.localName + (typeof element.className === 'string' && element.className ? '.' + element.className.trim().split(/s+/).join('.') : '') : '';
      window.__vitals.lcpElement = (entry.url ? 'image ' + entry.url.split('/').pop() : 'text ' + (name || '(in shadow root)')) + ' ' + entry.size + ' px2';
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'first-contentful-paint') window.__vitals.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      window.__vitals.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  ${WATCH_ON_NEW_DOCUMENT}
`;

/** Throttles the session's network and CPU and installs the observers on every page it opens next. */
export async function prepareSession(browser: Browser): Promise<void> {
  const send = (cmd: string, params: Record<string, unknown> = {}) =>
    browser.sendCommandAndGetResult(cmd, params);
  await send('Network.enable');
  await send('Page.enable');
  await send('Network.setCacheDisabled', { cacheDisabled: true });
  await send('Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  await send('Emulation.setDeviceMetricsOverride', VIEWPORT);
  // A guest who allowed the position, in Almaty. Left unanswered, headless Chromium's geolocation ran into
  // the app's 5 s time-out in some loads only, and the "allow your location" notice it then showed became
  // those loads' LCP at ~7 s (ADR 0005): a bench must not measure a prompt nobody answers.
  await send('Browser.grantPermissions', { permissions: ['geolocation'] });
  await send('Emulation.setGeolocationOverride', { latitude: 43.2383, longitude: 76.9454, accuracy: 30 });
  await send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE });
}

/** True once `selector` matches in the document or in our shadow root; checked inside the page. */
function screenShown(selector: string): boolean {
  const found =
    document.querySelector(selector) ??
    document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector(selector) ??
    null;
  const vitals = (window as unknown as { __vitals: { shownAt: number | null } }).__vitals;
  if (found && vitals.shownAt === null) vitals.shownAt = performance.now();
  return found !== null;
}

/** Figures read inside the page once it settled. */
function readVitals(settledAt: number) {
  const vitals = (
    window as unknown as {
      __vitals: {
        lcp: number[];
        lcpElement: string;
        fcp: number | null;
        longTasks: { start: number; duration: number }[];
        shownAt: number;
      };
    }
  ).__vitals;
  const fcp = vitals.fcp ?? Number.NaN;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const scripts = resources.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
  const firstScreen = scripts.filter((entry) => entry.responseEnd <= vitals.shownAt);
  return {
    lcpMs: vitals.lcp.at(-1) ?? Number.NaN,
    lcpElement: vitals.lcpElement,
    fcpMs: fcp,
    tbtMs: vitals.longTasks
      .filter((task) => task.start >= fcp && task.start <= settledAt)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    firstScreenJsBytes: firstScreen.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    firstScreenJsFiles: firstScreen.length,
    firstScreenJsUrls: firstScreen.map((entry) => entry.name),
    jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    requests: resources.filter((entry) => entry.startTime <= settledAt).length + 1,
  };
}

/**
 * One cold load of `url` in a session prepared by prepareSession: waits until `selector` shows, then until
 * the network has been quiet for QUIET_MS, then IDLE_WINDOW_MS more for requests nobody asked for.
 */
export async function loadOnce(browser: Browser, url: string, selector: string): Promise<PageVitals> {
  await browser.sendCommandAndGetResult('Network.clearBrowserCache', {});
  // Cold means no offline worker either: its cache would answer the app shell's chunks (ADR 0007).
  await browser.sendCommandAndGetResult('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  await browser.url(url);
  await browser.waitUntil(() => browser.execute(screenShown, selector), {
    timeout: 60_000,
    interval: 50,
    timeoutMsg: `${selector} did not show at ${url}`,
  });
  let seen = -1;
  let quietSince = 0;
  let settledAt = 0;
  await browser.waitUntil(
    async () => {
      const { count, now } = await browser.execute(() => ({
        count: performance.getEntriesByType('resource').length,
        now: performance.now(),
      }));
      if (count !== seen) quietSince = now;
      seen = count;
      settledAt = quietSince;
      return now - quietSince >= QUIET_MS;
    },
    { timeout: 60_000, interval: 250, timeoutMsg: `${url} never went quiet` },
  );
  await browser.waitUntil(
    async () => (await browser.execute(() => performance.now())) >= settledAt + QUIET_MS + IDLE_WINDOW_MS,
    { timeout: IDLE_WINDOW_MS + 10_000, interval: 250 },
  );
  const figures = await browser.execute(readVitals, settledAt);
  return {
    ...figures,
    cls: await browser.execute(cumulativeLayoutShift),
    idleApiRequests: await browser.execute(apiRequestsSince, settledAt + QUIET_MS),
  };
}
