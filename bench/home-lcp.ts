import { HOME_PAGES, VIEWPORT, withHomeBench } from './home-bench-page.ts';

export interface HomeLcpRow {
  page: string;
  /** JS fetched before Home's first screen appeared, as it crossed the wire (the simulator serves gzip). */
  jsGzipBytes: number;
  /** Largest Contentful Paint of Home, median of the runs. */
  lcpMs: number;
}

/**
 * A cheap phone on a slow mobile network, as Lighthouse's mobile preset models it: "Slow 4G" (150 ms round
 * trip, 1.6 Mbit/s down, 750 kbit/s up) and the CPU slowed down four times.
 */
export const THROTTLING = {
  latencyMs: 150,
  downloadBytesPerSecond: 1_600_000 / 8,
  uploadBytesPerSecond: 750_000 / 8,
  cpuSlowdown: 4,
} as const;

const RUNS = 3;

type Browser = WebdriverIO.Browser;

async function cdp(browser: Browser, cmd: string, params: Record<string, unknown> = {}): Promise<void> {
  await browser.sendCommandAndGetResult(cmd, params);
}

async function throttle(browser: Browser): Promise<void> {
  await cdp(browser, 'Network.enable');
  await cdp(browser, 'Network.setCacheDisabled', { cacheDisabled: true });
  await cdp(browser, 'Network.emulateNetworkConditions', {
    offline: false,
    latency: THROTTLING.latencyMs,
    downloadThroughput: THROTTLING.downloadBytesPerSecond,
    uploadThroughput: THROTTLING.uploadBytesPerSecond,
  });
  await cdp(browser, 'Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
  await cdp(browser, 'Emulation.setDeviceMetricsOverride', VIEWPORT);
}

/** Records LCP candidates from the first paint on, and the moment Home's first screen is in the DOM. */
const OBSERVE = `
  window.__lcp = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp.push(entry.startTime);
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const watch = () => {
    const home = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-screen="home"]');
    if (home) window.__homeAt = performance.now();
    else requestAnimationFrame(watch);
  };
  watch();
`;

interface PageRun {
  lcpMs: number;
  jsBytes: number;
}

async function loadOnce(browser: Browser, url: string): Promise<PageRun> {
  await cdp(browser, 'Network.clearBrowserCache');
  await cdp(browser, 'Page.enable');
  // Installed before any page script runs, so the first paints are seen.
  await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE });
  await browser.url(url);
  await browser.waitUntil(
    () => browser.execute(() => typeof (window as { __homeAt?: number }).__homeAt === 'number'),
    { timeout: 60_000, interval: 100, timeoutMsg: `Home did not show at ${url}` },
  );
  // LCP settles when the venues arrive: wait until no resource has started for a second.
  let seen = -1;
  await browser.waitUntil(
    async () => {
      const count = await browser.execute(() => performance.getEntriesByType('resource').length);
      const quiet = count === seen;
      seen = count;
      return quiet;
    },
    { timeout: 60_000, interval: 1000 },
  );
  return browser.execute(() => {
    const win = window as unknown as { __lcp: number[]; __homeAt: number };
    const scripts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter(
      (entry) =>
        entry.name.endsWith('.js') && entry.initiatorType !== 'fetch' && entry.responseEnd <= win.__homeAt,
    );
    return {
      lcpMs: Math.round(win.__lcp.at(-1) ?? Number.NaN),
      jsBytes: scripts.reduce((sum, entry) => sum + entry.encodedBodySize, 0),
    };
  });
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/**
 * Home in headless Chromium with the network and the CPU throttled (THROTTLING), a cold cache each run: the
 * embedded build mounted by a partner page, and the app shell. The JS figure is what loaded before Home
 * appeared; lazy chunks that follow (telemetry, other screens) are not counted.
 */
export async function measureHomeLcp(): Promise<HomeLcpRow[]> {
  return withHomeBench('lcp', async (browser, serverUrl) => {
    await throttle(browser);
    const rows: HomeLcpRow[] = [];
    for (const [page, path] of HOME_PAGES) {
      const runs: PageRun[] = [];
      for (let run = 0; run < RUNS; run++) runs.push(await loadOnce(browser, `${serverUrl}${path}`));
      rows.push({
        page,
        jsGzipBytes: median(runs.map((item) => item.jsBytes)),
        lcpMs: median(runs.map((item) => item.lcpMs)),
      });
    }
    return rows;
  });
}

if (import.meta.main) {
  const { latencyMs, downloadBytesPerSecond, cpuSlowdown } = THROTTLING;
  console.log(
    `Home LCP, ${latencyMs} ms RTT, ${((downloadBytesPerSecond * 8) / 1e6).toFixed(1)} Mbit/s down, CPU /${cpuSlowdown}, median of ${RUNS}`,
  );
  for (const row of await measureHomeLcp()) {
    console.log(
      `  ${row.page.padEnd(24)}first-screen JS ${(row.jsGzipBytes / 1024).toFixed(1)} KB gzip, LCP ${row.lcpMs} ms`,
    );
  }
}
