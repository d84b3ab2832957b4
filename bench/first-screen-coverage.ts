import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { withHomeBench } from './home-bench-page.ts';

/**
 * How much of each script the app shell's Home ran by the time it settled (V8's block coverage, as
 * Lighthouse's "unused JavaScript"), per file of dist/app: what a smaller first screen could still leave out
 * (ADR 0013). `npm exec -- node bench/first-screen-coverage.ts [--functions]` on a build; unthrottled, one
 * load. Block coverage by default (a branch not taken counts as not run); --functions counts whole functions
 * only, which gives a smaller figure.
 */
interface Range {
  startOffset: number;
  endOffset: number;
  count: number;
}

/** Bytes of `length` that ran: inner ranges override the ones around them. */
function usedBytes(length: number, ranges: Range[]): number {
  const counts = new Int32Array(length);
  const ordered = [...ranges].sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
  for (const range of ordered) counts.fill(range.count, range.startOffset, Math.min(range.endOffset, length));
  return counts.reduce((sum, count) => sum + (count > 0 ? 1 : 0), 0);
}

const dist = join(import.meta.dirname, '../dist/app');
const rows = await withHomeBench('coverage', async (browser, serverUrl) => {
  const send = (command: string, params: Record<string, unknown> = {}) =>
    browser.sendCommandAndGetResult(command, params);
  await send('Profiler.enable');
  await send('Profiler.startPreciseCoverage', {
    callCount: true,
    detailed: !process.argv.includes('--functions'),
  });
  await browser.url(`${serverUrl}/app/?language=en`);
  await browser.waitUntil(
    () =>
      browser.execute(
        () => !!document.querySelector('dastarkhan-app')?.shadowRoot?.querySelector('[data-screen="home"] a'),
      ),
    { timeout: 60_000, interval: 100 },
  );
  // Settled: the lists in and nothing more asked for a second.
  let seen = -1;
  await browser.waitUntil(
    async () => {
      const count = await browser.execute(() => performance.getEntriesByType('resource').length);
      const quiet = count === seen;
      seen = count;
      return quiet;
    },
    { timeout: 60_000, interval: 1000 },
  );
  const { result } = (await send('Profiler.takePreciseCoverage')) as {
    result: { url: string; functions: { ranges: Range[] }[] }[];
  };
  return result
    .filter((script) => new URL(script.url || 'about:blank', serverUrl).pathname.startsWith('/app/assets/'))
    .map((script) => {
      const file = new URL(script.url).pathname.replace('/app/', '');
      const code = readFileSync(join(dist, file));
      const used = usedBytes(
        code.length,
        script.functions.flatMap((fn) => fn.ranges),
      );
      const gzip = gzipSync(code, { level: 9 }).length;
      return { file, bytes: code.length, used, gzip };
    });
});

let unusedGzip = 0;
console.log('file                                        min B     ran    unused (gzip share)');
for (const row of rows.sort((a, b) => b.bytes - a.bytes)) {
  const share = Math.round(((row.bytes - row.used) / row.bytes) * row.gzip);
  unusedGzip += share;
  console.log(
    `${row.file.padEnd(42)} ${String(row.bytes).padStart(7)} ${`${Math.round((row.used / row.bytes) * 100)}%`.padStart(7)} ${String(share).padStart(9)}`,
  );
}
console.log(`not run by the time Home settled: ~${unusedGzip} B gzip of ${rows.length} scripts`);
