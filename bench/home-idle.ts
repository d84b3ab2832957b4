import { HOME_PAGES, withHomeBench } from './home-bench-page.ts';
import { VIEWPORT } from './page-vitals.ts';
import {
  apiRequestsSince,
  cumulativeLayoutShift,
  WATCH_ON_NEW_DOCUMENT,
  watchNow,
} from '../tests/request-watch.ts';

export interface HomeIdleRow {
  page: string;
  /** API requests from the first paint until Home settled (or SETTLE_LIMIT_MS ran out). */
  loadRequests: number;
  /** API requests in IDLE_WINDOW_MS after that, nobody touching the page: anything above 0 is a loop. */
  idleRequests: number;
  /** Cumulative Layout Shift over the whole run (Web Vitals session windows). */
  cls: number;
}

/** Home counts as settled once no API request started for this long. */
const QUIET_MS = 2_000;
/** A Home that never settles (a request loop) is measured from here on anyway. */
const SETTLE_LIMIT_MS = 15_000;
export const IDLE_WINDOW_MS = 10_000;

type Browser = WebdriverIO.Browser;

async function measureOnce(browser: Browser, url: string): Promise<Omit<HomeIdleRow, 'page'>> {
  await browser.url(url);
  await browser.waitUntil(
    () =>
      browser.execute(
        () => !!document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-screen="home"]'),
      ),
    { timeout: 30_000, interval: 100, timeoutMsg: `Home did not show at ${url}` },
  );
  let last = await browser.execute(watchNow);
  let quietSince = last.now;
  const settleBy = last.now + SETTLE_LIMIT_MS;
  await browser.waitUntil(
    async () => {
      const now = await browser.execute(watchNow);
      if (now.requests !== last.requests) quietSince = now.now;
      last = now;
      return now.now - quietSince >= QUIET_MS || now.now >= settleBy;
    },
    { timeout: SETTLE_LIMIT_MS + 10_000, interval: 200 },
  );
  const settledAt = last.now;
  await browser.waitUntil(async () => (await browser.execute(watchNow)).now >= settledAt + IDLE_WINDOW_MS, {
    timeout: IDLE_WINDOW_MS + 10_000,
    interval: 500,
  });
  const idleRequests = await browser.execute(apiRequestsSince, settledAt);
  return { loadRequests: last.requests, idleRequests, cls: await browser.execute(cumulativeLayoutShift) };
}

/**
 * Home left alone after it settled, in the app shell and mounted by a partner page (no throttling, a fresh
 * profile): how many API requests it still makes in IDLE_WINDOW_MS, and its layout shift.
 */
export async function measureHomeIdle(): Promise<HomeIdleRow[]> {
  return withHomeBench('idle', async (browser, serverUrl) => {
    await browser.sendCommandAndGetResult('Emulation.setDeviceMetricsOverride', VIEWPORT);
    await browser.sendCommandAndGetResult('Page.enable', {});
    await browser.sendCommandAndGetResult('Page.addScriptToEvaluateOnNewDocument', {
      source: WATCH_ON_NEW_DOCUMENT,
    });
    const rows: HomeIdleRow[] = [];
    for (const [page, path] of HOME_PAGES) {
      await browser.execute(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      rows.push({ page, ...(await measureOnce(browser, `${serverUrl}${path}`)) });
    }
    return rows;
  });
}

if (import.meta.main) {
  console.log(`Home idle, ${IDLE_WINDOW_MS / 1000} s after it settled`);
  for (const row of await measureHomeIdle()) {
    console.log(
      `  ${row.page.padEnd(24)}requests while loading ${row.loadRequests}, idle API requests in ${IDLE_WINDOW_MS / 1000} s after settle ${row.idleRequests}, CLS ${row.cls.toFixed(3)}`,
    );
  }
}
