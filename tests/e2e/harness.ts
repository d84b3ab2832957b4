import { inject } from 'vitest';
import { type ChainablePromiseElement, remote } from 'webdriverio';
import { chromiumCapabilities } from '../chromium.ts';
import { borrowChromium } from './shared-chromium.ts';
import { openWebKit } from './webkit-session.ts';

export type Browser = WebdriverIO.Browser;

/** The simulator started by global-setup.ts, e.g. http://127.0.0.1:40123 (no trailing slash). */
export function simulatorUrl(path = '/'): string {
  return new URL(path, inject('simulatorUrl')).href;
}

/** The same server reached through another loopback address: a different origin, for cross-origin cases. */
export function otherOriginUrl(path = '/'): string {
  return new URL(path, `http://127.0.0.2:${inject('simulatorPort')}`).href;
}

export type BrowserName = 'chromium' | 'webkit';

let journeysBrowser: BrowserName = 'chromium';

/**
 * Makes `openBrowser()` in this spec file open `name`: a file in tests/e2e/webkit/ calls it, then imports a
 * Chromium journey file, so WebKit runs the same journey code (each spec file has its own module graph).
 */
export function runJourneysIn(name: BrowserName): void {
  journeysBrowser = name;
}

/** A browser for one spec file, and how to give it back when the file ends. */
export interface OpenedBrowser {
  browser: Browser;
  /** The console errors of the file's pages, for the no-console-error checks. */
  consoleErrors: string[];
  /**
   * Ends the file's use of the browser: its own session is deleted, a borrowed one handed back clean, or
   * deleted too when not `reusable` (see BorrowedChromium.release).
   */
  close(reusable?: boolean): Promise<void>;
}

/**
 * A browser for one spec file: Chromium, unless `{ browser: 'webkit' }` or runJourneysIn asks for WebKit.
 * Without `chromiumArgs` the file borrows the worker's Chromium session in a user context of its own
 * (shared-chromium.ts); with them (e.g. a fake camera) it gets a session of its own with those flags added.
 * Console errors of every page of the file are collected for the no-console-error checks.
 */
export async function openBrowser(chosen: string[] | { browser?: BrowserName } = []): Promise<OpenedBrowser> {
  const chromiumArgs = Array.isArray(chosen) ? chosen : [];
  if (((Array.isArray(chosen) ? undefined : chosen.browser) ?? journeysBrowser) === 'webkit') {
    // WebKitGTK has no flags for a fake camera: a journey that needs one is Chromium's only.
    if (chromiumArgs.length > 0)
      throw new Error(`Chromium flags in a WebKit session: ${chromiumArgs.join(' ')}`);
    const opened = await openWebKit(inject('webkitDisplay'));
    return { ...opened, close: () => opened.browser.deleteSession() };
  }
  if (chromiumArgs.length === 0) {
    const { browser, consoleErrors, release } = await borrowChromium();
    return { browser, consoleErrors, close: (reusable = true) => release(reusable) };
  }
  const browser = await remote({
    logLevel: 'error',
    capabilities: chromiumCapabilities(chromiumArgs),
  });
  const consoleErrors: string[] = [];
  await browser.sessionSubscribe({ events: ['log.entryAdded'] });
  browser.on('log.entryAdded', (entry) => {
    if (entry.level === 'error') consoleErrors.push(entry.text ?? String(entry));
  });
  return { browser, consoleErrors, close: () => browser.deleteSession() };
}

/** Whether the session is Chromium's, which takes CDP commands through ChromeDriver (WebKit's does not). */
export function isChromium(browser: Browser): boolean {
  return /chrom/i.test((browser.capabilities as { browserName?: string }).browserName ?? '');
}

/**
 * Runs `script` inside the page until it returns a truthy value (a wait-for-condition, not a sleep). The page
 * itself re-runs the condition every 50 ms for up to a round of 2 s and answers once it holds or the round
 * ends: one WebDriver call a round instead of one a check. Each call passes webdriverio, ChromeDriver, its
 * BiDi mapper, Chromium's browser process and the renderer (~9 ms of CPU; ADR 0020). WebKit's classic
 * WebDriver session is asked once a check, as before: whether it awaits a script's promise was not tried.
 */
export async function waitForValue<T, A extends unknown[]>(
  browser: Browser,
  script: (...args: A) => T,
  message: string,
  ...args: A
): Promise<NonNullable<T>> {
  let last: T | undefined;
  const started = Date.now();
  const polled = browser.isBidi ? inPageRounds(script) : null;
  await browser.waitUntil(
    async () => {
      const round = Math.max(0, Math.min(ROUND, WAIT_TIMEOUT - (Date.now() - started)));
      try {
        last = (await (polled
          ? browser.execute(polled, round, ...args)
          : browser.execute(script as (...inner: unknown[]) => T, ...args))) as T;
      } catch (error) {
        // The page was replaced while the script ran (a navigation, the app reloading itself): ask the new one.
        if (PAGE_REPLACED.some((text) => String(error).includes(text))) return false;
        throw error;
      }
      return Boolean(last);
    },
    // 20 s: on a day when the machine's disk waits tripled every journey's time, a screen of a full run took
    // over 10 s to settle (a11y-discovery's Brands in ka, 2026-11-27); a met condition ends the wait at once.
    { timeout: WAIT_TIMEOUT, interval: 50, timeoutMsg: message },
  );
  return last as NonNullable<T>;
}

const WAIT_TIMEOUT = 20_000;
const ROUND = 2_000;
/** What WebDriver says when the page a script ran in went away under it. */
const PAGE_REPLACED = ['Cannot find context with specified id', 'Inspected target navigated or closed'];

/**
 * `condition` wrapped to run in the page: (round in ms, ...its arguments) => a promise of its first truthy
 * value (awaited: a condition may be async), or of its last value when the round ends first. Built from the condition's source, as webdriverio
 * sends a function (so the condition may not use anything from outside itself, as before).
 */
function inPageRounds<T, A extends unknown[]>(condition: (...args: A) => T) {
  return new Function(
    'round',
    '...args',
    `const condition = (${condition.toString()});
    const end = performance.now() + round;
    return new Promise((resolve, reject) => {
      const check = async () => {
        let value;
        try {
          value = await condition(...args);
        } catch (error) {
          reject(error);
          return;
        }
        if (value || performance.now() >= end) resolve(value);
        else setTimeout(check, 50);
      };
      check();
    });`,
  ) as (...roundAndArgs: unknown[]) => Promise<T>;
}

/**
 * What the app showed, for a wait's failure message: the URL, each screen with its place in the tree (a
 * prerendered frame left beside the app shows there), what still said it was loading, the dialogs, alerts
 * and notifications, and the disabled buttons.
 */
export function appState(browser: Browser) {
  return browser.execute(() => {
    const root = document.querySelector('dastarkhan-app')?.shadowRoot;
    const texts = (css: string) =>
      [...(root?.querySelectorAll(css) ?? [])].map((element) => element.textContent?.slice(0, 200));
    const tag = (element: Element) =>
      `${element.tagName.toLowerCase()}.${element.className}${element.getAttribute('style') ? `[${element.getAttribute('style')}]` : ''}${element.hasAttribute('data-prerendered') ? '[prerendered]' : ''}`;
    return {
      url: location.href,
      screens: [...(root?.querySelectorAll('[data-screen]') ?? [])].map((element) => {
        const path: string[] = [];
        for (let at: Element | null = element; at; at = at.parentElement) path.unshift(tag(at));
        return `${element.closest('[lang]')?.getAttribute('lang')}:${element.getAttribute('data-screen')} in ${path.join(' > ')}`;
      }),
      loading: [...(root?.querySelectorAll('.dk-loading') ?? [])].map(
        (element) => `${element.parentElement ? tag(element.parentElement) : ''} > ${tag(element)}`,
      ),
      dialogs: texts('[role="dialog"]'),
      alerts: texts('[role="alert"]'),
      notifications: texts('.dk-notification'),
      disabled: texts('button:disabled'),
    };
  });
}

/**
 * Replaces the text of an input as a person does (select all, type), then waits until the field holds exactly
 * `text`. WebDriver's clear + setValue on a React-controlled input that has a default races a re-render: the
 * default came back before the keys and the field read '*balance/user' (issue 10, item 22).
 */
export async function replaceValue(
  browser: Browser,
  input: ChainablePromiseElement | WebdriverIO.Element,
  text: string,
): Promise<void> {
  const element = (await input) as WebdriverIO.Element;
  await browser.waitUntil(
    async () => {
      await element.click();
      await browser.execute((field) => (field as unknown as HTMLInputElement).select(), element);
      await browser.keys(text.split(''));
      return (await element.getValue()) === text;
    },
    { timeout: 10_000, interval: 100, timeoutMsg: `the field never held "${text}"` },
  );
}
