// npm run simulate -- <scenario.json>...: replays scenario files (docs/scenarios.md) one after the other in
// headless Chromium against a simulator on 127.0.0.1:0 with a fresh sandbox, prints each step, and exits 0
// when every step of every file passed, 1 when one failed (named), 2 when the command was used wrongly.
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

const args = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (args.length === 0) {
  console.error('Usage: npm run simulate -- <scenario.json> [more.json ...]');
  process.exit(2);
}
// npm runs scripts in the package folder; a relative path means the caller's folder.
const files = args.map((arg) => resolve(process.env.INIT_CWD ?? process.cwd(), arg));

async function load(file: string): Promise<Scenario> {
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
    detail: item.querySelector('.sim-step-detail')?.textContent ?? '',
  }));
  const state =
    document.querySelector('[data-scenario-status]')?.getAttribute('data-scenario-status') ?? null;
  return { state, rows };
}

/** Replays one scenario in the page and prints its steps as they settle; true when all passed. */
async function replay(browser: WebdriverIO.Browser, url: string, scenario: Scenario, file: string) {
  const label = (index: number) =>
    index < 0
      ? 'set-up'
      : `${index + 1}. ${describeStep(scenario.steps[index] as Scenario['steps'][number])}`;
  // Every step may use its whole time-out, and the set-up reloads and reseeds: a bound, not a pace.
  const budgetMs = 30_000 + scenario.steps.reduce((sum, step) => sum + (step.timeoutMs ?? 10_000), 0);
  console.log(`scenario: ${scenario.name} (${file})`);
  await browser.url(url);
  const started = Date.now();
  let stepStarted = started;
  const printed = new Set<number>();
  let panel = await browser.execute(readPanel);
  while (Date.now() - started < budgetMs) {
    for (const row of panel.rows) {
      if (printed.has(row.index) || !['passed', 'failed'].includes(row.status)) continue;
      printed.add(row.index);
      const mark = row.status === 'passed' ? 'ok  ' : 'FAIL';
      const took = `${Date.now() - stepStarted} ms`;
      stepStarted = Date.now();
      console.log(`  ${mark} ${label(row.index)} (${took})${row.detail ? `: ${row.detail}` : ''}`);
    }
    if (panel.state === 'passed' || panel.state === 'failed') break;
    await new Promise((done) => setTimeout(done, 100));
    panel = await browser.execute(readPanel);
  }
  const failed = panel.rows.find((row) => row.status === 'failed');
  if (panel.state === 'passed') {
    console.log(`PASS ${scenario.name}: ${scenario.steps.length} steps in ${Date.now() - started} ms`);
    return true;
  }
  if (failed) console.log(`FAIL ${scenario.name}: step ${label(failed.index)}`);
  else console.log(`FAIL ${scenario.name}: no result within ${budgetMs} ms (page state: ${panel.state})`);
  return false;
}

const scenarios = await Promise.all(files.map(load));
const dataDir = await mkdtemp(join(tmpdir(), 'dastarkhan-simulate-'));
const scenarioDir = await mkdtemp(join(tmpdir(), 'dastarkhan-scenario-'));
// Served under a fixed name each, so that any file name (spaces, other folders) works.
for (const [index, scenario] of scenarios.entries())
  await writeFile(join(scenarioDir, `${index}.json`), JSON.stringify(scenario));
const server = await startSimulatorServer({
  port: 0,
  host: '127.0.0.1',
  distDir: DEFAULT_DIRS.distDir,
  examplesDir: DEFAULT_DIRS.examplesDir,
  dataDir,
  extraStatic: { '/scenario-under-test/': scenarioDir },
});
let browser: WebdriverIO.Browser | null = null;
let failures = 0;
try {
  browser = await remote({ logLevel: 'error', capabilities: chromiumCapabilities() });
  for (const [index, scenario] of scenarios.entries()) {
    const url = `${server.url}/?scenario=/scenario-under-test/${index}.json&run=1`;
    if (!(await replay(browser, url, scenario, files[index] as string))) failures++;
  }
} catch (error) {
  failures++;
  console.error(`FAIL: ${(error as Error).message}`);
} finally {
  await browser?.deleteSession().catch(() => {});
  await server.close();
  await rm(dataDir, { recursive: true, force: true });
  await rm(scenarioDir, { recursive: true, force: true });
}
if (scenarios.length > 1)
  console.log(`${scenarios.length - failures} of ${scenarios.length} scenarios passed`);
process.exit(failures ? 1 : 0);
