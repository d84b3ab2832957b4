import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { offlineWorkerUrl, registerOfflineWorker } from './offline-worker.ts';

describe("the offline worker's URL", () => {
  it('sits beside the app shell and names the API prefix it may keep answers of', () => {
    expect(offlineWorkerUrl('/app', undefined, 'http://127.0.0.1:4173/app/filials?x=1')).toBe(
      '/app/sw.js?api=%2Fproxy%2F',
    );
    expect(offlineWorkerUrl('/guest/app', '/api/v2', 'https://eats.example.kz/guest/app/')).toBe(
      '/guest/app/sw.js?api=%2Fapi%2Fv2%2F',
    );
  });

  it('keeps no API answers when the API is on another origin', () => {
    expect(offlineWorkerUrl('/app', 'https://api.example.kz/proxy/', 'https://eats.example.kz/app/')).toBe(
      '/app/sw.js',
    );
  });
});

/** A page with a worker container whose frames, idle periods and load event the test starts itself. */
function fakePage(readyState: DocumentReadyState) {
  const frames: (() => void)[] = [];
  const idle: (() => void)[] = [];
  const onLoad: (() => void)[] = [];
  const register = vi.fn(() => new Promise<never>(() => {}));
  const win = {
    isSecureContext: true,
    navigator: { serviceWorker: { register } },
    document: { readyState },
    location: { href: 'http://127.0.0.1:4173/app/cart' },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    requestIdleCallback: (callback: () => void) => idle.push(callback),
    // The task between the frame and the idle wait, and the latest start: the test's fake clock.
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
    clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
    addEventListener: (type: string, listener: () => void) => {
      if (type === 'load') onLoad.push(listener);
    },
  } as unknown as Window;
  return { win, register, frames, idle, onLoad };
}

describe('registering the offline worker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits for the first screen, then for its paint and an idle moment', async () => {
    const page = fakePage('complete');
    let showFirstScreen: () => void = () => {};
    const firstScreen = new Promise<void>((resolve) => {
      showFirstScreen = resolve;
    });
    registerOfflineWorker(page.win, { base: '/app', firstScreen });
    await Promise.resolve();
    expect(page.frames).toHaveLength(0);
    showFirstScreen();
    await firstScreen;
    await Promise.resolve();
    page.frames[0]?.();
    vi.advanceTimersByTime(0);
    expect(page.register).not.toHaveBeenCalled();
    page.idle[0]?.();
    expect(page.register).toHaveBeenCalledWith('/app/sw.js?api=%2Fproxy%2F', {
      scope: '/app/',
      updateViaCache: 'none',
    });
  });

  it('still waits for the page’s load event when the first screen came before it', async () => {
    const page = fakePage('interactive');
    registerOfflineWorker(page.win, { base: '/app', firstScreen: Promise.resolve() });
    await Promise.resolve();
    await Promise.resolve();
    page.frames[0]?.();
    vi.advanceTimersByTime(0);
    page.idle[0]?.();
    expect(page.register).not.toHaveBeenCalled();
    page.onLoad[0]?.();
    expect(page.register).toHaveBeenCalledOnce();
  });
});
