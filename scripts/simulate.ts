// npm run simulate -- <scenario.json>: replays a scenario file (docs/scenarios.md) in headless Chromium
// against a simulator on 127.0.0.1:0 with a fresh sandbox, prints each step, and exits 0 when every step
// passed, 1 when one failed (named), 2 when the command was used wrongly.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { remote } from 'webdriverio';
import { DEFAULT_DIRS, startSimulatorServer } from '../host-simulator/server/simulator-server.ts';
import {
  describeStep,
  parseScenario,
  type Scenario,
} from '../host-simulator/web/scenario/scenario-format.ts';
import { chromiumCapabilities } from '../tests/chromium.ts';

interface Row {
  index: number;
  status: string;
  detail: string;
}

const files = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (files.length !== 1) {
  console.error('Usage: npm run simulate -- <scenario.json>');
  process.exit(2);
}
// npm runs scripts in the package folder; a relative path means the caller's folder.
const file = resolve(process.env.INIT_CWD ?? process.cwd(), files[0] as string);

async function load(): Promise<Scenario> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    console.error(`${file}: ${(error as Error).message}`);
    process.exit(2);
  }
  const result = parseScenario(parsed);
  if (!result.ok) {
    console.error(`${file} is not a valid scenario:\n  ${result.errors.join('\n  ')}`);
    process.exit(1);
  }
  return result.scenario;
}

/** Reads the Scenario panel: each step's status and detail, and the run's own status. */
function readPanel(): { state: string | null; rows: Row[] } {
  const rows = [...document.querySelectorAll('ol[aria-label="Scenario steps"] > li')].map((item) => ({
    index: Number(item.getAttribute('data-step')),
    status: item.getAttribute('data-status') ?? '',
    detail: item.querySelector('.sim-step-detail')?.textContent?.replace(/^ — /, '') ?? '',
  }));
  const state =
    document.querySelector('[data-scenario-status]')?.getAttribute('data-scenario-status') ?? null;
  return { state, rows };
}

const scenario = await load();
const label = (index: number) =>
  index < 0 ? 'set-up' : `${index + 1}. ${describeStep(scenario.steps[index] as Scenario['steps'][number])}`;
// Every step may use its whole time-out, and the set-up starts a browser and reseeds: a bound, not a pace.
const budgetMs = 60_000 + scenario.steps.reduce((sum, step) => sum + (step.timeoutMs ?? 10_000), 0);

const dataDir = await mkdtemp(join(tmpdir(), 'dastarkhan-simulate-'));
const scenarioDir = await mkdtemp(join(tmpdir(), 'dastarkhan-scenario-'));
await writeFile(join(scenarioDir, 'scenario.json'), JSON.stringify(scenario));
const server = await startSimulatorServer({
  port: 0,
  host: '127.0.0.1',
  distDir: DEFAULT_DIRS.distDir,
  examplesDir: DEFAULT_DIRS.examplesDir,
  dataDir,
  extraStatic: { '/scenario-under-test/': scenarioDir },
});
let browser: WebdriverIO.Browser | null = null;
let exitCode = 1;
try {
  console.log(`scenario: ${scenario.name} (${file})`);
  browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities() });
  await browser.url(`${server.url}/?scenario=/scenario-under-test/scenario.json&run=1`);
  const started = Date.now();
  let stepStarted = started;
  const printed = new Set<number>();
  let state: string | null = null;
  while (Date.now() - started < budgetMs) {
    const panel = await browser.execute(readPanel);
    for (const row of panel.rows) {
      if (printed.has(row.index) || !['passed', 'failed'].includes(row.status)) continue;
      printed.add(row.index);
      const mark = row.status === 'passed' ? 'ok  ' : 'FAIL';
      const took = `${Date.now() - stepStarted} ms`;
      stepStarted = Date.now();
      console.log(`  ${mark} ${label(row.index)} (${took})${row.detail ? `: ${row.detail}` : ''}`);
    }
    state = panel.state;
    if (state === 'passed' || state === 'failed') break;
    await new Promise((done) => setTimeout(done, 100));
  }
  const failed = (await browser.execute(readPanel)).rows.find((row) => row.status === 'failed');
  if (state === 'passed') {
    console.log(`PASS ${scenario.name}: ${scenario.steps.length} steps in ${Date.now() - started} ms`);
    exitCode = 0;
  } else if (failed) console.log(`FAIL ${scenario.name}: step ${label(failed.index)}`);
  else console.log(`FAIL ${scenario.name}: no result within ${budgetMs} ms (page state: ${state})`);
} catch (error) {
  console.error(`FAIL ${scenario.name}: ${(error as Error).message}`);
} finally {
  await browser?.deleteSession().catch(() => {});
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(scenarioDir, { recursive: true, force: true });
}
process.exit(exitCode);
