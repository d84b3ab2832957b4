import {
  apiRequestsSince,
  cumulativeLayoutShift,
  firstMatchAt,
  stampFirstMatch,
  WATCH_ON_NEW_DOCUMENT,
} from '../tests/request-watch.ts';

/**
 * Applied throttling as Lighthouse's devtools preset (its "simulated" mobile figures applied for real):
 * 562.5 ms per request (150 ms RTT x 3.75), 1,474.56 kbit/s down, 675 kbit/s up, the CPU slowed down four
 * times, a Moto G Power's screen (issue 30's unit).
 */
export const THROTTLING = {
  latencyMs: 562.5,
  downloadBytesPerSecond: 1_474_560 / 8,
  uploadBytesPerSecond: 675_000 / 8,
  cpuSlowdown: 4,
} as const;

export const VIEWPORT = { width: 412, height: 915, deviceScaleFactor: 2.625, mobile: true };

/** A page counts as settled once no request started for this long (Lighthouse waits for a quiet network too). */
const QUIET_MS = 2_000;
/**
 * A text that became the LCP this long after the content was in the DOM was painted later than the content
 * (which paints within the frame, or the long task, that inserted it) and is not the frame either: a notice.
 */
const LATE_LCP_MS = 1_000;
/** After it settled, a screen left alone this long must make no API request. */
export const IDLE_WINDOW_MS = 5_000;

/** A script the page fetched before its content was in the DOM, and its bytes over the wire (br or gzip). */
export interface FirstScreenScript {
  url: string;
  wireBytes: number;
}

export interface PageVitals {
  /** When the page's content (its first venue card, dish row or cart line) was first in the DOM. */
  contentMs: number;
  fcpMs: number;
  lcpMs: number;
  /** The last LCP candidate: an image's file or a text's tag.class, and its area: what to make faster. */
  lcpElement: string;
  /** The LCP is a text painted after the content (LATE_LCP_MS): a notice or a late part, not content or frame. */
  lcpLate: boolean;
  /** Total Blocking Time: each long task's time over 50 ms, from the first paint until the page settled. */
  tbtMs: number;
  cls: number;
  firstScreenScripts: FirstScreenScript[];
  /** Script bytes over the wire until the page settled (lazy chunks that follow the first screen included). */
  jsBytes: number;
  /** Every request of the page until it settled: the document, scripts, API calls, images. */
  requests: number;
  /** API requests in IDLE_WINDOW_MS after the page settled. */
  idleApiRequests: number;
}

type Browser = WebdriverIO.Browser;

interface Vitals {
  lcp: number[];
  lcpElement: string;
  lcpImage: boolean;
  fcp: number | null;
  longTasks: { start: number; duration: number }[];
  shifts: { at: number; value: number; sources: string[] }[];
}

/** Runs in the page from its first script on: paints, long tasks, and (WATCH_ON_NEW_DOCUMENT) API calls and shifts. */
const OBSERVE = `
  window.__vitals = { lcp: [], lcpElement: '', lcpImage: false, fcp: null, longTasks: [], shifts: [] };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__vitals.lcp.push(entry.startTime);
      // Our screens live in a shadow root, where entry.element is null: the image's URL or the text's area.
      const element = entry.element;
      const name = element ? element.localName + (typeof element.className === 'string' && element.className ? '.' + element.className.trim().split(/\\s+/).join('.') : '') : '';
      window.__vitals.lcpImage = Boolean(entry.url);
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
  // What moved, for the waterfall: each shift's value and the nodes it moved, from where to where.
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      const describe = (node) => {
        if (!node || node.nodeType !== 1) return node ? node.nodeName : '?';
        const classes = typeof node.className === 'string' && node.className ? '.' + node.className.trim().split(/\\s+/).join('.') : '';
        return node.localName + classes + (node.dataset && node.dataset.screen ? '[data-screen=' + node.dataset.screen + ']' : '');
      };
      const rect = (r) => [Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)].join(',');
      window.__vitals.shifts.push({
        at: Math.round(entry.startTime),
        value: Number(entry.value.toFixed(4)),
        sources: (entry.sources || []).map((source) => describe(source.node) + ' ' + rect(source.previousRect) + ' -> ' + rect(source.currentRect)),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
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

/** Figures read inside the page once it settled. */
function readVitals(settledAt: number) {
  const vitals = (window as unknown as { __vitals: Vitals }).__vitals;
  const fcp = vitals.fcp ?? Number.NaN;
  const contentAt = (window as unknown as { __firstMatchAt?: number }).__firstMatchAt ?? Number.NaN;
  const lcp = vitals.lcp.at(-1) ?? Number.NaN;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  const scripts = resources.filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
  return {
    contentMs: contentAt,
    lcpMs: lcp,
    lcpElement: vitals.lcpElement,
    lcpImage: vitals.lcpImage,
    fcpMs: fcp,
    tbtMs: vitals.longTasks
      .filter((task) => task.start >= fcp && task.start <= settledAt)
      .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0),
    firstScreenScripts: scripts
      .filter((entry) => entry.responseEnd <= contentAt)
      .map((entry) => ({ url: entry.name, wireBytes: entry.encodedBodySize })),
    jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    requests: resources.filter((entry) => entry.startTime <= settledAt).length + 1,
  };
}

/**
 * One cold load of `url` in a session prepared by prepareSession: stamps when `selector` (the content) is
 * first in the DOM, waits until the network has been quiet for QUIET_MS, then IDLE_WINDOW_MS more for
 * requests nobody asked for.
 */
export async function loadOnce(browser: Browser, url: string, selector: string): Promise<PageVitals> {
  await browser.sendCommandAndGetResult('Network.clearBrowserCache', {});
  // Cold means no offline worker either: its cache would answer the app shell's chunks (ADR 0007).
  await browser.sendCommandAndGetResult('Storage.clearDataForOrigin', {
    origin: new URL(url).origin,
    storageTypes: 'service_workers,cache_storage',
  });
  const { identifier } = (await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', {
    source: `(${stampFirstMatch.toString()})(${JSON.stringify(selector)});`,
  })) as { identifier: string };
  try {
    await browser.url(url);
    await browser.waitUntil(async () => (await browser.execute(firstMatchAt)) !== null, {
      timeout: 60_000,
      interval: 100,
      timeoutMsg: `${selector} did not show at ${url}`,
    });
  } finally {
    await browser.sendCommandAndGetResult('Page.removeScriptToEvaluateOnNewDocument', { identifier });
  }
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
  const { lcpImage, ...figures } = await browser.execute(readVitals, settledAt);
  return {
    ...figures,
    lcpLate: !lcpImage && figures.lcpMs > figures.contentMs + LATE_LCP_MS,
    cls: await browser.execute(cumulativeLayoutShift),
    idleApiRequests: await browser.execute(apiRequestsSince, settledAt + QUIET_MS),
  };
}
