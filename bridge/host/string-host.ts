import { connectionOf, createHostCore } from './host-core.ts';
import type { HostConnection, HostHandlers, HostOptions } from './host-types.ts';

/** `createStringHost`'s options: how to send a JSON string to the mini-app, with every host's options. */
export interface StringHostOptions extends HostOptions {
  /** Delivers one JSON string to the app's page, which must still be at `origin` (check before you send). */
  send(json: string, origin: string): void;
}

/** A host over any channel of JSON strings: a `HostConnection` to hand each received string to. */
export interface StringHost extends HostConnection {
  /** Takes one JSON string from the app's page at `origin`; answers whether it was a valid message. */
  receive(json: string, origin: string): boolean;
}

/**
 * The host side over JSON strings, as the native runtimes carry them: the React Native helper, the host
 * simulator's native shims, and any JavaScript host that has its own channel.
 */
export function createStringHost(handlers: HostHandlers, options: StringHostOptions): StringHost {
  const core = createHostCore(handlers, options, (message, origin) =>
    options.send(JSON.stringify(message), origin),
  );
  return connectionOf<Pick<StringHost, 'receive'>>(core, core.close, {
    receive(json, origin) {
      let message: unknown;
      try {
        message = JSON.parse(json);
      } catch {
        return false;
      }
      return core.receive(message, origin);
    },
  });
}
