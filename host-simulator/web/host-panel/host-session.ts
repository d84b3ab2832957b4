import {
  BridgeHostError,
  createHost,
  createStringHost,
  type HostConfig,
  type HostConnection,
  type HostHandlers,
  type MethodName,
  type Runtime,
  type Viewport,
} from '../../../bridge/host/index.ts';
import { ANSWERS, METHODS } from './answers.ts';
import {
  type CapabilityState,
  createCapabilities,
  INITIAL_CAPABILITIES,
  readSecure,
} from './capabilities.ts';
import {
  type ChromeMethod,
  type ChromeState,
  chromeViewport,
  createChrome,
  initialChrome,
} from './chrome.ts';
import { createNativeControls, INITIAL_NATIVE, type NativeState } from './native-controls.ts';
import { type FromApp, isFromApp, isShimRuntime, type ToApp } from './sim-channel.ts';

export interface TimelineEntry {
  seq: number;
  /** Milliseconds since the session started. */
  at: number;
  direction: 'app-to-host' | 'host-to-app' | 'note';
  /** The message as it went over the wire (parsed), or a note's text. */
  message: unknown;
}

export interface PendingCall {
  /** The request id on the wire. */
  id: string;
  method: MethodName;
  params: unknown;
  at: number;
  /** The answer the Approve button sends (editable before sending). */
  approval: unknown;
  canDismiss: boolean;
}

export interface SessionState {
  runtime: Runtime;
  connected: boolean;
  autoAnswer: boolean;
  config: HostConfig;
  visible: boolean;
  pending: PendingCall[];
  timeline: TimelineEntry[];
  lastBack: { handled: boolean } | null;
  capabilities: CapabilityState;
  /** The host's main button, back arrow and sheet around the phone's web view. */
  chrome: ChromeState;
  native: NativeState;
}

export interface HostSessionOptions {
  runtime: Runtime;
  /** The simulator page's window. */
  window: Window;
  /** The phone frame showing the app shell. */
  frame: HTMLIFrameElement;
  autoAnswer?: boolean;
  config?: HostConfig;
  /** Clock for the timeline; tests pass a fixed one. */
  now?: () => number;
  /** The simulated Keychain's storage; default the page's local storage. */
  secureStorage?: Storage | null;
  /** Reaches the sandbox (settling payments); default the page's fetch. */
  fetch?: typeof fetch;
  /** The host controls this session announces (issue 31 §3); default none, as hosts before them. */
  offered?: readonly ChromeMethod[];
}

export type HostSession = ReturnType<typeof createHostSession>;

interface Waiting {
  call: PendingCall;
  settle(outcome: { result: unknown } | { error: Error }): void;
}

const TIMELINE_LIMIT = 500;
const PLATFORM = {
  ios: 'ios',
  android: 'android',
  'react-native': 'ios',
  iframe: 'web',
  web: 'web',
} as const;

/**
 * One run of the simulated host around the phone frame, for one runtime: it speaks the real protocol (over
 * the native shim's strings or the iframe's postMessage), records every message both ways, and holds each
 * call until the developer answers it, or answers at once in auto mode. Framework-free: the React panel
 * subscribes to it.
 */
export function createHostSession(options: HostSessionOptions) {
  const { runtime, frame, window: win } = options;
  const now = options.now ?? (() => performance.now());
  const fetchImpl = options.fetch ?? ((input, init) => win.fetch(input, init));
  const started = now();
  const secureStorage = options.secureStorage === undefined ? win.localStorage : options.secureStorage;
  const origin = win.location.origin;
  const waiting = new Map<string, Waiting>();
  const listeners = new Set<() => void>();
  let host: HostConnection | null = null;
  let seq = 0;
  let state: SessionState = {
    runtime,
    connected: false,
    autoAnswer: options.autoAnswer ?? false,
    config: options.config ?? {},
    visible: true,
    pending: [],
    timeline: [],
    lastBack: null,
    capabilities: { ...INITIAL_CAPABILITIES, secure: readSecure(secureStorage) },
    chrome: initialChrome(options.offered ?? []),
    native: INITIAL_NATIVE,
  };

  function update(change: Partial<SessionState>) {
    state = { ...state, ...change };
    for (const listener of listeners) listener();
  }

  function record(direction: TimelineEntry['direction'], message: unknown) {
    const entry = { seq: seq++, at: Math.round(now() - started), direction, message };
    update({
      timeline: [...state.timeline.slice(-(TIMELINE_LIMIT - 1)), entry],
      connected: host?.connected ?? false,
    });
  }

  function settle(id: string, outcome: { result: unknown } | { error: Error }) {
    const entry = waiting.get(id);
    if (!entry) return;
    waiting.delete(id);
    update({ pending: state.pending.filter((call) => call.id !== id) });
    if ('result' in outcome) {
      void chargeInSandbox(entry.call.method, entry.call.params, outcome.result).then(() =>
        entry.settle(outcome),
      );
    } else entry.settle(outcome);
  }

  /**
   * A real host's pay sheet answers success after its payment provider charged the card, and the provider
   * tells the backend. The simulator plays that provider: it settles the sandbox payment as the hosted
   * page's Pay button does, before the app hears success, so the order is paid when the app asks.
   */
  async function chargeInSandbox(method: MethodName, params: unknown, result: unknown): Promise<void> {
    if (method !== 'pay.open' || (result as { status?: unknown } | null)?.status !== 'success') return;
    const trackId = (params as { trackId?: unknown } | null)?.trackId;
    if (typeof trackId !== 'string' || !trackId) return;
    try {
      await fetchImpl('/sandbox/pay', {
        method: 'POST',
        body: new URLSearchParams({ track_id: trackId, action: 'pay' }),
        redirect: 'manual',
      });
      record('note', `sandbox payment ${trackId} settled as paid`);
    } catch (error) {
      record('note', `sandbox payment ${trackId} could not be settled: ${(error as Error).message}`);
    }
  }

  const handle =
    (method: MethodName) =>
    (params: unknown, context: { signal: AbortSignal; id: string }): Promise<unknown> => {
      const answers = ANSWERS[method];
      if (state.autoAnswer)
        return chargeInSandbox(method, params, answers.approve).then(() => answers.approve);
      return new Promise((resolve, reject) => {
        const call: PendingCall = {
          id: context.id,
          method,
          params,
          at: Math.round(now() - started),
          approval: answers.approve,
          canDismiss: 'dismiss' in answers,
        };
        waiting.set(call.id, {
          call,
          settle: (outcome) => ('error' in outcome ? reject(outcome.error) : resolve(outcome.result)),
        });
        context.signal.addEventListener('abort', () => {
          waiting.delete(call.id);
          update({ pending: state.pending.filter((other) => other.id !== call.id) });
        });
        update({ pending: [...state.pending, call] });
      });
    };
  const capabilities = createCapabilities(
    () => state.capabilities,
    (change) => update({ capabilities: { ...state.capabilities, ...change } }),
    (text) => record('note', text),
    secureStorage,
  );
  const viewportNow = (viewport: Viewport = state.capabilities.viewport) =>
    chromeViewport(state.chrome, viewport);
  const chrome = createChrome(
    () => state.chrome,
    (change) => update({ chrome: { ...state.chrome, ...change } }),
    (text) => record('note', text),
    () => host?.setViewport(viewportNow()),
  );
  const native = createNativeControls({
    get: () => state.native,
    set: (change) => update({ native: { ...state.native, ...change } }),
    note: (text) => record('note', text),
    autoAnswer: () => state.autoAnswer,
    fetch: fetchImpl,
    clipboard: () => win.navigator.clipboard,
  });
  const handlers = {
    ...Object.fromEntries(METHODS.map((method) => [method, handle(method)])),
    ...capabilities.handlers,
    ...native.handlers,
    ...chrome.handlers,
  } as unknown as HostHandlers;
  let helloId: unknown = null;

  const hostOptions = {
    allowedOrigins: [origin] as [string],
    host: { name: 'Dastarkhan host simulator', version: '1', platform: PLATFORM[runtime] },
    config: state.config,
    theme: state.capabilities.theme,
    viewport: viewportNow(),
    onTraffic: (direction: 'in' | 'out', message: unknown) => {
      const { kind, id } = message as { kind?: unknown; id?: unknown };
      if (direction === 'in' && kind === 'hello' && id !== helloId) {
        if (helloId !== null) chrome.controls(() => host).newPage();
        helloId = id;
      }
      record(direction === 'in' ? 'app-to-host' : 'host-to-app', message);
    },
  };

  let detach = () => {};
  if (isShimRuntime(runtime)) {
    const strings = createStringHost(handlers, {
      ...hostOptions,
      send: (data) =>
        frame.contentWindow?.postMessage({ channel: 'dastarkhan-sim-host', data } satisfies ToApp, origin),
    });
    const onMessage = (event: MessageEvent) => {
      if (event.source !== frame.contentWindow || event.origin !== origin || !isFromApp(event.data)) return;
      const message: FromApp = event.data;
      if (message.runtime === runtime) strings.receive(message.data, origin);
    };
    win.addEventListener('message', onMessage);
    detach = () => win.removeEventListener('message', onMessage);
    host = strings;
  } else if (runtime === 'iframe') {
    host = createHost(handlers, { ...hostOptions, iframe: frame, window: win });
  }

  return {
    ...capabilities.controls(() => host),
    ...native.controls,
    ...chrome.controls(() => host),
    /** The panel's insets, with the sheet's height and mode where the host draws chrome. */
    setViewport(viewport: Viewport) {
      update({ capabilities: { ...state.capabilities, viewport } });
      host?.setViewport(viewportNow(viewport));
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => state,
    setAutoAnswer(autoAnswer: boolean) {
      update({ autoAnswer });
      if (autoAnswer)
        for (const [id, { call }] of waiting) settle(id, { result: ANSWERS[call.method].approve });
    },
    /** Sends `result` (default: the call's approval) as the answer. */
    approve(id: string, result?: unknown) {
      const call = waiting.get(id)?.call;
      if (call) settle(id, { result: result === undefined ? call.approval : result });
    },
    /** Answers as when the user backs out (dismissed, closed, denied). */
    dismiss(id: string) {
      const call = waiting.get(id)?.call;
      const dismissal = call && ANSWERS[call.method].dismiss;
      if (dismissal !== undefined) settle(id, { result: dismissal });
    },
    fail(id: string, message = 'Simulated host failure') {
      settle(id, { error: new BridgeHostError('internal', message) });
    },
    /** Drops the call from the panel without an answer, as a hung host would: the app's timeout decides. */
    neverAnswer(id: string) {
      if (!waiting.delete(id)) return;
      update({ pending: state.pending.filter((call) => call.id !== id) });
      record('note', `${id}: left unanswered`);
    },
    clearTimeline() {
      update({ timeline: [] });
    },
    async back() {
      if (!host) return;
      const answer = await host.back();
      update({ lastBack: answer });
      record(
        'note',
        answer.handled ? 'back: the app closed a layer' : 'back: not handled; the host goes back',
      );
    },
    setVisible(visible: boolean) {
      update({ visible });
      host?.visibility(visible);
    },
    setConfig(config: HostConfig) {
      update({ config });
      host?.setConfig(config);
    },
    close() {
      detach();
      host?.close();
      listeners.clear();
    },
  };
}
