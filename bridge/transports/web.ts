import type { BridgeError } from '../errors.ts';
import type { AppMessage, HostMessage } from '../protocol.ts';
import { PARAM_SCHEMAS } from '../host/request-schemas.ts';
import { isWireError, PROTOCOL, PROTOCOL_VERSION } from '../protocol-schemas.ts';
import { readAuthReturn } from '../web/redirects.ts';
import { type WebMethods, type WebOptions, webMethods } from '../web/methods.ts';
import { watchScheme } from '../web/page-capabilities.ts';
import type { Transport } from './transport.ts';

type Body<M> = M extends HostMessage ? Omit<M, 'protocol' | 'version'> : never;

/**
 * The plain browser, where no host answers: the polyfill plays the host inside the page, over the same
 * messages, so that the client (and its result schemas) treat it like any other host.
 */
export function webTransport(win: Window, options: WebOptions): Transport {
  const { handlers, versions, stop } = webMethods(win, options);
  const running = new Map<string, AbortController>();
  let receive: (message: unknown) => boolean = () => false;
  // Asynchronous like every real host, so that no caller sees an answer before its call returned.
  const reply = (body: Body<HostMessage>) =>
    queueMicrotask(() => receive({ protocol: PROTOCOL, version: PROTOCOL_VERSION, ...body }));
  const onVisibility = () =>
    reply({
      kind: 'event',
      event: 'visibility',
      data: { visible: win.document.visibilityState === 'visible' },
    });
  // The theme follows prefers-color-scheme; no viewport: the app's CSS reads env(safe-area-inset-*) itself.
  let scheme: ReturnType<typeof watchScheme> | null = null;

  const fault = (id: string, code: 'unsupported' | 'invalid_params', message: string) =>
    reply({ kind: 'response', id, error: { code, message } });

  async function run(id: string, method: keyof WebMethods, params: unknown) {
    const controller = new AbortController();
    running.set(id, controller);
    try {
      const handler = handlers[method] as (params: unknown, signal: AbortSignal) => unknown;
      const result = await handler(params, controller.signal);
      // A cancelled call closed its screen and gets no answer, as from any host (docs/protocol.md).
      if (!controller.signal.aborted) reply({ kind: 'response', id, result });
    } catch (error) {
      if (controller.signal.aborted) return;
      const { code, message } = (error ?? {}) as BridgeError;
      const wire = { code, message: String(message ?? error) };
      reply({
        kind: 'response',
        id,
        error: isWireError(wire) ? wire : { code: 'internal', message: wire.message },
      });
    } finally {
      running.delete(id);
    }
  }

  return {
    runtime: 'web',
    send(message: AppMessage) {
      if (message.kind === 'hello' && !message.versions.includes(PROTOCOL_VERSION)) {
        reply({
          kind: 'response',
          id: message.id,
          error: { code: 'unsupported', message: 'protocol 1 only' },
        });
      } else if (message.kind === 'hello') {
        const auth = readAuthReturn(win, options);
        reply({
          kind: 'welcome',
          id: message.id,
          host: { name: 'browser', version: '', platform: 'web' },
          methods: versions,
          config: {},
          launch: auth ? { auth } : {},
          ...(scheme?.theme ? { theme: scheme.theme } : {}),
        });
      } else if (message.kind === 'request') {
        // As a host does (docs/protocol.md): an unknown or unoffered method, or bad params, are refused before
        // anything runs, so that a bad call never leaves the page for a hosted page.
        const { id, method, params } = message;
        if (!Object.hasOwn(handlers, method))
          fault(id, 'unsupported', `${method} is not offered by this browser`);
        else if (!(PARAM_SCHEMAS[method] as (value: unknown) => boolean)(params))
          fault(id, 'invalid_params', `${method}: params do not match the protocol`);
        else run(id, method, params);
      } else if (message.kind === 'cancel') {
        running.get(message.id)?.abort();
      }
    },
    open(onMessage) {
      receive = onMessage;
      win.document.addEventListener('visibilitychange', onVisibility);
      scheme = watchScheme(win, (theme) => reply({ kind: 'event', event: 'theme', data: theme }));
    },
    close() {
      receive = () => false;
      win.document.removeEventListener('visibilitychange', onVisibility);
      scheme?.stop();
      stop();
      for (const controller of running.values()) controller.abort();
    },
  };
}
