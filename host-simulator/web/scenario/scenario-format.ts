import type { HostConfig, MethodName, Runtime } from '../../../bridge/host/index.ts';

/**
 * The scenario file (docs/scenarios.md): what the simulated host and the sandbox do, step by step, and what
 * the mini-app must have done. Versioned so that a file written today is refused, not misread, by a later
 * format; `parseScenario` is the one validator the page and the CLI share.
 */
export const SCENARIO_FORMAT = 'dastarkhan-scenario';
export const SCENARIO_VERSION = 1;

/** A pattern over a JSON value: listed keys must match, others are ignored; `{"$regex": "..."}` matches strings. */
export type Pattern = unknown;

export type Answer =
  | 'approve'
  | 'dismiss'
  | 'fail'
  | 'never'
  /** A fresh login code (auth.code) or track id (auth.trackId) for the scenario's user. */
  | 'grant'
  | { result: unknown };

export interface ControlCall {
  method: 'POST' | 'DELETE';
  /** Below /sandbox/control/, e.g. `faults`, `stop-list`, `prices`, `orders/12/status`. */
  path: string;
  body?: unknown;
}

interface StepBase {
  name?: string;
  /** How long the step may wait for what it expects; default STEP_TIMEOUT_MS. */
  timeoutMs?: number;
}

/** A step's time-out when it names none: the page's runner and the CLI's watch both go by it. */
export const STEP_TIMEOUT_MS = 10_000;

export type Step = StepBase &
  (
    | { call: { method: MethodName; params?: Pattern }; answer: Answer }
    | { message: Pattern; direction?: 'app-to-host' | 'host-to-app' }
    | { event: 'back'; handled?: boolean }
    | { event: 'visibility'; visible: boolean }
    | { event: 'config'; config: HostConfig }
    | { app: 'click'; text: string; selector?: string }
    | { control: ControlCall }
    | { assert: 'sent'; message: Pattern; count: number }
    | { assert: 'orders'; count: number; match?: Pattern }
    | { assert: 'route'; path: string }
    | { assert: 'screen'; screen: string }
    /** `absent`: the text must be gone (a notice closed, an error cleared). */
    | { assert: 'text'; text: string; absent?: boolean }
  );

export interface ScenarioSettings {
  runtime: Runtime;
  language: 'kk' | 'ru' | 'en' | 'ka';
  /** The app route the phone frame opens, e.g. `/cart`. */
  route: string;
  /** What the host's welcome carries. */
  hostConfig?: HostConfig;
  /** Signed in before the app opens (a token in its storage); `grant` answers log this user in. */
  user?: { phone: string } | { userId: number };
  /** localStorage of the app's origin before it opens; objects are stored as JSON. */
  storage?: Record<string, unknown>;
}

export interface Scenario {
  format: typeof SCENARIO_FORMAT;
  version: typeof SCENARIO_VERSION;
  name: string;
  description?: string;
  settings: ScenarioSettings;
  sandbox?: { reset?: boolean; faults?: Record<string, unknown>[]; controls?: ControlCall[] };
  steps: Step[];
  /** What a recording saw, in order with times (ms since the start); the runner ignores it. */
  log?: unknown[];
}

export type ParseResult = { ok: true; scenario: Scenario } | { ok: false; errors: string[] };

const RUNTIMES = ['ios', 'android', 'react-native', 'iframe', 'web'];
const LANGUAGES = ['kk', 'ru', 'en', 'ka'];
const ANSWERS = ['approve', 'dismiss', 'fail', 'never', 'grant'];
const ASSERTS = ['sent', 'orders', 'route', 'screen', 'text'];
const EVENTS = ['back', 'visibility', 'config'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown) => Number.isInteger(value) && (value as number) >= 0;

function checkControl(value: unknown, at: string, errors: string[]) {
  if (!isObject(value)) return errors.push(`${at}: must be an object {method, path, body}`);
  if (value.method !== 'POST' && value.method !== 'DELETE') errors.push(`${at}.method: POST or DELETE`);
  if (!isText(value.path) || value.path.startsWith('/') || value.path.includes('..'))
    errors.push(`${at}.path: a path below /sandbox/control/, e.g. "faults"`);
}

function checkAnswer(value: unknown, at: string, errors: string[]) {
  if (typeof value === 'string' ? ANSWERS.includes(value) : isObject(value) && 'result' in value) return;
  errors.push(`${at}: one of ${ANSWERS.join(', ')} or {"result": ...}`);
}

function checkAssert(step: Record<string, unknown>, at: string, errors: string[]) {
  const kind = step.assert;
  if (!ASSERTS.includes(kind as string)) return errors.push(`${at}.assert: one of ${ASSERTS.join(', ')}`);
  if ((kind === 'sent' || kind === 'orders') && !isCount(step.count))
    errors.push(`${at}.count: a whole number`);
  if (kind === 'sent' && !isObject(step.message)) errors.push(`${at}.message: a pattern object`);
  if (kind === 'route' && !(isText(step.path) && step.path.startsWith('/')))
    errors.push(`${at}.path: an app route such as "/typ/*"`);
  if (kind === 'screen' && !isText(step.screen)) errors.push(`${at}.screen: a screen name`);
  if (kind === 'text' && !isText(step.text)) errors.push(`${at}.text: the text to find`);
  if (kind === 'text' && step.absent !== undefined && typeof step.absent !== 'boolean')
    errors.push(`${at}.absent: true or false`);
}

function checkStep(step: unknown, at: string, errors: string[]) {
  if (!isObject(step)) return errors.push(`${at}: must be an object`);
  if (step.name !== undefined && typeof step.name !== 'string') errors.push(`${at}.name: a string`);
  if (step.timeoutMs !== undefined && !(isCount(step.timeoutMs) && (step.timeoutMs as number) > 0))
    errors.push(`${at}.timeoutMs: a positive whole number`);
  // An assertion's own `message` is its pattern, not a message step.
  const kinds = ['call', 'message', 'event', 'app', 'control', 'assert'].filter(
    (key) => key in step && !(key === 'message' && 'assert' in step),
  );
  if (kinds.length !== 1)
    return errors.push(`${at}: needs exactly one of call, message, event, app, control, assert`);
  if ('assert' in step) checkAssert(step, at, errors);
  else if ('call' in step) {
    if (!isObject(step.call) || !isText(step.call.method)) errors.push(`${at}.call.method: a bridge method`);
    checkAnswer(step.answer, `${at}.answer`, errors);
  } else if ('message' in step) {
    if (!isObject(step.message)) errors.push(`${at}.message: a pattern object`);
  } else if ('event' in step) {
    if (!EVENTS.includes(step.event as string)) errors.push(`${at}.event: one of ${EVENTS.join(', ')}`);
    if (step.event === 'visibility' && typeof step.visible !== 'boolean')
      errors.push(`${at}.visible: true or false`);
    if (step.event === 'config' && !isObject(step.config)) errors.push(`${at}.config: a host config`);
  } else if ('app' in step) {
    if (step.app !== 'click' || !isText(step.text))
      errors.push(`${at}: an app step is {"app": "click", "text": ...}`);
  } else checkControl(step.control, `${at}.control`, errors);
}

function checkSettings(value: unknown, errors: string[]) {
  if (!isObject(value)) return errors.push('settings: must be an object');
  if (!RUNTIMES.includes(value.runtime as string))
    errors.push(`settings.runtime: one of ${RUNTIMES.join(', ')}`);
  if (!LANGUAGES.includes(value.language as string))
    errors.push(`settings.language: one of ${LANGUAGES.join(', ')}`);
  if (!(isText(value.route) && value.route.startsWith('/'))) errors.push('settings.route: starts with /');
  if (value.hostConfig !== undefined && !isObject(value.hostConfig))
    errors.push('settings.hostConfig: an object');
  const user = value.user;
  if (
    user !== undefined &&
    !(
      isObject(user) &&
      (isText(user.phone) || (Number.isInteger(user.userId) && (user.userId as number) > 0))
    )
  )
    errors.push('settings.user: {"phone": "+7..."} or {"userId": 1}');
  if (value.storage !== undefined && !isObject(value.storage)) errors.push('settings.storage: an object');
}

function checkSandbox(value: unknown, errors: string[]) {
  if (value === undefined) return;
  if (!isObject(value)) return errors.push('sandbox: must be an object');
  if (value.reset !== undefined && typeof value.reset !== 'boolean')
    errors.push('sandbox.reset: true or false');
  if (value.faults !== undefined && !(Array.isArray(value.faults) && value.faults.every(isObject)))
    errors.push('sandbox.faults: a list of fault rules');
  if (value.controls !== undefined) {
    if (!Array.isArray(value.controls)) errors.push('sandbox.controls: a list');
    else
      for (const [index, call] of value.controls.entries())
        checkControl(call, `sandbox.controls[${index}]`, errors);
  }
}

/** Checks a parsed JSON file; every problem is named with its path, e.g. `steps[2].answer`. */
export function parseScenario(value: unknown): ParseResult {
  const errors: string[] = [];
  if (!isObject(value)) return { ok: false, errors: ['the scenario must be a JSON object'] };
  if (value.format !== SCENARIO_FORMAT) errors.push(`format: must be "${SCENARIO_FORMAT}"`);
  if (value.version !== SCENARIO_VERSION)
    errors.push(
      `version: this simulator reads version ${SCENARIO_VERSION}, the file has ${String(value.version)}`,
    );
  if (!isText(value.name)) errors.push('name: a non-empty string');
  checkSettings(value.settings, errors);
  checkSandbox(value.sandbox, errors);
  if (!Array.isArray(value.steps)) errors.push('steps: a list');
  else for (const [index, step] of value.steps.entries()) checkStep(step, `steps[${index}]`, errors);
  return errors.length ? { ok: false, errors } : { ok: true, scenario: value as unknown as Scenario };
}

/** A step's one-line label for the panel and the CLI. */
export function describeStep(step: Step): string {
  if (step.name) return step.name;
  if ('assert' in step) return describeAssert(step);
  if ('call' in step)
    return `${step.call.method} → ${typeof step.answer === 'string' ? step.answer : 'answer'}`;
  if ('message' in step) return `message ${JSON.stringify(step.message)}`;
  if ('event' in step) return `host event ${step.event}`;
  if ('app' in step) return `click "${step.text}"`;
  return `sandbox ${step.control.method} ${step.control.path}`;
}

function describeAssert(step: Extract<Step, { assert: string }>): string {
  if (step.assert === 'sent') return `sent ${JSON.stringify(step.message)} × ${step.count}`;
  if (step.assert === 'orders') return `orders: ${step.count}`;
  if (step.assert === 'route') return `route ${step.path}`;
  if (step.assert === 'screen') return `screen ${step.screen}`;
  return `${step.absent ? 'no ' : ''}text "${step.text}"`;
}
