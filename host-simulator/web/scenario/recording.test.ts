import { describe, expect, it } from 'vitest';
import { type Recorded, type Recording, recordOf, scenarioOf } from './recording.ts';
import { parseScenario } from './scenario-format.ts';

const T0 = 1_764_000_000_000;
const wire = (at: number, direction: 'app-to-host' | 'host-to-app', message: object): Recorded => ({
  at: T0 + at,
  type: 'wire',
  direction,
  message: { protocol: 'dastarkhan-bridge', version: 1, ...message },
});
const request = (at: number, id: string, method: string, params: object = {}) =>
  wire(at, 'app-to-host', { kind: 'request', id, method, params });
const response = (at: number, id: string, answer: object) =>
  wire(at, 'host-to-app', { kind: 'response', id, ...answer });

function recording(records: Recorded[], finalRoute: string | null = '/typ/12/order/100007'): Recording {
  return {
    name: 'Recorded',
    startedAt: T0,
    settings: { runtime: 'ios', language: 'en', route: '/cart', storage: { lang: 'en' } },
    // Out of order on purpose: the journal's control calls arrive when the recording stops.
    records: [...records].reverse(),
    finalRoute,
  };
}

describe('scenarioOf', () => {
  it('turns the answers the developer gave into the scenario’s answers, in the order things happened', () => {
    const scenario = scenarioOf(
      recording([
        wire(1, 'app-to-host', { kind: 'hello', id: 'h1', versions: [1] }),
        wire(2, 'host-to-app', { kind: 'welcome', id: 'h1' }),
        { at: T0 + 3, type: 'click', text: 'Pay 2 170 ₸' },
        request(4, 'a-1', 'pay.open', {
          trackId: 'trk_1',
          paymentUrl: 'http://x/pay',
          successPath: '/app/typ/1',
        }),
        response(5, 'a-1', { result: { status: 'closed' } }),
        request(6, 'a-2', 'auth.code'),
        response(7, 'a-2', { result: { status: 'success', code: 'c0de' } }),
        request(8, 'a-3', 'pay.open', { trackId: 'trk_1', walletType: 'kaspi' }),
        response(9, 'a-3', { result: { status: 'success' } }),
        request(10, 'a-4', 'geo.position', { highAccuracy: true }),
        response(11, 'a-4', { error: { code: 'internal', message: 'Simulated host failure' } }),
        request(12, 'a-5', 'geo.enabled'),
        { at: T0 + 13, type: 'note', text: 'a-5: left unanswered' },
        request(14, 'a-6', 'scan.qr'),
        response(15, 'a-6', {
          result: { status: 'success', text: 'https://t.example/1', format: 'qr_code' },
        }),
      ]),
    );
    expect(scenario.steps).toEqual([
      { app: 'click', text: 'Pay 2 170 ₸' },
      // Track ids and paths differ on every run: they are left out of the pattern.
      { call: { method: 'pay.open', params: {} }, answer: 'dismiss' },
      // A code works once: the replay asks the sandbox for a fresh one.
      { call: { method: 'auth.code', params: {} }, answer: 'grant' },
      { call: { method: 'pay.open', params: { walletType: 'kaspi' } }, answer: 'approve' },
      { call: { method: 'geo.position', params: { highAccuracy: true } }, answer: 'fail' },
      { call: { method: 'geo.enabled', params: {} }, answer: 'never' },
      {
        call: { method: 'scan.qr', params: {} },
        answer: { result: { status: 'success', text: 'https://t.example/1', format: 'qr_code' } },
      },
      { assert: 'route', path: '/typ/12/order/100007' },
    ]);
    expect(parseScenario(scenario)).toMatchObject({ ok: true });
  });

  it('keeps host events and the control calls that changed the sandbox, but not sign-ins or reads', () => {
    const scenario = scenarioOf(
      recording(
        [
          { at: T0 + 1, type: 'control', method: 'POST', path: 'grants', body: { user_id: 1 } },
          { at: T0 + 2, type: 'control', method: 'GET', path: 'faults' },
          {
            at: T0 + 3,
            type: 'control',
            method: 'POST',
            path: 'faults',
            body: { kind: 'unauthorized', count: 1 },
          },
          wire(4, 'host-to-app', { kind: 'event', event: 'back', data: {}, id: 'e1' }),
          wire(5, 'host-to-app', { kind: 'event', event: 'visibility', data: { visible: false } }),
          wire(6, 'host-to-app', { kind: 'event', event: 'config', data: { language: 'kk' } }),
          { at: T0 + 7, type: 'control', method: 'DELETE', path: 'faults' },
        ],
        null,
      ),
    );
    expect(scenario.steps).toEqual([
      { control: { method: 'POST', path: 'faults', body: { kind: 'unauthorized', count: 1 } } },
      { event: 'back' },
      { event: 'visibility', visible: false },
      { event: 'config', config: { language: 'kk' } },
      { control: { method: 'DELETE', path: 'faults' } },
    ]);
    expect(scenario).toMatchObject({
      format: 'dastarkhan-scenario',
      version: 1,
      settings: { runtime: 'ios', route: '/cart', storage: { lang: 'en' } },
      sandbox: { reset: true },
    });
  });

  it('leaves out the host’s secure storage, which answers by itself in a replay too', () => {
    const scenario = scenarioOf(
      recording([
        request(1, 'a-1', 'secure.get', { key: 'accessToken' }),
        response(2, 'a-1', { result: { value: null } }),
        request(3, 'a-2', 'geo.enabled'),
        response(4, 'a-2', { result: { enabled: true } }),
        request(5, 'a-3', 'secure.set', { key: 'accessToken', value: 'token' }),
        response(6, 'a-3', { result: null }),
      ]),
    );
    expect(
      scenario.steps.filter((step) => 'call' in step).map((step) => 'call' in step && step.call.method),
    ).toEqual(['geo.enabled']);
  });

  it('pairs a request with the first answer after it: ids restart with each page load', () => {
    const scenario = scenarioOf(
      recording(
        [
          request(1, 'x-1', 'pay.open'),
          response(2, 'x-1', { result: { status: 'closed' } }),
          request(3, 'x-1', 'pay.open'),
          response(4, 'x-1', { result: { status: 'success' } }),
        ],
        null,
      ),
    );
    expect(scenario.steps.map((step) => ('answer' in step ? step.answer : null))).toEqual([
      'dismiss',
      'approve',
    ]);
  });

  it('logs every message both ways with its time since the start', () => {
    const scenario = scenarioOf(
      recording([request(250, 'a-1', 'haptic'), response(40, 'a-1', { result: null })], null),
    );
    expect(scenario.log).toEqual([
      expect.objectContaining({ at: 40, type: 'wire', direction: 'host-to-app' }),
      expect.objectContaining({ at: 250, type: 'wire', direction: 'app-to-host' }),
    ]);
  });
});

describe('recordOf', () => {
  it('keeps timeline notes as notes and messages as wire records', () => {
    expect(recordOf({ seq: 1, at: 5, direction: 'note', message: 'back: not handled' }, T0)).toEqual({
      at: T0,
      type: 'note',
      text: 'back: not handled',
    });
    expect(recordOf({ seq: 2, at: 6, direction: 'app-to-host', message: { kind: 'cancel' } }, T0)).toEqual({
      at: T0,
      type: 'wire',
      direction: 'app-to-host',
      message: { kind: 'cancel' },
    });
  });
});
