import type { BridgeError } from '../errors.ts';
import { GEO_DEFAULTS } from '../geo-defaults.ts';
import {
  BARCODE_FORMATS,
  type EventMessage,
  type HostConfig,
  type HostMessage,
  type MethodName,
  type MethodVersions,
  PROTOCOL,
  PROTOCOL_VERSIONS,
  type Theme,
  type Viewport,
} from '../protocol.ts';
import { isEnvelope, isWireError } from '../protocol-schemas.ts';
import { isString } from '../schema.ts';
import type { HandlerContext, HostConnection, HostHandlers, HostOptions } from './host-types.ts';
import { EVENT_REPLIES, isHello, PARAM_SCHEMAS } from './request-schemas.ts';

type Body<M> = M extends HostMessage ? Omit<M, 'protocol' | 'version'> : never;
type Message = Record<string, unknown>;

/** Defaults a host applies to what the app left out, so that handlers see complete params. */
const FILL: { [M in MethodName]?: (params: Message) => Message } = {
  'geo.position': (params) => ({ ...GEO_DEFAULTS, ...params }),
  'scan.barcode': (params) => ({ formats: [...BARCODE_FORMATS], ...params }),
};

const own = (message: Message, key: string): unknown =>
  Object.hasOwn(message, key) ? message[key] : undefined;

function normalizeOrigins(origins: readonly string[]): string[] {
  const exact = origins.map((origin) => new URL(origin).origin).filter((origin) => origin !== 'null');
  if (exact.length === 0)
    throw new TypeError('allowedOrigins: give at least one exact origin of the mini-app');
  return exact;
}

/** The public face of a host: `core`'s controls, the adapter's own `close`, and its `extra` members. */
export function connectionOf<X extends object>(
  core: HostConnection,
  close: () => void,
  extra: X,
): HostConnection & X {
  const connection: HostConnection = {
    get connected() {
      return core.connected;
    },
    methods: core.methods,
    visibility: core.visibility,
    setConfig: core.setConfig,
    setTheme: core.setTheme,
    setViewport: core.setViewport,
    back: core.back,
    pressMainButton: core.pressMainButton,
    close,
  };
  // Object.assign, not a spread: a spread would freeze the `connected` getter into a value.
  return Object.assign(connection, extra);
}

export interface HostCore extends HostConnection {
  /** Takes one message from the app, sent from `origin`; answers whether it was valid. */
  receive(message: unknown, origin: string): boolean;
}

/**
 * The host half of the protocol, independent of how messages travel: the iframe host, the React Native
 * helper and the string host wrap it. `send` delivers a message to the app at the given origin.
 */
export function createHostCore(
  handlers: HostHandlers,
  options: HostOptions,
  send: (message: HostMessage, origin: string) => void,
): HostCore {
  const allowed = normalizeOrigins(options.allowedOrigins);
  const methods: MethodVersions = {};
  for (const method of Object.keys(PARAM_SCHEMAS) as MethodName[]) if (handlers[method]) methods[method] = 1;
  let config = options.config ?? {};
  let theme = options.theme;
  let viewport = options.viewport;
  let session: { origin: string; version: number } | null = null;
  let helloId: string | null = null;
  let seq = 0;
  let closed = false;
  const running = new Map<string, AbortController>();
  const waiting = new Map<string, (handled: boolean) => void>();

  function post(body: Body<HostMessage>, to = session) {
    if (!to || closed) return;
    const message = { protocol: PROTOCOL, version: to.version, ...body } as HostMessage;
    options.onTraffic?.('out', message);
    send(message, to.origin);
  }

  function hello(message: Message, origin: string): boolean {
    if (!isHello(message)) return false;
    const version = Math.max(...message.versions.filter((v) => PROTOCOL_VERSIONS.includes(v)));
    // The app repeats its hello until it has a welcome (ours may still be on its way): the same hello from
    // the same page is answered again, and what that page asked for meanwhile keeps running.
    const repeated = session?.origin === origin && helloId === message.id;
    helloId = message.id;
    // A new hello is a new page: whatever the old one asked for is moot.
    if (!repeated) {
      for (const controller of running.values()) controller.abort();
      running.clear();
    }
    if (!Number.isFinite(version)) {
      const error = {
        code: 'unsupported',
        message: `this host speaks protocol versions ${PROTOCOL_VERSIONS}`,
      };
      post({ kind: 'response', id: message.id, error } as Body<HostMessage>, {
        origin,
        version: PROTOCOL_VERSIONS[0]!,
      });
      return true;
    }
    session = { origin, version };
    post({
      kind: 'welcome',
      id: message.id,
      host: options.host,
      methods,
      config,
      launch: options.launch ?? {},
      ...(theme ? { theme } : {}),
      ...(viewport ? { viewport } : {}),
    });
    return true;
  }

  async function request(message: Message, origin: string): Promise<void> {
    const id = own(message, 'id') as string;
    const method = own(message, 'method');
    const params = own(message, 'params');
    const to = session;
    const fail = (code: string, text: string) =>
      post({ kind: 'response', id, error: { code, message: text } } as Body<HostMessage>, to);
    if (!isString(method) || !Object.hasOwn(PARAM_SCHEMAS, method) || !handlers[method as MethodName]) {
      return fail('unsupported', `${String(method)} is not offered by this host`);
    }
    const name = method as MethodName;
    if (!PARAM_SCHEMAS[name](params))
      return fail('invalid_params', `${name}: params do not match the protocol`);
    const controller = new AbortController();
    running.set(id, controller);
    try {
      const handler = handlers[name] as (params: unknown, context: unknown) => unknown;
      const context: HandlerContext = { signal: controller.signal, origin, id };
      const result = await handler(FILL[name]?.(params as Message) ?? params, context);
      if (!controller.signal.aborted) post({ kind: 'response', id, result: result ?? null }, to);
    } catch (error) {
      if (controller.signal.aborted) return;
      const wire = { code: (error as BridgeError).code, message: String((error as Error).message ?? error) };
      post(
        {
          kind: 'response',
          id,
          error: isWireError(wire) ? wire : { code: 'internal', message: wire.message },
        },
        to,
      );
    } finally {
      running.delete(id);
    }
  }

  function receive(message: unknown, origin: string): boolean {
    if (closed || !allowed.includes(origin) || !isEnvelope(message)) return false;
    options.onTraffic?.('in', message);
    if (message.kind === 'hello') return hello(message, origin);
    if (!session || session.origin !== origin || message.version !== session.version) return false;
    const id = own(message, 'id');
    if (!isString(id)) return false;
    if (message.kind === 'request') {
      if (running.has(id)) return false;
      request(message, origin);
      return true;
    }
    if (message.kind === 'cancel') {
      running.get(id)?.abort();
      return running.delete(id);
    }
    if (message.kind === 'response') {
      const answer = waiting.get(id);
      const result = own(message, 'result');
      if (!answer || !EVENT_REPLIES.back(result)) return false;
      answer(result.handled);
      return true;
    }
    return false;
  }

  function emit(body: Body<EventMessage>) {
    post(body);
  }

  return {
    receive,
    get connected() {
      return session !== null && !closed;
    },
    methods,
    visibility: (visible) => emit({ kind: 'event', event: 'visibility', data: { visible } }),
    setConfig(next: HostConfig) {
      config = next;
      emit({ kind: 'event', event: 'config', data: next });
    },
    // Kept for the next welcome too: a reloaded page starts with the host's current look.
    setTheme(next: Theme) {
      theme = next;
      emit({ kind: 'event', event: 'theme', data: next });
    },
    setViewport(next: Viewport) {
      viewport = next;
      emit({ kind: 'event', event: 'viewport', data: next });
    },
    pressMainButton: () => emit({ kind: 'event', event: 'mainButton.press', data: {} }),
    back() {
      if (!session || closed) return Promise.resolve({ handled: false });
      const id = `host-${seq++}`;
      return new Promise((resolve) => {
        const finish = (handled: boolean) => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve({ handled });
        };
        const timer = setTimeout(finish, options.backTimeoutMs ?? 1000, false);
        waiting.set(id, finish);
        emit({ kind: 'event', event: 'back', data: {}, id });
      });
    },
    close() {
      closed = true;
      for (const controller of running.values()) controller.abort();
      running.clear();
      for (const finish of waiting.values()) finish(false);
    },
  };
}
