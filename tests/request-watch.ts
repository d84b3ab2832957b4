/**
 * Watches a page for the figures of an idle screen: the API requests it makes (URLs under `/proxy/`) and its
 * layout shifts, and when its content first showed (`stampFirstMatch`). Shared by the Chromium journeys and
 * `npm run bench`; it imports nothing, so both can use it.
 *
 * `installRequestWatch` runs inside the page: through `browser.execute` on an open page, or as the source of
 * `Page.addScriptToEvaluateOnNewDocument` (see WATCH_ON_NEW_DOCUMENT) to see a page from its first request.
 */

interface WatchedPage {
  /** Start times (ms since navigation) of the API requests seen, in order. */
  api: number[];
  /** Layout shifts not caused by input: when and how much. */
  shifts: { at: number; value: number }[];
}

/**
 * Counts API requests as they start: the app's fetches (an aborted or unanswered one counts too) through a
 * wrapped `fetch`, and any other request (an image, a beacon) from the resource timeline.
 */
export function installRequestWatch(): void {
  const win = window as unknown as { __dkWatch?: WatchedPage };
  if (win.__dkWatch) return;
  const watch: WatchedPage = { api: [], shifts: [] };
  win.__dkWatch = watch;
  const isApi = (url: string) => url.includes('/proxy/');
  const original = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = input instanceof Request ? input.url : String(input);
    if (isApi(url)) watch.api.push(performance.now());
    return original(input, init);
  };
  // Without this the timeline stops recording after 250 entries, exactly when a loop needs counting.
  performance.setResourceTimingBufferSize(100_000);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[]) {
      if (!isApi(entry.name) || entry.initiatorType === 'fetch') continue;
      watch.api.push(entry.startTime);
    }
  }).observe({ type: 'resource', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[]) {
      if (!entry.hadRecentInput) watch.shifts.push({ at: entry.startTime, value: entry.value });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** The watch as a script for `Page.addScriptToEvaluateOnNewDocument`. */
export const WATCH_ON_NEW_DOCUMENT = `(${installRequestWatch.toString()})();`;

/** API requests the page started from `since` (ms since navigation) on; read inside the page. */
export function apiRequestsSince(since: number): number {
  const watch = (window as unknown as { __dkWatch?: WatchedPage }).__dkWatch;
  return watch ? watch.api.filter((at) => at >= since).length : -1;
}

/** All API requests seen so far, and the page's clock now; read inside the page. */
export function watchNow(): { requests: number; now: number } {
  const watch = (window as unknown as { __dkWatch?: WatchedPage }).__dkWatch;
  return { requests: watch ? watch.api.length : -1, now: performance.now() };
}

/**
 * Cumulative Layout Shift as the Web Vitals define it: the largest sum of shifts in a session window
 * (shifts less than 1 s apart, the window at most 5 s long); read inside the page.
 */
export function cumulativeLayoutShift(): number {
  const watch = (window as unknown as { __dkWatch?: WatchedPage }).__dkWatch;
  if (!watch) return -1;
  let worst = 0;
  let sum = 0;
  let first = 0;
  let last = 0;
  for (const shift of watch.shifts) {
    if (sum > 0 && shift.at - last < 1000 && shift.at - first < 5000) sum += shift.value;
    else {
      sum = shift.value;
      first = shift.at;
    }
    last = shift.at;
    worst = Math.max(worst, sum);
  }
  return worst;
}

/**
 * Runs in the page from its first script on: stamps `__firstMatchAt` (ms since navigation) when `selector` first
 * matches, in the document or in any shadow root (ours, prerendered or attached by a mount), from a
 * MutationObserver: in the very task that inserted it, not at a poll's next tick. The second animation frame
 * after it bounds the content's paint.
 */
export function stampFirstMatch(selector: string): void {
  const page = window as unknown as { __firstMatchAt?: number };
  const roots: (Document | ShadowRoot)[] = [document];
  const check = () => {
    if (page.__firstMatchAt !== undefined) return;
    for (const host of document.querySelectorAll('dastarkhan-app'))
      if (host.shadowRoot) watch(host.shadowRoot);
    if (!roots.some((root) => root.querySelector(selector))) return;
    page.__firstMatchAt = performance.now();
    observer.disconnect();
  };
  const observer = new MutationObserver(check);
  const watch = (root: ShadowRoot) => {
    if (roots.includes(root)) return;
    roots.push(root);
    observer.observe(root, { childList: true, subtree: true });
  };
  const attachShadow = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (this: Element, init: ShadowRootInit) {
    const root = attachShadow.call(this, init);
    watch(root);
    return root;
  };
  observer.observe(document, { childList: true, subtree: true });
  // A declarative shadow root (the prerendered frame) is attached by the parser: found once it has finished.
  document.addEventListener('readystatechange', check);
}

/** When `stampFirstMatch`'s selector first matched (ms since navigation), or null before; read inside the page. */
export function firstMatchAt(): number | null {
  return (window as unknown as { __firstMatchAt?: number }).__firstMatchAt ?? null;
}
