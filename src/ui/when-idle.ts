/**
 * Runs `work` once the page has painted and the main thread is idle: after the next frame, then in an
 * idle period (at most `timeoutMs` later), or in a task after the frame where the browser has no
 * requestIdleCallback (Safari). For work the first paint must not wait for (ADR 0017). Returns a cancel.
 */
export function whenIdleAfterPaint(win: Window, work: () => void, timeoutMs = 2_000): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) work();
  };
  const afterFrame = () => {
    if (cancelled) return;
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(run, { timeout: timeoutMs });
    else win.setTimeout(run, 0);
  };
  if (typeof win.requestAnimationFrame === 'function') win.requestAnimationFrame(afterFrame);
  else win.setTimeout(afterFrame, 0);
  return () => {
    cancelled = true;
  };
}
