import { PROTOCOL, PROTOCOL_VERSION, type Runtime } from '../protocol.ts';
import { HOST_CONFIG_FIELDS, isWireError, LAUNCH_FIELDS } from '../protocol-schemas.ts';
import { type Guard, isNumber, isRecord, isString, oneOf } from '../schema.ts';
import { fail, pass, type Verdict } from './check.ts';
import type { Message, Reply, Session } from './session.ts';

/** As the app: the hello goes again after 100 ms, 200, then every 400 ms, for 1500 ms (docs/protocol.md). */
export const HANDSHAKE_MS = 1500;
const RETRIES = [100, 300, 700, 1100];
const KIT_APP = { name: 'dastarkhan-conformance-kit', version: '1' };

const hello = (id: string, versions = [PROTOCOL_VERSION]) => ({
  protocol: PROTOCOL,
  version: PROTOCOL_VERSION,
  kind: 'hello',
  id,
  versions,
  app: KIT_APP,
});

/** Says hello, repeated as the app repeats it, and resolves with the answer (welcome or error) or null. */
export async function sayHello(session: Session, id: string, repeat = true): Promise<Reply> {
  const from = session.inbound.length;
  const message = hello(id);
  session.send(message);
  const timers = repeat ? RETRIES.map((delay) => setTimeout(() => session.send(message), delay)) : [];
  const reply = await session.reply(id, HANDSHAKE_MS, from);
  for (const timer of timers) clearTimeout(timer);
  return reply;
}

/** What the welcome's platform may be for each runtime. */
const PLATFORMS: Record<Runtime, readonly string[]> = {
  ios: ['ios'],
  android: ['android'],
  'react-native': ['ios', 'android'],
  iframe: ['web'],
  web: ['web'],
};

function optionalFields(value: unknown, fields: Record<string, Guard<unknown>>, path: string): string | null {
  if (value === undefined) return null;
  if (!isRecord(value)) return `${path} is not an object`;
  for (const [key, guard] of Object.entries(fields)) {
    if (Object.hasOwn(value, key) && !guard(value[key]))
      return `${path}.${key} is ${JSON.stringify(value[key])}`;
  }
  return null;
}

/** The first field of a welcome that breaks docs/protocol.md, named by its path; null when all is well. */
export function welcomeFault(welcome: Message, runtime: Runtime, helloId: string): string | null {
  if (welcome.protocol !== PROTOCOL) return `protocol is ${JSON.stringify(welcome.protocol)}`;
  if (welcome.version !== PROTOCOL_VERSION) return `version is ${JSON.stringify(welcome.version)}, not 1`;
  if (welcome.id !== helloId) return `id is ${JSON.stringify(welcome.id)}, not the hello's "${helloId}"`;
  const host = welcome.host;
  if (!isRecord(host)) return 'host is missing or not an object';
  for (const key of ['name', 'version']) {
    if (!isString(host[key])) return `host.${key} is missing or not a string`;
  }
  if (!oneOf(['ios', 'android', 'web'])(host.platform))
    return `host.platform is ${JSON.stringify(host.platform)}, not ios, android or web`;
  if (!PLATFORMS[runtime].includes(host.platform as string))
    return `host.platform "${host.platform}" does not fit the ${runtime} runtime`;
  const methods = welcome.methods;
  if (!isRecord(methods)) return 'methods is missing or not an object';
  for (const [name, version] of Object.entries(methods)) {
    if (!isNumber(version) || !Number.isInteger(version) || version < 1)
      return `methods["${name}"] is ${JSON.stringify(version)}, not a version number`;
  }
  return (
    optionalFields(welcome.config, HOST_CONFIG_FIELDS, 'config') ??
    optionalFields(welcome.launch, LAUNCH_FIELDS, 'launch')
  );
}

export function judgeWelcome({ answer, why }: Reply, id: string): Verdict {
  if (!answer) return fail(`no welcome (${why}): the app would fall back to the polyfill`);
  const { message } = answer;
  if (message?.kind === 'response') {
    const error = isWireError(message.error) ? message.error.code : JSON.stringify(message.error);
    return fail(`the hello for protocol 1 was answered with an error (${error}) instead of a welcome`);
  }
  return pass(`welcome "${id}" after ${answer.at} ms`);
}

export async function versionsCheck(session: Session): Promise<Verdict> {
  const id = 'kit-hello-v99';
  const from = session.inbound.length;
  session.send(hello(id, [99]));
  const { answer, why } = await session.reply(id, HANDSHAKE_MS, from);
  if (!answer) return fail(`a hello for protocol 99 only: ${why}`);
  const error = answer.message?.error;
  if (answer.message?.kind === 'welcome') return fail('a hello for protocol 99 only got a welcome');
  if (!isWireError(error) || error.code !== 'unsupported')
    return fail(`a hello for protocol 99 only got ${JSON.stringify(error)}, not the error "unsupported"`);
  return pass('a hello for protocol 99 only is answered with the error "unsupported"');
}
