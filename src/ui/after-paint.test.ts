import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint } from './after-paint.ts';

/** Frames run when the test says, as a browser runs them when it paints. */
function manualFrames() {
  let queued = new Map<number, FrameRequestCallback>();
  let last = 0;
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    last += 1;
    queued.set(last, callback);
    return last;
  });
  vi.stubGlobal('cancelAnimationFrame', (handle: number) => queued.delete(handle));
  return {
    paint() {
      const now = queued;
      queued = new Map();
      for (const callback of now.values()) callback(0);
    },
  };
}

async function settled(promise: Promise<void>): Promise<'resolved' | 'pending' | 'rejected'> {
  let state: 'resolved' | 'pending' | 'rejected' = 'pending';
  promise.then(
    () => {
      state = 'resolved';
    },
    () => {
      state = 'rejected';
    },
  );
  await vi.advanceTimersByTimeAsync(0);
  return state;
}

describe('afterPaint', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('resolves in a task after the given number of frames was painted, not before', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = manualFrames();
    const painted = afterPaint(2);
    expect(await settled(painted)).toBe('pending');
    frames.paint();
    expect(await settled(painted)).toBe('pending');
    frames.paint();
    expect(await settled(painted)).toBe('resolved');
  });

  it('resolves at once in a hidden page, which paints no frames', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    manualFrames();
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    expect(await settled(afterPaint(2))).toBe('resolved');
  });

  it('rejects with the reason when its signal aborts first, and waits for no frame after', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const frames = manualFrames();
    const controller = new AbortController();
    const painted = afterPaint(2, controller.signal);
    frames.paint();
    controller.abort(new Error('left the screen'));
    await expect(painted).rejects.toThrow('left the screen');
    await expect(afterPaint(1, controller.signal)).rejects.toThrow('left the screen');
  });
});
