import { DEFAULT_TIMEOUTS, type MethodName, PROTOCOL, PROTOCOL_VERSION } from '../protocol.ts';
import { isWireError, resultSchema } from '../protocol-schemas.ts';
import { fail, pass, show, skip, type Verdict } from './check.ts';
import { ENDS_SESSION, invalidParams, mayRedirect, needsPerson, VALID_PARAMS } from './samples.ts';
import { answers, type Inbound, type Reply, type Session } from './session.ts';

export interface MethodOptions {
  /** Caps every wait for an answer below the method's own timeout. */
  maxWaitMs: number;
  /** Silence that counts as "no answer" after a cancel. */
  quietMs: number;
  /** How long the call stays open before the kit cancels it. */
  cancelAfterMs: number;
  /** Whether to make the calls that show a screen or leave the host. */
  withPerson: boolean;
}

let seq = 0;
const nextId = (what: string) => `kit-${what}-${++seq}`;

const waitFor = (method: string, options: MethodOptions) =>
  Math.min(DEFAULT_TIMEOUTS[method as MethodName] ?? REFUSAL_MS, options.maxWaitMs);

/**
 * A refusal (`unsupported`, `invalid_params`) comes before anything runs (docs/protocol.md): no screen, no
 * person. The kit waits for it as long as the app waits for a quick call at most, not a screen's time-out.
 */
const REFUSAL_MS = 5000;
const refusalWait = (method: string, options: MethodOptions) =>
  Math.min(waitFor(method, options), REFUSAL_MS);

/** Sends one request and waits for its answer; without one in time it cancels, as the app does. */
async function call(
  session: Session,
  method: string,
  params: unknown,
  ms: number,
): Promise<Reply & { sentAt: number }> {
  const id = nextId('call');
  const from = session.inbound.length;
  const sentAt = session.at();
  session.send({ protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'request', id, method, params });
  const reply = await session.reply(id, ms, from);
  if (!reply.answer) session.send({ protocol: PROTOCOL, version: PROTOCOL_VERSION, kind: 'cancel', id });
  return { ...reply, sentAt };
}

/** The error code of an answer, or why it is not a valid error answer. */
function errorCode(answer: Inbound): string | null {
  const error = answer.message?.error;
  return isWireError(error) ? error.code : null;
}

/** A method the host does not offer, or does not know: the answer is the error `unsupported`. */
export async function unsupportedCheck(
  session: Session,
  method: string,
  params: unknown,
  options: MethodOptions,
): Promise<Verdict> {
  const { answer, why } = await call(session, method, params, refusalWait(method, options));
  if (!answer) return fail(`${why}; expected the error "unsupported"`);
  const code = errorCode(answer);
  return code === 'unsupported'
    ? pass('answered with the error "unsupported"')
    : fail(
        `answered ${show(answer.message?.error ?? answer.message?.result)}; expected the error "unsupported"`,
      );
}

export async function invalidCheck(
  session: Session,
  method: MethodName,
  options: MethodOptions,
): Promise<Verdict> {
  const samples = invalidParams(method);
  const ms = refusalWait(method, options);
  for (const params of samples) {
    const { answer, why } = await call(session, method, params, ms);
    if (!answer) return fail(`params ${show(params)}: ${why}; expected "invalid_params"`);
    const code = errorCode(answer);
    if (code !== 'invalid_params') {
      const got = code ?? `the result ${show(answer.message?.result)}`;
      return fail(`params ${show(params)} were answered with ${got}; expected the error "invalid_params"`);
    }
  }
  return pass(`${samples.length} invalid params, each refused with "invalid_params"`);
}

/** Why a valid call is not made on this run, or null. */
function validSkipReason(method: MethodName, runtime: string, options: MethodOptions): string | null {
  if (ENDS_SESSION.includes(method)) return 'a valid call would close the mini-app, and the kit with it';
  if (runtime === 'web' && mayRedirect(method))
    return 'in a plain browser it leaves the page for a hosted page';
  if (!options.withPerson && needsPerson(method))
    return 'it shows a screen or leaves the host: run the kit with a person (without ?person=0)';
  return null;
}

export async function validCheck(
  session: Session,
  method: MethodName,
  runtime: string,
  options: MethodOptions,
) {
  const reason = validSkipReason(method, runtime, options);
  if (reason) return skip(reason);
  const ms = waitFor(method, options);
  const { answer, why, sentAt } = await call(session, method, VALID_PARAMS[method], ms);
  const limit = `the app waits ${DEFAULT_TIMEOUTS[method]} ms`;
  if (!answer) return fail(`${why} (${limit}); every call must settle`);
  const took = `answered in ${answer.at - sentAt} ms (${limit})`;
  const message = answer.message ?? {};
  const hasResult = Object.hasOwn(message, 'result');
  if (Object.hasOwn(message, 'error')) {
    const code = errorCode(answer);
    if (hasResult) return fail('the response carries both result and error');
    if (code === null)
      return fail(`the error ${show(message.error)} is not {code, message?} with a known code`);
    if (code === 'unsupported' || code === 'invalid_params')
      return fail(`valid params were answered with "${code}", though the welcome offers ${method}`);
    return pass(`${took} with the error "${code}"`);
  }
  if (!hasResult) return fail('the response has neither result nor error');
  const schema = resultSchema(method);
  if (schema && !schema(message.result))
    return fail(`the result ${show(message.result)} does not match the protocol, so the app rejects it`);
  return pass(`${took}: ${show(message.result)}`);
}

/** The method that keeps a call open longest: a screen waiting for a person, which a cancel must close. */
export function cancelTarget(offered: MethodName[], runtime: string): MethodName | null {
  const candidates = offered.filter(
    (method) => !ENDS_SESSION.includes(method) && !(runtime === 'web' && mayRedirect(method)),
  );
  candidates.sort((a, b) => DEFAULT_TIMEOUTS[b] - DEFAULT_TIMEOUTS[a]);
  return candidates[0] ?? null;
}

export async function cancelCheck(session: Session, method: MethodName | null, options: MethodOptions) {
  if (!method) return skip('the host offers no method whose call stays open');
  const id = nextId('cancel');
  const from = session.inbound.length;
  const envelope = { protocol: PROTOCOL, version: PROTOCOL_VERSION };
  session.send({ ...envelope, kind: 'request', id, method, params: VALID_PARAMS[method] });
  const early = await session.next(answers(id), options.cancelAfterMs, from);
  if (early)
    return skip(`${method} was answered within ${options.cancelAfterMs} ms, before the kit could cancel it`);
  session.send({ ...envelope, kind: 'cancel', id });
  const cancelledAt = session.at();
  const late = await session.next(answers(id), options.quietMs, from);
  if (late)
    return fail(`${method} was answered ${late.at - cancelledAt} ms after its cancel; answer nothing`);
  return pass(
    `${method} cancelled after ${options.cancelAfterMs} ms; no answer in the ${options.quietMs} ms after`,
  );
}
