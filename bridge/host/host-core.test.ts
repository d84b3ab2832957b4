import { afterEach, describe, expect, it, vi } from 'vitest';
import { BridgeHostError } from '../errors.ts';
import { type HostMessage, PROTOCOL } from '../protocol.ts';
import { stubHandlers } from '../testing/stub-handlers.ts';
import { createHostCore } from './host-core.ts';
import type { HostHandlers, HostOptions } from './host-types.ts';

const APP = 'https://app.dastarkhan.kz';
const wire = { protocol: PROTOCOL, version: 1 };
const hello = (id = 'a-0', versions = [1]) => ({
  ...wire,
  kind: 'hello',
  id,
  versions,
  app: { name: 'dastarkhan', version: '4.5.13' },
});
const request = (id: string, method: string, params: unknown = {}) => ({
  ...wire,
  kind: 'request',
  id,
  method,
  params,
});
const flush = () => new Promise((done) => setTimeout(done, 0));

function host(handlers: HostHandlers = stubHandlers(), options: Partial<HostOptions> = {}) {
  const sent: { message: HostMessage; origin: string }[] = [];
  const core = createHostCore(
    handlers,
    { allowedOrigins: [APP], host: { name: 'Super app', version: '7', platform: 'android' }, ...options },
    (message, origin) => sent.push({ message: structuredClone(message), origin }),
  );
  const answer = (id: string) =>
    sent.find(({ message }) => 'id' in message && message.id === id && message.kind === 'response')?.message;
  return { core, sent, answer };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('host core: handshake', () => {
  it('welcomes with its info, the methods that have handlers, config and launch data', () => {
    const { core, sent } = host(stubHandlers({ 'pay.open': null, 'analytics.event': null }), {
      config: { services: ['takeaway'] },
      launch: { path: '/filials/3' },
    });
    expect(core.receive(hello(), APP)).toBe(true);
    expect(sent).toEqual([
      {
        origin: APP,
        message: {
          ...wire,
          kind: 'welcome',
          id: 'a-0',
          host: { name: 'Super app', version: '7', platform: 'android' },
          methods: expect.not.objectContaining({ 'pay.open': expect.anything() }),
          config: { services: ['takeaway'] },
          launch: { path: '/filials/3' },
        },
      },
    ]);
    expect(core.methods['scan.qr']).toBe(1);
    expect(core.methods['analytics.event']).toBeUndefined();
    expect(core.connected).toBe(true);
  });

  it('answers a hello without a common version with an unsupported error, and stays unconnected', () => {
    const { core, sent } = host();
    core.receive(hello('a-0', [2, 3]), APP);
    expect(sent[0]!.message).toMatchObject({ kind: 'response', id: 'a-0', error: { code: 'unsupported' } });
    expect(core.connected).toBe(false);
  });

  it('ignores messages from origins not allowed, and requests before the hello', () => {
    const { core, sent } = host();
    expect(core.receive(hello(), 'https://evil.example')).toBe(false);
    expect(core.receive(request('r1', 'haptic', { type: 'soft' }), APP)).toBe(false);
    expect(sent).toEqual([]);
  });

  it('requires the allowlist', () => {
    const options = {
      allowedOrigins: [] as unknown as [string],
      host: { name: 'x', version: '1', platform: 'web' as const },
    };
    expect(() => createHostCore(stubHandlers(), options, () => {})).toThrow(/allowedOrigins/);
  });
});

describe('host core: requests', () => {
  it('validates params and fills SPEC defaults before the handler sees them', async () => {
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

describe('host core: events', () => {
  it('delivers back and resolves with what the app answered', async () => {
    const { core, sent } = host();
    core.receive(hello(), APP);
    const back = core.back();
    const event = sent.at(-1)!.message as { id: string; kind: string; event: string };
    expect(event).toMatchObject({ kind: 'event', event: 'back', data: {} });
    expect(core.receive({ ...wire, kind: 'response', id: event.id, result: { handled: true } }, APP)).toBe(
      true,
    );
    await expect(back).resolves.toEqual({ handled: true });
  });

  it('counts back as not handled when the app is silent, not connected, or answers nonsense', async () => {
    vi.useFakeTimers();
    const { core, sent } = host(stubHandlers(), { backTimeoutMs: 300 });
    await expect(core.back()).resolves.toEqual({ handled: false });
    core.receive(hello(), APP);
    const back = core.back();
    const { id } = sent.at(-1)!.message as { id: string };
    expect(core.receive({ ...wire, kind: 'response', id, result: { handled: 'yes' } }, APP)).toBe(false);
    await vi.advanceTimersByTimeAsync(300);
    await expect(back).resolves.toEqual({ handled: false });
  });

  it('sends visibility and config, and welcomes later pages with the new config', () => {
    const { core, sent } = host();
    core.visibility(true);
    expect(sent).toEqual([]);
    core.receive(hello(), APP);
    core.visibility(false);
    core.setConfig({ primaryColor: '#00a651' });
    expect(sent.slice(1).map(({ message }) => message)).toEqual([
      { ...wire, kind: 'event', event: 'visibility', data: { visible: false } },
      { ...wire, kind: 'event', event: 'config', data: { primaryColor: '#00a651' } },
    ]);
    core.receive(hello('b-0'), APP);
    expect(sent.at(-1)!.message).toMatchObject({ kind: 'welcome', config: { primaryColor: '#00a651' } });
  });

  it('goes quiet when closed', async () => {
    let signal: AbortSignal | undefined;
    const { core, sent } = host(
      stubHandlers({
        'scan.qr': (_, context) => {
          signal = context.signal;
          return new Promise(() => {});
        },
      }),
    );
    core.receive(hello(), APP);
    core.receive(request('r1', 'scan.qr'), APP);
    const back = core.back();
    const count = sent.length;
    core.close();
    expect(signal?.aborted).toBe(true);
    await expect(back).resolves.toEqual({ handled: false });
    expect(core.receive(hello('b-0'), APP)).toBe(false);
    core.visibility(true);
    expect(sent.length).toBe(count);
    expect(core.connected).toBe(false);
  });
});
