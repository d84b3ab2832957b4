/**
 * Resolves in a task of its own once the browser has painted `frames` more frames: a frame callback runs just
 * before its paint, so a task queued from the last one runs after it. With two frames, whatever React was
 * already asked to render when this was called is on screen first: its render task was queued before the first
 * frame, and a commit is painted in the frame after it at the latest (ADR 0016). A hidden page paints no frames
 * and a page without frames (a test's DOM) has none to wait for: both resolve at once. Rejects with the
 * signal's reason when it aborts first.
 */
export function afterPaint(frames = 1, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
    if (hidden || typeof requestAnimationFrame !== 'function') {
      resolve();
      return;
    }
    let frame = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', stop, { once: true });
    const done = () => {
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    let left = frames;
    const onFrame = () => {
      left -= 1;
      if (left > 0) frame = requestAnimationFrame(onFrame);
      else timer = setTimeout(done, 0);
    };
    frame = requestAnimationFrame(onFrame);
  });
}
