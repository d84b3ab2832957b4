import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '../../src/i18n/locales/en/home.ts';
import kk from '../../src/i18n/locales/kk/home.ts';
import ru from '../../src/i18n/locales/ru/home.ts';
import { cumulativeLayoutShift } from '../request-watch.ts';
import { simulatorUrl, waitForValue } from './harness.ts';
import { openInFrame, shownAt, venuesShown } from './prerendered-home-support.ts';
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
});
