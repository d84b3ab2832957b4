import { afterEach, describe, expect, it, vi } from 'vitest';
import { connect } from './client.ts';
import {
  BridgeAbortError,
  BridgeError,
  BridgeHostError,
  BridgeTimeoutError,
  BridgeUnsupportedError,
} from './errors.ts';
import { DEFAULT_TIMEOUTS, PROTOCOL } from './protocol.ts';
import { event, response, scriptedTransport, welcomeFor } from './testing/scripted-transport.ts';

const APP = { name: 'dastarkhan', version: '4.5.13' };

async function connected(welcome: Record<string, unknown> = {}) {
  const script = scriptedTransport();
  const pending = connect(script.transport, APP, 1000);
  const hello = script.last('hello')!;
  expect(script.deliver(welcomeFor(hello.id, welcome))).toBe(true);
  const bridge = await pending;
  if (!bridge) throw new Error('the handshake failed');
  return { ...script, bridge };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('handshake', () => {
  it('says hello with the versions it speaks and takes host, methods, config and launch from the welcome', async () => {
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1000);
    const hello = script.last('hello')!;
    expect(hello).toEqual({
      protocol: PROTOCOL,
      version: 1,
      kind: 'hello',
      id: expect.any(String),
      versions: [1],
      app: APP,
    });
    script.deliver(
      welcomeFor(hello.id, {
        methods: { 'pay.open': 1, haptic: 2 },
        config: { services: ['delivery'], primaryColor: '#e30613', language: 'ru' },
        launch: { path: '/filials/12?table_id=3', trackId: 'tr-9' },
      }),
    );
    const bridge = (await pending)!;
    expect(bridge.runtime).toBe('ios');
    expect(bridge.version).toBe(1);
    expect(bridge.host).toEqual({ name: 'test host', version: '1.0', platform: 'ios' });
    expect(bridge.config).toEqual({ services: ['delivery'], primaryColor: '#e30613', language: 'ru' });
    expect(bridge.launch).toEqual({ path: '/filials/12?table_id=3', trackId: 'tr-9' });
    expect(bridge.supports('pay.open')).toBe(true);
    expect(bridge.supports('haptic', 2)).toBe(true);
    expect(bridge.supports('haptic', 3)).toBe(false);
    expect(bridge.supports('scan.qr')).toBe(false);
  });

  it('resolves null and closes the transport when nobody answers in time', async () => {
    vi.useFakeTimers();
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1500);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(pending).resolves.toBeNull();
    expect(script.state.closed).toBe(true);
  });

  it('resolves null when the host shares no protocol version', async () => {
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1000);
    const hello = script.last('hello')!;
    script.deliver(response(hello.id, { error: { code: 'unsupported', message: 'speaks 2 only' } }));
    await expect(pending).resolves.toBeNull();
  });

  it('ignores welcomes that break the schema, for another id, or with an unsafe colour or path', async () => {
    vi.useFakeTimers();
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1000);
    const { id } = script.last('hello')!;
    expect(script.deliver(welcomeFor('someone-else'))).toBe(false);
    expect(script.deliver(welcomeFor(id, { host: { name: 'x', version: '1', platform: 'windows' } }))).toBe(
      false,
    );
    expect(script.deliver(welcomeFor(id, { config: { primaryColor: 'red;background:url(//evil)' } }))).toBe(
      false,
    );
    expect(script.deliver(welcomeFor(id, { launch: { path: '//evil.example/x' } }))).toBe(false);
    expect(script.deliver({ ...welcomeFor(id), protocol: 'other' })).toBe(false);
    expect(script.deliver({ ...welcomeFor(id), version: 2 })).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBeNull();
  });
});

describe('handshake with a host written from docs/protocol.md', () => {
  it('accepts a welcome without config and launch: both are empty', async () => {
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1000);
    const { config: _config, launch: _launch, ...bare } = welcomeFor(script.last('hello')!.id);
    expect(script.deliver(bare)).toBe(true);
    const bridge = (await pending)!;
    expect(bridge.config).toEqual({});
    expect(bridge.launch).toEqual({});
  });

  it.each([
    [{ host: { name: 'x', version: '1', platform: 'windows' } }, '"host"'],
    [{ methods: undefined }, '"methods"'],
    [{ config: { primaryColor: 'red' } }, '"config.primaryColor"'],
    [{ config: { language: 'fr' } }, '"config.language"'],
    [{ config: [] }, '"config"'],
    [{ launch: { path: '//evil.example' } }, '"launch.path"'],
    [{ theme: { scheme: 'dark', colors: { text: 'white' } } }, '"theme"'],
    [{ viewport: { safeArea: { top: 47 } } }, '"viewport"'],
  ])('warns about a welcome that breaks the rules (%j), naming %s', async (fields, named) => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1000);
    expect(script.deliver(welcomeFor(script.last('hello')!.id, fields))).toBe(false);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining(named)));
    expect(warn.mock.calls[0]![0]).toMatch(/welcome .*docs\/protocol\.md/);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(pending).resolves.toBeNull();
    warn.mockRestore();
  });

  it('repeats the hello, less and less often, until a welcome arrives, then stops', async () => {
    vi.useFakeTimers();
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1500);
    const hellos = () => script.sent.filter((message) => message.kind === 'hello');
    expect(hellos()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(hellos()).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(hellos()).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(400);
    expect(hellos()).toHaveLength(4);
    // The same hello each time, so that a host can tell a repeat from a new page.
    expect(new Set(hellos().map((message) => JSON.stringify(message))).size).toBe(1);
    script.deliver(welcomeFor(hellos()[0]!.id));
    await expect(pending).resolves.not.toBeNull();
    await vi.advanceTimersByTimeAsync(2000);
    expect(hellos()).toHaveLength(4);
  });

  it('stops repeating the hello when the handshake times out', async () => {
    vi.useFakeTimers();
    const script = scriptedTransport();
    const pending = connect(script.transport, APP, 1500);
    await vi.advanceTimersByTimeAsync(1500);
    await expect(pending).resolves.toBeNull();
    const count = script.sent.length;
    await vi.advanceTimersByTimeAsync(2000);
    expect(script.sent.length).toBe(count);
  });
});

describe('call', () => {
  it('sends a request and resolves with a schema-valid result', async () => {
    const { bridge, last, deliver } = await connected();
    const paid = bridge.call('pay.open', { trackId: 'tr-1', paymentUrl: 'https://pay.example/1' });
    const request = last('request')!;
    expect(request).toEqual({
      protocol: PROTOCOL,
      version: 1,
      kind: 'request',
      id: expect.any(String),
      method: 'pay.open',
      params: { trackId: 'tr-1', paymentUrl: 'https://pay.example/1' },
    });
    expect(deliver(response(request.id, { result: { status: 'closed' } }))).toBe(true);
    await expect(paid).resolves.toEqual({ status: 'closed' });
  });

  it('treats the user closing the screen as a value, not an error', async () => {
    const { bridge, last, deliver } = await connected();
    const scanned = bridge.call('scan.qr');
    deliver(response(last('request')!.id, { result: { status: 'dismissed' } }));
    await expect(scanned).resolves.toEqual({ status: 'dismissed' });
  });

  it('gives null for acknowledgement-only methods whatever the host answers', async () => {
    const { bridge, last, deliver } = await connected();
    const buzz = bridge.call('haptic', { type: 'impactLight' });
    deliver(response(last('request')!.id, { result: { ok: true } }));
    await expect(buzz).resolves.toBeNull();
  });

  it('rejects an answer that breaks the result schema (a success without its code)', async () => {
    const { bridge, last, deliver } = await connected();
    const auth = bridge.call('auth.code');
    deliver(response(last('request')!.id, { result: { status: 'success' } }));
    await expect(auth).rejects.toMatchObject({ name: 'BridgeError', code: 'invalid_response' });
  });

  it('turns host errors into BridgeHostError with the host message, and unsupported into its own class', async () => {
    const { bridge, last, deliver } = await connected();
    const auth = bridge.call('auth.code');
    deliver(response(last('request')!.id, { error: { code: 'internal', message: 'Keychain locked' } }));
    const failure = await auth.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(BridgeHostError);
    expect(failure).toMatchObject({ code: 'internal', message: 'Keychain locked' });

    const scan = bridge.call('scan.qr');
    deliver(response(last('request')!.id, { error: { code: 'unsupported' } }));
    await expect(scan).rejects.toBeInstanceOf(BridgeUnsupportedError);
  });

  it('rejects an unknown error code as an invalid answer', async () => {
    const { bridge, last, deliver } = await connected();
    const auth = bridge.call('auth.code');
    deliver(response(last('request')!.id, { error: { code: 'teapot' } }));
    await expect(auth).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('rejects at once, without sending, when the host does not support the method', async () => {
    const { bridge, sent } = await connected({ methods: { haptic: 1 } });
    const before = sent.length;
    await expect(bridge.call('pay.open', { trackId: 't', paymentUrl: 'u' })).rejects.toBeInstanceOf(
      BridgeUnsupportedError,
    );
    expect(sent.length).toBe(before);
  });

  it('times out a host that never answers, tells it to cancel, and ignores a late answer', async () => {
    vi.useFakeTimers();
    const { bridge, last, deliver } = await connected();
    const buzz = bridge.call('haptic', { type: 'soft' });
    const { id } = last('request')!;
    const outcome = buzz.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUTS.haptic - 1);
    expect(last('cancel')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    const error = await outcome;
    expect(error).toBeInstanceOf(BridgeTimeoutError);
    expect(error).toMatchObject({ code: 'timeout' });
    expect(last('cancel')).toMatchObject({ kind: 'cancel', id });
    expect(deliver(response(id, { result: null }))).toBe(false);
  });

  it('uses the caller timeout over the default', async () => {
    vi.useFakeTimers();
    const { bridge } = await connected();
    const pay = bridge.call('pay.open', { trackId: 't', paymentUrl: 'u' }, { timeoutMs: 50 }).catch((e) => e);
    await vi.advanceTimersByTimeAsync(50);
    expect(await pay).toBeInstanceOf(BridgeTimeoutError);
  });

  it('rejects at once when aborted, and tells the host to cancel', async () => {
    const { bridge, last, deliver } = await connected();
    const controller = new AbortController();
    const scan = bridge.call('scan.qr', {}, { signal: controller.signal });
    const { id } = last('request')!;
    controller.abort();
    await expect(scan).rejects.toBeInstanceOf(BridgeAbortError);
    await expect(scan).rejects.toMatchObject({ name: 'AbortError', code: 'aborted' });
    expect(last('cancel')).toMatchObject({ id });
    expect(deliver(response(id, { result: { status: 'dismissed' } }))).toBe(false);
  });

  it('does not send anything for an already aborted signal', async () => {
    const { bridge, sent } = await connected();
    const before = sent.length;
    await expect(bridge.call('scan.qr', {}, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      BridgeAbortError,
    );
    expect(sent.length).toBe(before);
  });

  it('fails at once when params cannot be sent', async () => {
    const { bridge, transport } = await connected();
    transport.send = () => {
      throw new TypeError('Converting circular structure to JSON');
    };
    await expect(bridge.call('analytics.event', { name: 'x' })).rejects.toThrow('circular');
  });

  it('rejects pending and later calls with destroyed, and closes the transport', async () => {
    const { bridge, state } = await connected();
    const scan = bridge.call('scan.qr');
    bridge.destroy();
    await expect(scan).rejects.toMatchObject({ code: 'destroyed' });
    await expect(bridge.call('scan.qr')).rejects.toBeInstanceOf(BridgeError);
    expect(state.closed).toBe(true);
  });

  it('keeps the ids of two bridges apart', async () => {
    const first = await connected();
    const second = await connected();
    first.bridge.call('scan.qr');
    second.bridge.call('scan.qr');
    expect(first.last('request')!.id).not.toBe(second.last('request')!.id);
  });
});

describe('events', () => {
  it('runs every handler, newest first, and keeps the latest config', async () => {
    const { bridge, deliver } = await connected();
    const order: string[] = [];
    bridge.on('config', () => order.push('older'));
    bridge.on('config', (config) => order.push(`newer:${config.language}`));
    expect(deliver(event('config', { language: 'kk', townIds: [1, 2] }))).toBe(true);
    expect(order).toEqual(['newer:kk', 'older']);
    expect(bridge.config).toEqual({ language: 'kk', townIds: [1, 2] });
  });

  it('asks back handlers newest first until one handles it, and tells the host', async () => {
    const { bridge, deliver, last } = await connected();
    const asked: string[] = [];
    bridge.on('back', () => {
      asked.push('page');
      return false;
    });
    const closeSheet = bridge.on('back', () => {
      asked.push('sheet');
      return true;
    });
    bridge.on('back', () => {
      asked.push('toast');
      return undefined;
    });
    deliver(event('back', {}, 'host-1'));
    expect(asked).toEqual(['toast', 'sheet']);
    expect(last('response')).toMatchObject({ kind: 'response', id: 'host-1', result: { handled: true } });

    closeSheet();
    deliver(event('back', {}, 'host-2'));
    expect(asked).toEqual(['toast', 'sheet', 'toast', 'page']);
    expect(last('response')).toMatchObject({ id: 'host-2', result: { handled: false } });
  });

  it('keeps going after a throwing handler and rethrows its error outside the bridge', async () => {
    vi.useFakeTimers();
    const { bridge, deliver } = await connected();
    const seen: boolean[] = [];
    bridge.on('visibility', ({ visible }) => seen.push(visible));
    bridge.on('visibility', () => {
      throw new Error('handler bug');
    });
    deliver(event('visibility', { visible: false }));
    expect(seen).toEqual([false]);
    expect(() => vi.runOnlyPendingTimers()).toThrow('handler bug');
  });

  it('drops events with invalid data, unknown names or a non-string id', async () => {
    const { bridge, deliver } = await connected();
    const handler = vi.fn();
    bridge.on('visibility', handler);
    expect(deliver(event('visibility', { visible: 'yes' }))).toBe(false);
    expect(deliver(event('visibility', null))).toBe(false);
    expect(deliver(event('toString', {}))).toBe(false);
    expect(deliver(event('__proto__', {}))).toBe(false);
    expect(deliver(event('visibility', { visible: true }, 7 as unknown as string))).toBe(false);
    expect(handler).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe, even when the same function is subscribed twice', async () => {
    const { bridge, deliver } = await connected();
    const handler = vi.fn();
    const first = bridge.on('visibility', handler);
    bridge.on('visibility', handler);
    first();
    first();
    deliver(event('visibility', { visible: true }));
    expect(handler).toHaveBeenCalledTimes(1);
  });
});
