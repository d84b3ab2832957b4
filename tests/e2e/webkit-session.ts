import { remote } from 'webdriverio';
import { miniBrowserPath, startWebKitDriver, type WebKitDriver, webkitCapabilities } from '../webkit.ts';

export interface WebKitSessionOptions {
  /** Starts one WebKitWebDriver (a test hands in one whose new session never comes). */
  startDriver?: (display: string) => Promise<WebKitDriver>;
  /** How long a new session may take before its driver, browser and all, is replaced. */
  sessionWaitMs?: number;
}

/**
 * Under load a new session once never came: the journey's 60 s hook ran out on it (2026-11-30, the
 * WebKit takeaway journey, loaded run 2 of 5), where one comes in a few seconds. A driver that has not
 * given one in this time is stopped and a fresh one asked, three times at most (setUpJourney's hook
 * allows for that).
 */
const SESSION_WAIT_MS = 20_000;
const SESSION_TRIES = 3;

async function newSession(
  display: string,
  binary: string,
  { startDriver = startWebKitDriver, sessionWaitMs = SESSION_WAIT_MS }: WebKitSessionOptions,
) {
  for (let attempt = 1; ; attempt += 1) {
    const driver = await startDriver(display);
    const session = remote({
      hostname: '127.0.0.1',
      port: driver.port,
      logLevel: 'error',
      // WebKitGTK under Xvfb is slower than headless Chromium: a takeaway journey's 5 s default wait for the
      // payment page ran out once in three runs on two loaded cores, and 10 s once in a full run on a machine
      // whose disk waits tripled every journey's time (2026-11-27). A wait for a condition costs its timeout
      // only when it fails.
      waitforTimeout: 20_000,
      capabilities: webkitCapabilities(binary),
    });
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`WebKitWebDriver gave no session in ${sessionWaitMs} ms`)),
        sessionWaitMs,
      );
    });
    try {
      return { browser: await Promise.race([session, late]), driver };
    } catch (error) {
      driver.stop();
      // A session that comes after all comes from a driver that is gone.
      session.catch(() => {});
      if (attempt === SESSION_TRIES) throw error;
    } finally {
      clearTimeout(timer);
    }
  }
}

/**
 * Runs in the page: installs the error listener once per document and hands over (and forgets) what it
 * has heard. WebKitWebDriver has no BiDi log events, so the page keeps its own list: console.error calls,
 * uncaught errors, unhandled rejections and CSP violations (which WebKit reports to the console only).
 */
function drainPageErrors(): string[] {
  type Listening = Window & { __dkErrors?: string[] };
  const page = window as Listening;
  if (!page.__dkErrors) {
    const heard: string[] = [];
    page.__dkErrors = heard;
    const original = console.error.bind(console);
    console.error = (...args: unknown[]) => {
      heard.push(args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' '));
      original(...args);
    };
    window.addEventListener('error', (event) => heard.push(event.message || String(event.error)));
    window.addEventListener('unhandledrejection', (event) =>
      heard.push(`Unhandled rejection: ${String(event.reason)}`),
    );
    document.addEventListener('securitypolicyviolation', (event) =>
      heard.push(`CSP: ${event.violatedDirective} blocked ${event.blockedURI}`),
    );
  }
  return page.__dkErrors.splice(0);
}

/**
 * One MiniBrowser session through its own WebKitWebDriver on the e2e run's virtual display. The page's
 * errors reach `consoleErrors` whenever the journey runs a script in the page (every `execute`, which is
 * how the journeys wait and read) and after every `url`: an error thrown before the first script of a new
 * document is not heard, which the Chromium sessions (BiDi, from the first byte) still catch.
 */
export async function openWebKit(display: string | null, options: WebKitSessionOptions = {}) {
  const binary = miniBrowserPath();
  if (!display || !binary)
    throw new Error(
      'WebKit is missing: run `node scripts/ensure-webkit.mjs` (apt-get webkit2gtk-driver xvfb)',
    );
  const { browser, driver } = await newSession(display, binary, options);
  await browser.setWindowSize(1280, 900);
  const consoleErrors: string[] = [];
  const hear = async (run: (script: () => string[]) => Promise<string[]>) => {
    consoleErrors.push(...(await run(drainPageErrors).catch(() => [])));
  };
  browser.overwriteCommand('execute', async (execute, script, ...args) => {
    const result = await execute(script, ...args);
    await hear((drain) => execute(drain) as Promise<string[]>);
    return result;
  });
  browser.overwriteCommand('url', async (url, path) => {
    const result = await url(path);
    await hear((drain) => browser.execute(drain));
    return result;
  });
  // deleteSession is a protocol command, which WebdriverIO's types do not offer to overwrite (its runtime does).
  const overwrite = browser.overwriteCommand.bind(browser) as unknown as (
    name: 'deleteSession',
    wrapper: (original: () => Promise<void>) => Promise<void>,
  ) => void;
  let ended = false;
  overwrite('deleteSession', async (deleteSession) => {
    if (ended) return;
    ended = true;
    try {
      await deleteSession();
    } finally {
      driver.stop();
    }
  });
  return { browser, consoleErrors };
}
