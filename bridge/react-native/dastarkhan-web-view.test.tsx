import { cleanup, render } from '@testing-library/react';
import { createRef, StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROTOCOL_METHODS, VALID_PARAMS } from '../conformance/samples.ts';
import { createBridge } from '../create-bridge.ts';
import { PROTOCOL } from '../protocol.ts';
import { settle } from '../testing/fake-windows.ts';
import { stubHandlers } from '../testing/stub-handlers.ts';
import {
  DastarkhanWebView,
  type DastarkhanWebViewHandle,
  type DastarkhanWebViewProps,
} from './dastarkhan-web-view.tsx';
import { appState, backPresses, webViews } from './testing/fake-react-native.tsx';

vi.mock('react-native', () => import('./testing/fake-react-native.tsx'));
vi.mock('react-native-webview', () => import('./testing/fake-react-native.tsx'));

const APP_URL = 'https://food.dastarkhan.kz/app/';
const HOST = { name: 'RN super app', version: '3.2', platform: 'android' } as const;

afterEach(() => {
  cleanup();
  backPresses.exits = 0;
});

function mount(props: Partial<DastarkhanWebViewProps> = {}) {
  const ref = createRef<DastarkhanWebViewHandle>();
  const all: DastarkhanWebViewProps = {
    source: { uri: APP_URL },
    handlers: stubHandlers(),
    hostInfo: HOST,
    ...props,
  };
  const view = render(<DastarkhanWebView ref={ref} {...all} />);
  const webView = webViews.at(-1);
  if (!webView) throw new Error('no WebView mounted');
  return {
    ref,
    webView,
    rerender: (next: Partial<DastarkhanWebViewProps>) =>
      view.rerender(<DastarkhanWebView ref={ref} {...all} {...next} />),
    unmount: view.unmount,
  };
}

/** The mini-app in the WebView's page, connected through the component. */
async function connect(webView: (typeof webViews)[number]) {
  return createBridge({ window: webView.page, handshakeTimeoutMs: 500 });
}

const hello = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    protocol: PROTOCOL,
    version: 1,
    kind: 'hello',
    id: 'h-1',
    versions: [1],
    app: { name: 'a', version: '1' },
    ...extra,
  });

describe('<DastarkhanWebView>: methods', () => {
  it('answers every method of the protocol through its handler', async () => {
    const handlers = stubHandlers();
    const seen: string[] = [];
    for (const method of PROTOCOL_METHODS) {
      const handler = handlers[method] as (...args: unknown[]) => unknown;
      Object.assign(handlers, {
        [method]: (...args: unknown[]) => {
          seen.push(method);
          return handler(...args);
        },
      });
    }
    const { webView } = mount({ handlers });
    const bridge = await connect(webView);
    expect(bridge.runtime).toBe('react-native');
    expect(bridge.host).toEqual(HOST);
    for (const method of PROTOCOL_METHODS.filter((name) => name !== 'app.close')) {
      const expected = (stubHandlers()[method] as (params: unknown) => unknown)(VALID_PARAMS[method]) ?? null;
      const call = bridge.call as (name: string, params: unknown) => Promise<unknown>;
      await expect(call(method, VALID_PARAMS[method]), method).resolves.toEqual(expected);
    }
    await expect(bridge.call('app.close')).resolves.toBeNull();
    expect(seen).toEqual([...PROTOCOL_METHODS.filter((name) => name !== 'app.close'), 'app.close']);
    bridge.destroy();
  });

  it('announces only the methods it has a handler for; the others are unsupported', async () => {
    const { webView } = mount({
      handlers: {
        'auth.code': () => ({ status: 'success', code: 'c-9' }),
        'pay.open': () => ({ status: 'closed' }),
        'scan.qr': null,
      },
    });
    const bridge = await connect(webView);
    expect(bridge.methods).toEqual({ 'auth.code': 1, 'pay.open': 1 });
    await expect(bridge.call('auth.code')).resolves.toEqual({ status: 'success', code: 'c-9' });
    await expect(bridge.call('scan.qr')).rejects.toMatchObject({ code: 'unsupported' });
    // Asked anyway, on the wire: the host answers unsupported.
    const answers: unknown[] = [];
    webView.page.addEventListener('message', (event) => answers.push((event as MessageEvent).data));
    webView.post(
      JSON.stringify({
        protocol: PROTOCOL,
        version: 1,
        kind: 'request',
        id: 'r-1',
        method: 'haptic',
        params: { type: 'selection' },
      }),
    );
    await vi.waitFor(() => expect(answers).toHaveLength(1));
    expect(JSON.parse(answers[0] as string)).toMatchObject({ id: 'r-1', error: { code: 'unsupported' } });
    bridge.destroy();
  });

  it("calls the latest render's handler", async () => {
    const { webView, rerender } = mount({ handlers: { 'auth.code': () => ({ status: 'dismissed' }) } });
    const bridge = await connect(webView);
    rerender({ handlers: { 'auth.code': () => ({ status: 'success', code: 'after-login' }) } });
    await expect(bridge.call('auth.code')).resolves.toEqual({ status: 'success', code: 'after-login' });
    rerender({ handlers: {} });
    await expect(bridge.call('auth.code')).rejects.toMatchObject({ code: 'unsupported' });
    bridge.destroy();
  });

  it('refuses params that do not match the protocol before a handler sees them', async () => {
    const pay = vi.fn(() => ({ status: 'success' as const }));
    const { webView } = mount({ handlers: { 'pay.open': pay } });
    const answers: unknown[] = [];
    webView.page.addEventListener('message', (event) =>
      answers.push(JSON.parse((event as MessageEvent).data)),
    );
    webView.post(hello());
    webView.post(
      JSON.stringify({
        protocol: PROTOCOL,
        version: 1,
        kind: 'request',
        id: 'r-2',
        method: 'pay.open',
        params: { trackId: '' },
      }),
    );
    await vi.waitFor(() => expect(answers).toHaveLength(2));
    expect(answers[1]).toMatchObject({ id: 'r-2', error: { code: 'invalid_params' } });
    expect(pay).not.toHaveBeenCalled();
  });
});

describe('<DastarkhanWebView>: events', () => {
  it('sends back, visibility, config, theme and viewport through its ref', async () => {
    const { webView, ref } = mount({ config: { services: ['delivery'] } });
    const bridge = await connect(webView);
    const events: [string, unknown][] = [];
    for (const name of ['visibility', 'config', 'theme', 'viewport'] as const)
      bridge.on(name, (data) => void events.push([name, data]));
    bridge.on('back', () => true);
    const handle = ref.current as DastarkhanWebViewHandle;
    expect(handle.connected).toBe(true);
    expect(handle.methods).toEqual(bridge.methods);
    await expect(handle.back()).resolves.toEqual({ handled: true });
    handle.visibility(false);
    handle.setConfig({ services: ['express'], language: 'kk' });
    handle.setTheme({ scheme: 'dark' });
    handle.setViewport({ safeArea: { top: 24, right: 0, bottom: 16, left: 0 }, height: 640 });
    await vi.waitFor(() => expect(events).toHaveLength(4));
    expect(events).toEqual([
      ['visibility', { visible: false }],
      ['config', { services: ['express'], language: 'kk' }],
      ['theme', { scheme: 'dark' }],
      ['viewport', { safeArea: { top: 24, right: 0, bottom: 16, left: 0 }, height: 640 }],
    ]);
    bridge.destroy();
  });

  it('sends config, theme and viewport when their props change, not when a render repeats them', async () => {
    const props = {
      config: { services: ['delivery' as const] },
      theme: { scheme: 'light' as const },
      viewport: { safeArea: { top: 0, right: 0, bottom: 0, left: 0 }, height: 700 },
    };
    const { webView, rerender } = mount(props);
    const bridge = await connect(webView);
    expect(bridge.config).toEqual({ services: ['delivery'] });
    expect(bridge.latest('theme')).toEqual({ scheme: 'light' });
    const events: [string, unknown][] = [];
    for (const name of ['config', 'theme', 'viewport'] as const)
      bridge.on(name, (data) => void events.push([name, data]));
    // New objects, the same values: what an inline prop gives on every render.
    rerender(JSON.parse(JSON.stringify(props)));
    await settle();
    expect(events).toEqual([]);
    rerender({ ...props, config: { services: ['takeaway'] }, theme: { scheme: 'dark' } });
    rerender({
      ...props,
      config: { services: ['takeaway'] },
      theme: { scheme: 'dark' },
      viewport: { ...props.viewport, height: 500 },
    });
    await vi.waitFor(() => expect(events).toHaveLength(3));
    expect(events).toEqual([
      ['config', { services: ['takeaway'] }],
      ['theme', { scheme: 'dark' }],
      ['viewport', { ...props.viewport, height: 500 }],
    ]);
    bridge.destroy();
  });

  it('tells the mini-app when the app goes to the background and comes back', async () => {
    const { webView } = mount();
    const bridge = await connect(webView);
    const seen: boolean[] = [];
    bridge.on('visibility', ({ visible }) => void seen.push(visible));
    appState.change('background');
    appState.change('active');
    await vi.waitFor(() => expect(seen).toEqual([false, true]));
    bridge.destroy();
  });
});

describe("<DastarkhanWebView>: Android's back button", () => {
  it('asks the mini-app first: a layer it closed is the whole press', async () => {
    const onBack = vi.fn();
    const { webView } = mount({ onBack });
    const bridge = await connect(webView);
    const back = vi.fn(() => true);
    bridge.on('back', back);
    expect(backPresses.press()).toBe(true);
    await vi.waitFor(() => expect(back).toHaveBeenCalledOnce());
    await settle();
    expect(onBack).not.toHaveBeenCalled();
    bridge.destroy();
  });

  it('falls back to onBack when the mini-app had nothing to close, and to exitApp without one', async () => {
    const onBack = vi.fn();
    const first = mount({ onBack });
    const bridge = await connect(first.webView);
    bridge.on('back', () => false);
    expect(backPresses.press()).toBe(true);
    await vi.waitFor(() => expect(onBack).toHaveBeenCalledOnce());
    first.unmount();
    bridge.destroy();

    const second = mount();
    const app = await connect(second.webView);
    app.on('back', () => false);
    backPresses.press();
    await vi.waitFor(() => expect(backPresses.exits).toBe(1));
    app.destroy();
  });

  it('falls back when the mini-app does not answer within backTimeoutMs', async () => {
    const onBack = vi.fn();
    const { webView } = mount({ onBack, backTimeoutMs: 50 });
    webView.post(hello());
    await vi.waitFor(() => expect(webView.injected).toHaveLength(1));
    backPresses.press();
    await vi.waitFor(() => expect(onBack).toHaveBeenCalledOnce());
  });

  it('leaves the press to the next listener while no mini-app has connected', () => {
    const onBack = vi.fn();
    mount({ onBack });
    expect(backPresses.press()).toBe(false);
    expect(onBack).not.toHaveBeenCalled();
  });
});

describe('<DastarkhanWebView>: hostile messages', () => {
  it('ignores messages from pages on other origins, non-JSON, huge or of another protocol', async () => {
    const handlers = stubHandlers();
    const { webView, ref } = mount({ handlers });
    const url = webView.page.location.href;
    webView.navigate('https://evil.example/app/');
    webView.post(hello());
    // The allowed origin's prefix, but another host: https://food.dastarkhan.kz.evil.example.
    webView.navigate('https://food.dastarkhan.kz.evil.example/app/');
    webView.post(hello());
    webView.navigate('about:blank');
    webView.post(hello());
    webView.navigate(url);
    webView.post('{"protocol":"dastarkhan-bridge",');
    webView.post('not json');
    webView.post(hello({ protocol: 'other-bridge' }));
    webView.post(hello({ version: 2, versions: [2] }).replace('"kind":"hello"', '"kind":"helo"'));
    webView.post(JSON.stringify({ protocol: 'x', padding: 'x'.repeat(1 << 20) }));
    webView.post(hello({ app: { name: 'x'.repeat(1 << 20), version: 1 } }));
    webView.post(JSON.stringify(['hello']));
    webView.post('null');
    // A request before any hello: nobody it could be for.
    webView.post(
      JSON.stringify({
        protocol: PROTOCOL,
        version: 1,
        kind: 'request',
        id: 'r',
        method: 'auth.code',
        params: {},
      }),
    );
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(webView.injected).toEqual([]);
    expect(ref.current?.connected).toBe(false);
    // Still listening: the mini-app itself connects.
    const bridge = await connect(webView);
    expect(bridge.runtime).toBe('react-native');
    bridge.destroy();
  });

  it('delivers no answer into a page the WebView navigated to meanwhile', async () => {
    let release: ((code: string) => void) | null = null;
    const { webView } = mount({
      handlers: {
        'auth.code': () =>
          new Promise((resolve) => (release = (code) => resolve({ status: 'success', code }))),
      },
    });
    const bridge = await connect(webView);
    void bridge.call('auth.code').catch(() => {});
    // The guest is on the host's sign-in screen when the WebView goes elsewhere.
    await vi.waitFor(() => expect(release).not.toBeNull());
    webView.navigate('https://evil.example/phish');
    const stolen = vi.fn();
    webView.page.addEventListener('message', stolen);
    (release as unknown as (code: string) => void)('secret-code');
    await vi.waitFor(() => expect(webView.injected).toHaveLength(2));
    await settle();
    expect(webView.injected[1]).toContain('secret-code');
    expect(stolen).not.toHaveBeenCalled();
    bridge.destroy();
  });
});

describe('<DastarkhanWebView>: unmount', () => {
  it('serves the mini-app under StrictMode, which mounts it, unmounts it and mounts it again', async () => {
    const ref = createRef<DastarkhanWebViewHandle>();
    render(
      <StrictMode>
        <DastarkhanWebView ref={ref} source={{ uri: APP_URL }} handlers={stubHandlers()} hostInfo={HOST} />
      </StrictMode>,
    );
    const bridge = await connect(webViews.at(-1) as (typeof webViews)[number]);
    await expect(bridge.call('geo.enabled')).resolves.toEqual({ enabled: true });
    bridge.on('back', () => true);
    await expect(ref.current?.back()).resolves.toEqual({ handled: true });
    bridge.destroy();
  });

  it('aborts running handlers, removes its listeners and answers nothing more', async () => {
    let signal: AbortSignal | null = null;
    const { webView, unmount } = mount({
      handlers: {
        'pay.open': (_, context) => {
          signal = context.signal;
          return new Promise(() => {});
        },
      },
    });
    const backListeners = backPresses.listeners();
    const stateListeners = appState.listeners();
    const bridge = await connect(webView);
    void bridge.call('pay.open', VALID_PARAMS['pay.open']).catch(() => {});
    await vi.waitFor(() => expect(signal).not.toBeNull());
    const injected = webView.injected.length;
    unmount();
    expect((signal as AbortSignal | null)?.aborted).toBe(true);
    expect(backPresses.listeners()).toBe(backListeners - 1);
    expect(appState.listeners()).toBe(stateListeners - 1);
    expect(webViews).not.toContain(webView);
    webView.post(hello({ id: 'h-after' }));
    await settle();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(webView.injected).toHaveLength(injected);
    bridge.destroy();
  });
});
