import { describe, expect, it, vi } from 'vitest';
import { authorize } from './authorize.ts';
import { createBridge } from './create-bridge.ts';
import { BridgeHostError, BridgeUnsupportedError } from './errors.ts';
import { createStringHost } from './host/string-host.ts';
import type { HostHandlers } from './host/host-types.ts';
import { fakeWindow, nativeReply } from './testing/fake-windows.ts';
import { stubHandlers } from './testing/stub-handlers.ts';

const URL_ = 'https://app.dastarkhan.kz/';

function iosWindow(handlers: Partial<HostHandlers> = {}) {
  const win: Window = fakeWindow({ url: URL_ });
  const host = createStringHost(stubHandlers(handlers), {
    allowedOrigins: ['https://app.dastarkhan.kz'],
    host: { name: 'iOS host', version: '1', platform: 'ios' },
    send: (json) => nativeReply(win, json),
  });
  Object.assign(win, {
    webkit: {
      messageHandlers: {
        DastarkhanHost: {
          postMessage: (json: string) => setTimeout(() => host.receive(json, 'https://app.dastarkhan.kz')),
        },
      },
    },
  });
  return win;
}

describe('createBridge', () => {
  it('detects nothing at import time: the same module serves windows of different runtimes', async () => {
    const plain = await createBridge({ window: fakeWindow({ url: URL_ }) });
    const native = await createBridge({ window: iosWindow() });
    expect([plain.runtime, native.runtime]).toEqual(['web', 'ios']);
    native.destroy();
  });

  it('uses an explicit runtime, and says clearly when its host objects are missing', async () => {
    await expect(createBridge({ window: iosWindow(), runtime: 'web' })).resolves.toMatchObject({
      runtime: 'web',
    });
    await expect(createBridge({ window: fakeWindow({ url: URL_ }), runtime: 'ios' })).rejects.toThrow(
      'runtime "ios": no host objects',
    );
  });

  it('falls back to the polyfill when a native object exists but its host never answers', async () => {
    vi.useFakeTimers();
    try {
      const postMessage = vi.fn();
      const win = fakeWindow({ url: URL_, DastarkhanHost: { postMessage } });
      const bridge = createBridge({ window: win, handshakeTimeoutMs: 800 });
      await vi.advanceTimersByTimeAsync(800);
      expect((await bridge).runtime).toBe('web');
      expect(JSON.parse(postMessage.mock.calls[0]![0])).toMatchObject({ kind: 'hello' });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses host origins that are not URLs', async () => {
    const win = fakeWindow({ url: URL_, parent: { postMessage: () => {} } });
    await expect(createBridge({ window: win, hostOrigins: ['partner.example'] })).rejects.toThrow();
  });
});

describe('authorize', () => {
  it('uses the native code flow where the host has it', async () => {
    const bridge = await createBridge({ window: iosWindow() });
    await expect(authorize(bridge)).resolves.toEqual({ status: 'success', code: 'code-1' });
  });

  it('falls back to the track-id flow when the code flow is not offered', async () => {
    const bridge = await createBridge({ window: iosWindow({ 'auth.code': null }) });
    await expect(authorize(bridge)).resolves.toEqual({ status: 'success', trackId: 'track-1' });
  });

  it('falls back to the track-id flow when the host answers that the code flow is unsupported', async () => {
    const bridge = await createBridge({
      window: iosWindow({
        'auth.code': () => {
          throw new BridgeUnsupportedError('auth.code');
        },
      }),
    });
    await expect(authorize(bridge)).resolves.toEqual({ status: 'success', trackId: 'track-1' });
  });

  it('passes dismissed through as a value and a host error with its message', async () => {
    const dismissed = await createBridge({
      window: iosWindow({ 'auth.code': () => ({ status: 'dismissed' }) }),
    });
    await expect(authorize(dismissed)).resolves.toEqual({ status: 'dismissed' });
    const failing = await createBridge({
      window: iosWindow({
        'auth.code': () => {
          throw new BridgeHostError('internal', 'Session expired, log in to the super app again');
        },
      }),
    });
    await expect(authorize(failing)).rejects.toThrow('Session expired, log in to the super app again');
  });

  it('rejects as unsupported where neither flow exists', async () => {
    const bridge = await createBridge({ window: iosWindow({ 'auth.code': null, 'auth.trackId': null }) });
    await expect(authorize(bridge)).rejects.toMatchObject({ code: 'unsupported' });
  });
});
