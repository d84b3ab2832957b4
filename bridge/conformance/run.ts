import type { HostInfo, MethodVersions } from '../protocol.ts';
import { PROTOCOL_VERSION } from '../protocol.ts';
import { isRecord } from '../schema.ts';
import { fail, pass, runCheck, skip, type Verdict } from './check.ts';
import {
  awaitEvents,
  configReplacesCheck,
  encodingCheck,
  eventCheck,
  missingMethodFor,
  PROTOCOL_EVENTS,
  seenEvents,
  strangerCheck,
} from './event-checks.ts';
import { HANDSHAKE_MS, judgeWelcome, sayHello, versionsCheck, welcomeFault } from './handshake-checks.ts';
import {
  cancelCheck,
  cancelTarget,
  invalidCheck,
  type MethodOptions,
  unsupportedCheck,
  validCheck,
} from './method-checks.ts';
import type { Probe } from './probe.ts';
import type { CheckResult, ConformanceReport, Outcome } from './report.ts';
import { PROTOCOL_METHODS, VALID_PARAMS } from './samples.ts';
import { createSession } from './session.ts';

export interface KitOptions extends Partial<MethodOptions> {
  probe: Probe;
  /**
   * How long to wait at the end for the events not seen yet (back, config, visibility...); default 30 s, at
   * most 60 s.
   */
  eventWaitMs?: number;
  /** Each check's result as soon as it is known. */
  onResult?: (result: CheckResult) => void;
  /** The events the kit is waiting for, so that a page can ask the person to make the host send them. */
  onAwaitEvents?: (missing: string[]) => void;
  now?: () => number;
}

const DEFAULTS: MethodOptions = { maxWaitMs: 60_000, quietMs: 1000, cancelAfterMs: 1000, withPerson: true };

/**
 * A whole run ends within 3 minutes, whatever the host does: a host that leaves every call unanswered would
 * otherwise keep the kit waiting out each method's time-out, a quarter of an hour. The calls get what is left
 * after the time kept for the events and the last checks; a check the time did not reach is reported as not
 * run, one whose wait it cut short as not finished.
 */
const RUN_MS = 180_000;
const MAX_EVENT_WAIT_MS = 60_000;
const OUT_OF_TIME = `the run ends within ${RUN_MS / 1000} s, and its time ran out while the kit waited for the host`;

/**
 * Runs every check against the host behind `options.probe`, one after the other, and returns the report.
 * The checks follow the method and event maps of bridge/protocol.ts (through the runtime schemas), so a
 * method or event added there is checked without a change to the kit; docs/conformance-kit.md lists them.
 */
export async function runConformance(options: KitOptions): Promise<ConformanceReport> {
  const settings: MethodOptions = {
    maxWaitMs: options.maxWaitMs ?? DEFAULTS.maxWaitMs,
    quietMs: options.quietMs ?? DEFAULTS.quietMs,
    cancelAfterMs: options.cancelAfterMs ?? DEFAULTS.cancelAfterMs,
    withPerson: options.withPerson ?? DEFAULTS.withPerson,
  };
  const eventWaitMs = Math.min(options.eventWaitMs ?? 30_000, MAX_EVENT_WAIT_MS);
  const { probe } = options;
  const session = createSession(probe, options.now ?? (() => performance.now()));
  const startedAt = new Date().toISOString();
  const results: CheckResult[] = [];
  const check = async (id: string, title: string, body: () => Promise<Verdict> | Verdict) => {
    const cuts = session.cuts();
    let result: CheckResult = session.timeIsUp()
      ? { id, title, ...skip(`not run: ${OUT_OF_TIME}`), ms: 0, messages: [] }
      : await runCheck(session, id, title, async () => body());
    // Its verdict would blame the host for a wait the kit itself ended early.
    if (session.cuts() > cuts) result = { ...result, ...skip(`not finished: ${OUT_OF_TIME}`) };
    results.push(result);
    options.onResult?.(result);
    return result;
  };

  let host: HostInfo | null = null;
  let methods: MethodVersions = {};
  // The events' wait, a hello after the config event and the stranger's silence come after the calls.
  session.stage(RUN_MS - eventWaitMs - HANDSHAKE_MS - settings.quietMs);
  try {
    let welcome: Record<string, unknown> | null = null;
    const first = await check('handshake.welcome', 'The host answers the hello with a welcome', async () => {
      const reply = await sayHello(session, 'kit-hello-1');
      if (reply.answer?.message?.kind === 'welcome') welcome = reply.answer.message;
      return judgeWelcome(reply, 'kit-hello-1');
    });
    // Without a welcome the app talks to nobody: nothing else can be checked.
    if (first.outcome !== 'pass' || !welcome) return finish();
    const welcomed: Record<string, unknown> = welcome;
    const welcomeEntry = first.messages.filter((item) => item.direction === 'host-to-kit').slice(0, 1);
    await check('handshake.fields', "The welcome's fields follow the protocol", () => {
      const fault = welcomeFault(welcomed, probe.runtime, 'kit-hello-1');
      return { ...(fault ? fail(fault) : pass('all fields valid')), messages: welcomeEntry };
    });
    host = isRecord(welcomed.host) ? (welcomed.host as unknown as HostInfo) : null;
    methods = isRecord(welcomed.methods) ? (welcomed.methods as MethodVersions) : {};
    await check('handshake.repeat', 'The same hello again gets the welcome again', async () =>
      judgeWelcome(await sayHello(session, 'kit-hello-1', false), 'kit-hello-1'),
    );
    await check('handshake.versions', 'A hello with no common version gets "unsupported"', () =>
      versionsCheck(session),
    );
    await check('handshake.new-page', 'A hello with a new id gets a fresh welcome', async () =>
      judgeWelcome(await sayHello(session, 'kit-hello-2'), 'kit-hello-2'),
    );

    const offered = PROTOCOL_METHODS.filter((method) => Object.hasOwn(methods, method));
    await check('method.unknown', 'An unknown method gets "unsupported"', () =>
      unsupportedCheck(session, 'kit.no-such-method', {}, settings),
    );
    for (const method of PROTOCOL_METHODS) {
      if (offered.includes(method)) {
        await check(`method.${method}.invalid`, `${method}: invalid params get "invalid_params"`, () =>
          invalidCheck(session, method, settings),
        );
      } else {
        await check(`method.${method}.unsupported`, `${method} (not offered): answers "unsupported"`, () =>
          unsupportedCheck(session, method, VALID_PARAMS[method], settings),
        );
      }
    }
    await check('cancel', 'A cancelled call is not answered', () =>
      cancelCheck(session, cancelTarget(offered, probe.runtime), settings),
    );
    for (const method of offered) {
      await check(`method.${method}.valid`, `${method}: valid params get a valid answer in time`, () =>
        validCheck(session, method, probe.runtime, settings),
      );
    }

    session.stage(RUN_MS);
    const waitStarted = session.at();
    // A host that does not offer mainButton.set has no main button to press: nothing to wait for.
    const expected = PROTOCOL_EVENTS.filter((name) => !missingMethodFor(name, methods));
    const missing = expected.filter((name) => !seenEvents(session).has(name));
    if (missing.length > 0) {
      options.onAwaitEvents?.(missing);
      await awaitEvents(session, eventWaitMs, expected);
    }
    const waited = session.at() - waitStarted;
    for (const name of PROTOCOL_EVENTS) {
      const without = missingMethodFor(name, methods);
      await check(`event.${name}`, `The ${name} event follows the protocol`, () =>
        without && !seenEvents(session).has(name)
          ? skip(`the host does not offer ${without}, so it has nothing to send it for`)
          : eventCheck(session, name, waited),
      );
    }
    await check('event.config.replaces', 'A config event replaces the config', () =>
      configReplacesCheck(session),
    );
    await check('origin.stranger', 'A hello from a foreign frame is ignored', () =>
      strangerCheck(session, settings.quietMs),
    );
    await check('transport.encoding', 'Every message has the encoding of the runtime', () =>
      encodingCheck(session),
    );
    return finish();
  } finally {
    session.close();
  }

  function finish(): ConformanceReport {
    const summary: Record<Outcome, number> = { pass: 0, fail: 0, skip: 0 };
    for (const result of results) summary[result.outcome]++;
    return {
      kit: 'dastarkhan-conformance',
      protocol: PROTOCOL_VERSION,
      runtime: probe.runtime,
      startedAt,
      finishedAt: new Date().toISOString(),
      host,
      methods,
      summary,
      checks: results,
    };
  }
}
