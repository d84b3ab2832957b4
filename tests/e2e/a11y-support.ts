import { expect } from 'vitest';
import { LANGUAGES } from '../../src/i18n/languages.ts';
import { AXE_FILE, AXE_PREFIX, AXE_SOURCE } from './axe-script.ts';
import { type Box, cssOf, decodePng, parseCssColour, requiredRatio, worstContrast } from './contrast.ts';
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
 * The critical and serious violations axe finds on the page as it is now (or, with `levels` 'all', those of
 * every impact, moderate and minor included): the whole document, or only the app's layer of dialogs (the
 * screen beneath was checked on its own; a dialog's check stays quick). With `keepUnjudged`, the same run
 * leaves on window the text whose contrast axe could not judge, for `measureUnjudged` to measure.
 */
export async function seriousViolations(
  browser: Browser,
  scope: Scope = 'page',
  levels: Levels = 'serious',
  keepUnjudged = false,
): Promise<Violation[]> {
  await injectAxe(browser);
  return browser.execute(
    async (tags: string[], within: Scope, every: boolean, keep: boolean) => {
      const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } }).axe;
      // axe's way of naming an element inside an open shadow root: the host, then the selector inside it.
      const context =
        within === 'dialogs' ? { include: [{ fromShadowDom: ['dastarkhan-app', '.dk-layers'] }] } : document;
      const result = (await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: keep ? ['violations', 'incomplete'] : ['violations'],
        elementRef: keep,
      })) as {
        passes: unknown[];
        incomplete: { id: string; nodes: { element: Element; target: unknown }[] }[];
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
      if (keep) {
        const frame = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-frame');
        (window as unknown as { dkLegibility: unknown }).dkLegibility = {
          pending: result.incomplete
            .filter((rule) => rule.id === 'color-contrast')
            .flatMap((rule) => rule.nodes.map(({ element, target }) => ({ element, target }))),
          hidden: [],
          scroll: [window.scrollY, frame?.scrollTop ?? 0],
        };
      }
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
    levels === 'all',
    keepUnjudged,
  );
}

export type Scope = 'page' | 'dialogs';

/** Which violations fail a check: critical and serious ones, or those of every impact. */
export type Levels = 'serious' | 'all';

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

/**
 * Fails with every violation spelt out (rule, what it asks, the elements and why) when axe finds any of the
 * levels asked: critical and serious ones, or with 'all' moderate and minor ones too (content outside every
 * landmark counts as much as a missing label).
 */
export async function expectAccessible(
  browser: Browser,
  where: string,
  scope: Scope = 'page',
  levels: Levels = 'serious',
  /** Also measure the text axe could not judge for contrast (`measureUnjudged`; Chromium only). */
  { legible = false } = {},
): Promise<void> {
  const measure = legible && isChromium(browser);
  const violations = await seriousViolations(browser, scope, levels, measure);
  const report = violations.map(
    (violation) =>
      `${where}: [${violation.impact}] ${violation.id}: ${violation.help}\n${violation.nodes
        .map((node) => `    ${JSON.stringify(node.target)}: ${node.summary.replace(/\n/g, ' ')}`)
        .join('\n')}`,
  );
  expect.soft(report, report.join('\n')).toEqual([]);
  if (!measure) return;
  const { failures, unseen } = await measureUnjudged(browser, where);
  // Text that never showed on top (clipped away, covered) is named: it was not measured.
  expect.soft(unseen, `${where}: text axe could not judge and this check could not see`).toEqual([]);
  expect.soft(failures, failures.join('\n')).toEqual([]);
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
      const dialog = root?.querySelector('.dk-layers :is([role="dialog"], [role="alertdialog"])');
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
    () =>
      !document
        .querySelector('dastarkhan-app')
        ?.shadowRoot?.querySelector('.dk-layers :is([role="dialog"], [role="alertdialog"])'),
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

/** Runs in the page: one node axe could not judge for contrast, measured for the screenshot. */
interface Measured {
  label: string;
  /** The computed colour, and the opacity of the element and its ancestors, which dims it further. */
  colour: string;
  opacity: number;
  fontSize: number;
  fontWeight: number;
  /** The boxes of its own lines of text, in CSS pixels from the batch's clip. */
  boxes: Box[];
}

/**
 * What the page answers for one screenshot: the nodes now in view (their text hidden) and the part of the
 * page around them to capture (CSS pixels of the document), the nodes given up, or null when none is left.
 */
type Batch = { measured: Measured[]; clip: Box | null; unseen: string[] } | null;

/**
 * Text axe could not judge for contrast (over a photo, a gradient, a translucent layer: its "incomplete"
 * colour-contrast nodes, kept by the axe run just before) that reads below WCAG AA against the pixels
 * Chromium rendered behind it: 4.5:1, or 3:1 for large text; and the nodes it could not see. The nodes in view have their text hidden
 * (transparent, a text-shadow kept), one screenshot clipped to them is taken, and the worst pixel under each
 * node's lines of text decides (contrast.ts). Nodes below the fold are scrolled into view a screenful at a
 * time, then the scroll goes back. Chromium only: the screenshot comes through CDP.
 */
export async function measureUnjudged(
  browser: Browser,
  where: string,
): Promise<{ failures: string[]; unseen: string[] }> {
  const failures: string[] = [];
  const unseen: string[] = [];
  for (
    let batch = await browser.execute(nextLegibilityBatch);
    batch;
    batch = await browser.execute(nextLegibilityBatch)
  ) {
    unseen.push(...batch.unseen);
    if (!batch.clip) continue;
    const { data } = (await browser.sendCommandAndGetResult('Page.captureScreenshot', {
      format: 'png',
      optimizeForSpeed: true,
      clip: { ...batch.clip, scale: 1 },
    })) as { data: string };
    // A picture taken while the text moved (a row re-sorting, a carousel snapping) shows other pixels
    // behind it: such a batch goes back to be measured again, not judged on the wrong picture.
    if (!(await browser.execute(showLegibilityBatch))) continue;
    const image = decodePng(Buffer.from(data, 'base64'));
    // CSS pixels to the image's: the device pixel ratio, whatever it is.
    const scale = image.width / batch.clip.width;
    for (const node of batch.measured) {
      const [r, g, b, alpha] = parseCssColour(node.colour);
      // A line's box is the font's whole ascent and descent, taller than its glyphs and than the line: its
      // top and bottom 2 px may lie on what is above or below (a cover over a tile's band), not behind text.
      const boxes = node.boxes.map(({ x, y, width, height }) => {
        const inset = height > 8 ? 2 : 0;
        return {
          x: x * scale,
          y: (y + inset) * scale,
          width: width * scale,
          height: (height - 2 * inset) * scale,
        };
      });
      const worst = worstContrast(image, boxes, [r, g, b, alpha * node.opacity]);
      const needed = requiredRatio(node.fontSize, node.fontWeight);
      if (worst && worst.ratio < needed)
        failures.push(
          `${where}: ${node.label}: text ${cssOf(worst.text)} on ${cssOf(worst.background)} is ${worst.ratio.toFixed(2)}:1 (the worst pixel behind it), AA asks ${needed}:1 of ${node.fontSize} px at weight ${node.fontWeight}`,
        );
    }
  }
  await browser.execute(() => {
    const state = (window as unknown as { dkLegibility: { scroll: [number, number] } }).dkLegibility;
    const frame = document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('.dk-frame');
    window.scrollTo(0, state.scroll[0]);
    if (frame) frame.scrollTop = state.scroll[1];
  });
  return { failures, unseen };
}

/**
 * Runs in the page: takes the pending nodes now wholly in view and shown on top (not under a bar or a sheet),
 * hides their text and answers their colours and boxes. With none in view, scrolls the next one to the
 * middle of the view; one that still is not seen there (clipped, hidden, covered) is given up and named.
 * Answers null when every node is done.
 */
async function nextLegibilityBatch(): Promise<Batch> {
  type Pending = { element: HTMLElement; target: unknown; scrolled?: number; moved?: number };
  const state = (
    window as unknown as {
      dkLegibility: {
        pending: Pending[];
        hidden: [HTMLElement, string][];
        inFlight: { nodes: Pending[]; places: string };
      };
    }
  ).dkLegibility;
  // An empty text field has no text to read (its placeholder is judged by axe itself).
  state.pending = state.pending.filter(
    ({ element }) =>
      !(
        (element instanceof HTMLTextAreaElement || element instanceof HTMLInputElement) &&
        element.value === ''
      ),
  );
  // A node axe judged may have been drawn anew since (a row's venues coming again once the position is known):
  // the same selector in the app's root finds the one on the page now. One that is gone has nothing to read.
  const app = document.querySelector('dastarkhan-app')?.shadowRoot ?? document;
  for (const node of state.pending) {
    if (node.element.isConnected) continue;
    const selector = [node.target].flat(2).at(-1);
    const again = typeof selector === 'string' ? app.querySelector(selector) : null;
    if (again instanceof HTMLElement) node.element = again;
  }
  state.pending = state.pending.filter((node) => node.element.isConnected);
  if (state.pending.length === 0) return null;
  // A scroll just taken (a carousel snapping to a card) may still move things: measure once they rest.
  const places = () =>
    state.pending
      .map((node) => {
        const { x, y } = node.element.getBoundingClientRect();
        return `${x},${y}`;
      })
      .join(' ');
  for (let frames = 0, before = ''; frames < 30; frames += 1) {
    const now = places();
    if (now === before) break;
    before = now;
    await new Promise(requestAnimationFrame);
  }
  // A select shows its chosen option's text at the start of its content box, in the middle of its height.
  const chosenLine = (select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d');
    if (!context) return [];
    context.font = style.font;
    const height = parseFloat(style.fontSize) * 1.2;
    const box = select.getBoundingClientRect();
    return [
      new DOMRect(
        box.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
        box.top + (box.height - height) / 2,
        context.measureText(select.selectedOptions[0]?.text ?? '').width,
        height,
      ),
    ];
  };
  const lines = (element: HTMLElement) =>
    (element instanceof HTMLSelectElement
      ? chosenLine(element)
      : [...element.childNodes]
          .filter((child) => child.nodeType === Node.TEXT_NODE && child.textContent?.trim())
          .flatMap((child) => {
            const range = document.createRange();
            range.selectNodeContents(child);
            return [...range.getClientRects()];
          })
    ).filter((rect) => rect.width > 1 && rect.height > 1);
  // Why a node's text is not on screen whole, or null when it is: a line out of the window, or a point of a
  // line (both ends, the middle) where another element is on top (covered, or clipped by a scroller).
  const unseenWhy = (element: HTMLElement): string | null => {
    const rects = lines(element);
    if (rects.length === 0) {
      const { display, visibility } = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return `no line of text: display ${display}, visibility ${visibility}, box ${Math.round(box.width)}x${Math.round(box.height)}`;
    }
    const root = element.getRootNode() as Document | ShadowRoot;
    for (const rect of rects) {
      if (rect.top < 0 || rect.left < 0 || rect.bottom > innerHeight || rect.right > innerWidth)
        return `a line out of the window at ${Math.round(rect.left)},${Math.round(rect.top)}`;
      const middle = rect.top + rect.height / 2;
      for (const x of [rect.left + 1, rect.left + rect.width / 2, rect.right - 1]) {
        // The element's own box, or its parent's (a span's last pixel column may hit the parent), not a
        // scroller further up that clipped it away.
        const hit = root.elementFromPoint(x, middle);
        if (hit === null || !(element.contains(hit) || hit === element.parentElement))
          return `under ${hit ? `${hit.tagName.toLowerCase()}.${[...hit.classList].join('.')}` : 'nothing'} at ${Math.round(x)},${Math.round(middle)}`;
      }
    }
    return null;
  };
  const shown = (element: HTMLElement) => unseenWhy(element) === null;
  const label = (node: Pending) =>
    `${JSON.stringify(node.target)} "${node.element.textContent?.trim().slice(0, 40) ?? ''}"`;
  // Text that moved under every picture taken of it (showLegibilityBatch) is given up and named.
  const restless = state.pending.filter((node) => (node.moved ?? 0) > 3);
  if (restless.length > 0) {
    state.pending = state.pending.filter((node) => !restless.includes(node));
    return { measured: [], clip: null, unseen: restless.map((node) => `${label(node)} (kept moving)`) };
  }
  const inView = state.pending.filter((node) => shown(node.element));
  if (inView.length === 0) {
    const next = state.pending[0] as Pending;
    // Scrolled to up to three times: a row that gets its venues in a new order meanwhile shows from its
    // start again (CategorySection), which loaded runs met while the check was scrolled to a card of it.
    if ((next.scrolled ?? 0) < 3) {
      next.scrolled = (next.scrolled ?? 0) + 1;
      next.element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      return { measured: [], clip: null, unseen: [] };
    }
    state.pending.shift();
    return { measured: [], clip: null, unseen: [`${label(next)} (${unseenWhy(next.element)})`] };
  }
  state.pending = state.pending.filter((node) => !inView.includes(node));
  const rects = inView.flatMap((node) => lines(node.element));
  const left = Math.floor(Math.min(...rects.map((rect) => rect.left)));
  const top = Math.floor(Math.min(...rects.map((rect) => rect.top)));
  const clip = {
    x: left + window.scrollX,
    y: top + window.scrollY,
    width: Math.ceil(Math.max(...rects.map((rect) => rect.right))) - left,
    height: Math.ceil(Math.max(...rects.map((rect) => rect.bottom))) - top,
  };
  const measured = inView.map((node) => {
    const style = getComputedStyle(node.element);
    // Opacity on the way up dims the text as its own alpha would.
    let opacity = 1;
    for (
      let at: Element | null = node.element;
      at;
      at = at.parentElement ?? ((at.getRootNode() as ShadowRoot).host || null)
    )
      opacity *= Number(getComputedStyle(at).opacity);
    return {
      label: label(node),
      colour: style.color,
      opacity,
      fontSize: parseFloat(style.fontSize),
      fontWeight: Number(style.fontWeight),
      boxes: lines(node.element).map((rect) => ({
        x: rect.left - left,
        y: rect.top - top,
        width: rect.width,
        height: rect.height,
      })),
    };
  });
  state.inFlight = {
    nodes: inView,
    places: inView.map(({ element }) => JSON.stringify(element.getBoundingClientRect())).join(' '),
  };
  for (const node of inView) {
    state.hidden.push([node.element, node.element.style.cssText]);
    node.element.style.setProperty('transition', 'none', 'important');
    node.element.style.setProperty('color', 'transparent', 'important');
    node.element.style.setProperty('-webkit-text-fill-color', 'transparent', 'important');
  }
  return { measured, clip, unseen: [] };
}

/**
 * Runs in the page: shows again the text the last batch hid, and answers whether it stood still while its
 * picture was taken. Text that moved goes back to the pending nodes, at most three times: text that never
 * rests is named as not seen.
 */
function showLegibilityBatch(): boolean {
  type Pending = { element: HTMLElement; target: unknown; scrolled?: number; moved?: number };
  const state = (
    window as unknown as {
      dkLegibility: {
        pending: Pending[];
        hidden: [HTMLElement, string][];
        inFlight: { nodes: Pending[]; places: string };
      };
    }
  ).dkLegibility;
  for (const [element, css] of state.hidden) element.style.cssText = css;
  state.hidden = [];
  const { nodes, places } = state.inFlight;
  const now = nodes.map(({ element }) => JSON.stringify(element.getBoundingClientRect())).join(' ');
  if (now === places) return true;
  for (const node of nodes) node.moved = (node.moved ?? 0) + 1;
  state.pending.unshift(...nodes);
  return false;
}

/** The accessibility journeys' check of a screen or dialog: axe at every impact level, then legibility. */
export function expectAccessibleAndLegible(browser: Browser, where: string, scope: Scope = 'page') {
  return expectAccessible(browser, where, scope, 'all', { legible: true });
}
