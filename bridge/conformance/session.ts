import { PROTOCOL } from '../protocol.ts';
import { isRecord } from '../schema.ts';
import type { Probe } from './probe.ts';
import type { Exchange } from './report.ts';

export type Message = Record<string, unknown>;

/** One message from the host: as it arrived, and read as an object (JSON text parsed) when it is ours. */
export interface Inbound {
  at: number;
  data: unknown;
  message: Message | null;
}

/** Reads `data` as one of our messages whatever its encoding; the encoding itself is judged by its own check. */
function read(data: unknown): Message | null {
  let value = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  return isRecord(value) && value.protocol === PROTOCOL ? value : null;
}

/**
 * The kit's side of the conversation: records every message both ways with its time, and lets checks wait for
 * the answer they expect. `back` events are answered at once with handled: true, as the app answers when it
 * closed a layer, so that the host never goes back (and closes the kit) on its own.
 */
export function createSession(probe: Probe, now: () => number) {
  const started = now();
  const log: Exchange[] = [];
  const inbound: Inbound[] = [];
  const waiters = new Set<() => void>();
  const at = () => Math.round(now() - started);

  function send(message: Message) {
    log.push({ at: at(), direction: 'kit-to-host', data: probe.strings ? JSON.stringify(message) : message });
    probe.send(message);
  }

  const stop = probe.listen((data) => {
    const entry = { at: at(), data, message: read(data) };
    inbound.push(entry);
    log.push({ at: entry.at, direction: 'host-to-kit', data });
    const { message } = entry;
    if (message?.kind === 'event' && message.event === 'back' && typeof message.id === 'string') {
      send({ protocol: PROTOCOL, version: 1, kind: 'response', id: message.id, result: { handled: true } });
    }
    for (const wake of [...waiters]) wake();
  });

  /**
   * Resolves with the first message from index `from` on that `match` accepts, or null after `ms`. Checks give
   * the index of the inbound log from before they sent, so that an answer faster than the wait is not missed.
   */
  function next(match: (message: Message) => boolean, ms: number, from = inbound.length) {
    return new Promise<Inbound | null>((resolve) => {
      let seen = from;
      const look = () => {
        for (; seen < inbound.length; seen++) {
          const entry = inbound[seen] as Inbound;
          if (entry.message && match(entry.message)) return finish(entry);
        }
      };
      const timer = setTimeout(() => finish(null), ms);
      function finish(entry: Inbound | null) {
        clearTimeout(timer);
        waiters.delete(look);
        resolve(entry);
      }
      waiters.add(look);
      look();
    });
  }

  return {
    probe,
    log,
    inbound,
    at,
    send,
    next,
    close: stop,
  };
}

export type Session = ReturnType<typeof createSession>;

/** The answer to the message with `id`: a response (or, for a hello, a welcome). */
export const answers =
  (id: string) =>
  (message: Message): boolean =>
    message.id === id && (message.kind === 'response' || message.kind === 'welcome');
