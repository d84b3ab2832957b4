import { createStringHost, type StringHost } from '../../bridge/host/string-host.ts';
import type { HostHandlers, HostOptions } from '../../bridge/host/host-types.ts';
import { stubHandlers } from '../../bridge/testing/stub-handlers.ts';

export interface NativeHost {
  /** The host side, to send `back` or a config from. */
  readonly host: StringHost;
  /** The methods the app called, in order. */
  readonly calls: string[];
  /** Takes the host away again: the next mount runs in a plain browser. */
  remove(): void;
}

/**
 * An iOS host around the test's page, as the Swift example builds one: the app's strings arrive through
 * `window.webkit.messageHandlers.DastarkhanHost`, a turn later (a native hands them over on its own thread),
 * and the answers come back as message events without a source. Install it before the mount.
 */
export function installNativeHost(
  handlers: Partial<HostHandlers> = {},
  options: Partial<Omit<HostOptions, 'allowedOrigins' | 'host'>> = {},
): NativeHost {
  const calls: string[] = [];
  const origin = window.location.origin;
  const host = createStringHost(stubHandlers(handlers), {
    allowedOrigins: [origin],
    host: { name: 'Test super app', version: '1.0', platform: 'ios' },
    ...options,
    onTraffic: (direction, message) => {
      const { kind, method } = message as { kind?: string; method?: string };
      if (direction === 'in' && kind === 'request' && method) calls.push(method);
    },
    send: (json) => window.dispatchEvent(new MessageEvent('message', { data: json })),
  });
  const port = { postMessage: (json: string) => setTimeout(() => host.receive(json, origin)) };
  const page = window as { webkit?: unknown };
  page.webkit = { messageHandlers: { DastarkhanHost: port } };
  return {
    host,
    calls,
    remove() {
      host.close();
      delete page.webkit;
    },
  };
}
