import type { BridgeError } from '../errors.ts';
import { type AppMessage, type HostMessage, PROTOCOL, PROTOCOL_VERSION } from '../protocol.ts';
import { isWireError } from '../protocol-schemas.ts';
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

  async function run(id: string, method: keyof WebMethods, params: unknown) {
    const controller = new AbortController();
    running.set(id, controller);
    try {
      const handler = handlers[method] as (params: unknown, signal: AbortSignal) => unknown;
      reply({ kind: 'response', id, result: await handler(params, controller.signal) });
    } catch (error) {
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
      if (message.kind === 'hello') {
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
        run(message.id, message.method, message.params);
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
