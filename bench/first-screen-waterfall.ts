import { type BuiltChunk, buildOurChunks, ownerOf, sourceLineAt } from './by-package.ts';
import { CONTENT, cartStorage, LARGE_VENUE } from './first-screens.ts';
import { withHomeBench } from './home-bench-page.ts';
import { loadOnce, prepareSession } from './page-vitals.ts';

/**
 * One throttled cold load of Home, the Menu, the Cart and Home mounted by a partner page (the first-screens
 * bench's pages and throttling), and when each request of it started and ended, beside the first paint, the
 * content's arrival in the DOM (bench/first-screens.ts CONTENT) and the LCP: what a first screen waits for (ADR 0014).
 * `WATERFALL_PAGES=menu,embedded` loads the named ones only; `WATERFALL_PROFILE=1` adds where the main
 * thread's time went over the whole load (a CPU profile's self time by function, throttled as the load, and
 * by module of our chunks over the whole load, as the bench's main thread by owner counts it).
 * Each layout shift is listed with the nodes it moved (x,y,width,height before -> after).
 */
const pages = [
  { name: 'home', path: '/app/?language=kk', selector: CONTENT.venueCard, cart: false },
  {
    name: 'menu',
    path: `/app/filials/${LARGE_VENUE}?language=kk`,
    selector: CONTENT.dishRow,
    cart: false,
  },
  { name: 'cart', path: '/app/cart', selector: CONTENT.cartLine, cart: true },
  { name: 'embedded', path: '/bench-pages/embed.html', selector: CONTENT.venueCard, cart: false },
];

/** Read inside the page once it settled: the requests in the order they started, and the paints. */
function timeline() {
  const vitals = (
    window as unknown as {
      __vitals: {
        lcp: number[];
        fcp: number | null;
        lcpElement: string;
        longTasks: { start: number; duration: number }[];
        shifts: { at: number; value: number; sources: string[] }[];
      };
    }
  ).__vitals;
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
  const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return {
    timeOrigin: performance.timeOrigin,
    fcp: vitals.fcp,
    contentAt: (window as unknown as { __firstMatchAt?: number }).__firstMatchAt ?? null,
    lcp: vitals.lcp.at(-1) ?? null,
    lcpElement: vitals.lcpElement,
    longTasks: vitals.longTasks.map((task) => [Math.round(task.start), Math.round(task.duration)]),
    shifts: vitals.shifts,
    elements: document.querySelector('dastarkhan-app')?.shadowRoot?.querySelectorAll('*').length ?? 0,
    requests: [
      { name: 'document', start: 0, end: navigation.responseEnd, bytes: navigation.encodedBodySize },
      ...resources.map((entry) => ({
        name: entry.name.replace(location.origin, ''),
        start: entry.startTime,
        end: entry.responseEnd,
        bytes: entry.encodedBodySize,
      })),
    ].sort((a, b) => a.start - b.start),
  };
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}

interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Self time by function from a CDP profile's samples taken inside the `[from, to]` windows (the page's
 * clock: the profile's own starts at `startedAt`, wall clock, a few ms off), the largest first.
 */
function selfTimes(
  profile: Profile,
  startedAt: number,
  windows: [number, number][],
  ours: Map<string, BuiltChunk>,
  by: 'function' | 'module' = 'function',
): string[] {
  const byNode = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  let at = startedAt;
  profile.samples.forEach((id, index) => {
    const delta = (profile.timeDeltas[index] ?? 0) / 1000;
    at += delta;
    if (!windows.some(([from, to]) => at >= from && at <= to)) return;
    const frame = byNode.get(id)?.callFrame;
    if (!frame) return;
    // Our chunks' functions named by the module they came from (the build's source maps), the rest by file.
    const chunk = frame.url ? ours.get(new URL(frame.url).pathname) : undefined;
    const source = chunk && sourceLineAt(chunk, frame.lineNumber, frame.columnNumber);
    if (by === 'module' && (!source || ownerOf(source.path) !== 'our code')) return;
    const file = frame.url.split('/').pop() || '(native)';
    const module = source?.path.replace(/^.*?(node_modules\/|src\/|bridge\/)/, '$1') ?? '';
    const where = source
      ? by === 'module'
        ? module
        : `${module}:${source.line}`
      : `${file}:${frame.lineNumber}:${frame.columnNumber}`;
    const key = by === 'module' ? where : `${frame.functionName || '(anonymous)'} ${where}`;
    totals.set(key, (totals.get(key) ?? 0) + delta);
  });
  const line = ([key, ms]: [string, number]) => `${String(Math.round(ms)).padStart(6)} ms  ${key}`;
  const lines = [...totals]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 25)
    .map(line);
  return by === 'module'
    ? [line(['our code in all', [...totals.values()].reduce((a, b) => a + b, 0)]), ...lines]
    : lines;
}

const only = process.env.WATERFALL_PAGES?.split(',');
const profiling = process.env.WATERFALL_PROFILE === '1';
// Built again in memory with source maps, as the bench's by-owner figures are (by-package.ts).
const ours = profiling ? await buildOurChunks() : new Map<string, BuiltChunk>();
await withHomeBench('waterfall', async (browser, serverUrl) => {
  await prepareSession(browser);
  for (const page of pages.filter(({ name }) => !only || only.includes(name))) {
    await browser.url(`${serverUrl}/bench-pages/embed.html`);
    const storage = page.cart ? await cartStorage(serverUrl) : {};
    await browser.execute((entries: Record<string, string>) => {
      localStorage.clear();
      sessionStorage.clear();
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
    }, storage);
    if (profiling) {
      await browser.sendCommandAndGetResult('Profiler.enable', {});
      await browser.sendCommandAndGetResult('Profiler.setSamplingInterval', { interval: 200 });
      await browser.sendCommandAndGetResult('Profiler.start', {});
    }
    const profileStartedAt = Date.now();
    const vitals = await loadOnce(browser, `${serverUrl}${page.path}`, page.selector);
    const line = await browser.execute(timeline);
    const profile = profiling ? await browser.sendCommandAndGetResult('Profiler.stop', {}) : null;
    const ms = (value: number | null) => String(Math.round(value ?? Number.NaN)).padStart(5);
    console.log(`\n${page.name}: ${page.path}`);
    console.log(
      `  FCP ${ms(line.fcp)}  content in the DOM ${ms(line.contentAt)}  LCP ${ms(line.lcp)} (${line.lcpElement})  TBT ${Math.round(vitals.tbtMs)}  CLS ${vitals.cls.toFixed(3)}`,
    );
    console.log(`  long tasks [start, ms]: ${JSON.stringify(line.longTasks)}; ${line.elements} elements`);
    for (const shift of line.shifts) {
      console.log(
        `  layout shift at ${shift.at} ms, ${shift.value}: ${shift.sources.join('; ') || '(no source)'}`,
      );
    }
    console.log('  start   end  bytes  request');
    for (const request of line.requests) {
      console.log(
        `  ${ms(request.start)} ${ms(request.end)} ${String(request.bytes).padStart(6)}  ${request.name.slice(0, 110)}`,
      );
    }
    if (profile) {
      const pageMs = (windows: [number, number][]) =>
        selfTimes(profile.profile as Profile, profileStartedAt - line.timeOrigin, windows, ours).join('\n  ');
      const fcp = line.fcp ?? 0;
      console.log(`  self time until the first paint:\n  ${pageMs([[0, fcp]])}`);
      console.log(`  self time from the first paint to the LCP:\n  ${pageMs([[fcp, line.lcp ?? 0]])}`);
      // What TBT counts: the long tasks after the first paint.
      const blocking = line.longTasks
        .filter(([start = 0]) => start >= fcp)
        .map(([start = 0, duration = 0]): [number, number] => [start, start + duration]);
      console.log(`  self time in the long tasks after the first paint:\n  ${pageMs(blocking)}`);
      // What the bench's "main thread by owner" counts as our code: every sample of the load, by module.
      const all = selfTimes(
        profile.profile as Profile,
        profileStartedAt - line.timeOrigin,
        [[0, Infinity]],
        ours,
        'module',
      );
      console.log(`  self time of our code by module, the whole load:\n  ${all.join('\n  ')}`);
    }
  }
});
