import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from './test-support/test-sandbox.ts';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startTestSandbox();
});
beforeEach(() => sb.control('DELETE', 'telemetry'));
afterAll(() => sb.stop());

const envelope = (eventId: string) => {
  const event = JSON.stringify({ event_id: eventId, message: 'Oops', level: 'error' });
  return [
    JSON.stringify({ event_id: eventId, dsn: 'http://key@127.0.0.1/1', sent_at: '2026-11-17T07:00:00Z' }),
    JSON.stringify({ type: 'event', length: Buffer.byteLength(event) }),
    event,
    JSON.stringify({ type: 'session' }),
    JSON.stringify({ sid: 's1', status: 'ok' }),
  ].join('\n');
};

describe('Sentry sink', () => {
  it('records envelopes, length-prefixed or line items, plain or gzipped', async () => {
    const plain = await fetch(
      `${sb.url}/sandbox/telemetry/sentry/api/1/envelope/?sentry_key=key&sentry_version=7`,
      {
        method: 'POST',
        body: envelope('a'.repeat(32)),
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
      },
    );
    expect(plain.status).toBe(200);
    expect(await plain.json()).toEqual({ id: 'a'.repeat(32) });
    const gzipped = await fetch(`${sb.url}/sandbox/telemetry/sentry/api/1/envelope/`, {
      method: 'POST',
      body: gzipSync(envelope('b'.repeat(32))),
      headers: { 'content-encoding': 'gzip' },
    });
    expect(gzipped.status).toBe(200);
    const list = await sb.control<{
      sentry: {
        event_id: string;
        project: string;
        items: { type: string; payload: { message?: string } }[];
      }[];
      amplitude: unknown[];
    }>('GET', 'telemetry?kind=sentry');
    expect(list.body.sentry.map((r) => r.event_id)).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
    expect(list.body.sentry[0]?.items.map((i) => i.type)).toEqual(['event', 'session']);
    expect(list.body.sentry[0]?.items[0]?.payload.message).toBe('Oops');
    expect(list.body.amplitude).toEqual([]);
  });

  it('refuses malformed envelopes and answers CORS preflights', async () => {
    const bad = await fetch(`${sb.url}/sandbox/telemetry/sentry/api/1/envelope/`, {
      method: 'POST',
      body: 'not json',
    });
    expect(bad.status).toBe(400);
    const short = await fetch(`${sb.url}/sandbox/telemetry/sentry/api/1/envelope/`, {
      method: 'POST',
      body: '{}\n{"type":"event","length":99}\n{}',
    });
    expect(short.status).toBe(400);
    const preflight = await fetch(`${sb.url}/sandbox/telemetry/sentry/api/1/envelope/`, {
      method: 'OPTIONS',
      headers: { origin: 'http://app.test', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://app.test');
  });

  // Issue 28 item 10: the app reports from wherever it is embedded (Sentry posts text/plain envelopes), but only
  // the machine the sandbox runs on reads or clears what it reported.
  it('takes reports from an app on another origin, and lists them to this machine only', async () => {
    const report = await fetch(`${sb.url}/sandbox/telemetry/sentry/api/1/envelope/`, {
      method: 'POST',
      body: envelope('c'.repeat(32)),
      headers: { origin: 'http://app.test', 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(report.status).toBe(200);
    expect(report.headers.get('access-control-allow-origin')).toBe('http://app.test');
    for (const method of ['GET', 'DELETE']) {
      const read = await fetch(`${sb.url}/sandbox/telemetry`, {
        method,
        headers: { origin: 'http://app.test' },
      });
      expect(read.status, method).toBe(403);
      expect(read.headers.get('access-control-allow-origin'), method).toBeNull();
    }
    const list = await sb.control<{ sentry: { event_id: string }[] }>('GET', 'telemetry?kind=sentry');
    expect(list.body.sentry.map((r) => r.event_id)).toEqual(['c'.repeat(32)]);
  });
});

describe('Amplitude sink', () => {
  const post = (body: unknown) =>
    fetch(`${sb.url}/sandbox/telemetry/amplitude/2/httpapi`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });

  it('ingests a batch like Amplitude and notes duplicate insert ids', async () => {
    const events = [
      { event_type: 'dk_item_added', device_id: 'device-1', insert_id: 'i1' },
      { event_type: 'dk_basket_opened', user_id: 'user-1', insert_id: 'i2' },
    ];
    const answer = await post({ api_key: 'k', events });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({
      code: 200,
      events_ingested: 2,
      payload_size_bytes: expect.any(Number),
    });
    await post({ api_key: 'k', events: [events[0]] });
    const list = await sb.control<{ amplitude: { events: unknown[]; duplicates: number }[] }>(
      'GET',
      'telemetry?kind=amplitude',
    );
    expect(list.body.amplitude.map((b) => [b.events.length, b.duplicates])).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  it('answers 400 for a missing api key or events, invalid events and bad JSON, 413 past 1 MB', async () => {
    expect(await (await post({ events: [{ event_type: 'x', device_id: 'device-1' }] })).json()).toMatchObject(
      { code: 400, missing_field: 'api_key' },
    );
    expect(await (await post({ api_key: 'k', events: [] })).json()).toMatchObject({
      code: 400,
      missing_field: 'events',
    });
    const invalid = await (
      await post({ api_key: 'k', events: [{ device_id: 'device-1' }, { event_type: 'x', device_id: 'd' }] })
    ).json();
    expect(invalid).toMatchObject({
      code: 400,
      events_with_missing_fields: { event_type: [0] },
      events_with_invalid_fields: { device_id: [1] },
    });
    expect((await post('{')).status).toBe(400);
    const huge = await post({
      api_key: 'k',
      events: [{ event_type: 'x', device_id: 'device-1', blob: 'x'.repeat(1_100_000) }],
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ code: 413, error: 'Payload too large' });
    expect((await sb.control<{ amplitude: unknown[] }>('GET', 'telemetry')).body.amplitude).toEqual([]);
  });

  it('rejects an unknown kind filter', async () => {
    expect((await sb.control('GET', 'telemetry?kind=logs')).status).toBe(400);
  });
});
