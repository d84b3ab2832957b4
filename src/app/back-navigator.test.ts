import { afterEach, describe, expect, it, vi } from 'vitest';
import { BACK_FALLBACK_MS, createBackNavigator } from './back-navigator.ts';

afterEach(() => {
  vi.useRealTimers();
});

function setup({ browser = true, fromPayment = false, ownEntries = true } = {}) {
  let current = '/filials/3';
  const navigate = vi.fn((path: string) => {
    current = path;
  });
  const historyBack = vi.fn();
  const back = createBackNavigator({
    current: () => current,
    navigate,
    ...(browser ? { history: { back: historyBack, canGoBack: () => ownEntries } } : {}),
    cameFromPayment: () => fromPayment,
  });
  return {
    back,
    navigate,
    historyBack,
    moveTo: (path: string) => {
      current = path;
      back.visited(path);
    },
  };
}

describe('back navigator', () => {
  it('goes Home straight away when the guest came from a payment app', () => {
    const { back, navigate, historyBack } = setup({ fromPayment: true });
    back.back();
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    expect(historyBack).not.toHaveBeenCalled();
  });

  it('uses the page history, and falls back Home after 500 ms when it went nowhere', () => {
    vi.useFakeTimers();
    const { back, navigate, historyBack } = setup();
    back.back();
    expect(historyBack).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(BACK_FALLBACK_MS - 1);
    expect(navigate).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate).toHaveBeenCalledWith('/', { replace: true });
  });

  it('does not fall back when the history did go back', () => {
    vi.useFakeTimers();
    const { back, navigate, moveTo } = setup();
    back.back();
    moveTo('/filials');
    vi.advanceTimersByTime(BACK_FALLBACK_MS * 2);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('with memory routing walks its own trail, then Home', () => {
    const { back, navigate, moveTo } = setup({ browser: false });
    moveTo('/');
    moveTo('/filials');
    moveTo('/filials/3');
    back.back();
    expect(navigate).toHaveBeenLastCalledWith('/filials', { replace: true });
    moveTo('/filials');
    back.back();
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
    moveTo('/');
    back.back();
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });

  it('can go back only where an entry or route of its own is behind, or Home after a payment', () => {
    expect(setup({ ownEntries: false }).back.canGoBack()).toBe(false);
    expect(setup({ ownEntries: true }).back.canGoBack()).toBe(true);
    expect(setup({ ownEntries: false, fromPayment: true }).back.canGoBack()).toBe(true);
    const memory = setup({ browser: false });
    memory.moveTo('/filials/3');
    expect(memory.back.canGoBack()).toBe(false);
    memory.moveTo('/filials/3/details');
    expect(memory.back.canGoBack()).toBe(true);
  });

  it('dispose cancels a pending fallback', () => {
    vi.useFakeTimers();
    const { back, navigate } = setup();
    back.back();
    back.dispose();
    vi.advanceTimersByTime(BACK_FALLBACK_MS);
    expect(navigate).not.toHaveBeenCalled();
  });
});
