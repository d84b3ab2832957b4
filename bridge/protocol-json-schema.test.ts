import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { isHello, PARAM_SCHEMAS } from './host/request-schemas.ts';
import { DEFAULT_TIMEOUTS, type MethodName } from './protocol.ts';
import {
  type JsonSchema,
  PROTOCOL_SCHEMA_FILE,
  protocolJsonSchema,
  protocolJsonSchemaText,
} from './protocol-json-schema.ts';
import {
  EVENT_SCHEMAS,
  isEnvelope,
  isHostConfig,
  isWelcome,
  isWireError,
  RESULT_SCHEMAS,
  resultSchema,
} from './protocol-schemas.ts';
import { type Guard, isString } from './schema.ts';
import { jsonSchemaCheck } from './testing/json-schema-check.ts';

const schema = protocolJsonSchema();
const defs = schema.$defs as Record<string, JsonSchema>;
const check = (name: string, value: unknown) => jsonSchemaCheck(schema, value, defs[name]!);
const wire = { protocol: 'dastarkhan-bridge', version: 1 };

/** Values a careless or hostile peer might put anywhere. */
const ODD = [null, 0, 1.5, -1, '', 'x', true, [], {}, ['x'], { x: 1 }, 'javascript:alert(1)', '//evil'];

/** `value`, and every variant with one field (at any depth) removed or replaced by an odd value. */
function mutations(value: unknown): unknown[] {
  const out: unknown[] = [value, ...ODD];
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      for (const variant of mutations(item).slice(1))
        out.push(value.map((other, at) => (at === index ? variant : other)));
    });
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const { [key]: _removed, ...rest } = value as Record<string, unknown>;
      out.push(rest);
      for (const variant of mutations(item).slice(1)) out.push({ ...rest, [key]: variant });
    }
  }
  return out;
}

/** The published schema accepts and refuses exactly what the runtime schema does. */
function expectAgreement(name: string, runtime: Guard<unknown>, samples: unknown[], invalid: unknown[] = []) {
  for (const sample of samples)
    expect(runtime(sample), `${name} sample ${JSON.stringify(sample)}`).toBe(true);
  for (const sample of invalid)
    expect(runtime(sample), `${name} invalid ${JSON.stringify(sample)}`).toBe(false);
  for (const value of [...samples.flatMap(mutations), ...invalid]) {
    expect(check(name, value), `${name}: ${JSON.stringify(value)}`).toBe(runtime(value));
  }
}

const PARAMS: { [M in MethodName]: { valid: unknown[]; invalid?: unknown[] } } = {
  'auth.code': { valid: [{}] },
  'auth.trackId': { valid: [{}] },
  'pay.open': {
    valid: [
      { trackId: 'tr-77', paymentUrl: 'https://psp.example/p/77' },
      {
        trackId: 'tr-77',
        paymentUrl: 'https://psp.example/p/77',
        walletType: 'apple_pay',
        successPath: '/typ/12/order/5',
        failurePath: '/cart?x=1',
      },
    ],
    invalid: [
      { trackId: 't', paymentUrl: 'u', successPath: '/\\evil.example' },
      { trackId: 't', paymentUrl: 'u', successPath: '/\tevil' },
      { trackId: 't', paymentUrl: 'u', failurePath: '/a b' },
    ],
  },
  'scan.qr': { valid: [{}] },
  'scan.barcode': { valid: [{}, { formats: ['ean_13', 'upc_e'] }], invalid: [{ formats: ['pdf_417'] }] },
  haptic: { valid: [{ type: 'impactLight' }, { type: 'selection' }] },
  'permission.status': { valid: [{ name: 'camera' }] },
  'permission.request': { valid: [{ name: 'geolocation' }] },
  'geo.position': { valid: [{}, { highAccuracy: true, timeoutMs: 5000, maxAgeMs: 0 }] },
  'geo.enabled': { valid: [{}] },
  'cache.clear': { valid: [{}] },
  'analytics.event': {
    valid: [{ name: 'dastarkhan.payment_requested', properties: { a: 5, b: 'x', c: false, d: null } }],
  },
  'link.open': {
    valid: [
      { url: 'https://2gis.kz/almaty/geo/70000001', kind: 'navigation' },
      { url: 'tg://resolve?domain=x' },
    ],
    invalid: [
      { url: 'JavaScript:alert(1)' },
      { url: 'data:text/html,<script>1</script>' },
      { url: ' javascript:alert(1)' },
      { url: 'java\tscript:alert(1)' },
      { url: 'FILE:///etc/passwd' },
      { url: '/relative' },
    ],
  },
  'app.close': { valid: [{}] },
  share: {
    valid: [{}, { text: 'Rixos Borovoe', url: 'https://dastarkhan.kz/filials/12', title: 'Dastarkhan' }],
    invalid: [{ url: 'javascript:alert(1)' }, { url: '/filials/12' }, { url: 'tg://resolve' }],
  },
  'closing.confirm': { valid: [{ enabled: true }, { enabled: false }] },
  'secure.get': {
    valid: [{ key: 'accessToken' }],
    invalid: [{ key: '' }, { key: '../x' }, { key: 'a'.repeat(65) }],
  },
  'secure.set': {
    valid: [
      { key: 'accessToken', value: 'eyJ.x.y' },
      { key: 'a.b_c-1', value: null },
    ],
  },
  'mainButton.set': {
    valid: [
      { visible: true, text: 'Pay 1 290 ₸', enabled: false, progress: true },
      { visible: true, text: '😀'.repeat(64) },
      { visible: false },
    ],
    invalid: [
      { visible: true },
      { visible: true, text: '' },
      { visible: true, text: 'x'.repeat(65) },
      { visible: true, text: 'Pay\u00851 290' },
      { visible: true, text: 'Pay\u007f' },
      { visible: false, text: 'Line\nbreak' },
    ],
  },
  'backButton.set': { valid: [{ visible: true }, { visible: false }] },
  'view.expand': { valid: [{ fullscreen: false }, { fullscreen: true }] },
  'popup.open': {
    valid: [
      {
        title: 'Replace your cart?',
        message: 'Your cart holds dishes from another venue.',
        buttons: [
          { id: 'replace', text: 'Replace', style: 'destructive' },
          { id: 'keep', text: 'Keep', style: 'cancel' },
        ],
      },
      { message: 'Copied', buttons: [{ id: 'ok', text: 'OK', style: 'default' }] },
    ],
    invalid: [
      { message: 'm', buttons: [] },
      { message: 'm', buttons: [1, 2, 3, 4].map((n) => ({ id: `b${n}`, text: 't', style: 'default' })) },
      { message: 'line\u0000', buttons: [{ id: 'ok', text: 'OK', style: 'default' }] },
      { message: 'm', buttons: [{ id: 'o k', text: 'OK', style: 'default' }] },
      { message: 'm', buttons: [{ id: 'ok', text: 'x'.repeat(65), style: 'default' }] },
      { title: '', message: 'm', buttons: [{ id: 'ok', text: 'OK', style: 'default' }] },
      { message: 'x'.repeat(257), buttons: [{ id: 'ok', text: 'OK', style: 'default' }] },
    ],
  },
  'clipboard.write': {
    valid: [{ text: 'DALA-2026' }, { text: '😀'.repeat(4096) }],
    invalid: [{ text: '' }, { text: 'a\u009fb' }, { text: 'x'.repeat(4097) }],
  },
  'phone.request': { valid: [{}] },
};

const RESULTS: { [M in MethodName]?: { valid: unknown[]; invalid?: unknown[] } } = {
  'auth.code': {
    valid: [{ status: 'success', code: 'Zk2w9tQ0' }, { status: 'dismissed' }, { status: 'redirecting' }],
    invalid: [{ status: 'success', code: 'x'.repeat(201) }],
  },
  'auth.trackId': { valid: [{ status: 'success', trackId: '5f0c8d2e-41' }, { status: 'dismissed' }] },
  'pay.open': { valid: [{ status: 'success' }, { status: 'closed' }, { status: 'redirecting' }] },
  'scan.qr': {
    valid: [
      { status: 'success', text: 'https://dastarkhan.kz/filials/7', format: 'qr_code' },
      { status: 'dismissed' },
    ],
  },
  'scan.barcode': { valid: [{ status: 'success', text: '4870204391510', format: 'manual' }] },
  'permission.status': { valid: [{ state: 'granted' }, { state: 'notDetermined' }] },
  'permission.request': { valid: [{ state: 'denied' }] },
  'geo.position': {
    valid: [
      { status: 'success', latitude: 43.2389, longitude: 76.8897, accuracy: 15 },
      { status: 'denied' },
      { status: 'unavailable' },
    ],
  },
  'geo.enabled': { valid: [{ enabled: true }] },
  share: { valid: [{ status: 'shared' }, { status: 'copied' }, { status: 'dismissed' }] },
  'secure.get': { valid: [{ value: 'eyJ.x.y' }, { value: null }] },
  'popup.open': { valid: [{ buttonId: 'replace' }, { buttonId: null }] },
  'phone.request': {
    valid: [{ status: 'success', grant: 'eyJ.eyJ.sig' }, { status: 'dismissed' }],
    invalid: [
      { status: 'success', grant: 'x'.repeat(4097) },
      { status: 'success', phone: '+77010000001' },
    ],
  },
};

describe('protocol.schema.json', () => {
  it('is committed as `npm run protocol-schema` writes it from the declarations', async () => {
    const committed = await readFile(join(import.meta.dirname, '..', PROTOCOL_SCHEMA_FILE), 'utf8');
    expect(committed, `${PROTOCOL_SCHEMA_FILE} is stale: run npm run protocol-schema`).toBe(
      protocolJsonSchemaText(),
    );
  });

  it('has every method and event of protocol.ts, with params, result and time-out', () => {
    const methods = Object.keys(DEFAULT_TIMEOUTS);
    expect(schema['x-methods']).toEqual(methods);
    expect(Object.keys(PARAM_SCHEMAS)).toEqual(methods);
    expect(methods.filter((method) => resultSchema(method as MethodName))).toEqual(
      Object.keys(RESULT_SCHEMAS),
    );
    for (const method of methods) {
      expect(defs[`${method}.params`], method).toBeDefined();
      expect(defs[`${method}.result`]?.['x-timeout-ms'], method).toBe(DEFAULT_TIMEOUTS[method as MethodName]);
    }
    expect(schema['x-events']).toEqual(Object.keys(EVENT_SCHEMAS));
  });

  it.each(Object.keys(PARAMS) as MethodName[])('agrees with the host’s params schema for %s', (method) => {
    const { valid, invalid = [] } = PARAMS[method];
    expectAgreement(`${method}.params`, PARAM_SCHEMAS[method] as Guard<unknown>, valid, invalid);
  });

  it.each(Object.keys(RESULTS) as MethodName[])('agrees with the app’s result schema for %s', (method) => {
    const { valid, invalid = [] } = RESULTS[method]!;
    expectAgreement(`${method}.result`, resultSchema(method) as Guard<unknown>, valid, invalid);
  });

  it('refuses popup buttons with one id twice at run time, which the JSON Schema only describes', () => {
    const twice = {
      message: 'm',
      buttons: [
        { id: 'ok', text: 'OK', style: 'default' },
        { id: 'ok', text: 'Yes', style: 'default' },
      ],
    };
    expect(PARAM_SCHEMAS['popup.open'](twice)).toBe(false);
    expect(defs['popup.open.params']?.properties).toMatchObject({
      buttons: { description: expect.stringMatching(/differ/) },
    });
  });

  it('accepts anything as the result of an acknowledgement-only method', () => {
    for (const method of Object.keys(DEFAULT_TIMEOUTS) as MethodName[]) {
      if (resultSchema(method)) continue;
      for (const value of ODD) expect(check(`${method}.result`, value)).toBe(true);
    }
  });

  it('agrees with the app’s schemas on the handshake, config and events', () => {
    const welcome = {
      ...wire,
      kind: 'welcome',
      id: 'k3x9qa-0',
      host: { name: 'Super App', version: '7.12.0', platform: 'ios' },
      methods: { 'auth.code': 1, 'pay.open': 1 },
      config: {
        services: ['takeaway', 'delivery'],
        townIds: [1, 2],
        primaryColor: '#e30613',
        language: 'ru',
      },
      launch: { path: '/filials/12?table_id=3', trackId: '5f0c8d2e-41' },
      theme: { scheme: 'dark', colors: { background: '#101214', text: '#eeeeee', accent: '#4fc3a1' } },
      viewport: { safeArea: { top: 47, right: 0, bottom: 34, left: 0 }, height: 700 },
    };
    const { config: _config, launch: _launch, theme: _theme, viewport: _viewport, ...bare } = welcome;
    expectAgreement(
      'welcome',
      (value): value is unknown => isEnvelope(value) && value.kind === 'welcome' && isWelcome(value),
      [welcome, bare, { ...welcome, launch: { auth: { status: 'success', code: 'c', route: '/cart' } } }],
      [
        { ...welcome, config: { primaryColor: 'red;background:url(//evil)' } },
        { ...welcome, config: { townIds: [1.5] } },
        { ...welcome, theme: { scheme: 'dim' } },
        { ...welcome, theme: { scheme: 'dark', colors: { text: 'white' } } },
        { ...welcome, viewport: { safeArea: { top: 1, right: 0, bottom: 0 } } },
      ],
    );
    expectAgreement('theme', EVENT_SCHEMAS.theme, [
      { scheme: 'light' },
      {
        scheme: 'dark',
        colors: { background: '#000', surface: '#1c1c1e', accentText: '#fff', newName: '#123' },
      },
    ]);
    expectAgreement(
      'viewport',
      EVENT_SCHEMAS.viewport,
      [
        { safeArea: { top: 0, right: 0, bottom: 0, left: 0 } },
        { safeArea: { top: 47, right: 0, bottom: 34, left: 0 }, height: 640.5 },
        { safeArea: { top: 0, right: 0, bottom: 0, left: 0 }, height: 844, mode: 'fullscreen' },
      ],
      [{ safeArea: { top: 0, right: 0, bottom: 0, left: 0 }, mode: 'maximised' }],
    );
    expectAgreement('hostConfig', isHostConfig, [{}, welcome.config, { primaryColor: '#0a6' }]);
    expectAgreement(
      'hello',
      (value): value is unknown => isEnvelope(value) && value.kind === 'hello' && isHello(value),
      [
        {
          ...wire,
          kind: 'hello',
          id: 'k3x9qa-0',
          versions: [1],
          app: { name: 'dastarkhan', version: '4.5.13' },
        },
      ],
    );
    expectAgreement('wireError', isWireError, [{ code: 'busy', message: 'A payment is already open' }]);
    const isEvent = (value: unknown): value is unknown => {
      if (!isEnvelope(value) || value.kind !== 'event') return false;
      const { event, data, id } = value as Record<string, unknown>;
      return (
        isString(event) &&
        Object.hasOwn(EVENT_SCHEMAS, event) &&
        EVENT_SCHEMAS[event as keyof typeof EVENT_SCHEMAS](data) &&
        (!Object.hasOwn(value, 'id') || isString(id))
      );
    };
    expectAgreement('event', isEvent, [
      { ...wire, kind: 'event', id: 'host-3', event: 'back', data: {} },
      { ...wire, kind: 'event', event: 'visibility', data: { visible: false } },
      { ...wire, kind: 'event', event: 'config', data: { services: ['express'], language: 'kk' } },
      { ...wire, kind: 'event', event: 'theme', data: { scheme: 'dark', colors: { accent: '#4fc3a1' } } },
      {
        ...wire,
        kind: 'event',
        event: 'viewport',
        data: { safeArea: { top: 24, right: 0, bottom: 0, left: 0 } },
      },
      { ...wire, kind: 'event', event: 'mainButton.press', data: {} },
    ]);
  });
});
