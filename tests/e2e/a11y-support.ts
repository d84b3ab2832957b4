import { expect } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { AXE_FILE, AXE_PREFIX, AXE_SOURCE } from './axe-script.ts';
import { appState, type Browser, isChromium, otherOriginUrl, simulatorUrl, waitForValue } from './harness.ts';

/**
 * Shared by the accessibility journeys (tests/e2e/a11y-*.e2e.ts): axe-core runs inside the page over the
 * whole document, our open shadow root included, and a screen or dialog passes with no critical or serious
 * violation of WCAG 2.1 A/AA and axe's best practices.
 */
export { LANGUAGES };

const RULE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

export interface Violation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: unknown; summary: string }[];
}

/**
 * The critical and serious violations (or, with `every`, all) axe finds on the page as it is now: the whole
 * document, or only the app's layer of dialogs (the screen beneath was checked on its own; a dialog's check
 * stays quick).
 */
export async function seriousViolations(
  browser: Browser,
  scope: Scope = 'page',
  levels: Levels = 'serious',
): Promise<Violation[]> {
  await injectAxe(browser);
  return browser.execute(
    async (tags: string[], within: Scope, every: boolean) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      // axe's way of naming an element inside an open shadow root: the host, then the selector inside it.
      const context =
        within === 'dialogs' ? { include: [{ fromShadowDom: ['dastarkhan-app', '.dk-layers'] }] } : document;
      const result = (await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      })) as {
        passes: unknown[];
        violations: {
          id: string;
          impact: string;
          help: string;
          nodes: { target: unknown; failureSummary: string }[];
        }[];
      };
      // A context that matched nothing passes and fails nothing: that would be a check of nothing.
      if (result.passes.length === 0 && result.violations.length === 0)
        throw new Error('axe checked nothing');
      return result.violations
        .filter((violation) => every || violation.impact === 'critical' || violation.impact === 'serious')
        .map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          nodes: violation.nodes.map((node) => ({ target: node.target, summary: node.failureSummary })),
        }));
    },
    RULE_TAGS,
    scope,
    levels === 'every',
  );
}

export type Scope = 'page' | 'dialogs';
/** `every`: moderate and minor violations fail too (a screen held to that, as Home is since issue 29). */
type Levels = 'serious' | 'every';

/**
 * Puts axe into the page, once per document. On a page of the journeys' simulators (a frame's too) the page
 * loads it by URL (axe-script.ts): 70-90 ms and ~0.3-0.4 CPU-s less than sending its ~650 KB source through
 * CDP's Runtime.evaluate (300-450 ms), itself half of WebDriver BiDi's cost (ADR 0020, 0021). A page elsewhere
 * (offline-home's own server, stopped while the page is offline) gets the source sent: through CDP in a
 * Chromium tab's top document, which is where CDP evaluates, else through WebDriver.
 */
async function injectAxe(browser: Browser): Promise<void> {
  const state = await browser.execute(
    async (origins: string[], src: string) => {
      const hasAxe = () => typeof (window as { axe?: unknown }).axe === 'object';
      if (hasAxe()) return 'present';
      if (!origins.includes(window.location.origin)) return window === window.top ? 'top' : 'frame';
      const script = document.createElement('script');
      script.src = src;
      const loaded = new Promise<boolean>((done) => {
        script.onload = () => done(true);
        script.onerror = () => done(false);
      });
      (document.head ?? document.documentElement).append(script);
      const ok = await loaded;
      // axe stays on window; the element goes, so that the document axe checks is the app's own.
      script.remove();
      return ok && hasAxe() ? 'present' : 'failed';
    },
    [new URL(simulatorUrl()).origin, new URL(otherOriginUrl()).origin],
    `${AXE_PREFIX}${AXE_FILE}`,
  );
  if (state === 'present') return;
  if (state === 'failed') throw new Error(`axe did not load from ${AXE_PREFIX}${AXE_FILE}`);
  if (state === 'top' && isChromium(browser)) {
    const { exceptionDetails } = (await browser.sendCommandAndGetResult('Runtime.evaluate', {
      expression: AXE_SOURCE,
    })) as { exceptionDetails?: { text: string } };
    if (exceptionDetails) throw new Error(`axe did not load: ${exceptionDetails.text}`);
    return;
  }
  // WebDriver runs the source as a function body: axe attaches itself to window.
  await browser.execute(AXE_SOURCE);
}

/** Fails with every violation spelt out (rule, what it asks, the elements and why) when axe finds any. */
export async function expectAccessible(
  browser: Browser,
  where: string,
  scope: Scope = 'page',
  levels: Levels = 'serious',
): Promise<void> {
  const violations = await seriousViolations(browser, scope, levels);
  const report = violations.map(
    (violation) =>
      `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n${violation.nodes
        .map((node) => `    ${JSON.stringify(node.target)}: ${node.summary.replace(/\n/g, ' ')}`)
        .join('\n')}`,
  );
  expect.soft(report, report.join('\n')).toEqual([]);
}

/**
 * Shows `route` without reloading the page, the way a link does (wouter follows pushState and popstate),
 * and waits until it has settled (see `settled`).
 */
export async function visit(
  browser: Browser,
  route: string,
  screen: Screen,
  language: string,
): Promise<void> {
  await browser.execute((path: string) => {
    window.history.pushState(null, '', `/app${path}`);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, route);
  await settled(browser, screen, language);
}

/** A screen by its data-screen, and what shows once its content is there (default: no loading indicator). */
export type Screen = string | { screen: string; ready: string };

/**
 * Waits until the screen shows in `language` with its content: its `ready` selector when given (a screen whose
 * lower sections load as they scroll into view), else no loading indicator left. A list refreshing in place
 * (aria-busy over the kept copy) counts as shown: its content is there to check.
 */
export async function settled(browser: Browser, screen: Screen, language: string): Promise<void> {
  const { screen: name, ready } = typeof screen === 'string' ? { screen, ready: null } : screen;
  try {
    await waitForScreen(browser, name, language, ready);
  } catch (error) {
    throw new Error(
      `${(error as Error).message}; the page showed: ${JSON.stringify(await appState(browser))}`,
    );
  }
}

async function waitForScreen(browser: Browser, name: string, language: string, ready: string | null) {
  await waitForValue(
    browser,
    (wanted: string, lang: string, content: string | null) => {
      const root = document.querySelector('dastarkhan-app')?.shadowRoot;
      if (!root?.querySelector(`.dk-root[lang="${lang}"] [data-screen="${wanted}"]`)) return false;
      return content ? root.querySelector(content) : !root.querySelector('.dk-loading');
    },
    `the ${name} screen did not settle in ${language}`,
    name,
    language,
    ready,
  );
}

/** Waits until a dialog (sheet or modal) shows in the app's layers, loaded and holding the focus. */
export async function waitForDialog(browser: Browser): Promise<void> {
  await waitForValue(
    browser,
    () => {
      const root = document.querySelector('dastarkhan-app')?.shadowRoot;
      const dialog = root?.querySelector('.dk-layers [role="dialog"]');
      return dialog && !dialog.querySelector('.dk-loading') && dialog.contains(root?.activeElement ?? null);
    },
    'no dialog opened (with focus inside)',
  );
}

/** Closes the top dialog with Escape, as a keyboard user would, and waits until it is gone. */
export async function closeDialog(browser: Browser): Promise<void> {
  await browser.keys('Escape');
  await waitForValue(
    browser,
    () => !document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-layers [role="dialog"]'),
    'the dialog did not close on Escape',
  );
}

/**
 * Scrolls the first element inside the shadow root matching `selector` to the middle of the view, scrolling
 * the app's frame down step by step until a windowed list or a lazy section has rendered it; then clicks it
 * if asked. A step is taken only once the page has handled the last one (its scroll event, where the menu's
 * list renders its rows, and the frame after it, where lazy sections see they are in view): steps taken on a
 * clock outran a loaded page, whose scroll events then merged them and skipped the rows between.
 */
export async function revealInApp(browser: Browser, selector: string, click = false): Promise<void> {
  await waitForValue(
    browser,
    (css: string, andClick: boolean) => {
      const root = document.querySelector('dastarkhan-app')?.shadowRoot;
      const target = root?.querySelector<HTMLElement>(css);
      if (target) {
        target.scrollIntoView({ block: 'center' });
        if (andClick) target.click();
        return true;
      }
      const frame = root?.querySelector<HTMLElement & { revealStepPending?: boolean }>('.dk-frame');
      // At the end nothing scrolls (and no scroll event comes): wait there for a paged list's next page.
      if (!frame || frame.revealStepPending || frame.scrollTop + frame.clientHeight >= frame.scrollHeight - 1)
        return false;
      frame.revealStepPending = true;
      frame.addEventListener(
        'scroll',
        () =>
          requestAnimationFrame(() => {
            frame.revealStepPending = false;
          }),
        { once: true },
      );
      frame.scrollBy({ top: 400 });
      return false;
    },
    `nothing at ${selector}`,
    selector,
    click,
  );
}

export const clickInAppScript = (browser: Browser, selector: string) => revealInApp(browser, selector, true);
