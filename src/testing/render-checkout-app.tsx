import { act, render } from '@testing-library/react';
import { proxy } from 'valtio';
import { vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App, type MountScope } from '../app/App.tsx';
import { createHostCapabilities } from '../runtime/host-capabilities.ts';
import { type AppRuntime, createAppRuntime } from '../runtime/app-runtime.ts';

import { type BridgeAnswers, type BridgeCall, scriptedBridge } from './fake-bridge.ts';

/** A request the app made, as the fake API saw it. */
export interface SeenRequest {
  method: string;
  /** Path below /proxy/, with its query. */
  path: string;
  body: unknown;
  headers: Headers;
}

type ApiAnswer = { status?: number; body: unknown } | undefined;
/** Answers a request; undefined gives a 404. */
export type FakeApi = (request: SeenRequest) => ApiAnswer | Promise<ApiAnswer>;

export interface RenderedApp {
  runtime: AppRuntime;
  requests: SeenRequest[];
  track: ReturnType<typeof vi.fn>;
  pay: ReturnType<typeof vi.fn>;
  /** Each `closing.confirm` the host was asked for, in order. */
  closing: { enabled: boolean }[];
  /** The host's other calls (those of `options.host`), in order. */
  hostCalls: BridgeCall[];
  /** The host sends an event. */
  emit: ReturnType<typeof scriptedBridge>['emit'];
  /** The path the app is on now. */
  path(): string;
  unmount(): void;
}

/**
 * The whole app as a mount renders it (routes, guards, layers), on `path`, against a fake API and a fake
 * native host whose `pay.open` the test scripts. Storage is happy-dom's, seeded by the test.
 */
export async function renderApp(
  path: string,
  options: {
    api: FakeApi;
    payResults?: ('success' | 'closed')[];
    local?: Record<string, unknown>;
    session?: Record<string, unknown>;
    /** More methods the fake host offers (popup.open, mainButton.set...), with their answers. */
    host?: BridgeAnswers;
  },
): Promise<RenderedApp> {
  localStorage.clear();
  sessionStorage.clear();
  for (const [key, value] of Object.entries(options.local ?? {}))
    localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
  for (const [key, value] of Object.entries(options.session ?? {}))
    sessionStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));

  const requests: SeenRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    const text = typeof init.body === 'string' ? init.body : '';
    const request: SeenRequest = {
      method: init.method ?? 'GET',
      path: decodeURIComponent(url.pathname.replace(/^\/proxy\//, '') + url.search),
      body: text ? JSON.parse(text) : undefined,
      headers: new Headers(init.headers),
    };
    requests.push(request);
    const answer = await options.api(request);
    return new Response(JSON.stringify(answer?.body ?? { errors: [{ status: '404', title: 'Not found' }] }), {
      status: answer ? (answer.status ?? 200) : 404,
      headers: { 'content-type': 'application/vnd.api+json' },
    });
  });

  const payResults = [...(options.payResults ?? [])];
  const pay = vi.fn(async (_params: unknown) => ({ status: payResults.shift() ?? 'closed' }));
  const closing: RenderedApp['closing'] = [];
  const hostCalls: BridgeCall[] = [];
  const recorded = Object.fromEntries(
    Object.entries(options.host ?? {}).map(([method, answer]) => [
      method,
      (params: unknown) => {
        hostCalls.push({ method, params });
        return (answer as (params: unknown) => unknown)(params);
      },
    ]),
  ) as BridgeAnswers;
  const bridge = scriptedBridge({
    'pay.open': (params) => pay(params),
    'closing.confirm': (params) => {
      closing.push({ enabled: (params as { enabled: boolean }).enabled });
      return null;
    },
    ...recorded,
  });

  const lifetime = new AbortController();
  const memory = memoryLocation({ path, record: true });
  const config = proxy({ routing: 'memory' as const });
  const real = createAppRuntime({
    config,
    window,
    routing: 'memory',
    currentRoute: () => memory.history?.at(-1) ?? '/',
    signal: lifetime.signal,
  });
  const runtime: AppRuntime = {
    ...real,
    bridge: Promise.resolve(bridge),
    host: createHostCapabilities(Promise.resolve(bridge), () => window.navigator.clipboard),
    currentBridge: () => bridge,
    dispose: () => real.dispose(),
  };
  const track = vi.spyOn(runtime.telemetry, 'track') as unknown as ReturnType<typeof vi.fn>;
  const portalTarget = document.createElement('div');
  const hostElement = document.createElement('div');
  document.body.append(hostElement, portalTarget);
  const scope: MountScope = {
    config,
    signal: lifetime.signal,
    runtime,
    routing: 'memory',
    onReady: () => {},
  };
  // The texts first: the app suspends on them, and the first render must not be left waiting outside act.
  await runtime.i18n;
  let rendered: { unmount: () => void } | undefined;
  await act(async () => {
    rendered = render(
      <App
        scope={scope}
        location={{ kind: 'memory', hook: memory.hook }}
        portalTarget={portalTarget}
        hostElement={hostElement}
      />,
      { container: hostElement },
    );
  });
  return {
    runtime,
    requests,
    track,
    pay,
    closing,
    hostCalls,
    emit: bridge.emit,
    path: () => memory.history?.at(-1) ?? path,
    unmount() {
      lifetime.abort();
      rendered?.unmount();
      runtime.dispose();
      portalTarget.remove();
      hostElement.remove();
      vi.unstubAllGlobals();
    },
  };
}
