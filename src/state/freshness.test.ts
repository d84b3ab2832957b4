import { describe, expect, it, vi } from 'vitest';
import { STORED_AT_HEADER } from '../service-worker/rules.ts';
import { createFreshness, REFRESH_SPACING_MS } from './freshness.ts';

const STORED = '2026-11-25T14:05:00.000Z';

function answer(storedAt?: string): Response {
  return new Response('{}', { headers: storedAt ? { [STORED_AT_HEADER]: storedAt } : {} });
}

describe('freshness of what the screens show', () => {
  it("reads the worker's mark on the answers and keeps the oldest time", async () => {
    const onRefresh = vi.fn();
    const freshness = createFreshness({ onRefresh });
    const answers = [answer('2026-11-25T14:07:00.000Z'), answer(STORED)];
    const fetch = freshness.watch(async () => answers.shift() ?? answer());
    await fetch('/proxy/takeaway/v2/locations/near');
    expect(freshness.state.storedAt).toBe(Date.parse('2026-11-25T14:07:00.000Z'));
    await fetch('/proxy/takeaway/v2/locations/popular');
    expect(freshness.state.storedAt).toBe(Date.parse(STORED));
    expect(onRefresh).toHaveBeenCalledTimes(0);
  });

  it("reads the mark on the first screen's answers the app shell fetched, which the client adopts", async () => {
    const onRefresh = vi.fn();
    const freshness = createFreshness({ onRefresh });
    const early = answer(STORED);
    const adopt = freshness.watchEarly(async () => ({ status: 200, text: '{}', headers: early.headers }));
    await adopt('/proxy/takeaway/v2/locations/near', new Headers());
    expect(freshness.state.storedAt).toBe(Date.parse(STORED));
    expect(freshness.watchEarly(() => null)('/proxy/x', new Headers())).toBeNull();
  });

  it('reads the same mark on an answer a first render took without waiting (ADR 0025)', () => {
    const onRefresh = vi.fn();
    const freshness = createFreshness({ onRefresh });
    const early = answer(STORED);
    const take = freshness.watchSettled(() => ({ status: 200, text: '{}', headers: early.headers }));
    take('/proxy/menu/v3/popular/products', new Headers());
    expect(freshness.state.storedAt).toBe(Date.parse(STORED));
    expect(freshness.watchSettled(() => null)('/proxy/x', new Headers())).toBeNull();
  });

  it('asks the screens to load again when the browser is back online, and clears the mark', () => {
    const events = new EventTarget();
    const onRefresh = vi.fn();
    const freshness = createFreshness({ events, onRefresh });
    events.dispatchEvent(new Event('online'));
    expect(onRefresh).toHaveBeenCalledTimes(0);
    freshness.noteAnswer(STORED);
    events.dispatchEvent(new Event('online'));
    expect(freshness.state).toEqual({ storedAt: null });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    freshness.dispose();
    freshness.noteAnswer(STORED);
    events.dispatchEvent(new Event('online'));
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('takes a fresh answer after stale ones as the network back, once per spacing', () => {
    let now = 1_000_000;
    const onRefresh = vi.fn();
    const freshness = createFreshness({ now: () => now, onRefresh });
    freshness.noteAnswer(null);
    expect(onRefresh).toHaveBeenCalledTimes(0);
    freshness.noteAnswer(STORED);
    freshness.noteAnswer(null);
    expect(freshness.state).toEqual({ storedAt: null });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    // A network that fails every other request: the next stale answer does not start another round at once.
    freshness.noteAnswer(STORED);
    freshness.noteAnswer(null);
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(freshness.state.storedAt).toBe(Date.parse(STORED));
    now += REFRESH_SPACING_MS;
    freshness.noteAnswer(null);
    expect(freshness.state).toEqual({ storedAt: null });
    expect(onRefresh).toHaveBeenCalledTimes(2);
  });

  it('does not take a stored answer asked for before the refresh as news', async () => {
    const events = new EventTarget();
    const onRefresh = vi.fn();
    const freshness = createFreshness({ events, onRefresh });
    freshness.noteAnswer(STORED);
    let answer: (response: Response) => void = () => {};
    const fetch = freshness.watch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const late = fetch('/proxy/takeaway/v2/locations/popular');
    events.dispatchEvent(new Event('online'));
    answer(new Response('{}', { headers: { [STORED_AT_HEADER]: STORED } }));
    await late;
    expect(freshness.state).toEqual({ storedAt: null });
    expect(onRefresh).toHaveBeenCalledTimes(1);
  });

  it('ignores a mark it cannot read', () => {
    const onRefresh = vi.fn();
    const freshness = createFreshness({ onRefresh });
    freshness.noteAnswer('yesterday');
    expect(freshness.state.storedAt).toBeNull();
  });
});
