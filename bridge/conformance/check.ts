import type { CheckResult, Exchange, Outcome } from './report.ts';
import type { Session } from './session.ts';

export interface Verdict {
  outcome: Outcome;
  detail: string;
  /** The messages the verdict is about, when they came before the check ran (events, the welcome). */
  messages?: Exchange[];
}

export const pass = (detail: string): Verdict => ({ outcome: 'pass', detail });
export const fail = (detail: string): Verdict => ({ outcome: 'fail', detail });
export const skip = (detail: string): Verdict => ({ outcome: 'skip', detail });

/** Runs one check and keeps the messages that went both ways meanwhile; an exception is a failure of the kit. */
export async function runCheck(
  session: Session,
  id: string,
  title: string,
  body: () => Promise<Verdict>,
): Promise<CheckResult> {
  const from = session.log.length;
  const started = session.at();
  let verdict: Verdict;
  try {
    verdict = await body();
  } catch (error) {
    verdict = fail(`the kit failed: ${(error as Error).message ?? String(error)}`);
  }
  const { messages = session.log.slice(from), ...rest } = verdict;
  return { id, title, ...rest, ms: session.at() - started, messages };
}

export const show = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 160 ? `${text.slice(0, 157)}...` : text;
};

/** Messages from the host, as exchanges of a check. */
export const received = (entries: { at: number; data: unknown }[]): Exchange[] =>
  entries.map(({ at, data }) => ({ at, direction: 'host-to-kit', data }));
