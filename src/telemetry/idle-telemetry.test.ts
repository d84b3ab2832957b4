import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from './events.ts';
import { createIdleTelemetry } from './idle-telemetry.ts';
import { amplitudeUrl, counter, dsn, server, setUpTelemetryServer } from './testing/telemetry-fixtures.ts';

setUpTelemetryServer();

/** Telemetry whose code loads only when the test paints the first screen. */
function idleTelemetry(options: Partial<Parameters<typeof createIdleTelemetry>[0]> = {}) {
  const starts: (() => void)[] = [];
  const scheduleLoad = vi.fn((start: () => void) => {
    starts.push(start);
    return () => void starts.splice(0);
  });
  const telemetry = createIdleTelemetry({
    environment: 'production',
    release: 'v4.5.13',
    instanceName: `idle-${counter}-${Math.random().toString(36).slice(2, 8)}`,
    scheduleLoad,
    ...options,
  });
  const firstPaint = () => {
    for (const start of starts.splice(0)) start();
  };
  return { telemetry, firstPaint, scheduleLoad };
}

describe('telemetry whose code loads after the first paint (issue 30)', () => {
  it('loses nothing reported before its code is here: sent in order, with the user, once it loads', async () => {
    const { telemetry, firstPaint } = idleTelemetry({
      sentryDsn: dsn(),
      amplitudeApiKey: `key-${Math.random().toString(36).slice(2, 8)}`,
      amplitudeServerUrl: amplitudeUrl(),
    });
    expect([telemetry.errorReporting, telemetry.analytics]).toEqual([true, true]);
    telemetry.identify('user-9');
    telemetry.captureException(new Error('Before first paint'));
    telemetry.track(ANALYTICS_EVENTS.itemAdded, { filial_id: 3 });
    telemetry.track(ANALYTICS_EVENTS.reviewSent);
    expect(server.received).toEqual([]);
    firstPaint();
    await telemetry.load();
    await telemetry.flush();
    expect(server.sentryItems('event').map((item) => [item.payload.user, item.payload.exception])).toEqual([
      [{ id: 'user-9' }, { values: [expect.objectContaining({ value: 'Before first paint' })] }],
    ]);
    const events = server
      .amplitudeBatches()
      .flatMap((batch) => batch.events)
      .filter((event) => event.event_type.startsWith('dastarkhan_'));
    expect(events.map((event) => [event.event_type, event.user_id])).toEqual([
      ['dastarkhan_item_added', 'user-9'],
      ['dastarkhan_review_sent', 'user-9'],
    ]);
    await telemetry.dispose();
  });

  it('keeps at most queueLimit reports while it loads, and every call that says who the user is', async () => {
    const { telemetry, firstPaint } = idleTelemetry({ sentryDsn: dsn(), queueLimit: 2 });
    for (const n of [1, 2, 3]) telemetry.captureException(new Error(`Early ${n}`));
    telemetry.identify('user-4');
    firstPaint();
    await telemetry.load();
    telemetry.captureException(new Error('Loaded'));
    await telemetry.flush();
    expect(server.sentryItems('event').map((item) => [item.payload.user, item.payload.exception])).toEqual([
      [undefined, { values: [expect.objectContaining({ value: 'Early 1' })] }],
      [undefined, { values: [expect.objectContaining({ value: 'Early 2' })] }],
      [{ id: 'user-4' }, { values: [expect.objectContaining({ value: 'Loaded' })] }],
    ]);
    await telemetry.dispose();
  });

  it('flushing sends what waits even before the first paint', async () => {
    const { telemetry } = idleTelemetry({ sentryDsn: dsn() });
    telemetry.captureException(new Error('Flushed early'));
    await telemetry.flush();
    await telemetry.load();
    await telemetry.flush();
    expect(server.sentryItems('event').map((item) => item.payload.exception)).toEqual([
      { values: [expect.objectContaining({ value: 'Flushed early' })] },
    ]);
    await telemetry.dispose();
  });

  it('schedules no load, and takes no call, when both clients are off', async () => {
    const { telemetry, scheduleLoad } = idleTelemetry({ environment: 'development', sentryDsn: dsn() });
    expect([telemetry.errorReporting, telemetry.analytics]).toEqual([false, false]);
    telemetry.captureException(new Error('Boom in development'));
    await telemetry.flush();
    await telemetry.dispose();
    expect(scheduleLoad).not.toHaveBeenCalled();
    expect(server.received).toEqual([]);
  });

  it('disposed before its code loads: cancels the load and drops what waited', async () => {
    const { telemetry, firstPaint } = idleTelemetry({ sentryDsn: dsn() });
    telemetry.captureException(new Error('Queued, then the mount went away'));
    await telemetry.dispose();
    firstPaint();
    telemetry.captureException(new Error('After dispose'));
    await telemetry.flush();
    expect(server.received).toEqual([]);
  });
});
