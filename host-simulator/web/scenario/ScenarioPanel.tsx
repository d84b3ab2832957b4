import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import type { HostSession } from '../host-panel/host-session.ts';
import { createRecorder, type Recorder } from './recorder.ts';
import css from './scenario-panel.css?inline';
import { scenarioOf } from './recording.ts';
import { describeStep, parseScenario, type Scenario, type ScenarioSettings } from './scenario-format.ts';
import { createScenarioRun, type StepReport } from './scenario-runner.ts';

export interface ScenarioPanelProps {
  /** The host session of the frame now shown, or null (plain browser, or not started yet). */
  session: HostSession | null;
  frame: HTMLIFrameElement | null;
  /** What the page shows now: a recording starts from it. */
  current: ScenarioSettings;
  /** Reloads the phone frame (null: a blank page) and resolves with the new frame element. */
  open(settings: ScenarioSettings | null): Promise<HTMLIFrameElement>;
}

type RunState = 'idle' | 'running' | 'passed' | 'failed';

/** Sign-ins: a token or track id is only good in the sandbox that issued it (a replay uses settings.user). */
const SANDBOX_BOUND = new Set(['accessToken', 'trackId']);

/** The app's storage as a recording starts, without its sign-in. */
function storageSnapshot(): Record<string, unknown> {
  const entries = Object.entries(localStorage).filter(([key]) => !SANDBOX_BOUND.has(key));
  return Object.fromEntries(entries);
}

function download(scenario: Scenario) {
  const blob = new Blob([`${JSON.stringify(scenario, null, 2)}\n`], { type: 'application/json' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${scenario.name.replace(/[^\w-]+/g, '-').toLowerCase() || 'scenario'}.json`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * Records a session into a scenario file, and replays one: the host answers as recorded, the sandbox gets
 * the recorded faults, and every step shows whether it passed. `?scenario=<path>` loads a file of this
 * server at start and `&run=1` runs it (what `npm run simulate` does).
 */
export function ScenarioPanel({ session, frame, current, open }: ScenarioPanelProps) {
  const [scenario, setScenario] = useState<Scenario | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [reports, setReports] = useState<Record<number, StepReport>>({});
  const [runState, setRunState] = useState<RunState>('idle');
  const [recorder, setRecorder] = useState<Recorder | null>(null);
  const live = useRef({ session, frame });
  live.current = { session, frame };
  const fileId = useId();

  useEffect(() => recorder?.attachSession(session), [recorder, session]);
  useEffect(() => recorder?.attachFrame(frame), [recorder, frame]);

  const load = (text: string): Scenario | null => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (error) {
      setProblems([`Not JSON: ${(error as Error).message}`]);
      return null;
    }
    const result = parseScenario(parsed);
    setProblems(result.ok ? [] : result.errors);
    setScenario(result.ok ? result.scenario : null);
    setReports({});
    setRunState('idle');
    return result.ok ? result.scenario : null;
  };

  const run = async (chosen: Scenario) => {
    setReports({});
    setRunState('running');
    const replay = createScenarioRun(
      chosen,
      {
        open,
        session: () => live.current.session,
        fetch: (input, init) => window.fetch(input, init),
        storage: { local: localStorage, session: sessionStorage },
        origin: window.location.origin,
      },
      (index, report) => setReports((previous) => ({ ...previous, [index]: report })),
    );
    setRunState((await replay.run()) ? 'passed' : 'failed');
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: a file named in the page's address is loaded once, at start.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const path = query.get('scenario');
    if (!path || !/^\/(?![/\\])[\w\-./]*\.json$/.test(path)) return;
    void fetch(path)
      .then((response) => response.text())
      .then((text) => {
        const loaded = load(text);
        if (loaded && query.get('run') === '1') void run(loaded);
      });
  }, []);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (file) load(await file.text());
  };

  const startRecording = async () => {
    const settings = { ...current, storage: storageSnapshot() };
    await open(current);
    setRecorder(createRecorder(settings, (input, init) => window.fetch(input, init)));
  };
  const stopRecording = async () => {
    if (!recorder) return;
    const recording = await recorder.stop(`Recorded ${new Date().toISOString().slice(0, 16)}`);
    setRecorder(null);
    const recorded = scenarioOf(recording);
    setScenario(recorded);
    setReports({});
    download(recorded);
  };

  const rows = scenario ? [{ index: -1, label: 'Set-up: sandbox, user, storage, frame' }] : [];
  for (const [index, step] of (scenario?.steps ?? []).entries())
    rows.push({ index, label: describeStep(step) });

  return (
    <section className="sim-panel sim-scenario" aria-labelledby="sim-scenario-title">
      <style href="dastarkhan-scenario-panel" precedence="default">
        {css}
      </style>
      <h2 id="sim-scenario-title">Scenario</h2>
      <div className="sim-row">
        {recorder ? (
          <button type="button" onClick={() => void stopRecording()}>
            Stop and save recording
          </button>
        ) : (
          <button type="button" onClick={() => void startRecording()} disabled={runState === 'running'}>
            Record
          </button>
        )}
        {recorder && <span role="status">Recording: answer the calls, set faults, click in the app…</span>}
      </div>
      <label htmlFor={fileId}>Scenario file (JSON)</label>
      <input
        id={fileId}
        type="file"
        accept="application/json,.json"
        onChange={(event) => void choose(event)}
      />
      {problems.length > 0 && (
        <ul role="alert" aria-label="Problems in the scenario file">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      )}
      {scenario && (
        <>
          <h3>{scenario.name}</h3>
          {scenario.description && <p>{scenario.description}</p>}
          <div className="sim-row">
            <button
              type="button"
              onClick={() => void run(scenario)}
              disabled={runState === 'running' || !!recorder}
            >
              Replay
            </button>
            <button type="button" onClick={() => download(scenario)}>
              Download
            </button>
          </div>
          <p role="status" data-scenario-status={runState}>
            {runState === 'idle' ? 'Not run yet.' : `Scenario ${runState}.`}
          </p>
          <ol aria-label="Scenario steps" className="sim-steps">
            {rows.map(({ index, label }) => {
              const report = reports[index];
              const status = report?.status ?? 'pending';
              return (
                <li key={index} data-step={index} data-status={status}>
                  <strong>{status}</strong> <span className="sim-step-label">{label}</span>
                  {report?.detail && <small className="sim-step-detail">{report.detail}</small>}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </section>
  );
}
