import { ANSWERS } from '../host-panel/answers.ts';
import type { TimelineEntry } from '../host-panel/host-session.ts';
import { matches } from './match.ts';
import {
  type Answer,
  type ControlCall,
  SCENARIO_FORMAT,
  SCENARIO_VERSION,
  type Scenario,
  type ScenarioSettings,
  type Step,
} from './scenario-format.ts';

/** One thing seen while recording, stamped with the wall clock (Date.now()) when it was seen. */
export type Recorded =
  | { at: number; type: 'wire'; direction: 'app-to-host' | 'host-to-app'; message: unknown }
  | { at: number; type: 'note'; text: string }
  | { at: number; type: 'click'; text: string }
  | { at: number; type: 'control'; method: string; path: string; body?: unknown };

export interface Recording {
  name: string;
  startedAt: number;
  settings: ScenarioSettings;
  records: Recorded[];
  /** The app's route when the recording stopped. */
  finalRoute: string | null;
}

/** Params that carry an order's ids or a payment's track: they differ on every run, so they are not matched. */
const VOLATILE_PARAMS = new Set(['trackId', 'paymentUrl', 'successPath', 'failurePath', 'url']);

type Wire = Record<string, unknown>;
const asWire = (message: unknown): Wire =>
  typeof message === 'object' && message !== null ? (message as Wire) : {};

function stableParams(params: unknown): unknown {
  if (typeof params !== 'object' || params === null || Array.isArray(params)) return params;
  return Object.fromEntries(Object.entries(params).filter(([key]) => !VOLATILE_PARAMS.has(key)));
}

/** The answer the developer gave, in the scenario's words: a canned one by name, else the value itself. */
function answerOf(method: string, response: Wire | undefined): Answer {
  if (!response) return 'never';
  if ('error' in response) return 'fail';
  const canned = ANSWERS[method as keyof typeof ANSWERS] as
    | { approve: unknown; dismiss?: unknown }
    | undefined;
  const equal = (value: unknown) => matches(response.result, value) && matches(value, response.result);
  if (canned && 'dismiss' in canned && equal(canned.dismiss)) return 'dismiss';
  if (canned && equal(canned.approve)) return 'approve';
  // A login code or track id works once: a replay asks the sandbox for a fresh one for the scenario's user.
  if ((method === 'auth.code' || method === 'auth.trackId') && asWire(response.result).status === 'success')
    return 'grant';
  return { result: response.result };
}

/** Which records become steps, in the order they happened. */
function stepOf(record: Recorded, records: Recorded[]): Step | null {
  if (record.type === 'click') return { app: 'click', text: record.text };
  if (record.type === 'control') {
    // Grants only mint sign-ins, which settings.user and "grant" answers replace; reads change nothing.
    if (record.method === 'GET' || record.path.startsWith('grants')) return null;
    const call = { method: record.method, path: record.path } as ControlCall;
    return { control: record.body === undefined ? call : { ...call, body: record.body } };
  }
  if (record.type !== 'wire') return null;
  const message = asWire(record.message);
  if (record.direction === 'app-to-host' && message.kind === 'request') {
    const method = String(message.method) as Extract<Step, { call: unknown }>['call']['method'];
    // The host's secure storage answers these by itself (the simulated Keychain), in a replay too: like the
    // sign-in tokens, what it holds belongs to the session, not to the scenario.
    if (method === 'secure.get' || method === 'secure.set') return null;
    // Ids restart with each page load: the answer is the first response with this id after the request.
    const response = records
      .slice(records.indexOf(record) + 1)
      .find(
        (other) =>
          other.type === 'wire' &&
          other.direction === 'host-to-app' &&
          asWire(other.message).kind === 'response' &&
          asWire(other.message).id === message.id,
      );
    const answer = answerOf(method, response?.type === 'wire' ? asWire(response.message) : undefined);
    return { call: { method, params: stableParams(message.params) }, answer };
  }
  if (record.direction === 'host-to-app' && message.kind === 'event') {
    const data = asWire(message.data);
    if (message.event === 'back') return { event: 'back' };
    if (message.event === 'visibility') return { event: 'visibility', visible: data.visible === true };
    if (message.event === 'config') return { event: 'config', config: data };
  }
  return null;
}

/** The scenario a recording replays as: one step per call answered, host event sent, click and control call. */
export function scenarioOf(recording: Recording): Scenario {
  const records = [...recording.records].sort((a, b) => a.at - b.at);
  const steps = records.map((record) => stepOf(record, records)).filter((step) => step !== null);
  if (recording.finalRoute) steps.push({ assert: 'route', path: recording.finalRoute.split('?')[0] ?? '/' });
  const log = records.map(({ at, ...rest }) => ({ at: at - recording.startedAt, ...rest }));
  return {
    format: SCENARIO_FORMAT,
    version: SCENARIO_VERSION,
    name: recording.name,
    settings: recording.settings,
    sandbox: { reset: true },
    steps,
    log,
  };
}

/** A timeline entry as a record (notes stay notes: "left unanswered" is read from the missing response). */
export function recordOf(entry: TimelineEntry, at: number): Recorded {
  return entry.direction === 'note'
    ? { at, type: 'note', text: String(entry.message) }
    : { at, type: 'wire', direction: entry.direction, message: entry.message };
}
