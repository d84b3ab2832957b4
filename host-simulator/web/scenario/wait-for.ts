/** A step's expectation that did not come true: its message says what was seen instead. */
export class StepFailure extends Error {}

const POLL_MS = 50;
const delay = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Polls `check` until it gives a value; fails with `explain()` (what was last seen) after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | null | undefined | Promise<T | null | undefined>,
  timeoutMs: number,
  explain: () => string,
): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null && value !== undefined && value !== false) return value;
    if (Date.now() > end) throw new StepFailure(`${explain()} (waited ${timeoutMs} ms)`);
    await delay(POLL_MS);
  }
}
