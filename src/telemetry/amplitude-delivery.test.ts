import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AMPLITUDE_SETTINGS, createAmplitudeSink } from './amplitude-sink.ts';
import type { AnalyticsSink } from './telemetry.ts';
import { startTelemetryServer, type TelemetryServer } from './testing/telemetry-server.ts';

let server: TelemetryServer;
let counter = 0;

beforeAll(async () => {
  server = await startTelemetryServer();
});
afterAll(() => server.close());
afterEach(() => {
  vi.useRealTimers();
  server.received.length = 0;
  server.answer(() => ({ body: { code: 200 } }));
});

async function sink(): Promise<AnalyticsSink> {
  counter += 1;
  return createAmplitudeSink({
    apiKey: `delivery-${counter}-${Date.now()}`,
    instanceName: `delivery-${counter}`,
    serverUrl: `${server.origin}/2/httpapi`,
    storage: null,
  });
}

/** Our events in the batches received so far, batch by batch. */
function batches(): string[][] {
  return server
    .amplitudeBatches()
    .map((batch) =>
      batch.events.map((event) => event.event_type).filter((type) => type.startsWith('dastarkhan_')),
    )
    .filter((events) => events.length > 0);
}

/** The real timer, taken before any test fakes the global one. */
const realSetTimeout = globalThis.setTimeout;
const realDelay = (ms: number) => new Promise((resolve) => realSetTimeout(resolve, ms));

/**
 * Uploads the SDK has started and whose answer it has not read yet. The SDK arms its next timer only once an
 * answer is in, so the fake clock must not move while one is on the wire: on a loaded machine a fixed real
 * pause was sometimes too short, the retry was armed a fake minute late, and a count came out one short.
 */
let uploadsInFlight = 0;
const realFetch = globalThis.fetch;
beforeAll(() => {
  globalThis.fetch = async (...args: Parameters<typeof fetch>) => {
    uploadsInFlight += 1;
    try {
      const response = await realFetch(...args);
      const text = await response.text();
      return new Response(text, { status: response.status, headers: response.headers });
    } finally {
      uploadsInFlight -= 1;
    }
  };
});
afterAll(() => {
  globalThis.fetch = realFetch;
});

/** Lets real network I/O (a request to the loopback server and its answer) finish while the SDK's timers are fake. */
async function settle(): Promise<void> {
  await realDelay(5);
  for (let waited = 0; uploadsInFlight > 0 && waited < 10_000; waited += 5) await realDelay(5);
  await realDelay(5);
}

/**
 * Moves the SDK's clock in steps of at most a second, letting the network answer between steps: the
 * SDK arms its next timer only once an answer is in, as it would in real time.
 */
async function advance(ms: number): Promise<void> {
  for (let left = ms; left > 0; left -= 1000) {
    await vi.advanceTimersByTimeAsync(Math.min(left, 1000));
    await settle();
  }
}

// Each fake minute costs about a second of real network turns on a busy machine.
describe('Amplitude delivery with our settings', { timeout: 20_000 }, () => {
  /**
   * Fakes the SDK's clock, then tracks. An event takes a few real turns of the event loop to reach the
   * upload queue, so the clock moves 1 ms and waits for that before the test starts counting.
   */
  async function trackOnFakeTime(analytics: AnalyticsSink, events: [string, Record<string, number>?][]) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    for (const [event, properties] of events) analytics.track(event, properties);
    await advance(1);
  }

  it('sends batches every 10 s, not every second as the SDK would by default', async () => {
    const analytics = await sink();
    await trackOnFakeTime(analytics, [['dastarkhan_item_added']]);
    await advance(9_000);
    expect(batches()).toEqual([]);
    await advance(1_100);
    expect(batches()).toEqual([['dastarkhan_item_added']]);
  });

  it('tries a failing upload 12 times in all, then gives the event up', async () => {
    const analytics = await sink();
    server.answer(() => ({ status: 500, body: { code: 500, error: 'Internal Server Error' } }));
    await trackOnFakeTime(analytics, [['dastarkhan_payment_success']]);
    // The first try after the 10 s flush interval, then waits growing by a second per try: 65 s in all.
    await advance(75_000);
    expect(AMPLITUDE_SETTINGS.flushMaxRetries).toBe(12);
    expect(batches()).toHaveLength(12);
  });

  it('after each 413 halves the batch size, and gets every event through where 5 tries would not', async () => {
    const analytics = await sink();
    const accepted: number[] = [];
    let refused = 0;
    server.answer((request) => {
      const { events } = JSON.parse(request.body) as { events: { event_properties?: { index?: number } }[] };
      if (events.length > 2) {
        refused += 1;
        return { status: 413, body: { code: 413, error: 'Payload too large' } };
      }
      for (const event of events) {
        if (event.event_properties?.index !== undefined) accepted.push(event.event_properties.index);
      }
      return { body: { code: 200 } };
    });
    await trackOnFakeTime(
      analytics,
      [0, 1, 2, 3, 4].map((index) => ['dastarkhan_item_added', { index }]),
    );
    await advance(90_000);
    // 200 -> 100 -> 50 -> 25 -> 12.5 -> 6.25 -> 3.1: the whole queue is refused six times before it splits.
    expect(refused).toBeGreaterThanOrEqual(6);
    expect(accepted.sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('after a 429 holds throttled events back for 30 s, then sends them', async () => {
    const analytics = await sink();
    let first = true;
    server.answer(() => {
      if (!first) return { body: { code: 200 } };
      first = false;
      return {
        status: 429,
        body: {
          code: 429,
          error: 'Too many requests',
          throttled_events: [0],
          exceeded_daily_quota_users: {},
        },
      };
    });
    await trackOnFakeTime(analytics, [['dastarkhan_review_sent']]);
    await advance(10_100);
    expect(batches()).toHaveLength(1);
    await advance(25_000);
    expect(batches()).toHaveLength(1);
    await advance(6_000);
    expect(batches()).toEqual([['dastarkhan_review_sent'], ['dastarkhan_review_sent']]);
  });
});
