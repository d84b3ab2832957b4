import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/home.ts';
import kk from '../../src/i18n/locales/kk/home.ts';
import ru from '../../src/i18n/locales/ru/home.ts';
import { cumulativeLayoutShift } from '../request-watch.ts';
import { journeysBrowserName, simulatorUrl, waitForValue } from './harness.ts';
import { type HeldScriptsProxy, startHeldScriptsProxy } from './held-scripts-proxy.ts';
import { setUpJourney } from './journey.ts';

/**
 * Issue 12, ADR 0012: the app shell's HTML shows Home's first frame before any of the app's code has run,
 * in the language the app will pick, and the app then takes over with nothing moving and nothing twice.
 * The app's scripts are held back by a proxy; the page is read from a same-origin holder's frame.
 */

const journey = setUpJourney();
let proxy: HeldScriptsProxy;

beforeAll(async () => {
  proxy = await startHeldScriptsProxy(simulatorUrl());
  await journey.browser.url(`${proxy.url}/holder.html`);
});

afterAll(async () => {
  await proxy?.close();
});

/**
 * Runs in the holder: opens the app's page at `path` in its frame. The page it replaces is marked first: a
 * frame opened again at the same path keeps showing the old page until the new one commits, and WebKit was
 * read in between (the old page's Kazakh frame where the stored pick said English).
 */
function openInFrame(path: string): boolean {
  const frame = document.querySelector('iframe');
  if (!frame) return false;
  frame.contentDocument?.documentElement.setAttribute('data-replaced', '');
  frame.src = path;
  return true;
}

interface Shown {
  /** The `.dk-root` elements in the app's shadow root, the one shown's language and its "All venues". */
  roots: number;
  hosts: number;
  screens: number;
  language: string | null;
  htmlLanguage: string;
  allVenues: string | null;
  height: number;
}

/** Runs in the holder: what the app's page at `path` shows, once its shadow root is parsed; else null. */
function shownAt(path: string): Shown | null {
  const doc = document.querySelector('iframe')?.contentDocument;
  // Parsed to its end: the inline script after the frames has run (the app's scripts are held or done).
  if (!doc || doc.readyState === 'loading' || doc.documentElement.hasAttribute('data-replaced')) return null;
  if (`${doc.location.pathname}${doc.location.search}` !== path) return null;
  const root = doc.querySelector('dastarkhan-app')?.shadowRoot;
  if (!root) return null;
  const shown = root.querySelector<HTMLElement>('.dk-root');
  return {
    roots: root.querySelectorAll('.dk-root').length,
    hosts: doc.querySelectorAll('dastarkhan-app').length,
    screens: root.querySelectorAll('[data-screen]').length,
    language: shown?.getAttribute('lang') ?? null,
    htmlLanguage: doc.documentElement.lang,
    allVenues: root.querySelector('.dkd-toolbar a')?.textContent ?? null,
    height: shown?.getBoundingClientRect().height ?? 0,
  };
}

/** Runs in the holder: sets or clears the app's stored language pick in its frame's origin. */
function storeLanguage(language: string | null): boolean {
  const storage = document.querySelector('iframe')?.contentWindow?.localStorage;
  if (!storage) return false;
  if (language) storage.setItem('lang', language);
  else storage.removeItem('lang');
  return true;
}

/** The parts of Home's frame a guest sees first: the header, the shortcuts, the toolbar, each section's title. */
const STILL = ['.dkd-header', '.dkd-shortcuts', '.dkd-toolbar', '.dkd-section h2'];

/** Runs in the holder: where those parts are in the frame's page, and marks them to tell them from React's. */
function placesOf(selectors: string[]): { rects: number[][]; marked: number } | null {
  const root = document.querySelector('iframe')?.contentDocument?.querySelector('dastarkhan-app')?.shadowRoot;
  if (!root) return null;
  const elements = selectors.flatMap((selector) => [...root.querySelectorAll(selector)]);
  for (const element of elements) element.setAttribute('data-from-html', '');
  return {
    rects: elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return [x, y, width, height].map(Math.round);
    }),
    marked: elements.length,
  };
}

/**
 * Runs in the holder: from now on, watches the frame's page for React's first commit (the marked parts
 * gone, Home there) and keeps where those parts are at that moment, before anything is painted, as
 * `__takeover`; also whether that commit had venues already (it should not: the lists come after).
 */
function watchTakeover(selectors: string[]): boolean {
  const frame = document.querySelector('iframe');
  const root = frame?.contentDocument?.querySelector('dastarkhan-app')?.shadowRoot;
  const FrameObserver = (frame?.contentWindow as (Window & typeof globalThis) | null)?.MutationObserver;
  if (!root || !FrameObserver) return false;
  const observer = new FrameObserver(() => {
    if (root.querySelector('[data-from-html]') || !root.querySelector('[data-screen="home"]')) return;
    observer.disconnect();
    (window as unknown as { __takeover: unknown }).__takeover = selectors
      .flatMap((selector) => [...root.querySelectorAll(selector)])
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        return [x, y, width, height].map(Math.round);
      });
  });
  observer.observe(root, { childList: true, subtree: true });
  return true;
}

const takeover = () => (window as unknown as { __takeover?: number[][] }).__takeover ?? null;

/** Runs in the holder: whether the frame's Home shows venues. */
function venuesShown(): boolean {
  const root = document.querySelector('iframe')?.contentDocument?.querySelector('dastarkhan-app')?.shadowRoot;
  return Boolean(root?.querySelector('[data-venue]'));
}

/**
 * Runs in the holder: the frame's layout shifts (Chromium; WebKit has no Layout Instability API, -1) kept as
 * request-watch.ts keeps them, so that its cumulativeLayoutShift reads them here.
 */
async function collectFrameShifts(): Promise<boolean> {
  const win = document.querySelector('iframe')?.contentWindow as (Window & typeof globalThis) | null;
  const shifts: { at: number; value: number }[] = [];
  (window as unknown as { __dkWatch: unknown }).__dkWatch = { api: [], shifts };
  if (!win?.PerformanceObserver?.supportedEntryTypes.includes('layout-shift')) return false;
  await new Promise<void>((done) => {
    const observer = new win.PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push({ at: entry.startTime, value: entry.value });
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    // Buffered entries are delivered in the observer's first task; the next one comes after it.
    win.setTimeout(() => {
      observer.disconnect();
      done();
    }, 0);
  });
  return true;
}

/**
 * Runs in the holder: whether the app's code for Home (the shell's chunk and Home's) has arrived in the
 * frame's page, which is still being read; then two frames later, so a chunk that arrived is also run.
 */
async function homeCodeArrived(): Promise<boolean> {
  const frame = document.querySelector('iframe');
  const win = frame?.contentWindow as (Window & typeof globalThis) | null;
  if (!win || frame?.contentDocument?.documentElement.hasAttribute('data-replaced')) return false;
  const arrived = (name: string) =>
    win.performance
      .getEntriesByType('resource')
      .some(
        (entry) =>
          entry.name.includes(`/app/assets/${name}-`) && (entry as PerformanceResourceTiming).responseEnd > 0,
      );
  if (!arrived('shell') || !arrived('HomeScreen')) return false;
  for (let frames = 0; frames < 2; frames += 1) await new Promise((done) => win.requestAnimationFrame(done));
  return true;
}

describe('Home prerendered in the app shell, before the app’s code', () => {
  it.each([
    ['/app/?language=ru', 'ru', ru.allVenues],
    ['/app/?language=en', 'en', en.allVenues],
    ['/app/', 'kk', kk.allVenues],
  ])('%s shows Home’s frame in %s, one copy', async (path, language, allVenues) => {
    await journey.browser.execute(openInFrame, path);
    const shown = await waitForValue(journey.browser, shownAt, `no Home frame at ${path}`, path);
    expect(shown).toMatchObject({
      roots: 1,
      hosts: 1,
      screens: 1,
      language,
      htmlLanguage: language,
      allVenues,
    });
    expect(shown.height).toBeGreaterThan(300);
  });

  it('shows the stored pick’s language over the default', async () => {
    await journey.browser.execute(storeLanguage, 'en');
    await journey.browser.execute(openInFrame, '/app/');
    const shown = await waitForValue(journey.browser, shownAt, 'no Home frame', '/app/');
    await journey.browser.execute(storeLanguage, null);
    expect(shown).toMatchObject({ roots: 1, language: 'en', allVenues: en.allVenues });
  });

  it('shows no Home frame on a Cart deep link', async () => {
    await journey.browser.execute(openInFrame, '/app/cart?language=en');
    const shown = await waitForValue(journey.browser, shownAt, 'no app page', '/app/cart?language=en');
    expect(shown).toMatchObject({ roots: 0, screens: 0, allVenues: null });
  });

  it('hands over to the app with nothing moved and nothing twice', async () => {
    await journey.browser.execute(openInFrame, '/app/?language=en');
    await waitForValue(journey.browser, shownAt, 'no Home frame', '/app/?language=en');
    const before = await journey.browser.execute(placesOf, STILL);
    expect(before?.marked).toBeGreaterThan(5);
    expect(await journey.browser.execute(watchTakeover, STILL)).toBe(true);
    proxy.release();
    const after = await waitForValue(journey.browser, takeover, 'the app never took over');
    expect(after).toEqual(before?.rects);
    await waitForValue(journey.browser, venuesShown, 'no venues after the app took over');
    const shown = await journey.browser.execute(shownAt, '/app/?language=en');
    expect(shown).toMatchObject({ roots: 1, hosts: 1, screens: 1, language: 'en' });
    if (await journey.browser.execute(collectFrameShifts)) {
      expect(await journey.browser.execute(cumulativeLayoutShift)).toBeLessThan(0.05);
    }
  });

  // A returning guest's scripts come from the offline worker's cache while the page itself comes over the
  // network: the app's code ran before the page was read to its end, and the app started beside a frame the
  // page's inline script then kept (two Homes, one of them frozen; a11y-discovery's screens never settled).
  // Chromium's only. In WebKit the precondition can be neither made nor seen: its WebDriver runs no script
  // while a frame loads, and the held page's async scripts ran before its end in only some runs under load
  // ("the preload script did not run while the page was held", 1 of 3), so there it would fail at random.
  it.runIf(journeysBrowserName() === 'chromium')(
    'takes over once the page is read when the app’s code came first, with one Home',
    async () => {
      proxy.release();
      proxy.holdPageAfter('<div class="dk-root" data-prerendered="ru"');
      const before = proxy.served().length;
      await journey.browser.execute(openInFrame, '/app/?language=en');
      // The preload script has run on the half-read page: its early requests for Home's rows went out.
      await journey.browser.waitUntil(
        () =>
          proxy
            .served()
            .slice(before)
            .some((path) => path.startsWith('/proxy/takeaway/v2/locations/')),
        { timeout: 20_000, timeoutMsg: 'the preload script did not run while the page was held' },
      );
      // And Home's code has arrived and run.
      await waitForValue(
        journey.browser,
        homeCodeArrived,
        'Home’s code did not arrive while the page was held',
      );
      proxy.releasePage();
      await waitForValue(journey.browser, venuesShown, 'no venues after the page was read');
      const shown = await journey.browser.execute(shownAt, '/app/?language=en');
      expect(shown).toMatchObject({ roots: 1, hosts: 1, screens: 1, language: 'en', htmlLanguage: 'en' });
    },
  );
});
