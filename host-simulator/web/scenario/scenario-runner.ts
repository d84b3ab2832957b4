import type { HostSession, PendingCall } from '../host-panel/host-session.ts';
import { clickText, frameText } from './app-frame.ts';
import { matches, matchingEntries } from './match.ts';
import { type AssertContext, checkAssertion } from './scenario-asserts.ts';
import {
  type Answer,
  type ControlCall,
  describeStep,
  type Scenario,
  type ScenarioSettings,
  STEP_TIMEOUT_MS,
  type Step,
} from './scenario-format.ts';
import { StepFailure, waitFor } from './wait-for.ts';

/** What the runner needs from the simulator page. */
export interface RunnerPage {
  /** Loads the phone frame: a blank page (null), or the app as the settings say; resolves with the new frame. */
  open(settings: ScenarioSettings | null): Promise<HTMLIFrameElement>;
  /** The host session of the frame now loaded; null before it exists and in the plain browser. */
  session(): HostSession | null;
  fetch: typeof fetch;
  /** The app origin's storage (the frame is of the page's origin). */
  storage: { local: Storage; session: Storage };
  origin: string;
}

type StepStatus = 'pending' | 'running' | 'passed' | 'failed' | 'skipped';
export interface StepReport {
  status: StepStatus;
  detail?: string;
}

/** Index -1 is the set-up (sandbox, user, storage, frame) before the first step. */
export type Progress = (index: number, report: StepReport) => void;

interface Grant {
  user_id: number;
  access_token: string;
  code: string;
  track_id: string;
}

/** One replay of a scenario in the simulator page; `run` resolves true when every step passed. */
export function createScenarioRun(scenario: Scenario, page: RunnerPage, progress: Progress) {
  const { settings } = scenario;
  const handled = new Set<string>();
  const consumed = new Set<number>();
  let frame: HTMLIFrameElement | null = null;
  let session: HostSession | null = null;
  let userId: number | null = null;
  /** What ended the app during the step now running: a back it left to the host, or its app.close. */
  let ending: string | null = null;

  async function control(
    call: ControlCall | { method: 'GET'; path: string; body?: undefined },
  ): Promise<unknown> {
    const response = await page.fetch(`/sandbox/control/${call.path}`, {
      method: call.method,
      ...(call.body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(call.body) }),
    });
    const text = await response.text();
    if (!response.ok)
      throw new StepFailure(`${call.method} ${call.path} answered ${response.status}: ${text}`);
    return text ? JSON.parse(text) : null;
  }

  async function grant(): Promise<Grant> {
    const user = settings.user;
    if (!user) throw new StepFailure('a grant needs settings.user');
    return (await control({
      method: 'POST',
      path: 'grants',
      body: {
        ...('phone' in user ? { phone: user.phone } : { user_id: user.userId }),
        client_id: 'dastarkhan',
        redirect_uri: `${page.origin}/app/auth`,
      },
    })) as Grant;
  }

  async function setUp() {
    frame = await page.open(null);
    if (scenario.sandbox?.reset === false) await control({ method: 'DELETE', path: 'faults' });
    else await control({ method: 'POST', path: 'reset' });
    for (const fault of scenario.sandbox?.faults ?? [])
      await control({ method: 'POST', path: 'faults', body: fault });
    for (const call of scenario.sandbox?.controls ?? []) await control(call);
    page.storage.local.clear();
    page.storage.session.clear();
    for (const [key, value] of Object.entries(settings.storage ?? {}))
      page.storage.local.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    if (settings.user) {
      const granted = await grant();
      userId = granted.user_id;
      page.storage.local.setItem('accessToken', granted.access_token);
    }
    const before = page.session();
    frame = await page.open(settings);
    if (settings.runtime !== 'web')
      session = await waitFor(
        () => {
          const current = page.session();
          return current !== before ? current : null;
        },
        STEP_TIMEOUT_MS,
        () => 'the host panel did not start a session for the new frame',
      );
    // The scenario answers the calls: the panel's auto-answer would approve what a step means to dismiss.
    session?.setAutoAnswer(false);
  }

  const needSession = () => {
    if (!session) throw new StepFailure('this step needs a host: the plain browser runtime has none');
    return session;
  };
  const needFrame = () => {
    if (!frame) throw new StepFailure('no phone frame');
    return frame;
  };

  async function answer(host: HostSession, call: PendingCall, given: Answer) {
    handled.add(call.id);
    if (given === 'approve') host.approve(call.id);
    else if (given === 'dismiss') host.dismiss(call.id);
    else if (given === 'fail') host.fail(call.id);
    else if (given === 'never') host.neverAnswer(call.id);
    else if (given === 'grant') {
      const granted = await grant();
      host.approve(
        call.id,
        call.method === 'auth.trackId'
          ? { status: 'success', trackId: granted.track_id }
          : { status: 'success', code: granted.code },
      );
    } else host.approve(call.id, given.result);
  }

  async function runStep(step: Step, timeoutMs: number): Promise<string | undefined> {
    if ('assert' in step) return assertStep(step, timeoutMs);
    if ('call' in step) {
      const host = needSession();
      const { method, params } = step.call;
      const call = await waitFor(
        () =>
          host
            .getSnapshot()
            .pending.find(
              (item) =>
                !handled.has(item.id) &&
                item.method === method &&
                (params === undefined || matches(item.params, params)),
            ),
        timeoutMs,
        () =>
          `no ${method} call${params === undefined ? '' : ` with ${JSON.stringify(params)}`} came; pending: ${
            host
              .getSnapshot()
              .pending.map((item) => `${item.method} ${JSON.stringify(item.params)}`)
              .join('; ') || 'none'
          }`,
      );
      await answer(host, call, step.answer);
      if (method === 'app.close' && (step.answer === 'approve' || typeof step.answer === 'object'))
        ending = 'the app asked the host to close it (app.close), and the host did';
      return `#${call.id} ${JSON.stringify(call.params)}`;
    }
    if ('message' in step) {
      const host = needSession();
      const entry = await waitFor(
        () =>
          matchingEntries(host.getSnapshot().timeline, step.message, step.direction).find(
            (item) => !consumed.has(item.seq),
          ),
        timeoutMs,
        () => `no message matching ${JSON.stringify(step.message)}`,
      );
      consumed.add(entry.seq);
      return `at ${entry.at} ms`;
    }
    if ('event' in step) {
      const host = needSession();
      await waitFor(
        () => host.getSnapshot().connected,
        timeoutMs,
        () => 'the app never shook hands',
      );
      if (step.event === 'visibility') host.setVisible(step.visible);
      else if (step.event === 'config') host.setConfig(step.config);
      else {
        await host.back();
        const handledBack = host.getSnapshot().lastBack?.handled;
        // Not handled, the host does its own back (docs/protocol.md): it leaves the mini-app.
        const handedBack = 'it handed back to the host, which goes back and closes the mini-app';
        if (step.handled !== undefined && handledBack !== step.handled)
          throw new StepFailure(
            handledBack ? 'back was handled by the app' : `back was not handled by the app: ${handedBack}`,
          );
        if (handledBack) return 'handled by the app';
        ending = `back was not handled by the app: ${handedBack}`;
        return `not handled: ${handedBack}`;
      }
      return undefined;
    }
    if ('app' in step) {
      const target = needFrame();
      await waitFor(
        () => clickText(target, step.text, step.selector),
        timeoutMs,
        () =>
          `nothing enabled reading "${step.text}" to click; the app shows: ${frameText(target).slice(0, 200)}`,
      );
      return undefined;
    }
    await control(step.control);
    return undefined;
  }

  async function assertStep(step: Extract<Step, { assert: string }>, timeoutMs: number) {
    const target = needFrame();
    const context: AssertContext = {
      frame: target,
      timeline: () => needSession().getSnapshot().timeline,
      async orders() {
        if (userId === null) throw new StepFailure('counting orders needs settings.user');
        return ((await control({ method: 'GET', path: `orders?user_id=${userId}` })) as { data: unknown[] })
          .data;
      },
    };
    let seen = '';
    await waitFor(
      async () => {
        const outcome = await checkAssertion(step, context);
        seen = outcome.seen;
        return outcome.holds;
      },
      timeoutMs,
      () => `expected ${JSON.stringify(step)}; ${seen}`,
    );
    return seen;
  }

  return {
    async run(): Promise<boolean> {
      progress(-1, { status: 'running' });
      try {
        await setUp();
        progress(-1, { status: 'passed' });
      } catch (error) {
        progress(-1, { status: 'failed', detail: (error as Error).message });
        for (const index of scenario.steps.keys()) progress(index, { status: 'skipped' });
        return false;
      }
      let ended: string | null = null;
      for (const [index, step] of scenario.steps.entries()) {
        progress(index, { status: 'running' });
        try {
          // A step after the one that ended the app has no app to run against: it fails at once, naming it.
          if (ended) throw new StepFailure(ended);
          const detail = await runStep(step, step.timeoutMs ?? STEP_TIMEOUT_MS);
          if (ending) ended = `the app ended at step ${index + 1}. ${describeStep(step)}: ${ending}`;
          progress(index, { status: 'passed', ...(detail ? { detail } : {}) });
        } catch (error) {
          progress(index, { status: 'failed', detail: (error as Error).message });
          for (let rest = index + 1; rest < scenario.steps.length; rest++)
            progress(rest, { status: 'skipped' });
          return false;
        }
      }
      return true;
    },
  };
}
