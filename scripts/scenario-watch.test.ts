import { describe, expect, it } from 'vitest';
import type { Scenario } from '../host-simulator/web/scenario/scenario-format.ts';
import { type Panel, type PanelRow, type PanelSource, watchScenario } from './scenario-watch.ts';

const scenario: Scenario = {
  format: 'dastarkhan-scenario',
  version: 1,
  name: 'Back from the first screen',
  settings: { runtime: 'ios', language: 'en', route: '/' },
  steps: [
    { message: { kind: 'welcome' }, timeoutMs: 20_000 },
    { name: 'The guest presses back', event: 'back', timeoutMs: 5000 },
    { assert: 'screen', screen: 'home' },
  ],
};

const panel = (state: string | null, statuses: string[]): Panel => {
  const rows: PanelRow[] = statuses.map((status, at) => ({ index: at - 1, status, detail: '' }));
  return { state, rows, key: JSON.stringify([state, rows]) };
};

type Change = { at: number; panel: Panel } | { at: number; left: string };

/**
 * The page on a controlled clock: each change shows at its time; asked for news, the fake answers with the
 * next change if it comes within the wait, else with the panel as it is once the wait is over.
 */
function fakePage(changes: Change[]) {
  let clock = 0;
  let shown = panel(null, []);
  const asked: number[] = [];
  const source: PanelSource = {
    async next(lastKey, ms) {
      asked.push(ms);
      const change = changes[0];
      if (shown.key !== lastKey) return shown;
      if (!change || change.at > clock + ms) {
        clock += ms;
        return shown;
      }
      changes.shift();
      clock = Math.max(clock, change.at);
      if ('left' in change) return { left: change.left };
      shown = change.panel;
      return shown;
    },
  };
  return { source, now: () => clock, asked };
}

async function watch(changes: Change[]) {
  const page = fakePage(changes);
  const lines: string[] = [];
  const passed = await watchScenario(page.source, scenario, (line) => lines.push(line), page.now);
  return { passed, lines, at: page.now(), asked: page.asked };
}

describe('watchScenario', () => {
  it('prints each step as it settles and passes with the page', async () => {
    const { passed, lines } = await watch([
      { at: 100, panel: panel('running', ['running', 'pending', 'pending', 'pending']) },
      { at: 900, panel: panel('running', ['passed', 'running', 'pending', 'pending']) },
      { at: 1500, panel: panel('running', ['passed', 'passed', 'running', 'pending']) },
      { at: 1600, panel: panel('running', ['passed', 'passed', 'passed', 'running']) },
      { at: 1700, panel: panel('passed', ['passed', 'passed', 'passed', 'passed']) },
    ]);
    expect(lines).toEqual([
      '  ok   set-up (900 ms)',
      '  ok   1. message {"kind":"welcome"} (600 ms)',
      '  ok   2. The guest presses back (100 ms)',
      '  ok   3. screen home (100 ms)',
      'PASS Back from the first screen: 3 steps in 1700 ms',
    ]);
    expect(passed).toBe(true);
  });

  it('names the step that was running when the page went away, at once', async () => {
    const { passed, lines, at } = await watch([
      { at: 100, panel: panel('running', ['running', 'pending', 'pending', 'pending']) },
      { at: 900, panel: panel('running', ['passed', 'running', 'pending', 'pending']) },
      { at: 1500, panel: panel('running', ['passed', 'passed', 'running', 'pending']) },
      { at: 1520, left: 'about:blank' },
    ]);
    expect(lines.slice(-2)).toEqual([
      '  FAIL 2. The guest presses back (20 ms): the simulator page went away (the browser now shows about:blank) while this step ran; the last step that passed: 1. message {"kind":"welcome"}',
      'FAIL Back from the first screen: step 2. The guest presses back',
    ]);
    expect(at).toBe(1520);
    expect(passed).toBe(false);
  });

  it('gives up on a page that stops reporting once the running step’s time-out has passed, naming it', async () => {
    const { passed, lines, at, asked } = await watch([
      { at: 100, panel: panel('running', ['running', 'pending', 'pending', 'pending']) },
      { at: 900, panel: panel('running', ['passed', 'running', 'pending', 'pending']) },
      { at: 1500, panel: panel('running', ['passed', 'passed', 'running', 'pending']) },
    ]);
    expect(lines.slice(-2)).toEqual([
      '  FAIL 2. The guest presses back (7000 ms): no result within its time-out of 5000 ms (page state: running)',
      'FAIL Back from the first screen: step 2. The guest presses back',
    ]);
    // Step 2's 5 s and the 2 s the page has to report it: not the whole scenario's time-outs added up.
    expect(at).toBe(1500 + 7000);
    expect(asked.at(-1)).toBe(7000);
    expect(passed).toBe(false);
  });
});
