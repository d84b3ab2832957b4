import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeStep, parseScenario, type Scenario } from './scenario-format.ts';

const EXAMPLES = join(import.meta.dirname, '../../../examples/scenarios');

const minimal = (): Record<string, unknown> => ({
  format: 'dastarkhan-scenario',
  version: 1,
  name: 'minimal',
  settings: { runtime: 'ios', language: 'en', route: '/' },
  steps: [],
});

const errorsOf = (value: unknown) => {
  const result = parseScenario(value);
  return result.ok ? [] : result.errors;
};

describe('parseScenario', () => {
  it.each(readdirSync(EXAMPLES).filter((name) => name.endsWith('.json')))(
    'accepts the shipped %s',
    (name) => {
      const result = parseScenario(JSON.parse(readFileSync(join(EXAMPLES, name), 'utf8')));
      expect(result.ok ? [] : result.errors).toEqual([]);
    },
  );

  it('accepts every kind of step', () => {
    const scenario = {
      ...minimal(),
      settings: {
        runtime: 'iframe',
        language: 'ka',
        route: '/cart',
        user: { userId: 1 },
        storage: { lang: 'ka' },
      },
      sandbox: {
        reset: false,
        faults: [{ kind: 'latency' }],
        controls: [{ method: 'POST', path: 'prices' }],
      },
      steps: [
        { call: { method: 'pay.open', params: { trackId: { $regex: '.' } } }, answer: 'dismiss' },
        {
          call: { method: 'scan.qr' },
          answer: { result: { status: 'success', text: 'x', format: 'qr_code' } },
        },
        { message: { kind: 'cancel' }, direction: 'app-to-host', timeoutMs: 8000 },
        { event: 'back', handled: true },
        { event: 'visibility', visible: false },
        { event: 'config', config: { language: 'ru' } },
        { app: 'click', text: 'Pay ', selector: 'button' },
        { control: { method: 'DELETE', path: 'faults' } },
        { assert: 'sent', message: { kind: 'request', method: 'pay.open' }, count: 2 },
        { assert: 'orders', count: 1, match: { payment_status: 'paid' } },
        { assert: 'route', path: '/typ/*' },
        { assert: 'screen', screen: 'typ' },
        { assert: 'text', text: 'Paid', absent: true },
      ],
    };
    expect(errorsOf(scenario)).toEqual([]);
  });

  it('refuses another format or version instead of misreading it', () => {
    expect(errorsOf({ ...minimal(), version: 2 })).toEqual([
      'version: this simulator reads version 1, the file has 2',
    ]);
    expect(errorsOf({ ...minimal(), format: 'other' })).toEqual(['format: must be "dastarkhan-scenario"']);
    expect(errorsOf([])).toEqual(['the scenario must be a JSON object']);
  });

  it('names each problem by its path', () => {
    const scenario = {
      ...minimal(),
      settings: { runtime: 'symbian', language: 'de', route: 'cart', user: { phone: '' } },
      sandbox: { controls: [{ method: 'PUT', path: '/faults' }] },
      steps: [
        { call: { method: 'pay.open' }, answer: 'maybe' },
        { app: 'click', text: 'Pay', assert: 'text' },
        { assert: 'orders' },
        { assert: 'route', path: 'typ' },
        { event: 'visibility' },
        { message: { kind: 'cancel' }, timeoutMs: -1 },
        'click',
      ],
    };
    expect(errorsOf(scenario)).toEqual([
      'settings.runtime: one of ios, android, react-native, iframe, web',
      'settings.language: one of kk, ru, en, ka',
      'settings.route: starts with /',
      'settings.user: {"phone": "+7..."} or {"userId": 1}',
      'sandbox.controls[0].method: POST or DELETE',
      'sandbox.controls[0].path: a path below /sandbox/control/, e.g. "faults"',
      'steps[0].answer: one of approve, dismiss, fail, never, grant or {"result": ...}',
      'steps[1]: needs exactly one of call, message, event, app, control, assert',
      'steps[2].count: a whole number',
      'steps[3].path: an app route such as "/typ/*"',
      'steps[4].visible: true or false',
      'steps[5].timeoutMs: a positive whole number',
      'steps[6]: must be an object',
    ]);
  });
});

describe('describeStep', () => {
  it('labels steps by their name, else by what they do', () => {
    const steps: Scenario['steps'] = [
      { name: 'The guest pays', app: 'click', text: 'Pay ' },
      { call: { method: 'pay.open' }, answer: 'dismiss' },
      { call: { method: 'scan.qr' }, answer: { result: null } },
      { assert: 'sent', message: { method: 'auth.code' }, count: 1 },
      { assert: 'text', text: 'Paid', absent: true },
      { control: { method: 'POST', path: 'faults' } },
    ];
    expect(steps.map(describeStep)).toEqual([
      'The guest pays',
      'pay.open → dismiss',
      'scan.qr → answer',
      'sent {"method":"auth.code"} × 1',
      'no text "Paid"',
      'sandbox POST faults',
    ]);
  });
});
