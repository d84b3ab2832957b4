import { remote } from 'webdriverio';
import { chromiumCapabilities } from '../chromium.ts';

type Browser = WebdriverIO.Browser;

/** What a journey file borrows from the worker's Chromium session: its own tab, errors and clean-up. */
export interface BorrowedChromium {
  browser: Browser;
  /** The console errors of the file's pages only: the session's one collector writes here while it runs. */
  consoleErrors: string[];
  /**
   * Removes the file's user context (and with it every tab, cookie, store and worker it made). With
   * `reusable` false the session is deleted instead: a journey that failed (a timeout above all) may still
   * be sending commands, which would land in the next file's window.
   */
  release(reusable: boolean): Promise<void>;
}

interface Session {
  browser: Browser;
  /** The first tab, in the default user context: kept open so that the session outlives each file's tab. */
  anchor: string;
  /** Where the session's console-error listener writes: the borrowing file's list. */
  sink: { errors: string[] };
  /** addInitScript's handles of the borrowing file: a preload script is the session's, not the context's. */
  initScripts: { remove(): Promise<unknown> }[];
  /** Kills ChromeDriver (and so its Chromium) if the worker exits with the session still open. */
  onExit?: () => void;
}

// A command that takes longer than this on a session between files is a session that hangs: replaced.
const SESSION_COMMAND_TIMEOUT = 20_000;

let session: Promise<Session> | undefined;
const userContexts = new WeakMap<Browser, string>();

/**
 * The worker's Chromium session, started on first use and kept across the journey files the worker runs
 * (the e2e project does not isolate its Chromium files): Chromium's start, ~5.6 CPU-s, is paid once per
 * worker instead of once per file (ADR 0019). Each file gets a new BiDi user context with one window in it,
 * made WebDriver's current window: cookies, localStorage, IndexedDB, Cache Storage, service workers and
 * permissions are the context's, emulations (CDP's Emulation and Network overrides) the tab's.
 */
export async function borrowChromium(): Promise<BorrowedChromium> {
  let current = await currentSession();
  let created: { userContext: string; context: string };
  try {
    created = await openContext(current.browser);
  } catch {
    // A session that crashed or hangs is not handed on: the next file gets a new one.
    await discardSession(current);
    current = await currentSession();
    created = await openContext(current.browser);
  }
  const fileErrors: string[] = [];
  current.sink.errors = fileErrors;
  current.initScripts.length = 0;
  userContexts.set(current.browser, created.userContext);
  const borrowed = current;
  return {
    browser: borrowed.browser,
    consoleErrors: fileErrors,
    release: (reusable) => (reusable ? releaseContext(borrowed, created.userContext) : dropSession(borrowed)),
  };
}

/**
 * The BiDi user context of the file's tab (Chromium's CDP browserContextId), or undefined in a session of the
 * file's own: CDP's Browser.grantPermissions and Browser.setPermission need it, or they change the default
 * context's permissions, which the file's pages do not see.
 */
export function userContextOf(browser: Browser): string | undefined {
  return userContexts.get(browser);
}

/** Ends the worker's session, if there is one: when the worker stops. */
export async function closeSharedChromium(): Promise<void> {
  if (!session) return;
  const ending = session;
  session = undefined;
  await discardSession(await ending.catch(() => undefined));
}

function currentSession(): Promise<Session> {
  session ??= startSession().catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  return session;
}

async function startSession(): Promise<Session> {
  const browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities() });
  const sink = { errors: [] as string[] };
  await browser.sessionSubscribe({ events: ['log.entryAdded'] });
  browser.on('log.entryAdded', (entry) => {
    if (entry.level === 'error') sink.errors.push(entry.text ?? String(entry));
  });
  const started: Session = { browser, anchor: await browser.getWindowHandle(), sink, initScripts: [] };
  // A preload script lives as long as the session, not the file: the file's are kept to be removed at its end.
  browser.overwriteCommand('addInitScript', async (addInitScript, script, ...args) => {
    const handle = await (addInitScript as (...all: unknown[]) => ReturnType<typeof addInitScript>)(
      script,
      ...args,
    );
    started.initScripts.push(handle);
    return handle;
  });
  // The last resort when the worker ends without vitest's teardown: no ChromeDriver (and its Chromium) left.
  const driverPid = (browser.capabilities as { 'wdio:driverPID'?: number })['wdio:driverPID'];
  if (driverPid) {
    started.onExit = () => killQuietly(driverPid);
    process.once('exit', started.onExit);
  }
  return started;
}

async function openContext(browser: Browser): Promise<{ userContext: string; context: string }> {
  return withTimeout(
    (async () => {
      const { userContext } = await browser.browserCreateUserContext({});
      const { context } = await browser.browsingContextCreate({ type: 'window', userContext });
      // The current window handle of ChromeDriver is the BiDi context id: url(), $() and execute() go there.
      await browser.switchToWindow(context);
      // The window size is the browser's, not the context's: a file that resized (kiosk) must not pass it on.
      await browser.setWindowSize(1280, 900);
      return { userContext, context };
    })(),
    'a new user context',
  );
}

async function releaseContext(borrowed: Session, userContext: string): Promise<void> {
  userContexts.delete(borrowed.browser);
  borrowed.sink.errors = [];
  try {
    await withTimeout(
      (async () => {
        for (const script of borrowed.initScripts.splice(0)) await script.remove();
        // Back to the anchor first: webdriverio moves to another window by itself when the current one goes,
        // and would race the next file's switch.
        await borrowed.browser.switchToWindow(borrowed.anchor);
        await borrowed.browser.browserRemoveUserContext({ userContext });
      })(),
      'the removal of a user context',
    );
  } catch {
    await discardSession(borrowed);
  }
}

async function dropSession(borrowed: Session): Promise<void> {
  userContexts.delete(borrowed.browser);
  borrowed.sink.errors = [];
  await discardSession(borrowed);
}

async function discardSession(ending: Session | undefined): Promise<void> {
  if (!ending) return;
  if (session && (await session.catch(() => undefined)) === ending) session = undefined;
  if (ending.onExit) process.off('exit', ending.onExit);
  const driverPid = (ending.browser.capabilities as { 'wdio:driverPID'?: number })['wdio:driverPID'];
  await withTimeout(ending.browser.deleteSession(), 'the end of a session').catch(() => undefined);
  if (driverPid) killQuietly(driverPid);
}

function killQuietly(pid: number): void {
  try {
    process.kill(pid, 'SIGKILL');
  } catch {
    // Already gone.
  }
}

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what} took over ${SESSION_COMMAND_TIMEOUT} ms`)),
      SESSION_COMMAND_TIMEOUT,
    );
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
