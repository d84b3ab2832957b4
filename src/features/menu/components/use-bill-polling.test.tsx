import { act, renderHook } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BILL_POLL_MS, useBillPolling } from '../screens/BillScreen.tsx';

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** A bill request whose answers arrive `latency` ms after each ask, counting the asks. */
function usePolledBill(latency: number, active = true) {
  const [settled, setSettled] = useState(true);
  const [asks, setAsks] = useState(0);
  const reload = useCallback(() => {
    setAsks((count) => count + 1);
    setSettled(false);
    setTimeout(() => setSettled(true), latency);
  }, [latency]);
  useBillPolling(reload, settled, active);
  return asks;
}

beforeEach(() => {
  vi.useFakeTimers();
  setVisibility('visible');
});
afterEach(() => {
  vi.useRealTimers();
  setVisibility('visible');
});

describe('useBillPolling', () => {
  it('asks again 1.5 s after each answer while the page is visible', () => {
    const { result } = renderHook(() => usePolledBill(200));
    act(() => vi.advanceTimersByTime(BILL_POLL_MS - 1));
    expect(result.current).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(1);
    // The next ask waits for the answer (200 ms), then 1.5 s: another guest's payment shows within 2 s.
    act(() => vi.advanceTimersByTime(200));
    act(() => vi.advanceTimersByTime(BILL_POLL_MS - 1));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe(2);
  });

  it('never asks again before a slow answer arrives', () => {
    const { result } = renderHook(() => usePolledBill(5000));
    act(() => vi.advanceTimersByTime(BILL_POLL_MS));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current).toBe(1);
    act(() => vi.advanceTimersByTime(1));
    act(() => vi.advanceTimersByTime(BILL_POLL_MS));
    expect(result.current).toBe(2);
  });

  it('stops while the page is hidden and asks again once it shows', () => {
    const { result } = renderHook(() => usePolledBill(100));
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(0);
    act(() => setVisibility('visible'));
    act(() => vi.advanceTimersByTime(BILL_POLL_MS));
    expect(result.current).toBe(1);
  });

  it('asks nothing for a bill that is not followed (closed)', () => {
    const { result } = renderHook(() => usePolledBill(100, false));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current).toBe(0);
  });
});
