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

/** What came of a message the kit sent: the answer, or why none came. */
export type Reply = { answer: Inbound; why?: undefined } | { answer: null; why: string };

const isAnswer = (message: Message) => message.kind === 'response' || message.kind === 'welcome';

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
 *
 * Every wait ends by the current stage's deadline (`stage`), so that a silent host cannot stretch the run past
 * the kit's budget; a wait the deadline cut short marks the stage as over (`timeIsUp`).
 */
export function createSession(probe: Probe, now: () => number) {
  const started = now();
  const log: Exchange[] = [];
  const inbound: Inbound[] = [];
  const waiters = new Set<() => void>();
  /** The ids of the kit's hellos and requests: an answer with another id answers nothing the kit asked. */
  const sent = new Set<unknown>();
  const at = () => Math.round(now() - started);
  let until = Number.POSITIVE_INFINITY;
  let over = false;
  let cuts = 0;
  const left = () => until - (now() - started);
  const cut = () => {
    over = true;
    cuts++;
  };

  function send(message: Message) {
    if (message.kind === 'hello' || message.kind === 'request') sent.add(message.id);
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
      const allowed = Math.max(0, Math.min(ms, left()));
      const timer = setTimeout(() => {
        if (allowed < ms) cut();
        finish(null);
      }, allowed);
      function finish(entry: Inbound | null) {
        clearTimeout(timer);
        waiters.delete(look);
        resolve(entry);
      }
      waiters.add(look);
      look();
    });
  }

  /**
   * Waits up to `ms` for the answer to the kit's message `id`, sent after inbound index `from`. Without one it
   * says why: an answer with an id the kit never sent (the host mixed up its ids), or nothing at all.
   */
  async function reply(id: string, ms: number, from: number): Promise<Reply> {
    const answer = await next(answers(id), ms, from);
    if (answer) return { answer };
    const stray = inbound
      .slice(from)
      .find(({ message }) => message && isAnswer(message) && !sent.has(message.id));
    const why = stray
      ? `answered with an unknown id ${JSON.stringify(stray.message?.id)}, not "${id}"`
      : `no answer within ${ms} ms`;
    return { answer: null, why };
  }

  return {
    probe,
    log,
    inbound,
    at,
    send,
    next,
    reply,
    /** Starts a stage that must end `ms` after the run started: no wait goes past it. */
    stage(ms: number) {
      until = ms;
      over = false;
    },
    /** `ms`, or less when the stage ends sooner: then the wait counts as cut short. */
    allow(ms: number): number {
      const allowed = Math.max(0, Math.min(ms, left()));
      if (allowed < ms) cut();
      return allowed;
    },
    /** Whether the stage's time is spent: a wait was cut short by its deadline, or none is left. */
    timeIsUp: () => over || left() <= 0,
    /** How many waits the deadlines cut short so far: a check during which one was cut did not finish. */
    cuts: () => cuts,
    close: stop,
  };
}

export type Session = ReturnType<typeof createSession>;

/** The answer to the message with `id`: a response (or, for a hello, a welcome). */
export const answers =
  (id: string) =>
  (message: Message): boolean =>
    message.id === id && isAnswer(message);
