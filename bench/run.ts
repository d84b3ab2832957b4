import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { appShellFirstScreen, entrySizes, lazyChunks, type SizeRow } from './bundle-sizes.ts';
import {
  type FirstScreensResult,
  measureFirstScreens,
  printFirstScreens,
  printTargets,
} from './first-screens.ts';
import { measureMenuInteractions } from './menu-interactions.ts';

// `npm run bench`: figures, not verdicts. Budgets are shown beside the figures; nothing here fails a build.
const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const budget = JSON.parse(readFileSync(join(import.meta.dirname, 'budget.json'), 'utf8')) as {
  firstScreenGzip: number;
  entries: Record<string, number>;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const pad = (text: string, width: number) => text.padEnd(width);

function sizeTable(title: string, rows: SizeRow[], budgets: Record<string, number> = {}) {
  console.log(`\n${title}`);
  console.log(`  ${pad('name', 44)}${pad('files', 7)}${pad('min', 11)}${pad('gzip', 11)}budget (gzip)`);
  for (const row of rows) {
    const limit = budgets[row.name];
    const verdict = limit === undefined ? '' : `${kb(limit)} ${row.gzipBytes <= limit ? 'within' : 'OVER'}`;
    console.log(
      `  ${pad(row.name, 44)}${pad(String(row.files), 7)}${pad(kb(row.minBytes), 11)}${pad(kb(row.gzipBytes), 11)}${verdict}`,
    );
  }
}

/** A part of the bench written with its feature; absent until that feature lands. */
async function optional<T>(file: string, run: (module: T) => Promise<void>) {
  const path = join(import.meta.dirname, file);
  if (!existsSync(path)) {
    console.log(`\n(${file} not present: skipped)`);
    return;
  }
  await run((await import(path)) as T);
}

console.log(`Dastarkhan bench, ${new Date().toISOString()}, Node ${process.version}`);
sizeTable('Published entries (static import closure)', entrySizes(dist), budget.entries);
sizeTable('App shell', [appShellFirstScreen(dist)], {
  'app shell first screen (shell + Home)': budget.firstScreenGzip,
});
sizeTable('Lazy chunks of the library build (off the first paint)', lazyChunks(dist).slice(0, 12));

await optional<{
  measureSandboxThroughput: () => Promise<{
    seedMs: number;
    rows: Array<{ route: string; requests: number; rps: number; p50Ms: number; p99Ms: number }>;
  }>;
}>('sandbox-throughput.ts', async ({ measureSandboxThroughput }) => {
  console.log('\nSandbox throughput (this machine, loopback)');
  const { seedMs, rows } = await measureSandboxThroughput();
  console.log(`  ${pad('seeding a fresh data folder', 58)}${seedMs.toFixed(0)} ms`);
  for (const row of rows) {
    console.log(
      `  ${pad(row.route, 58)}${row.requests} req, ${row.rps.toFixed(0)} req/s, p50 ${row.p50Ms.toFixed(1)} ms, p99 ${row.p99Ms.toFixed(1)} ms`,
    );
  }
});

await optional<{
  measureBridgeRoundTrip: () => Promise<{
    bridge: { medianMs: number; p99Ms: number };
    comlink: { medianMs: number; p99Ms: number };
    calls: number;
  }>;
}>('bridge-roundtrip.ts', async ({ measureBridgeRoundTrip }) => {
  const result = await measureBridgeRoundTrip();
  console.log(`\nBridge call round trip over the iframe transport, ${result.calls} calls (Chromium)`);
  console.log(
    `  bridge:  median ${result.bridge.medianMs.toFixed(3)} ms, p99 ${result.bridge.p99Ms.toFixed(3)} ms`,
  );
  console.log(
    `  comlink: median ${result.comlink.medianMs.toFixed(3)} ms, p99 ${result.comlink.p99Ms.toFixed(3)} ms`,
  );
});

console.log('\nMenu of the 1,500-item venue in Chromium, 4x CPU slowdown');
const interactions = await measureMenuInteractions();
for (const row of interactions) {
  console.log(
    `  ${pad(row.interaction, 44)}p50 ${row.p50Ms.toFixed(1)} ms, p95 ${row.p95Ms.toFixed(1)} ms, max ${row.maxMs.toFixed(1)} ms`,
  );
}

await optional<typeof import('./home-idle.ts')>(
  'home-idle.ts',
  async ({ measureHomeIdle, IDLE_WINDOW_MS }) => {
    const seconds = IDLE_WINDOW_MS / 1000;
    console.log(`\nHome left alone in Chromium (fresh profile, no throttling); budget: 0 idle requests`);
    for (const row of await measureHomeIdle()) {
      console.log(
        `  ${pad(row.page, 24)}idle API requests in ${seconds} s after settle ${row.idleRequests} ${row.idleRequests === 0 ? 'within' : 'OVER'}, requests while loading ${row.loadRequests}, CLS ${row.cls.toFixed(3)}`,
      );
    }
  },
);

// Last, so that the run ends with issue 30's targets (ADR 0026).
const firstScreens: FirstScreensResult = await measureFirstScreens();
printFirstScreens(firstScreens);
printTargets(firstScreens, Math.max(...interactions.map((row) => row.p95Ms)));
