import { describe, expect, it, vi } from 'vitest';
import {
  BridgeAbortError,
  BridgeError,
  BridgeHostError,
  BridgeTimeoutError,
  BridgeUnsupportedError,
} from './errors.ts';
import { DEFAULT_TIMEOUTS, PROTOCOL } from './protocol.ts';
import { response } from './testing/scripted-transport.ts';
import { connected } from './testing/client-fixtures.ts';

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
