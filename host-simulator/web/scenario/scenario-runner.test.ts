import { describe, expect, it } from 'vitest';
import type { HostSession, PendingCall, SessionState, TimelineEntry } from '../host-panel/host-session.ts';
import type { Scenario } from './scenario-format.ts';
import { createScenarioRun, type RunnerPage, type StepReport } from './scenario-runner.ts';

class MemoryStorage implements Storage {
  readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

/** A host session as the runner sees it: pending calls and a timeline the test fills, answers it records. */
function fakeSession({ backHandled = true } = {}) {
  const answers: string[] = [];
  let state = { connected: true, pending: [], timeline: [], lastBack: null } as unknown as SessionState;
  const drop = (id: string) => {
    state = { ...state, pending: state.pending.filter((call) => call.id !== id) };
  };
  const session = {
    getSnapshot: () => state,
    subscribe: () => () => {},
    setAutoAnswer(value: boolean) {
      answers.push(`auto-answer ${value}`);
    },
    approve(id: string, result?: unknown) {
      answers.push(`approve ${id}${result === undefined ? '' : ` ${JSON.stringify(result)}`}`);
      drop(id);
    },
    dismiss(id: string) {
      answers.push(`dismiss ${id}`);
      drop(id);
    },
    fail(id: string) {
      answers.push(`fail ${id}`);
      drop(id);
    },
    neverAnswer(id: string) {
      answers.push(`never ${id}`);
      drop(id);
    },
    async back() {
      answers.push('back');
      state = { ...state, lastBack: { handled: backHandled } };
    },
  } as unknown as HostSession;
  return {
    session,
    answers,
    call(id: string, method: string, params: unknown = {}) {
      const call = { id, method, params, at: 0, approval: null, canDismiss: true } as PendingCall;
      state = { ...state, pending: [...state.pending, call] };
    },
    message(entry: Omit<TimelineEntry, 'at'>) {
      state = { ...state, timeline: [...state.timeline, { ...entry, at: 0 }] };
    },
  };
}

function fakePage(
  host: ReturnType<typeof fakeSession>,
  answers: Record<string, { status: number; body: unknown }> = {},
) {
  const requests: string[] = [];
  const local = new MemoryStorage();
  const frame = {} as HTMLIFrameElement;
  let opened: HostSession | null = null;
  const page: RunnerPage = {
    async open(settings) {
      opened = settings ? host.session : null;
      return frame;
    },
    session: () => opened,
    async fetch(input, init) {
      const path = String(input).replace('/sandbox/control/', '');
      requests.push(`${init?.method ?? 'GET'} ${path}${init?.body ? ` ${init.body}` : ''}`);
      const answer = answers[path] ?? { status: 200, body: {} };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    },
    storage: { local, session: new MemoryStorage() },
    origin: 'http://127.0.0.1:1',
  };
  return { page, requests, local };
}

const scenario = (steps: Scenario['steps'], extra: Partial<Scenario> = {}): Scenario => ({
  format: 'dastarkhan-scenario',
  version: 1,
  name: 'test',
  settings: {
    runtime: 'ios',
    language: 'en',
    route: '/cart',
    user: { phone: '+77059100009' },
    storage: { cart: { a: 1 }, lang: 'en' },
  },
  steps,
  ...extra,
});

const GRANT = { status: 201, body: { user_id: 7, access_token: 'tok', code: 'c0de', track_id: 'trk' } };

async function run(value: Scenario, page: RunnerPage) {
  const reports: Array<[number, StepReport]> = [];
  const passed = await createScenarioRun(value, page, (index, report) => reports.push([index, report])).run();
  const last = new Map(reports.map(([index, report]) => [index, report]));
  return { passed, last };
}

describe('createScenarioRun', () => {
  it('prepares the sandbox and storage, then answers the calls the steps expect as they come', async () => {
    const host = fakeSession();
    const { page, requests, local } = fakePage(host, {
      grants: GRANT,
      'orders?user_id=7': {
        status: 200,
        body: { data: [{ payment_status: 'paid' }, { payment_status: 'canceled' }] },
      },
    });
    host.call('r-1', 'haptic', { style: 'light' });
    host.call('r-2', 'pay.open', { trackId: 'trk_9', successPath: '/app/typ/12/order/5' });
    setTimeout(() => host.call('r-3', 'auth.code'), 120);
    setTimeout(() => {
      host.message({ seq: 1, direction: 'app-to-host', message: { kind: 'cancel', id: 'r-1' } });
      host.message({
        seq: 2,
        direction: 'app-to-host',
        message: { kind: 'request', id: 'r-2', method: 'pay.open' },
      });
    }, 150);
    const { passed, last } = await run(
      scenario(
        [
          {
            call: { method: 'pay.open', params: { successPath: { $regex: '/order/\\d+$' } } },
            answer: 'dismiss',
          },
          { call: { method: 'auth.code' }, answer: 'grant' },
          { message: { kind: 'cancel' }, direction: 'app-to-host' },
          { assert: 'sent', message: { method: 'pay.open' }, count: 1 },
          { assert: 'orders', count: 1, match: { payment_status: 'paid' } },
        ],
        {
          sandbox: {
            faults: [{ kind: 'unauthorized', count: 1 }],
            controls: [{ method: 'POST', path: 'prices', body: { product_id: 1, price: 2 } }],
          },
        },
      ),
      page,
    );
    expect(requests).toEqual([
      'POST reset',
      'POST faults {"kind":"unauthorized","count":1}',
      'POST prices {"product_id":1,"price":2}',
      'POST grants {"phone":"+77059100009","client_id":"dastarkhan","redirect_uri":"http://127.0.0.1:1/app/auth"}',
      'POST grants {"phone":"+77059100009","client_id":"dastarkhan","redirect_uri":"http://127.0.0.1:1/app/auth"}',
      'GET orders?user_id=7',
    ]);
    expect(Object.fromEntries(local.items)).toEqual({ cart: '{"a":1}', lang: 'en', accessToken: 'tok' });
    // The haptic call no step expects stays pending, as with a host that has not answered.
    expect(host.answers).toEqual([
      'auto-answer false',
      'dismiss r-2',
      'approve r-3 {"status":"success","code":"c0de"}',
    ]);
    expect(last.get(3)).toEqual({ status: 'passed', detail: '1 sent' });
    expect(last.get(4)).toEqual({ status: 'passed', detail: '1 orders' });
    expect(passed).toBe(true);
  });

  it('fails the step whose expectation never comes, says what was there instead, and skips the rest', async () => {
    const host = fakeSession();
    const { page } = fakePage(host, { grants: GRANT });
    host.call('r-1', 'pay.open', { trackId: 'trk_1' });
    host.message({ seq: 1, direction: 'app-to-host', message: { kind: 'cancel', id: 'r-0' } });
    const { passed, last } = await run(
      scenario([
        { message: { kind: 'cancel' } },
        { message: { kind: 'cancel' }, timeoutMs: 100 },
        { call: { method: 'pay.open' }, answer: 'approve' },
      ]),
      page,
    );
    expect(last.get(0)?.status).toBe('passed');
    // A message is used by one step only: the second cancel never came.
    expect(last.get(1)).toEqual({
      status: 'failed',
      detail: 'no message matching {"kind":"cancel"} (waited 100 ms)',
    });
    expect(last.get(2)).toEqual({ status: 'skipped' });
    expect(host.answers).toEqual(['auto-answer false']);
    expect(passed).toBe(false);
  });

  it('names a call that did not come, with the calls that are pending', async () => {
    const host = fakeSession();
    const { page } = fakePage(host, { grants: GRANT });
    host.call('r-1', 'pay.open', { trackId: 'trk_1' });
    const { last } = await run(
      scenario([
        { call: { method: 'pay.open', params: { trackId: 'trk_2' } }, answer: 'approve', timeoutMs: 100 },
      ]),
      page,
    );
    expect(last.get(0)).toEqual({
      status: 'failed',
      detail:
        'no pay.open call with {"trackId":"trk_2"} came; pending: pay.open {"trackId":"trk_1"} (waited 100 ms)',
    });
  });

  it('reports a sandbox that refuses the set-up as the set-up step', async () => {
    const host = fakeSession();
    const { page } = fakePage(host, { reset: { status: 503, body: { error: 'busy' } } });
    const { passed, last } = await run(scenario([{ event: 'back' }]), page);
    expect(last.get(-1)).toEqual({ status: 'failed', detail: 'POST reset answered 503: {"error":"busy"}' });
    expect(last.get(0)).toEqual({ status: 'skipped' });
    expect(passed).toBe(false);
  });

  it('ends the app at a back it leaves to the host: the next step fails at once, naming that step', async () => {
    const host = fakeSession({ backHandled: false });
    const { page } = fakePage(host, { grants: GRANT });
    host.call('r-1', 'haptic');
    const started = Date.now();
    const { passed, last } = await run(
      scenario([
        { name: 'The guest presses back on the first screen', event: 'back' },
        { call: { method: 'haptic' }, answer: 'approve', timeoutMs: 10_000 },
        { assert: 'screen', screen: 'home' },
      ]),
      page,
    );
    expect(last.get(0)).toEqual({
      status: 'passed',
      detail: 'not handled: it handed back to the host, which goes back and closes the mini-app',
    });
    expect(last.get(1)).toEqual({
      status: 'failed',
      detail:
        'the app ended at step 1. The guest presses back on the first screen: back was not handled by the app: it handed back to the host, which goes back and closes the mini-app',
    });
    expect(last.get(2)).toEqual({ status: 'skipped' });
    // Nothing was answered for an app that is gone, and the step did not wait out its time-out.
    expect(host.answers).toEqual(['auto-answer false', 'back']);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(passed).toBe(false);
  });

  it('passes a back the scenario expects to be left to the host, when nothing follows it', async () => {
    const host = fakeSession({ backHandled: false });
    const { page } = fakePage(host, { grants: GRANT });
    const { passed } = await run(scenario([{ event: 'back', handled: false }]), page);
    expect(passed).toBe(true);
  });

  it('ends the app when the host closes it for app.close', async () => {
    const host = fakeSession();
    const { page } = fakePage(host, { grants: GRANT });
    host.call('r-1', 'app.close');
    const { passed, last } = await run(
      scenario([
        { call: { method: 'app.close' }, answer: 'approve' },
        { event: 'visibility', visible: false },
      ]),
      page,
    );
    expect(last.get(1)).toEqual({
      status: 'failed',
      detail:
        'the app ended at step 1. app.close → approve: the app asked the host to close it (app.close), and the host did',
    });
    expect(passed).toBe(false);
  });
});
