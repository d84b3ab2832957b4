import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBridge } from '../create-bridge.ts';
import { createHost } from '../host/iframe-host.ts';
import { PROTOCOL } from '../protocol.ts';
import { deliver, framePair, settle } from '../testing/fake-windows.ts';
import { stubHandlers } from '../testing/stub-handlers.ts';
import type { Transport } from './transport.ts';
import { iframeTransport } from './iframe.ts';

const HOST = 'https://partner.example';
const APP = 'https://app.dastarkhan.kz';
const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function hostedFrame(options: { ancestorOrigins?: string[]; allowed?: string[] } = {}) {
  const pair = framePair(
    `${HOST}/shop`,
    `${APP}/`,
    options.ancestorOrigins ? { ancestorOrigins: options.ancestorOrigins } : {},
  );
  const host = createHost(stubHandlers(), {
    iframe: pair.iframe,
    allowedOrigins: [APP],
    host: { name: 'Partner web', version: '2.0', platform: 'web' },
    config: { townIds: [1] },
    launch: { path: '/cart' },
  });
  cleanups.push(() => host.close());
  return { ...pair, host };
}

describe('iframe transport', () => {
  it('shakes hands with a host page on an allowed origin and carries calls and events', async () => {
    const { appWindow, host } = hostedFrame();
    const bridge = await createBridge({ window: appWindow, hostOrigins: [HOST], handshakeTimeoutMs: 500 });
    cleanups.push(() => bridge.destroy());
    expect(bridge.runtime).toBe('iframe');
    expect(bridge.host).toEqual({ name: 'Partner web', version: '2.0', platform: 'web' });
    expect(bridge.launch).toEqual({ path: '/cart' });
    await expect(bridge.call('auth.code')).resolves.toEqual({ status: 'success', code: 'code-1' });
    const config = vi.fn();
    bridge.on('config', config);
    host.setConfig({ townIds: [2], language: 'en' });
    await settle();
    expect(config).toHaveBeenCalledWith({ townIds: [2], language: 'en' });
    expect(bridge.config).toEqual({ townIds: [2], language: 'en' });
  });

  it('never posts to "*": the hello goes to each allowed origin, later messages only to the host that answered', async () => {
    const { appWindow, hostProxy } = hostedFrame();
    const post = vi.spyOn(hostProxy, 'postMessage');
    const bridge = await createBridge({
      window: appWindow,
      hostOrigins: ['https://other-partner.example', `${HOST}/ignored/path`],
      handshakeTimeoutMs: 500,
    });
    cleanups.push(() => bridge.destroy());
    expect(post.mock.calls.map(([message, origin]) => [(message as { kind: string }).kind, origin])).toEqual([
      ['hello', 'https://other-partner.example'],
      ['hello', HOST],
    ]);
    await bridge.call('haptic', { type: 'selection' });
    expect(post.mock.calls.at(-1)).toEqual([expect.objectContaining({ kind: 'request' }), HOST]);
    expect(post.mock.calls.every(([, origin]) => origin !== '*')).toBe(true);
  });

  it('sends the hello only to the origin the browser names as its parent', async () => {
    const { appWindow, hostProxy } = hostedFrame({ ancestorOrigins: [HOST] });
    const post = vi.spyOn(hostProxy, 'postMessage');
    const bridge = await createBridge({ window: appWindow, hostOrigins: ['https://other.example', HOST] });
    cleanups.push(() => bridge.destroy());
    // The hello is sent again until a welcome comes: on a loaded machine a second one may go before this
    // line runs. Each goes to the parent's origin only.
    expect(new Set(post.mock.calls.map(([, origin]) => origin))).toEqual(new Set([HOST]));
  });

  it('does not even wait for a parent whose origin is known and not allowed', async () => {
    const { appWindow } = hostedFrame({ ancestorOrigins: ['https://evil.example'] });
    expect(iframeTransport(appWindow, [HOST])).toBeNull();
    await expect(
      createBridge({ window: appWindow, hostOrigins: [HOST], runtime: 'iframe' }),
    ).rejects.toMatchObject({
      code: 'unsupported',
    });
  });

  it('is not used at the top level', () => {
    const { hostWindow } = hostedFrame();
    expect(iframeTransport(hostWindow, [HOST])).toBeNull();
  });

  it('ignores messages from another window or an origin not allowed, even when well-formed', async () => {
    const { appWindow, hostProxy } = hostedFrame();
    const transport = iframeTransport(appWindow, [HOST]) as Transport;
    const receive = vi.fn(() => true);
    transport.open(receive);
    const message = { protocol: PROTOCOL, version: 1, kind: 'event', event: 'back', data: {} };
    const stranger = { postMessage: () => {} };
    deliver(appWindow, '*', APP, message, HOST, stranger);
    deliver(appWindow, '*', APP, message, 'https://evil.example', hostProxy);
    deliver(appWindow, '*', APP, message, 'null', hostProxy);
    await settle();
    expect(receive).not.toHaveBeenCalled();
    deliver(appWindow, '*', APP, message, HOST, hostProxy);
    await settle();
    expect(receive).toHaveBeenCalledWith(message);
    transport.close();
  });

  it('after the welcome listens only to the origin that gave it', async () => {
    const { appWindow, hostProxy } = hostedFrame();
    const transport = iframeTransport(appWindow, [HOST, 'https://second.example']) as Transport;
    const receive = vi.fn(() => true);
    transport.open(receive);
    deliver(appWindow, '*', APP, { kind: 'welcome' }, HOST, hostProxy);
    await settle();
    deliver(appWindow, '*', APP, { kind: 'event' }, 'https://second.example', hostProxy);
    await settle();
    expect(receive).toHaveBeenCalledTimes(1);
    const post = vi.spyOn(hostProxy, 'postMessage');
    transport.send({ protocol: PROTOCOL, version: 1, kind: 'cancel', id: 'x' });
    expect(post).toHaveBeenCalledWith(expect.anything(), HOST);
    transport.close();
  });

  it('falls back to the polyfill when the parent page is not a host', async () => {
    const pair = framePair(`${HOST}/blog`, `${APP}/`);
    const bridge = await createBridge({
      window: pair.appWindow,
      hostOrigins: [HOST],
      handshakeTimeoutMs: 30,
    });
    expect(bridge.runtime).toBe('web');
  });
});

describe('createHost', () => {
  it('requires at least one exact allowed origin', () => {
    const { iframe } = framePair(`${HOST}/`, `${APP}/`);
    const host = { name: 'x', version: '1', platform: 'web' } as const;
    expect(() =>
      createHost(stubHandlers(), { iframe, allowedOrigins: [] as unknown as [string], host }),
    ).toThrow(/allowedOrigins/);
    expect(() => createHost(stubHandlers(), { iframe, allowedOrigins: ['not a url'], host })).toThrow();
  });

  it('answers only the iframe it hosts, from an allowed origin', async () => {
    const { appWindow, hostWindow, appProxy, host } = hostedFrame();
    const appInbox = vi.fn();
    appWindow.addEventListener('message', appInbox);
    const hello = {
      protocol: PROTOCOL,
      version: 1,
      kind: 'hello',
      id: 'h1',
      versions: [1],
      app: { name: 'a', version: '1' },
    };
    deliver(hostWindow, '*', HOST, hello, APP, { postMessage: () => {} });
    deliver(hostWindow, '*', HOST, hello, 'https://evil.example', appProxy);
    await settle();
    expect(appInbox).not.toHaveBeenCalled();
    expect(host.connected).toBe(false);
    deliver(hostWindow, '*', HOST, hello, APP, appProxy);
    await settle();
    expect(appInbox).toHaveBeenCalledTimes(1);
    expect(host.connected).toBe(true);
  });
});
