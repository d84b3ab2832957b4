import { describe, expect, it } from 'vitest';
import { PARAM_SCHEMAS } from '../host/request-schemas.ts';
import { DEFAULT_TIMEOUTS, type MethodName } from '../protocol.ts';
import { welcomeFault } from './handshake-checks.ts';
import { invalidParams, mayRedirect, needsPerson, PROTOCOL_METHODS, VALID_PARAMS } from './samples.ts';

const accepts = (method: MethodName, params: unknown) =>
  (PARAM_SCHEMAS[method] as (value: unknown) => boolean)(params);

describe('the kit samples every method of the map', () => {
  it('covers every method with timeouts, and its valid params pass the host-side schema', () => {
    expect(PROTOCOL_METHODS.toSorted()).toEqual(Object.keys(DEFAULT_TIMEOUTS).toSorted());
    for (const method of PROTOCOL_METHODS) expect(accepts(method, VALID_PARAMS[method]), method).toBe(true);
  });

  it('sends only invalid params where it expects invalid_params, at least a non-object for each method', () => {
    for (const method of PROTOCOL_METHODS) {
      const samples = invalidParams(method);
      expect(samples, method).toContainEqual([]);
      for (const sample of samples)
        expect(accepts(method, sample), `${method} ${JSON.stringify(sample)}`).toBe(false);
    }
    expect(invalidParams('pay.open')).toContainEqual({});
    expect(invalidParams('haptic')).toContainEqual({ type: 'buzz' });
  });

  it('knows which calls need a person and which leave a plain browser, from the maps', () => {
    expect(PROTOCOL_METHODS.filter(needsPerson).toSorted()).toEqual(
      [
        'auth.code',
        'auth.trackId',
        'link.open',
        'pay.open',
        'permission.request',
        'phone.request',
        'popup.open',
        'scan.barcode',
        'scan.qr',
        'share',
      ].toSorted(),
    );
    expect(PROTOCOL_METHODS.filter(mayRedirect).toSorted()).toEqual(['auth.code', 'pay.open']);
  });
});

describe('welcomeFault names the first field that breaks the protocol', () => {
  const welcome = {
    protocol: 'dastarkhan-bridge',
    version: 1,
    kind: 'welcome',
    id: 'h1',
    host: { name: 'Super app', version: '7', platform: 'ios' },
    methods: { haptic: 1 },
    config: { language: 'kk', primaryColor: '#0a6e4f' },
    launch: { path: '/cart' },
  };

  it('accepts a valid welcome, and one without config and launch', () => {
    expect(welcomeFault(welcome, 'ios', 'h1')).toBeNull();
    const { config: _config, launch: _launch, ...smallest } = welcome;
    expect(welcomeFault(smallest, 'react-native', 'h1')).toBeNull();
  });

  it.each([
    [{ protocol: 'other' }, /^protocol/],
    [{ version: 2 }, /^version/],
    [{ id: 'h2' }, /^id .*"h1"/],
    [{ host: { name: 'x', version: '1' } }, /host\.platform/],
    [{ host: { version: '1', platform: 'ios' } }, /host\.name/],
    [{ host: { name: 'x', version: '1', platform: 'web' } }, /does not fit the ios runtime/],
    [{ methods: { haptic: '1' } }, /methods\["haptic"\]/],
    [{ methods: undefined }, /methods is missing/],
    [{ config: { primaryColor: 'red' } }, /config\.primaryColor/],
    [{ config: { language: 'de' } }, /config\.language/],
    [{ launch: { path: '//evil.example' } }, /launch\.path/],
  ])('%j', (change, fault) => {
    expect(welcomeFault({ ...welcome, ...change }, 'ios', 'h1')).toMatch(fault);
  });
});
