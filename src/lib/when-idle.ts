export interface SchedulingWindow {
  requestAnimationFrame?: (callback: () => void) => number;
  cancelAnimationFrame?: (handle: number) => void;
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
}

/** Longest wait for an idle moment once the first frame is painted. */
const IDLE_TIMEOUT_MS = 3000;
/** Start anyway after this long, e.g. in a background tab where frames never come. */
const LATEST_START_MS = 10_000;

/**
 * Runs `start` once the first screen is painted and the main thread is idle: the frame callback runs
 * before the first paint, a timer queued from it runs after, then we wait for idle time. Returns a
 * cancel function that clears whatever is still pending.
 */
export function afterFirstPaint(
  start: () => void,
  win: SchedulingWindow = globalThis as SchedulingWindow,
): () => void {
  let done = false;
  let frame: number | undefined;
  let idle: number | undefined;
  const timers: unknown[] = [];

  const cancel = () => {
    done = true;
    if (frame !== undefined) win.cancelAnimationFrame?.(frame);
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    for (const timer of timers) win.clearTimeout(timer as never);
  };
  const run = () => {
    if (done) return;
    cancel();
    start();
  };
  const whenIdle = () => {
    if (done) return;
    if (win.requestIdleCallback) idle = win.requestIdleCallback(run, { timeout: IDLE_TIMEOUT_MS });
    else timers.push(win.setTimeout(run, 0));
  };

  timers.push(win.setTimeout(run, LATEST_START_MS));
  if (win.requestAnimationFrame)
    frame = win.requestAnimationFrame(() => timers.push(win.setTimeout(whenIdle, 0)));
  else timers.push(win.setTimeout(whenIdle, 0));
  return cancel;
}
