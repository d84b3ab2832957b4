// npm run simulate -- <scenario.json>...: replays scenario files (docs/scenarios.md) one after the other in
// headless Chromium against a simulator on 127.0.0.1:0 with a fresh sandbox, prints each step, and exits 0
// when every step of every file passed, 1 when one failed (named), 2 when the command was used wrongly.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { remote } from 'webdriverio';
import { DEFAULT_DIRS, startSimulatorServer } from '../host-simulator/server/simulator-server.ts';
import { parseScenario, type Scenario } from '../host-simulator/web/scenario/scenario-format.ts';
import { chromiumCapabilities } from '../tests/chromium.ts';
import { type PanelSource, watchScenario } from './scenario-watch.ts';

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

/**
 * In the page: the Scenario panel once its text differs from `lastKey`, or as it is after `ms`; with the
 * document's time origin, which a new document (the page left or reloaded) does not share. Runs in the
 * browser, so it holds all it needs.
 */
function awaitPanel(lastKey: string, ms: number) {
  const read = () => {
    const rows = [...document.querySelectorAll('ol[aria-label="Scenario steps"] > li')].map((item) => ({
      index: Number(item.getAttribute('data-step')),
      status: item.getAttribute('data-status') ?? '',
      detail: item.querySelector('.sim-step-detail')?.textContent ?? '',
    }));
    const state =
      document.querySelector('[data-scenario-status]')?.getAttribute('data-scenario-status') ?? null;
    return { state, rows, key: JSON.stringify([state, rows]), document: performance.timeOrigin };
  };
  return new Promise<ReturnType<typeof read>>((resolve) => {
    const first = read();
    if (first.key !== lastKey) return resolve(first);
    const observer = new MutationObserver(() => {
      const panel = read();
      if (panel.key !== lastKey) done(panel);
    });
    const timer = setTimeout(() => done(read()), ms);
    function done(panel: ReturnType<typeof read>) {
      observer.disconnect();
      clearTimeout(timer);
      resolve(panel);
    }
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
}

/** Below the driver's script time-out (30 s): a longer wait for news is several in a row. */
const LONGEST_SCRIPT_MS = 20_000;

/** The panel of the simulator page at `url`, which `browser` has just opened, read as it changes. */
function pagePanel(browser: WebdriverIO.Browser, url: string): PanelSource {
  let origin: number | null = null;
  return {
    async next(lastKey, ms) {
      let panel: Awaited<ReturnType<typeof awaitPanel>>;
      try {
        panel = await browser.execute(awaitPanel, lastKey, Math.min(ms, LONGEST_SCRIPT_MS));
      } catch (error) {
        // The document went away under the script ("target navigated"): the browser is elsewhere now.
        const now = await browser.getUrl();
        if (now === url) throw error;
        return { left: now };
      }
      origin ??= panel.document;
      return panel.document === origin ? panel : { left: await browser.getUrl() };
    },
  };
}

/** Replays one scenario in a freshly opened simulator page; true when all its steps passed. */
async function replay(browser: WebdriverIO.Browser, url: string, scenario: Scenario, file: string) {
  console.log(`scenario: ${scenario.name} (${file})`);
  await browser.url(url);
  return watchScenario(pagePanel(browser, await browser.getUrl()), scenario, (line) => console.log(line));
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
