import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, type SchedulingWindow } from './when-idle.ts';

function fakeWindow({ frames = true, idle = true } = {}) {
  const frameCallbacks: (() => void)[] = [];
  const idleCallbacks: (() => void)[] = [];
  const win: SchedulingWindow = {
    setTimeout: (callback, ms) => setTimeout(callback, ms),
    clearTimeout: (handle) => clearTimeout(handle),
    ...(frames
      ? {
          requestAnimationFrame: (callback: () => void) => frameCallbacks.push(callback),
          cancelAnimationFrame: vi.fn(),
        }
      : {}),
    ...(idle
      ? {
          requestIdleCallback: (callback: () => void) => idleCallbacks.push(callback),
          cancelIdleCallback: vi.fn(),
        }
      : {}),
  };
  const flushFrames = () => {
    for (const callback of frameCallbacks.splice(0)) callback();
  };
  const flushIdle = () => {
    for (const callback of idleCallbacks.splice(0)) callback();
  };
  return { win, flushFrames, flushIdle };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('afterFirstPaint', () => {
  it('starts after a frame has been painted and the thread is idle, not before', () => {
    const { win, flushFrames, flushIdle } = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, win);
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    flushFrames();
    vi.advanceTimersByTime(1);
    expect(start).not.toHaveBeenCalled();
    flushIdle();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts anyway after 10 s when no frame comes (a background tab), and only once', () => {
    const { win, flushFrames, flushIdle } = fakeWindow();
    const start = vi.fn();
    afterFirstPaint(start, win);
    vi.advanceTimersByTime(10_000);
    flushFrames();
    vi.advanceTimersByTime(10);
    flushIdle();
    expect(start).toHaveBeenCalledOnce();
  });

  it('falls back to timers where there is no idle callback', () => {
    const { win, flushFrames } = fakeWindow({ idle: false });
    const start = vi.fn();
    afterFirstPaint(start, win);
    vi.advanceTimersByTime(100);
    expect(start).not.toHaveBeenCalled();
    flushFrames();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledOnce();
  });

  it('never starts once cancelled, and leaves no timer behind', () => {
    const { win, flushFrames, flushIdle } = fakeWindow();
    const start = vi.fn();
    const cancel = afterFirstPaint(start, win);
    cancel();
    flushFrames();
    flushIdle();
    vi.advanceTimersByTime(20_000);
    expect(start).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
