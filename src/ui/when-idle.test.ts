import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdleAfterPaint } from './when-idle.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** A window whose frames and idle periods the test starts itself. */
function fakeWindow({ idleCallback }: { idleCallback: boolean }) {
  const frames: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const win = {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => setTimeout(callback, 0),
    ...(idleCallback ? { requestIdleCallback: (callback: () => void) => idle.push(callback) } : {}),
  } as unknown as Window;
  return { win, frames, idle };
}

describe('whenIdleAfterPaint', () => {
  it('waits for the next frame, then for an idle period', () => {
    const { win, frames, idle } = fakeWindow({ idleCallback: true });
    const work = vi.fn();
    whenIdleAfterPaint(win, work);
    expect(frames).toHaveLength(1);
    expect(idle).toHaveLength(0);
    frames[0]?.();
    expect(work).not.toHaveBeenCalled();
    idle[0]?.();
    expect(work).toHaveBeenCalledOnce();
  });

  it('runs in a task after the frame where there is no requestIdleCallback (Safari)', () => {
    vi.useFakeTimers();
    const { win, frames } = fakeWindow({ idleCallback: false });
    const work = vi.fn();
    whenIdleAfterPaint(win, work);
    frames[0]?.();
    expect(work).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(work).toHaveBeenCalledOnce();
  });

  it('does nothing once cancelled', () => {
    const { win, frames, idle } = fakeWindow({ idleCallback: true });
    const work = vi.fn();
    const cancel = whenIdleAfterPaint(win, work);
    frames[0]?.();
    cancel();
    idle[0]?.();
    expect(work).not.toHaveBeenCalled();
  });
});
