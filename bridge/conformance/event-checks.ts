import {
  type EventName,
  type MethodName,
  type MethodVersions,
  PROTOCOL,
  PROTOCOL_VERSION,
} from '../protocol.ts';
import { EVENT_SCHEMAS } from '../protocol-schemas.ts';
import { isRecord } from '../schema.ts';
import { fail, pass, received, show, skip, type Verdict } from './check.ts';
import { sayHello } from './handshake-checks.ts';
import type { Inbound, Message, Session } from './session.ts';

/** Every event of the protocol, from its event map: a new event is checked without a change here. */
export const PROTOCOL_EVENTS = Object.keys(EVENT_SCHEMAS) as EventName[];
/** Events a host sends only along with a method it offers: the press of the main button the app set. */
const COMES_WITH: { [E in EventName]?: MethodName } = { 'mainButton.press': 'mainButton.set' };

/** The method without which the host never sends `name`, when the welcome does not offer it; else null. */
export const missingMethodFor = (name: EventName, methods: MethodVersions): MethodName | null => {
  const method = COMES_WITH[name];
  return method && !Object.hasOwn(methods, method) ? method : null;
};

/** Events that wait for the app's reply, and so must carry an id. */
const REPLIED: readonly string[] = ['back'];

const isEvent = (name: string) => (message: Message) => message.kind === 'event' && message.event === name;

export const seenEvents = (session: Session) =>
  new Set(
    session.inbound.flatMap(({ message }) => (message?.kind === 'event' ? [String(message.event)] : [])),
  );

/** Waits until each of `events` has been seen at least once, or `ms` passed. */
export async function awaitEvents(session: Session, ms: number, events: readonly EventName[]): Promise<void> {
  const deadline = session.at() + ms;
  const missing = () => events.filter((name) => !seenEvents(session).has(name));
  while (missing().length > 0 && session.at() < deadline && !session.timeIsUp()) {
    await session.next((message) => message.kind === 'event', deadline - session.at());
  }
}

function eventFault(name: EventName, entry: Inbound): string | null {
  const message = entry.message as Message;
  if (!(EVENT_SCHEMAS[name] as (value: unknown) => boolean)(message.data))
    return `its data ${show(message.data)} does not match the protocol`;
  if (REPLIED.includes(name) && typeof message.id !== 'string')
    return 'it has no string id, so the app cannot answer it';
  return null;
}

/** Every occurrence of the event must be valid; at least one must have come. */
export function eventCheck(session: Session, name: EventName, waitedMs: number): Verdict {
  const entries = session.inbound.filter((entry) => entry.message && isEvent(name)(entry.message));
  if (entries.length === 0) return skip(`not seen in ${Math.round(waitedMs / 1000)} s of waiting`);
  for (const entry of entries) {
    const fault = eventFault(name, entry);
    if (fault)
      return { ...fail(`the ${name} event at ${entry.at} ms: ${fault}`), messages: received([entry]) };
  }
  return { ...pass(`${entries.length} seen, all valid`), messages: received(entries) };
}

/**
 * A config event replaces the config: the host keeps exactly what it sent, and the next welcome (a new page)
 * carries it, not a merge with the old one.
 */
export async function configReplacesCheck(session: Session): Promise<Verdict> {
  const events = session.inbound.filter((entry) => entry.message && isEvent('config')(entry.message));
  const last = events.at(-1)?.message;
  if (!last || !isRecord(last.data)) return skip('no config event to compare with');
  const { answer, why } = await sayHello(session, 'kit-hello-after-config');
  const welcome = answer?.message;
  if (welcome?.kind !== 'welcome')
    return fail(`a new hello after the config event got no welcome: ${why ?? 'an error came'}`);
  const expected = JSON.stringify(sorted(last.data));
  const actual = JSON.stringify(sorted(isRecord(welcome.config) ? welcome.config : {}));
  return expected === actual
    ? pass(`the next welcome carries the config the event sent: ${show(last.data)}`)
    : fail(
        `the config event sent ${show(last.data)} but the next welcome carries ${show(welcome.config ?? {})}`,
      );
}

const sorted = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));

/** Things every message from the host must be: the right encoding for the runtime and the agreed version. */
export function encodingCheck(session: Session): Verdict {
  const { strings, runtime } = session.probe;
  const ours = session.inbound.filter((entry) => entry.message);
  for (const [index, entry] of ours.entries()) {
    const { data, message } = entry;
    const what = `message ${index + 1} (${String(message?.kind)})`;
    const fault =
      strings && typeof data !== 'string'
        ? `${what} arrived as ${typeof data}, not a JSON string: ${runtime} hosts send strings only`
        : !strings && typeof data === 'string'
          ? `${what} arrived as a string: ${runtime} hosts post objects (structured clones)`
          : message?.version !== PROTOCOL_VERSION
            ? `${what} has version ${show(message?.version)}, not 1`
            : null;
    if (fault) return { ...fail(fault), messages: received([entry]) };
  }
  if (ours.length === 0) return fail(`nothing of protocol "${PROTOCOL}" came from the host`);
  return pass(`${ours.length} messages, all ${strings ? 'JSON strings' : 'objects'} of version 1`);
}

/** iframes: a hello from another window and origin must go unanswered, there and here. */
export async function strangerCheck(session: Session, quietMs: number): Promise<Verdict> {
  const { probe } = session;
  if (probe.runtime === 'web') return skip('applies to iframe hosts; the polyfill runs in the page itself');
  if (!probe.stranger)
    return skip(`applies to iframe hosts; ${probe.runtime} hosts check the web view's URL`);
  const id = 'kit-stranger-hello';
  const from = session.inbound.length;
  const reached = await probe.stranger(
    {
      protocol: PROTOCOL,
      version: 1,
      kind: 'hello',
      id,
      versions: [1],
      app: { name: 'stranger', version: '1' },
    },
    session.allow(quietMs),
  );
  const here = session.inbound.slice(from).some(({ message }) => message?.id === id);
  if (reached.length > 0) return fail(`the host answered a hello from a foreign frame: ${show(reached[0])}`);
  if (here) return fail("the host answered a foreign frame's hello, and sent the answer to the kit");
  return pass(`no answer in ${quietMs} ms to a hello from a frame at another origin`);
}
