import { describe, expect, it } from 'vitest';
import { proxy } from 'valtio/vanilla';
import { createApiClient } from '../api/client.ts';
import { createFakeFetch } from '../api/testing/fake-fetch.ts';
import { createRequestLog, type RequestLogState } from './request-log.ts';

/** The slice and its actions, as the mount's root state holds them. */
function requestLog(options: { limit?: number } = {}) {
  const state = proxy<RequestLogState>({ entries: [] });
  return { state, ...createRequestLog(state, options) };
}

describe('createRequestLog', () => {
  it('records each attempt: method, URL, query, headers, body, status, response, timing and pending', async () => {
    const log = requestLog();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let arrived: () => void = () => {};
    const inFlight = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    const fake = createFakeFetch(async () => {
      arrived();
      await gate;
      return { status: 201, body: { data: { id: '9', type: 'orders' } } };
    });
    const client = createApiClient({
      baseUrl: 'http://app.test/proxy/',
      getLanguage: () => 'ru',
      getAccessToken: () => 'secret-token',
      fetch: fake.fetch,
      monitor: log.monitor,
    });
    const pending = client.post('takeaway/v1/express/order', { items: [1] }, { query: { debug: 1 } });
    await inFlight;
    expect(log.state.entries).toHaveLength(1);
    expect(log.state.entries[0]).toMatchObject({ pending: true, status: null, durationMs: null });
    release();
    await pending;
    const [entry] = log.state.entries;
    expect(entry).toMatchObject({
      method: 'POST',
      url: 'http://app.test/proxy/takeaway/v1/express/order',
      query: { debug: 1 },
      body: { items: [1] },
      status: 201,
      response: { data: { id: '9', type: 'orders' } },
      pending: false,
      attempt: 1,
      error: null,
    });
    expect(entry?.headers.authorization).toBe('Bearer [redacted]');
    expect(JSON.stringify(entry?.headers)).not.toContain('secret-token');
    expect(entry?.startedAt).toBeGreaterThan(0);
    expect(entry?.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('keeps only the last 200 and survives clear with late answers', () => {
    const log = requestLog();
    const finish = [];
    for (let index = 0; index < 205; index++) {
      finish.push(
        log.monitor.started({
          method: 'GET',
          url: `http://x/${index}`,
          query: undefined,
          headers: {},
          body: undefined,
          startedAt: index,
          attempt: 1,
        }),
      );
    }
    expect(log.state.entries).toHaveLength(200);
    expect(log.state.entries[0]?.url).toBe('http://x/5');
    finish[0]?.({ status: 200, response: null, durationMs: 1, error: undefined });
    log.clear();
    finish[204]?.({ status: 200, response: null, durationMs: 1, error: undefined });
    expect(log.state.entries).toEqual([]);
  });

  it('accepts a smaller limit', () => {
    const log = requestLog({ limit: 2 });
    for (const url of ['a', 'b', 'c']) {
      log.monitor.started({
        method: 'GET',
        url,
        query: undefined,
        headers: {},
        body: undefined,
        startedAt: 0,
        attempt: 1,
      });
    }
    expect(log.state.entries.map((entry) => entry.url)).toEqual(['b', 'c']);
  });
});
