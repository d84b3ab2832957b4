import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HostConnection } from '../host/host-types.ts';
import {
  type Breakage,
  iframeHost,
  nativeHost,
  patientHandlers,
  reactNativeHelperHost,
} from '../testing/conformance-hosts.ts';
import { fakeWindow } from '../testing/fake-windows.ts';
import { pageProbe } from './page-probe.ts';
import type { Probe } from './probe.ts';
import type { ConformanceReport } from './report.ts';
import { runConformance } from './run.ts';
import { PROTOCOL_METHODS } from './samples.ts';

/** Short waits: the fake hosts answer within a few timer turns. */
const FAST = { maxWaitMs: 300, quietMs: 100, cancelAfterMs: 50, eventWaitMs: 500, withPerson: false };
/**
 * For hosts that answer every call: the kit moves on as soon as they do, so a long limit costs nothing, and a
 * loaded machine (npm test beside two busy loops) cannot turn a late answer into a failure ("no answer within
 * 300 ms" for popup.open's invalid params, seen once).
 */
const PATIENT = { ...FAST, maxWaitMs: 10_000 };

/**
 * Runs the kit; when it waits for events, the host presses back, hides and shows, changes its config, and the
 * guest taps the main button the kit set.
 */
function check(
  { host, probe }: { host: HostConnection; probe: Probe },
  waits: typeof FAST = FAST,
): Promise<ConformanceReport> {
  return runConformance({
    ...waits,
    probe,
    onAwaitEvents() {
      void host.back();
      host.visibility(false);
      host.setConfig({ services: ['express'], language: 'kk' });
      host.pressMainButton();
    },
  });
}

const outcome = (report: ConformanceReport, id: string) => report.checks.find((item) => item.id === id);
const failures = (report: ConformanceReport) =>
  report.checks.filter((item) => item.outcome === 'fail').map(({ id, detail }) => `${id}: ${detail}`);

describe('conformance kit against conforming hosts', () => {
  it.each(['ios', 'android', 'react-native'] as const)('passes the %s string host', async (runtime) => {
    const report = await check(await nativeHost(runtime), PATIENT);
    expect(failures(report)).toEqual([]);
    expect(report.runtime).toBe(runtime);
    expect(outcome(report, 'cancel')?.outcome).toBe('pass');
    expect(outcome(report, 'event.back')?.outcome).toBe('pass');
    expect(outcome(report, 'event.mainButton.press')?.outcome).toBe('pass');
    expect(outcome(report, 'event.config.replaces')?.outcome).toBe('pass');
    expect(outcome(report, 'transport.encoding')?.detail).toMatch(/JSON strings/);
    expect(outcome(report, 'origin.stranger')?.outcome).toBe('skip');
  });

  it('passes the React Native helper (createReactNativeHost) that examples/react-native uses', async () => {
    const report = await check(await reactNativeHelperHost(), PATIENT);
    expect(failures(report)).toEqual([]);
    expect(report.host?.platform).toBe('android');
    expect(outcome(report, 'cancel')?.outcome).toBe('pass');
  });

  it('passes the iframe host, the stranger check included', async () => {
    const report = await check(await iframeHost(), PATIENT);
    expect(failures(report)).toEqual([]);
    expect(outcome(report, 'origin.stranger')?.outcome).toBe('pass');
    expect(outcome(report, 'transport.encoding')?.detail).toMatch(/objects/);
  });

  it('passes the plain-browser polyfill, which refuses bad calls before it would leave the page', async () => {
    const assign = vi.fn();
    const win = fakeWindow({ url: `https://app.dastarkhan.kz/conformance/`, open: vi.fn() });
    Object.assign(win.location, { assign });
    const report = await runConformance({
      ...PATIENT,
      eventWaitMs: 0,
      probe: await pageProbe({ window: win, runtime: 'web' }),
    });
    expect(failures(report)).toEqual([]);
    expect(outcome(report, 'method.pay.open.invalid')?.outcome).toBe('pass');
    expect(outcome(report, 'method.analytics.event.unsupported')?.outcome).toBe('pass');
    // No host chrome in a plain browser: the app keeps its own buttons, so the controls are not offered.
    for (const method of ['mainButton.set', 'backButton.set', 'view.expand'])
      expect(outcome(report, `method.${method}.unsupported`)?.outcome, method).toBe('pass');
    expect(assign).not.toHaveBeenCalled();
  });

  it('derives one check per method of the protocol: invalid params where offered, unsupported where not', async () => {
    const report = await check(await nativeHost('ios', patientHandlers({ 'auth.trackId': null })), PATIENT);
    for (const method of PROTOCOL_METHODS) {
      const id = method === 'auth.trackId' ? `method.${method}.unsupported` : `method.${method}.invalid`;
      expect(outcome(report, id)?.outcome, id).toBe('pass');
    }
    expect(outcome(report, 'method.haptic.valid')?.outcome).toBe('pass');
    expect(outcome(report, 'method.pay.open.valid')?.detail).toMatch(/person/);
  });
});

describe('conformance kit and the host controls', () => {
  it('waits for no main-button press from a host that does not offer mainButton.set', async () => {
    const { host, probe } = await nativeHost('ios', patientHandlers({ 'mainButton.set': null }));
    const awaited: string[][] = [];
    const report = await runConformance({
      ...FAST,
      probe,
      onAwaitEvents(missing) {
        awaited.push(missing);
        void host.back();
      },
    });
    expect(awaited[0]).not.toContain('mainButton.press');
    expect(outcome(report, 'method.mainButton.set.unsupported')?.outcome).toBe('pass');
    expect(outcome(report, 'event.mainButton.press')).toMatchObject({
      outcome: 'skip',
      detail: 'the host does not offer mainButton.set, so it has nothing to send it for',
    });
  });
});

describe('conformance kit against broken hosts: the named check fails', () => {
  const broken = (breakage: Breakage, handlers = patientHandlers()) =>
    nativeHost('android', handlers, breakage);

  it('a welcome without host.platform fails handshake.fields', async () => {
    const rewrite = (message: Record<string, unknown>) =>
      message.kind === 'welcome' ? { ...message, host: { name: 'x', version: '1' } } : message;
    const report = await check(await broken({ rewrite }));
    expect(outcome(report, 'handshake.fields')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/host\.platform/),
    });
  });

  it('objects instead of strings fail transport.encoding', async () => {
    const report = await check(await broken({ objects: true }));
    expect(outcome(report, 'transport.encoding')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/not a JSON string/),
    });
  });

  it('a method that never answers fails its valid check', async () => {
    const report = await check(await broken({}, patientHandlers({ haptic: () => new Promise(() => {}) })));
    expect(outcome(report, 'method.haptic.valid')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/no answer within 300 ms/),
    });
  });

  it('a host that ignores cancel fails cancel', async () => {
    const slowPay = patientHandlers({
      'pay.open': () => new Promise((resolve) => setTimeout(resolve, 80, { status: 'success' })),
    });
    const report = await check(await broken({ dropCancel: true }, slowPay));
    expect(outcome(report, 'cancel')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/after its cancel/),
    });
  });

  it('a host that answers a hello from a foreign window and origin fails origin.stranger', async () => {
    const report = await check(await iframeHost(patientHandlers(), true));
    expect(outcome(report, 'origin.stranger')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/foreign frame/),
    });
  });

  it('a config event that is a patch, not the whole config, fails event.config.replaces', async () => {
    const rewrite = (message: Record<string, unknown>) =>
      message.kind === 'event' && message.event === 'config'
        ? { ...message, data: { language: 'kk' } }
        : message;
    const report = await check(await broken({ rewrite }));
    expect(outcome(report, 'event.config.replaces')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/next welcome carries/),
    });
  });

  it('a result the app would reject fails the method', async () => {
    const report = await check(
      await broken({}, patientHandlers({ 'geo.enabled': () => ({ enabled: 'yes' }) as never })),
    );
    expect(outcome(report, 'method.geo.enabled.valid')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/does not match/),
    });
  });

  it('a host that runs calls without checking their params fails each method.<m>.invalid', async () => {
    const rewrite = (message: Record<string, unknown>) =>
      (message.error as { code?: string } | undefined)?.code === 'invalid_params'
        ? { ...message, error: undefined, result: null }
        : message;
    const report = await check(await broken({ rewrite }));
    expect(outcome(report, 'method.haptic.invalid')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/answered with the result null; expected the error "invalid_params"/),
    });
  });

  it('a host that trims a main button text instead of refusing it fails method.mainButton.set.invalid', async () => {
    // It draws the first line of any text, up to 64 characters, and a default label for a missing one.
    const inbound = (message: Record<string, unknown>) => {
      if (message.method !== 'mainButton.set') return message;
      const params = message.params as { text?: unknown } | null;
      if (typeof params !== 'object' || params === null || Array.isArray(params)) return message;
      const text = typeof params.text === 'string' ? params.text.split('\n')[0]?.slice(0, 64) || 'OK' : 'OK';
      return { ...message, params: { ...params, text } };
    };
    const report = await check(await broken({ inbound }));
    expect(outcome(report, 'method.mainButton.set.invalid')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/^params \{"visible":true\} were answered with the result null/),
    });
    expect(outcome(report, 'method.backButton.set.invalid')?.outcome).toBe('pass');
    expect(outcome(report, 'method.mainButton.set.valid')?.outcome).toBe('pass');
  });

  it('a host that draws any popup it is given (one button id twice, five buttons) fails method.popup.open.invalid', async () => {
    const rewrite = (message: Record<string, unknown>) =>
      (message.error as { message?: string } | undefined)?.message?.startsWith('popup.open:')
        ? { ...message, error: undefined, result: { buttonId: null } }
        : message;
    const report = await check(await broken({ rewrite }));
    expect(outcome(report, 'method.popup.open.invalid')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(
        /answered with the result \{"buttonId":null\}; expected the error "invalid_params"/,
      ),
    });
    expect(outcome(report, 'method.clipboard.write.invalid')?.outcome).toBe('pass');
  });

  it('a host that copies text with control characters fails method.clipboard.write.invalid', async () => {
    const rewrite = (message: Record<string, unknown>) =>
      (message.error as { message?: string } | undefined)?.message?.startsWith('clipboard.write:')
        ? { ...message, error: undefined, result: null }
        : message;
    const report = await check(await broken({ rewrite }));
    expect(outcome(report, 'method.clipboard.write.invalid')).toMatchObject({ outcome: 'fail' });
    expect(outcome(report, 'method.popup.open.invalid')?.outcome).toBe('pass');
  });

  it('an unknown method answered with "internal" fails method.unknown', async () => {
    const rewrite = (message: Record<string, unknown>) =>
      (message.error as { code?: string } | undefined)?.code === 'unsupported'
        ? { ...message, error: { code: 'internal', message: 'no handler' } }
        : message;
    const report = await check(await broken({ rewrite }));
    expect(outcome(report, 'method.unknown')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/internal/),
    });
  });

  it('a host that answers with a wrong id is told so, not that it gave no answer', async () => {
    const rewrite = (message: Record<string, unknown>) =>
      (message.error as { code?: string } | undefined)?.code === 'unsupported'
        ? { ...message, id: 'partner-7' }
        : message;
    const report = await check(await broken({ rewrite }));
    expect(outcome(report, 'method.unknown')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(
        /^answered with an unknown id "partner-7", not "kit-call-\d+"; expected the error "unsupported"$/,
      ),
    });
    expect(outcome(report, 'handshake.versions')?.detail).toMatch(/answered with an unknown id "partner-7"/);
  });

  it('a welcome with a wrong id is told so, not that no welcome came', async () => {
    const rewrite = (message: Record<string, unknown>) =>
      message.kind === 'welcome' ? { ...message, id: 'partner-hello' } : message;
    const report = await check(await broken({ rewrite }));
    expect(outcome(report, 'handshake.welcome')).toMatchObject({
      outcome: 'fail',
      detail: expect.stringMatching(/answered with an unknown id "partner-hello", not "kit-hello-1"/),
    });
  });

  it('a host that never welcomes fails handshake.welcome and stops there', async () => {
    const rewrite = (message: Record<string, unknown>) =>
      message.kind === 'welcome' ? { ...message, kind: 'hi' } : message;
    const report = await check(await broken({ rewrite }));
    expect(report.checks.map(({ id, outcome: result }) => `${id} ${result}`)).toEqual([
      'handshake.welcome fail',
    ]);
  });
});

describe('conformance kit against a host that welcomes and then stays silent', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('finishes within 3 minutes with the default waits and reports every check', async () => {
    const conforming = await check(await nativeHost('android'));
    vi.useFakeTimers();
    const { probe } = await nativeHost('android', patientHandlers(), { silent: true });
    const started = Date.now();
    let finished: number | null = null;
    const run = runConformance({ probe, now: () => Date.now() }).then((report) => {
      finished = Date.now();
      return report;
    });
    await vi.advanceTimersByTimeAsync(180_000);
    expect(finished, 'the run did not end within 180 s').not.toBeNull();
    const report = await run;
    expect((finished ?? 0) - started).toBeLessThanOrEqual(180_000);
    expect(report.checks.map(({ id }) => id)).toEqual(conforming.checks.map(({ id }) => id));
    // A refusal needs no person: 5 s for it, not the method's time-out.
    expect(outcome(report, 'method.auth.code.invalid')?.detail).toMatch(/no answer within 5000 ms/);
    // The first valid call waits until the calls' time is spent; the others are not run, and say why.
    expect(outcome(report, 'method.auth.code.valid')).toMatchObject({
      outcome: 'skip',
      detail: expect.stringMatching(/^not finished: the run ends within 180 s/),
    });
    expect(outcome(report, 'method.share.valid')).toMatchObject({
      outcome: 'skip',
      detail: expect.stringMatching(/^not run: the run ends within 180 s/),
    });
    // The events keep their full wait after the calls.
    expect(outcome(report, 'event.back')?.detail).toBe('not seen in 30 s of waiting');
  });
});
