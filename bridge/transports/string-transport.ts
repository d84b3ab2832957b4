import type { Runtime } from '../protocol.ts';
import type { StringPort } from './native-ports.ts';
import type { Transport } from './transport.ts';

/**
 * The transport of every native runtime: JSON strings out through the injected object; in through `message`
 * events that the host's script dispatches. Such an event has no source window (or our own, when the script
 * used window.postMessage); one from a frame inside the mini-app has that frame as source and is dropped, as
 * is anything that is not a string.
 */
export function stringTransport(
  runtime: Runtime,
  win: Window,
  port: StringPort,
  targets: EventTarget[] = [win],
): Transport {
  let stop = () => {};
  return {
    runtime,
    send: (message) => port.postMessage(JSON.stringify(message)),
    open(receive) {
      const onMessage = (event: Event) => {
        const { data, source } = event as MessageEvent;
        if (typeof data !== 'string' || (source !== null && source !== win)) return;
        let message: unknown;
        try {
          message = JSON.parse(data);
        } catch {
          return;
        }
        receive(message);
      };
      for (const target of targets) target.addEventListener('message', onMessage);
      stop = () => {
        for (const target of targets) target.removeEventListener('message', onMessage);
      };
    },
    close: () => stop(),
  };
}
