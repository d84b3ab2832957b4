// What the prerendered-Home journeys run in their holder page, about the app's page in its frame.
import { afterAll, beforeAll } from 'vitest';
import { sandboxGrant } from '../../host-simulator/server/sandbox/test-support/sandbox-grant.ts';
import { simulatorUrl } from './harness.ts';
import { type HeldScriptsProxy, startHeldScriptsProxy } from './held-scripts-proxy.ts';
import type { Journey } from './journey.ts';

/**
 * The prerendered-Home journeys' holder: a proxy that holds back the app's scripts in front of the shared
 * simulator, started before the file's first journey with the file's browser on its holder page, closed
 * after its last. Call it after setUpJourney (its browser opens first); it gives the running proxy.
 */
export function setUpHolder(journey: Journey): () => HeldScriptsProxy {
  let proxy: HeldScriptsProxy | undefined;
  beforeAll(async () => {
    proxy = await startHeldScriptsProxy(simulatorUrl());
    await journey.browser.url(`${proxy.url}/holder.html`);
  });
  afterAll(async () => {
    await proxy?.close();
  });
  return () => {
    if (!proxy) throw new Error('the holder starts in beforeAll');
    return proxy;
  };
}

/**
 * Runs in the holder: opens the app's page at `path` in its frame. The page it replaces is marked first: a
 * frame opened again at the same path keeps showing the old page until the new one commits, and WebKit was
 * read in between (the old page's Kazakh frame where the stored pick said English).
 */
export function openInFrame(path: string): boolean {
  const frame = document.querySelector('iframe');
  if (!frame) return false;
  frame.contentDocument?.documentElement.setAttribute('data-replaced', '');
  frame.src = path;
  return true;
}

export interface Shown {
  /** The `.dk-root` elements in the app's shadow root, the one shown's language and its "All venues". */
  roots: number;
  hosts: number;
  screens: number;
  language: string | null;
  htmlLanguage: string;
  allVenues: string | null;
  height: number;
}

/** Runs in the holder: what the app's page at `path` shows, once it is parsed; else null. */
export function shownAt(path: string): Shown | null {
  const doc = document.querySelector('iframe')?.contentDocument;
  // Parsed to its end: the inline script after the frames has run (the app's scripts are held or done).
  if (!doc || doc.readyState === 'loading' || doc.documentElement.hasAttribute('data-replaced')) return null;
  if (`${doc.location.pathname}${doc.location.search}` !== path) return null;
  // Parsed whole, so a page without a host (another route's, which carries no frame) has none to come.
  const root = doc.querySelector('dastarkhan-app')?.shadowRoot;
  const shown = root?.querySelector<HTMLElement>('.dk-root');
  return {
    roots: root?.querySelectorAll('.dk-root').length ?? 0,
    hosts: doc.querySelectorAll('dastarkhan-app').length,
    screens: root?.querySelectorAll('[data-screen]').length ?? 0,
    language: shown?.getAttribute('lang') ?? null,
    htmlLanguage: doc.documentElement.lang,
    allVenues: root?.querySelector('.dkd-toolbar a')?.textContent ?? null,
    height: shown?.getBoundingClientRect().height ?? 0,
  };
}

/**
 * Runs in the holder: the photos the app's page at `path` asks for ahead (`<link rel=preload as=image>`, Home's
 * first covers, app/first-requests.ts), once there are any; else null.
 */
export function coverPreloads(path: string): string[] | null {
  const doc = document.querySelector('iframe')?.contentDocument;
  if (!doc || doc.documentElement.hasAttribute('data-replaced')) return null;
  if (`${doc.location.pathname}${doc.location.search}` !== path) return null;
  const links = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
  return links.length > 0 ? links.map((link) => link.href) : null;
}

/** Runs in the holder: whether the frame's Home shows venues. */
export function venuesShown(): boolean {
  const root = document.querySelector('iframe')?.contentDocument?.querySelector('dastarkhan-app')?.shadowRoot;
  return Boolean(root?.querySelector('[data-venue]'));
}

/**
 * Runs in the holder, before the app's scripts: the frame's browser keeps its answer to the position until
 * refusePosition(), so the refusal comes when the test says (late, after the venues), not when the machine is slow.
 */
export function holdPosition(): boolean {
  const win = document.querySelector('iframe')?.contentWindow as (Window & { __refuse?: () => void }) | null;
  const geolocation = win?.navigator.geolocation;
  if (!win || !geolocation) return false;
  geolocation.getCurrentPosition = (_found, failed) => {
    win.__refuse = () =>
      failed?.({
        code: 1,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
        message: 'denied',
      } as never);
  };
  return true;
}

/** Runs in the holder: refuses the held position; false while the app has not asked for it yet. */
export function refusePosition(): boolean {
  const win = document.querySelector('iframe')?.contentWindow as (Window & { __refuse?: () => void }) | null;
  if (!win?.__refuse) return false;
  win.__refuse();
  return true;
}

/** Runs in the holder: whether the frame's Home shows the notice of a refused position. */
export function positionNoticeShown(): boolean {
  const root = document.querySelector('iframe')?.contentDocument?.querySelector('dastarkhan-app')?.shadowRoot;
  return Boolean(root?.querySelector('[data-testid="geo-denied"]'));
}

/** Runs in the holder: sets or clears an item of local storage in its frame's origin. */
export function storeItem(key: string, value: string | null): boolean {
  const storage = document.querySelector('iframe')?.contentWindow?.localStorage;
  if (!storage) return false;
  if (value) storage.setItem(key, value);
  else storage.removeItem(key);
  return true;
}

/** Runs in the holder: the shortcuts' positions and the town button's text and label in the frame's page. */
export function headerAndShortcuts(): { positions: string[]; town: string[] } | null {
  const root = document.querySelector('iframe')?.contentDocument?.querySelector('dastarkhan-app')?.shadowRoot;
  const button = root?.querySelector('.dkd-town');
  if (!root || !button) return null;
  return {
    positions: [...root.querySelectorAll('.dkd-shortcuts li[data-position]')].map(
      (item) => item.getAttribute('data-position') ?? '',
    ),
    town: [button.textContent?.trim() ?? '', button.getAttribute('aria-label') ?? ''],
  };
}

/** A token of a seeded guest, from the shared simulator's sandbox (what its login page would give). */
export async function signedInToken(): Promise<string> {
  return (await sandboxGrant(simulatorUrl(), { userId: 1 })).access_token;
}

/** The parts of Home's frame a guest sees first: the header, the shortcuts, the toolbar, each section's title. */
export const STILL = ['.dkd-header', '.dkd-shortcuts', '.dkd-toolbar', '.dkd-section h2'];

/** Runs in the holder: where those parts are in the frame's page, and marks them to tell them from React's. */
export function placesOf(selectors: string[]): { rects: number[][]; marked: number } | null {
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
export function watchTakeover(selectors: string[]): boolean {
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

export const takeover = () => (window as unknown as { __takeover?: number[][] }).__takeover ?? null;

/**
 * Runs in the holder: the frame's layout shifts (Chromium; WebKit has no Layout Instability API, -1) kept as
 * request-watch.ts keeps them, so that its cumulativeLayoutShift reads them here.
 */
export async function collectFrameShifts(): Promise<boolean> {
  const win = document.querySelector('iframe')?.contentWindow as (Window & typeof globalThis) | null;
  const shifts: { at: number; value: number; moved: string[] }[] = [];
  (window as unknown as { __dkWatch: unknown }).__dkWatch = { api: [], shifts };
  if (!win?.PerformanceObserver?.supportedEntryTypes.includes('layout-shift')) return false;
  // What moved, for the failure's message: `tag.class x,y wxh -> x,y wxh` per source of a shift.
  const box = (rect: DOMRectReadOnly) =>
    `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
  const name = (node: Node | null | undefined) =>
    node instanceof win.Element
      ? [node.localName, ...[...node.classList].slice(0, 2)].join('.')
      : (node?.nodeName ?? '?');
  await new Promise<void>((done) => {
    const observer = new win.PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      })[])
        if (!entry.hadRecentInput)
          shifts.push({
            at: entry.startTime,
            value: entry.value,
            moved: (entry.sources ?? []).map(
              (source) => `${name(source.node)} ${box(source.previousRect)} -> ${box(source.currentRect)}`,
            ),
          });
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

/** The shifts collectFrameShifts saw, with what moved: the message of a failed CLS check. */
export function frameShifts(): string {
  const watch = (window as unknown as { __dkWatch?: { shifts: unknown[] } }).__dkWatch;
  return JSON.stringify(watch?.shifts ?? null);
}
