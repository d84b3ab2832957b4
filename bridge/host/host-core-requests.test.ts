import { describe, expect, it, vi } from 'vitest';
import { BridgeHostError } from '../errors.ts';
import { stubHandlers } from '../testing/stub-handlers.ts';
import { APP, flush, hello, host, request, wire } from '../testing/host-core-fixtures.ts';

describe('host core: requests', () => {
  it('validates params and fills the contract’s defaults before the handler sees them', async () => {
    const position = vi.fn((_params: unknown) => ({ status: 'denied' as const }));
    const barcode = vi.fn((_params: unknown) => ({ status: 'dismissed' as const }));
    const { core, answer } = host(stubHandlers({ 'geo.position': position, 'scan.barcode': barcode }));
    core.receive(hello(), APP);
    core.receive(request('r1', 'geo.position', { timeoutMs: 2000 }), APP);
    core.receive(request('r2', 'scan.barcode', {}), APP);
    await flush();
    expect(position.mock.calls[0]![0]).toEqual({ highAccuracy: true, timeoutMs: 2000, maxAgeMs: 0 });
    expect(barcode.mock.calls[0]![0]).toEqual({
      formats: ['ean_13', 'ean_8', 'code_128', 'code_39', 'code_93', 'itf', 'upc_a', 'upc_e'],
    });
    expect(answer('r1')).toMatchObject({ result: { status: 'denied' } });
  });

  it.each([
    ['pay.open', { trackId: '', paymentUrl: 'u' }],
    ['pay.open', { trackId: 't', paymentUrl: 'u', successPath: '//evil.example' }],
    ['haptic', { type: 'explode' }],
    ['scan.barcode', { formats: ['pdf_417'] }],
    ['permission.request', { name: 'microphone' }],
    ['link.open', { url: 'javascript:alert(document.cookie)' }],
    ['link.open', { url: '/relative' }],
    ['analytics.event', { name: 'x', properties: { nested: { a: 1 } } }],
    ['geo.position', { timeoutMs: '5000' }],
    ['auth.code', null],
  ])('answers invalid_params for %s %j without calling the handler', async (method, params) => {
    const handlers = stubHandlers();
    const spy = vi.spyOn(handlers as unknown as Record<string, () => unknown>, method);
    const { core, answer } = host(handlers);
    core.receive(hello(), APP);
    core.receive(request('r1', method, params), APP);
    await flush();
    expect(answer('r1')).toMatchObject({ error: { code: 'invalid_params' } });
    expect(spy).not.toHaveBeenCalled();
  });

  it('gives the handler the request id, the app origin and a live signal', async () => {
    const seen: unknown[] = [];
    const { core } = host(
      stubHandlers({
        'scan.qr': (_, { id, origin, signal }) => {
          seen.push({ id, origin, aborted: signal.aborted });
          return { status: 'dismissed' };
        },
      }),
    );
    core.receive(hello(), APP);
    core.receive(request('r-41', 'scan.qr'), APP);
    await flush();
    expect(seen).toEqual([{ id: 'r-41', origin: APP, aborted: false }]);
  });

  it('answers unsupported for unknown methods and for methods without a handler', async () => {
    const { core, answer } = host(stubHandlers({ 'cache.clear': null }));
    core.receive(hello(), APP);
    for (const [id, method] of [
      ['r1', 'cache.clear'],
      ['r2', 'teleport'],
      ['r3', '__proto__'],
      ['r4', 'constructor'],
    ]) {
      core.receive(request(id!, method!), APP);
    }
    await flush();
    for (const id of ['r1', 'r2', 'r3', 'r4'])
      expect(answer(id)).toMatchObject({ error: { code: 'unsupported' } });
  });

  it('sends the code of a BridgeHostError, and internal for anything else', async () => {
    const { core, answer } = host(
      stubHandlers({
        'permission.request': () => {
          throw new BridgeHostError('busy', 'A permission prompt is already open');
        },
        'auth.code': async () => {
          throw new Error('Keychain locked');
        },
      }),
    );
    core.receive(hello(), APP);
    core.receive(request('r1', 'permission.request', { name: 'camera' }), APP);
    core.receive(request('r2', 'auth.code'), APP);
    await flush();
    expect(answer('r1')).toMatchObject({
      error: { code: 'busy', message: 'A permission prompt is already open' },
    });
    expect(answer('r2')).toMatchObject({ error: { code: 'internal', message: 'Keychain locked' } });
  });

  it('aborts the handler on cancel and does not answer', async () => {
    let signal: AbortSignal | undefined;
    let finish: (value: { status: 'dismissed' }) => void = () => {};
    const { core, answer } = host(
      stubHandlers({
        'scan.qr': (_, context) => {
          signal = context.signal;
          return new Promise((done) => {
            finish = done;
          });
        },
      }),
    );
    core.receive(hello(), APP);
    core.receive(request('r1', 'scan.qr'), APP);
    expect(core.receive({ ...wire, kind: 'cancel', id: 'r1' }, APP)).toBe(true);
    expect(signal?.aborted).toBe(true);
    finish({ status: 'dismissed' });
    await flush();
    expect(answer('r1')).toBeUndefined();
  });

  it('aborts what an old page asked for when a new page says hello', () => {
    let signal: AbortSignal | undefined;
    const { core } = host(
      stubHandlers({
        'pay.open': (_, context) => {
          signal = context.signal;
          return new Promise(() => {});
        },
      }),
    );
    core.receive(hello('a-0'), APP);
    core.receive(request('r1', 'pay.open', { trackId: 't', paymentUrl: 'u' }), APP);
    core.receive(hello('b-0'), APP);
    expect(signal?.aborted).toBe(true);
  });

  it('answers a repeated hello of the same page again, and keeps what that page asked for running', () => {
    let signal: AbortSignal | undefined;
    const { core, sent } = host(
      stubHandlers({
        'scan.qr': (_, context) => {
          signal = context.signal;
          return new Promise(() => {});
        },
      }),
      { config: { language: 'en' } },
    );
    core.receive(hello('a-0'), APP);
    core.receive(request('r1', 'scan.qr'), APP);
    expect(core.receive(hello('a-0'), APP)).toBe(true);
    expect(signal?.aborted).toBe(false);
    const welcomes = sent.filter(({ message }) => message.kind === 'welcome').map(({ message }) => message);
    expect(welcomes).toHaveLength(2);
    expect(welcomes[1]).toEqual(welcomes[0]);
  });

  it('ignores a second request with an id still running', () => {
    const { core } = host(stubHandlers({ 'scan.qr': () => new Promise(() => {}) }));
    core.receive(hello(), APP);
    expect(core.receive(request('r1', 'scan.qr'), APP)).toBe(true);
    expect(core.receive(request('r1', 'scan.qr'), APP)).toBe(false);
  });

  it('tells onTraffic about every message both ways', async () => {
    const onTraffic = vi.fn();
    const { core } = host(stubHandlers(), { onTraffic });
    core.receive(hello(), APP);
    core.receive(request('r1', 'haptic', { type: 'rigid' }), APP);
    await flush();
    expect(onTraffic.mock.calls.map(([direction, message]) => `${direction}:${message.kind}`)).toEqual([
      'in:hello',
      'out:welcome',
      'in:request',
      'out:response',
    ]);
  });
});
