import { type Browser, simulatorUrl, waitForValue } from './harness.ts';
import { currentScreen, whatShows } from './in-app.ts';
import { userContextOf } from './shared-chromium.ts';

/**
 * Shared by the discovery journeys (tests/e2e/discovery-*.e2e.ts). They only read the sandbox (venues,
 * menus, tiles) and keep their state in the browser, so they run against the shared simulator.
 */

/** Waits for an element inside the shadow root and says `what` when it never comes. */
export async function waitInApp(browser: Browser, selector: string, what: string): Promise<void> {
  try {
    await waitForValue(
      browser,
      (target: string) => document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector(target) ?? null,
      what,
      selector,
    );
  } catch (error) {
    throw new Error(`${(error as Error).message}; ${await whatShows(browser)}`);
  }
}

/** Clicks an element inside the shadow root through WebDriver (a real pointer click). */
export async function clickInApp(browser: Browser, selector: string): Promise<void> {
  const element = await browser.$('dastarkhan-app').shadow$(selector);
  await element.waitForClickable({ timeout: 10_000 });
  await element.click();
}

export async function textInApp(browser: Browser, selector: string): Promise<string> {
  return browser.execute(
    (target: string) =>
      document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector(target)?.textContent?.trim() ?? '',
    selector,
  );
}

/** The screen shown now (its data-screen). */
export function screenNow(browser: Browser): Promise<string | null> {
  return browser.execute(currentScreen);
}

/**
 * Opens the app shell at `path` in `language` with nothing remembered from an earlier journey (town, service,
 * history, the once-per-session town question).
 */
export async function openFresh(
  browser: Browser,
  path: string,
  language: string,
  /** Runs on a page of the app's origin before the app opens (permissions, emulated position). */
  prepare?: () => Promise<void>,
): Promise<void> {
  await browser.url(simulatorUrl('/blank'));
  await browser.execute(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await prepare?.();
  const separator = path.includes('?') ? '&' : '?';
  await browser.url(simulatorUrl(`/app${path}${separator}language=${language}`));
  await waitForValue(
    browser,
    (lang: string) =>
      document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector(`.dk-root[lang="${lang}"] [data-screen]`),
    `the app did not start in ${language}`,
    language,
  );
}

/**
 * Runs a Chrome DevTools Protocol command through ChromeDriver on the current page. The Browser domain's
 * commands (permissions) are given the file's user context: without one they change the default context's.
 */
export function cdp(browser: Browser, cmd: string, params: Record<string, unknown> = {}): Promise<unknown> {
  const browserContextId = cmd.startsWith('Browser.') ? userContextOf(browser) : undefined;
  return browser.sendCommandAndGetResult(cmd, browserContextId ? { browserContextId, ...params } : params);
}
