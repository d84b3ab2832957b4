import {
  BridgeAbortError,
  BridgeError,
  BridgeHostError,
  BridgeTimeoutError,
  BridgeUnsupportedError,
} from './errors.ts';
import type {
  AppInfo,
  AppMessage,
  EventData,
  EventName,
  HostConfig,
  LaunchData,
  MethodName,
  ResultOf,
  WelcomeMessage,
  WireError,
} from './protocol.ts';
import {
  DEFAULT_TIMEOUTS,
  EVENT_SCHEMAS,
  isEnvelope,
  isWelcome,
  isWireError,
  PROTOCOL,
  PROTOCOL_VERSION,
  PROTOCOL_VERSIONS,
  RESULT_SCHEMAS,
} from './protocol-schemas.ts';
import type { Bridge, CallArgs } from './bridge.ts';
import { type Guard, isString } from './schema.ts';
import type { Transport } from './transports/transport.ts';

export type { Bridge } from './bridge.ts';

type Message = Record<string, unknown>;
interface Pending {
  /** Settles the call if `message` answers it; says whether it did. */
  accept(message: Message): boolean;
  finish(error: Error | null, value?: unknown): void;
}

/** The hello is repeated after 100 ms, then 200, 400, and every 400 ms until the handshake's time-out. */
const HELLO_RETRY_FIRST = 100;
const HELLO_RETRY_MAX = 400;
/** A timer this much later than asked ran on a busy thread (see the handshake's window). */
const HANDSHAKE_LATE = 50;
// setTimeout fires at once for delays beyond a signed 32-bit int.
const MAX_DELAY = 2 ** 31 - 1;
const own = (message: Message, key: string): unknown =>
  Object.hasOwn(message, key) ? message[key] : undefined;

const hostError = (what: string, error: WireError) =>
  error.code === 'unsupported'
    ? new BridgeUnsupportedError(what)
    : new BridgeHostError(error.code, error.message ?? `${what}: ${error.code}`);

/**
 * Opens `transport`, says hello and resolves with the bridge once the host has answered; with null when it
 * did not answer in time or shares no protocol version with us (the caller then falls back to the polyfill).
 */
export function connect(
  transport: Transport,
  app: AppInfo,
  handshakeTimeoutMs: number,
): Promise<Bridge | null> {
  // Two bridges in one window (two mounts) see each other's traffic: a random prefix keeps their ids apart.
  const prefix = `${Math.random().toString(36).slice(2, 8)}-`;
  let seq = 0;
  let version = PROTOCOL_VERSION;
  let latest: { [E in EventName]?: EventData<E> } = {};
  let launch: LaunchData = {};
  let connected = false;
  let destroyed = false;
  const pending = new Map<string, Pending>();
  const handlers = new Map<EventName, ((data: unknown) => unknown)[]>();

  const send = (message: AppMessage) => transport.send(message);

  function request<T>(
    what: string,
    message: AppMessage & { id: string },
    /** 0: the caller ends the wait (the handshake's window). */
    timeoutMs: number,
    signal: AbortSignal | undefined,
    accept: (message: Message, finish: Pending['finish']) => boolean,
  ): Promise<T> {
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(new BridgeAbortError(what));
      const { id } = message;
      const finish = (error: Error | null, value?: unknown) => {
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        pending.delete(id);
        if (error) reject(error);
        else resolve(value as T);
      };
      const giveUp = (error: Error) => {
        finish(error);
        if (!destroyed) send({ protocol: PROTOCOL, version, kind: 'cancel', id });
      };
      const onAbort = () => giveUp(new BridgeAbortError(what));
      // Errors are made only when needed: capturing a stack on every call costs more than the call.
      const timer =
        timeoutMs &&
        setTimeout(() => giveUp(new BridgeTimeoutError(what, timeoutMs)), Math.min(timeoutMs, MAX_DELAY));
      signal?.addEventListener('abort', onAbort);
      pending.set(id, { accept: (reply) => accept(reply, finish), finish });
      try {
        send(message);
      } catch (error) {
        // Params that cannot be serialised or cloned: fail now rather than at the timeout.
        finish(error as Error);
      }
    });
  }

  function dispatch(message: Message): boolean {
    const name = own(message, 'event');
    const data = own(message, 'data');
    const replyId = own(message, 'id');
    if (!isString(name) || !Object.hasOwn(EVENT_SCHEMAS, name)) return false;
    const event = name as EventName;
    if (!EVENT_SCHEMAS[event](data) || (replyId !== undefined && !isString(replyId))) return false;
    latest[event] = data as never;
    let handled = false;
    for (const handler of [...(handlers.get(event) ?? [])].reverse()) {
      try {
        if (handler(data) === true && event === 'back') {
          handled = true;
          break;
        }
      } catch (error) {
        // One failing handler must not starve the others; the error still reaches window.onerror.
        setTimeout(() => {
          throw error;
        });
      }
    }
    if (replyId !== undefined) {
      send({ protocol: PROTOCOL, version, kind: 'response', id: replyId, result: { handled } });
    }
    return true;
  }

  function receive(message: unknown): boolean {
    if (destroyed || !isEnvelope(message)) return false;
    const kind = message.kind;
    if (connected && message.version !== version) return false;
    if (kind === 'event') return connected && dispatch(message);
    const id = own(message, 'id');
    const entry = isString(id) ? pending.get(id) : undefined;
    return entry?.accept(message) ?? false;
  }

  const supports = (method: MethodName, minVersion = 1) =>
    Object.hasOwn(DEFAULT_TIMEOUTS, method) && (welcome.methods[method] ?? 0) >= minVersion;

  function call<M extends MethodName>(
    method: M,
    ...[params, options = {}]: CallArgs<M>
  ): Promise<ResultOf<M>> {
    if (destroyed) return Promise.reject(new BridgeError('destroyed', `${method}: destroyed`));
    if (!supports(method)) return Promise.reject(new BridgeUnsupportedError(method));
    // Acknowledgement-only methods have no schema: any answer of theirs is null.
    const guard = (RESULT_SCHEMAS as Partial<Record<MethodName, Guard<unknown>>>)[method];
    const { timeoutMs = 0, signal } = options;
    return request(
      method,
      {
        protocol: PROTOCOL,
        version,
        kind: 'request',
        id: prefix + seq++,
        method,
        params: params ?? {},
      } as AppMessage & {
        id: string;
      },
      timeoutMs > 0 ? timeoutMs : DEFAULT_TIMEOUTS[method],
      signal,
      (reply, finish) => {
        if (reply.kind !== 'response') return false;
        const error = own(reply, 'error');
        const result = own(reply, 'result');
        if (error !== undefined) {
          finish(isWireError(error) ? hostError(method, error) : invalid(method));
        } else if (!Object.hasOwn(reply, 'result')) {
          return false;
        } else if (!guard) {
          finish(null, null);
        } else {
          finish(guard(result) ? null : invalid(method), result);
        }
        return true;
      },
    );
  }

  const invalid = (what: string) => new BridgeError('invalid_response', `${what}: invalid answer`);

  let welcome: WelcomeMessage;
  const bridge: Bridge = {
    runtime: transport.runtime,
    get version() {
      return version;
    },
    get host() {
      return welcome.host;
    },
    get methods() {
      return welcome.methods;
    },
    get config() {
      return latest.config as HostConfig;
    },
    latest: (event) => latest[event],
    get launch() {
      return launch;
    },
    supports,
    call,
    on(event, handler) {
      // A fresh wrapper per subscription, so that unsubscribing twice or subscribing twice stays exact.
      const entry = (data: unknown): unknown => handler(data as never);
      const list = handlers.get(event) ?? [];
      handlers.set(event, [...list, entry]);
      return () =>
        handlers.set(
          event,
          (handlers.get(event) ?? []).filter((other) => other !== entry),
        );
    },
    destroy() {
      destroyed = true;
      for (const entry of pending.values()) entry.finish(new BridgeError('destroyed', 'destroyed'));
      transport.close();
    },
  };

  transport.open(receive);
  const hello: AppMessage & { id: string } = {
    protocol: PROTOCOL,
    version: PROTOCOL_VERSION,
    kind: 'hello',
    id: prefix + seq++,
    versions: [...PROTOCOL_VERSIONS],
    app,
  };
  // A host may start listening after the app's first hello (an iframe that loads before the page's
  // createHost runs): the same hello goes again, ever less often, until a welcome or the time-out.
  // The window is the sum of the delays asked, so a thread busy elsewhere (in a page or the simulator the
  // host shares it) does not spend it. A tick later than asked means the host's answer to a hello may wait
  // behind it in the queue: it never ends the wait. However busy the thread stays, three windows end it.
  let last = Date.now();
  const end = last + 3 * handshakeTimeoutMs;
  let left = handshakeTimeoutMs;
  let retry: ReturnType<typeof setTimeout>;
  const gaveUp = new AbortController();
  const again = (delay: number) => {
    retry = setTimeout(() => {
      const now = Date.now();
      const late = now - last > delay + HANDSHAKE_LATE;
      last = now;
      left -= delay;
      if ((left <= 0 && !late) || now >= end) return gaveUp.abort();
      send(hello);
      again(left > 0 ? Math.min(delay * 2, HELLO_RETRY_MAX, left) : HELLO_RETRY_FIRST);
    }, delay);
  };
  again(Math.min(HELLO_RETRY_FIRST, handshakeTimeoutMs));
  return request<WelcomeMessage>('handshake', hello, 0, gaveUp.signal, (reply, finish) => {
    const error = own(reply, 'error');
    if (reply.kind === 'response' && isWireError(error)) finish(hostError('handshake', error));
    else if (reply.kind !== 'welcome') return false;
    else if (isWelcome(reply)) finish(null, reply);
    else {
      // Without a valid welcome the app falls back to the polyfill: tell the host's developers why.
      void import('./welcome-fault.ts').then((fault) => fault.warnInvalidWelcome(reply));
      return false;
    }
    return true;
  }).then(
    (answer) => {
      clearTimeout(retry);
      welcome = answer;
      version = answer.version;
      // The welcome's absent theme or viewport stays undefined: "the host has said nothing yet".
      latest = {
        config: answer.config ?? {},
        theme: answer.theme,
        viewport: answer.viewport,
      } as typeof latest;
      launch = answer.launch ?? {};
      connected = true;
      return bridge;
    },
    () => {
      clearTimeout(retry);
      transport.close();
      return null;
    },
  );
}
