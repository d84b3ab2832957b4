// What `npm run simulate` does while the simulator page replays a scenario: it follows the Scenario panel,
// prints each step as it settles, and names the step that was running when the page went away (the app
// navigated the whole page, e.g. a history back past its first page) or when the page stopped reporting
// within that step's own time-out. scripts/simulate.ts reads the panel in Chromium; the tests use a fake.
import {
  describeStep,
  STEP_TIMEOUT_MS,
  type Scenario,
} from '../host-simulator/web/scenario/scenario-format.ts';

export interface PanelRow {
  /** -1 is the set-up. */
  index: number;
  status: string;
  detail: string;
}

/** The Scenario panel as read in the page. */
export interface Panel {
  /** The run's state: idle, running, passed or failed; null before the file is loaded. */
  state: string | null;
  rows: PanelRow[];
  /** The panel's text as a whole, to tell a change from a repetition. */
  key: string;
}

export interface PanelSource {
  /**
   * Resolves with the panel as soon as its key differs from `lastKey` (at once for ''), or as it is after
   * `ms`; with the address the browser shows instead when the simulator page was left (another document).
   */
  next(lastKey: string, ms: number): Promise<Panel | { left: string }>;
}

/** The set-up reseeds the sandbox, loads the frame and waits for the app's host session. */
const SET_UP_MS = 30_000;
/** The page ends a step's wait at its time-out and reports it: this is its time to say so. */
const REPORT_MS = 2_000;

/**
 * Follows one replay in the page until it passes or fails; prints each step as it settles, and returns
 * whether it passed. Never waits longer than the running step's time-out (and REPORT_MS) for news.
 */
export async function watchScenario(
  source: PanelSource,
  scenario: Scenario,
  print: (line: string) => void,
  now: () => number = Date.now,
): Promise<boolean> {
  const label = (index: number) =>
    index < 0
      ? 'set-up'
      : `${index + 1}. ${describeStep(scenario.steps[index] as Scenario['steps'][number])}`;
  const limit = (index: number) =>
    index < 0 ? SET_UP_MS : (scenario.steps[index]?.timeoutMs ?? STEP_TIMEOUT_MS);
  const started = now();
  const printed = new Set<number>();
  let settledAt = started;
  let running = -1;
  let runningSince = started;
  let lastPassed: number | null = null;
  let lastKey = '';
  const fail = (why: string) => {
    print(`  FAIL ${label(running)} (${now() - runningSince} ms): ${why}`);
    print(`FAIL ${scenario.name}: step ${label(running)}`);
    return false;
  };

  for (;;) {
    const deadline = runningSince + limit(running) + REPORT_MS;
    const panel = await source.next(lastKey, Math.max(0, deadline - now()));
    if ('left' in panel) {
      const after = lastPassed === null ? '' : `; the last step that passed: ${label(lastPassed)}`;
      return fail(
        `the simulator page went away (the browser now shows ${panel.left}) while this step ran${after}`,
      );
    }
    lastKey = panel.key;
    for (const row of panel.rows) {
      if (printed.has(row.index) || !['passed', 'failed'].includes(row.status)) continue;
      printed.add(row.index);
      if (row.status === 'passed') lastPassed = row.index;
      const mark = row.status === 'passed' ? 'ok  ' : 'FAIL';
      print(`  ${mark} ${label(row.index)} (${now() - settledAt} ms)${row.detail ? `: ${row.detail}` : ''}`);
      settledAt = now();
    }
    if (panel.state === 'passed') {
      print(`PASS ${scenario.name}: ${scenario.steps.length} steps in ${now() - started} ms`);
      return true;
    }
    if (panel.state === 'failed') {
      const failed = panel.rows.find((row) => row.status === 'failed');
      print(`FAIL ${scenario.name}: step ${label(failed?.index ?? running)}`);
      return false;
    }
    const current = panel.rows.find((row) => row.status === 'running');
    if (current && current.index !== running) {
      running = current.index;
      runningSince = now();
    } else if (now() >= deadline) {
      return fail(
        `no result within its time-out of ${limit(running)} ms (page state: ${panel.state ?? 'no scenario loaded'})`,
      );
    }
  }
}
