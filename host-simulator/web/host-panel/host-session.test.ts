// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createBridge } from '../../../bridge/index.ts';
import { framePair, settle } from '../../../bridge/testing/fake-windows.ts';
import { waitFor } from '../../../bridge/testing/wait-for.ts';
import { createHostSession, type HostSession } from './host-session.ts';
import { installNativeShim } from './native-shim.ts';

const SIM = 'http://127.0.0.1:4173';
const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

/** The simulator page with the app shell in its phone frame, same origin, as the simulator serves them. */
async function simulated(
  runtime: 'ios' | 'android' | 'react-native' | 'iframe',
  autoAnswer = false,
  fetchImpl: typeof fetch = () => Promise.resolve(new Response(null, { status: 200 })),
) {
  const pair = framePair(`${SIM}/`, `${SIM}/app/?sim_runtime=${runtime}`);
  const session = createHostSession({
    runtime,
    window: pair.hostWindow,
    frame: pair.iframe,
    autoAnswer,
    now: () => 0,
    fetch: fetchImpl,
  });
  if (runtime !== 'iframe') installNativeShim(pair.appWindow, runtime);
  const bridge = await createBridge({ window: pair.appWindow, handshakeTimeoutMs: 500 });
  cleanups.push(() => {
    bridge.destroy();
    session.close();
  });
  return { ...pair, session, bridge };
}

/** The calls held for the developer, once there are `count` of them. */
const waitForPending = (session: HostSession, count = 1) =>
  waitFor(() => session.getSnapshot().pending.length >= count && session.getSnapshot().pending);

describe.each(['ios', 'android', 'react-native', 'iframe'] as const)('simulated %s host', (runtime) => {
  it('runs the handshake over the real protocol and records it', async () => {
    const { bridge, session } = await simulated(runtime);
    expect(bridge.runtime).toBe(runtime);
    expect(bridge.host.name).toBe('Dastarkhan host simulator');
    const { connected, timeline } = session.getSnapshot();
    expect(connected).toBe(true);
    expect(
      timeline.map(({ direction, message }) => `${direction} ${(message as { kind: string }).kind}`),
    ).toEqual(['app-to-host hello', 'host-to-app welcome']);
  });

  it('holds a call until the developer approves it, with an edited answer', async () => {
    const { bridge, session } = await simulated(runtime);
    const scanned = bridge.call('scan.barcode', { formats: ['ean_13'] });
    const [call] = await waitForPending(session);
    expect(call).toMatchObject({ method: 'scan.barcode', params: { formats: ['ean_13'] }, canDismiss: true });
    session.approve(call!.id, { status: 'success', text: '4600000000003', format: 'ean_13' });
    await expect(scanned).resolves.toEqual({ status: 'success', text: '4600000000003', format: 'ean_13' });
    expect(session.getSnapshot().pending).toEqual([]);
  });
});

describe('simulated host answers', () => {
  it('settles the sandbox payment before telling the app a payment succeeded, and not when it was closed', async () => {
    const charged: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      charged.push(`${String(input)} ${String(init?.body)}`);
      return new Response(null, { status: 200 });
    }) as typeof fetch;
    const { bridge, session } = await simulated('android', false, fetchImpl);
    const closed = bridge.call('pay.open', { trackId: 'trk-1', paymentUrl: '/sandbox/pay' });
    session.dismiss((await waitForPending(session))[0]!.id);
    await expect(closed).resolves.toEqual({ status: 'closed' });
    expect(charged).toEqual([]);
    const paid = bridge.call('pay.open', { trackId: 'trk-2', paymentUrl: '/sandbox/pay' });
    session.approve((await waitForPending(session))[0]!.id);
    await expect(paid).resolves.toEqual({ status: 'success' });
    expect(charged).toEqual(['/sandbox/pay track_id=trk-2&action=pay']);
  });

  it('keeps concurrent calls apart by their request ids', async () => {
    const { bridge, session } = await simulated('ios');
    const first = bridge.call('geo.position');
    const second = bridge.call('permission.status', { name: 'camera' });
    const [geo, camera] = await waitForPending(session, 2);
    expect(geo!.id).not.toBe(camera!.id);
    session.dismiss(camera!.id);
    session.approve(geo!.id);
    await expect(second).resolves.toEqual({ state: 'denied' });
    await expect(first).resolves.toMatchObject({ status: 'success' });
  });

  it('dismisses with the method’s own "user backed out" value', async () => {
    const { bridge, session } = await simulated('ios');
    const paid = bridge.call('pay.open', { trackId: 't', paymentUrl: 'https://psp.example/1' });
    const [call] = await waitForPending(session);
    session.dismiss(call!.id);
    await expect(paid).resolves.toEqual({ status: 'closed' });
  });

  it('fails with a host error the app sees as such', async () => {
    const { bridge, session } = await simulated('android');
    const auth = bridge.call('auth.code');
    const [call] = await waitForPending(session);
    session.fail(call!.id, 'Keychain locked');
    await expect(auth).rejects.toMatchObject({
      name: 'BridgeHostError',
      code: 'internal',
      message: 'Keychain locked',
    });
  });

  it('never answers when told so: the app times out, cancels, and the call leaves the panel', async () => {
    const { bridge, session } = await simulated('react-native');
    const scan = bridge.call('scan.qr', {}, { timeoutMs: 40 });
    const [call] = await waitForPending(session);
    session.neverAnswer(call!.id);
    expect(session.getSnapshot().pending).toEqual([]);
    await expect(scan).rejects.toMatchObject({ code: 'timeout' });
    await settle();
    const kinds = session
      .getSnapshot()
      .timeline.map(({ message }) =>
        typeof message === 'string' ? message : (message as { kind: string }).kind,
      );
    expect(kinds).toEqual(['hello', 'welcome', 'request', `${call!.id}: left unanswered`, 'cancel']);
  });

  it('drops a waiting call when the app aborts it', async () => {
    const { bridge, session } = await simulated('iframe');
    const controller = new AbortController();
    const scan = bridge.call('scan.qr', {}, { signal: controller.signal });
    await waitForPending(session);
    controller.abort();
    await expect(scan).rejects.toMatchObject({ code: 'aborted' });
    await settle();
    expect(session.getSnapshot().pending).toEqual([]);
  });

  it('answers at once in auto mode, and clears the queue when auto mode is switched on', async () => {
    const auto = await simulated('ios', true);
    await expect(auto.bridge.call('geo.position')).resolves.toMatchObject({
      status: 'success',
      latitude: 43.2389,
    });

    const { bridge, session } = await simulated('android');
    const first = bridge.call('permission.request', { name: 'camera' });
    await waitForPending(session);
    session.setAutoAnswer(true);
    await expect(first).resolves.toEqual({ state: 'granted' });
    expect(session.getSnapshot()).toMatchObject({ autoAnswer: true, pending: [] });
  });

  it('sends back, visibility and config, and shows whether the app handled back', async () => {
    const { bridge, session } = await simulated('iframe');
    const seen: unknown[] = [];
    bridge.on('visibility', (data) => seen.push(data));
    bridge.on('config', (data) => seen.push(data));
    const closeSheet = bridge.on('back', () => true);
    session.setVisible(false);
    session.setConfig({ services: ['express'], primaryColor: '#0a6e4f' });
    await session.back();
    expect(session.getSnapshot().lastBack).toEqual({ handled: true });
    closeSheet();
    await session.back();
    expect(session.getSnapshot().lastBack).toEqual({ handled: false });
    expect(seen).toEqual([{ visible: false }, { services: ['express'], primaryColor: '#0a6e4f' }]);
    expect(bridge.config).toEqual({ services: ['express'], primaryColor: '#0a6e4f' });
  });
});

describe('native shim', () => {
  it('passes only strings to the host and dispatches answers with no source window', async () => {
    const { appWindow, hostWindow, appProxy } = framePair(`${SIM}/`, `${SIM}/app/`);
    installNativeShim(appWindow, 'android');
    const fromApp: unknown[] = [];
    hostWindow.addEventListener('message', (event) => fromApp.push((event as MessageEvent).data));
    const port = (appWindow as unknown as { DastarkhanHost: { postMessage(data: unknown): void } })
      .DastarkhanHost;
    port.postMessage({ not: 'a string' });
    port.postMessage('{"kind":"hello"}');
    await settle();
    expect(fromApp).toEqual([
      { channel: 'dastarkhan-sim-shim', runtime: 'android', data: '{"kind":"hello"}' },
    ]);

    const inApp: MessageEvent[] = [];
    appWindow.addEventListener('message', (event) => {
      if (typeof (event as MessageEvent).data === 'string') inApp.push(event as MessageEvent);
    });
    appProxy.postMessage({ channel: 'dastarkhan-sim-host', data: '{"kind":"welcome"}' }, SIM);
    appProxy.postMessage(
      { channel: 'dastarkhan-sim-host', data: '{"kind":"forged"}' },
      'http://127.0.0.2:4173',
    );
    await settle();
    expect(inApp.map((event) => [event.data, event.source])).toEqual([['{"kind":"welcome"}', null]]);
  });
});

describe('simulated host: native popups, the clipboard and the phone grant (issue 31 §3)', () => {
  const popup = {
    title: 'Replace the cart?',
    message: 'The dishes in it will be removed.',
    buttons: [
      { id: 'replace', text: 'Replace', style: 'destructive' as const },
      { id: 'cancel', text: 'Cancel', style: 'cancel' as const },
    ],
  };

  it('draws popup.open as its own dialog and answers the button the guest taps, or null when dismissed', async () => {
    const { bridge, session } = await simulated('ios');
    expect(bridge.supports('popup.open')).toBe(true);
    const tapped = bridge.call('popup.open', popup);
    await waitFor(() => session.getSnapshot().native.popup);
    expect(session.getSnapshot().native.popup?.params).toEqual(popup);
    expect(session.getSnapshot().pending).toEqual([]);
    session.answerPopup('replace');
    await expect(tapped).resolves.toEqual({ buttonId: 'replace' });
    expect(session.getSnapshot().native.popup).toBeNull();
    const dismissed = bridge.call('popup.open', popup);
    await waitFor(() => session.getSnapshot().native.popup);
    session.answerPopup(null);
    await expect(dismissed).resolves.toEqual({ buttonId: null });
  });

  it('records clipboard.write in the timeline and writes it to the page clipboard where it may', async () => {
    const { bridge, session, hostWindow } = await simulated('android');
    const copied: string[] = [];
    Object.defineProperty(hostWindow.navigator, 'clipboard', {
      configurable: true,
      value: { writeText: async (text: string) => void copied.push(text) },
    });
    await expect(bridge.call('clipboard.write', { text: 'Order 1042' })).resolves.toBeNull();
    expect(session.getSnapshot().native.clipboard).toBe('Order 1042');
    expect(session.getSnapshot().timeline.some((entry) => entry.message === 'clipboard: "Order 1042"')).toBe(
      true,
    );
    expect(copied).toEqual(['Order 1042']);
  });

  it('asks the guest to share the phone; on consent gets a grant from the sandbox as the host backend', async () => {
    const asked: string[] = [];
    const fetchImpl = (async (input: RequestInfo | URL, init?: RequestInit) => {
      asked.push(`${String(input)} ${String(init?.body)}`);
      return Response.json({ grant: 'h.c.s' }, { status: 201 });
    }) as typeof fetch;
    const { bridge, session } = await simulated('react-native', false, fetchImpl);
    const shared = bridge.call('phone.request');
    await waitFor(() => session.getSnapshot().native.phoneConsent);
    expect(session.getSnapshot().native.accountPhone).toBe('+77010000001');
    session.answerPhone(true);
    await expect(shared).resolves.toEqual({ status: 'success', grant: 'h.c.s' });
    expect(asked).toEqual(['/sandbox/control/phone-grants {"phone":"+77010000001"}']);
    const declined = bridge.call('phone.request');
    await waitFor(() => session.getSnapshot().native.phoneConsent);
    session.answerPhone(false);
    await expect(declined).resolves.toEqual({ status: 'dismissed' });
  });
});
