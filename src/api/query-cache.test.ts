import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryCache } from './query-cache.ts';

/** A fetcher whose answers the test gives, one per request, counting the requests and their signals. */
function controlled<T>() {
  const requests: { signal: AbortSignal; answer: (value: T) => void; fail: (error: unknown) => void }[] = [];
  const fetcher = vi.fn(
    (signal: AbortSignal) =>
      new Promise<T>((answer, fail) => {
        requests.push({ signal, answer, fail });
      }),
  );
  return { fetcher, requests };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the query cache (ADR 0028)', () => {
  it('sends one request for callers asking the same key while it is on its way', async () => {
    const cache = createQueryCache();
    const { fetcher, requests } = controlled<string>();
    const first = cache.fetch('venue', fetcher);
    const second = cache.fetch('venue', fetcher);
    const other = cache.fetch('menu', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
    requests[0]?.answer('card');
    requests[1]?.answer('menu');
    expect([await first, await second, await other]).toEqual(['card', 'card', 'menu']);
    expect(cache.peek('venue')).toBe('card');
  });

  it('aborts a shared request only once every caller has gone', async () => {
    const cache = createQueryCache();
    const { fetcher, requests } = controlled<string>();
    const [a, b] = [new AbortController(), new AbortController()];
    void cache.fetch('venue', fetcher, { signal: a.signal });
    void cache.fetch('venue', fetcher, { signal: b.signal });
    a.abort();
    expect(requests[0]?.signal.aborted).toBe(false);
    b.abort();
    expect(requests[0]?.signal.aborted).toBe(true);
    // The next caller does not join the aborted one.
    void cache.fetch('venue', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('gives the kept answer within its stale time, and asks again after it', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const cache = createQueryCache();
    let version = 0;
    const fetcher = vi.fn(async () => `v${++version}`);
    expect(await cache.fetch('venue', fetcher, { staleTime: 60_000 })).toBe('v1');
    vi.advanceTimersByTime(59_999);
    expect(await cache.fetch('venue', fetcher, { staleTime: 60_000 })).toBe('v1');
    expect(cache.fresh('venue', 60_000)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(cache.fresh('venue', 60_000)).toBe(false);
    expect(await cache.fetch('venue', fetcher, { staleTime: 60_000 })).toBe('v2');
    // Stale time 0: every ask is a request; the last answer stays at hand meanwhile.
    const pending = cache.fetch('venue', fetcher);
    expect(cache.peek('venue')).toBe('v2');
    expect(await pending).toBe('v3');
    expect(fetcher).toHaveBeenCalledTimes(3);
  });

  it('keeps the last answer when a new request fails', async () => {
    const cache = createQueryCache();
    await cache.fetch('venue', async () => 'kept');
    await expect(cache.fetch('venue', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(cache.peek('venue')).toBe('kept');
  });

  it('on invalidate makes every answer stale, forgets the requests on their way and tells its listeners', async () => {
    const cache = createQueryCache();
    await cache.fetch('venue', async () => 'before', { staleTime: Number.POSITIVE_INFINITY });
    const { fetcher, requests } = controlled<string>();
    const late = cache.fetch('menu', fetcher);
    const listener = vi.fn();
    const stop = cache.subscribe(listener);
    cache.invalidate();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cache.fresh('venue', Number.POSITIVE_INFINITY)).toBe(false);
    // Still shown until the new answer comes.
    expect(cache.peek('venue')).toBe('before');
    // A request asked before the invalidation is not joined, and its answer is not kept.
    void cache.fetch('menu', fetcher);
    expect(fetcher).toHaveBeenCalledTimes(2);
    requests[0]?.answer('old');
    await late;
    expect(cache.peek('menu')).toBeUndefined();
    requests[1]?.answer('new');
    await vi.waitFor(() => expect(cache.peek('menu')).toBe('new'));
    stop();
    cache.invalidate();
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('takes an answer the page already has as hydration: fresh from then on', async () => {
    const cache = createQueryCache();
    cache.set('venue', 'early');
    const fetcher = vi.fn(async () => 'asked');
    expect(await cache.fetch('venue', fetcher, { staleTime: Number.POSITIVE_INFINITY })).toBe('early');
    expect(fetcher).not.toHaveBeenCalled();
  });
});
