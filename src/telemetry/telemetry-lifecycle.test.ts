import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from './events.ts';
import { createTelemetry } from './telemetry.ts';
import {
  amplitudeUrl,
  counter,
  dsn,
  server,
  setUpTelemetryServer,
  telemetry,
} from './testing/telemetry-fixtures.ts';

setUpTelemetryServer();

describe('lifecycle', () => {
  it('gives two live mounts separate analytics state, and the first name back once it is free', async () => {
    const storage = new Map<string, string>();
    const memory = {
      get length() {
        return storage.size;
      },
      key: (index: number) => [...storage.keys()][index] ?? null,
      getItem: (name: string) => storage.get(name) ?? null,
      setItem: (name: string, value: string) => void storage.set(name, value),
      removeItem: (name: string) => void storage.delete(name),
      clear: () => storage.clear(),
    } satisfies Storage;
    const shared = { amplitudeApiKey: key(), amplitudeServerUrl: amplitudeUrl(), storage: memory };
    const first = createTelemetry({ environment: 'production', scheduleLoad: () => () => {}, ...shared });
    const second = createTelemetry({ environment: 'production', scheduleLoad: () => () => {}, ...shared });
    first.track(ANALYTICS_EVENTS.itemAdded);
    second.track(ANALYTICS_EVENTS.itemAdded);
    await Promise.all([first.load(), second.load()]);
    await vi.waitFor(() =>
      expect(
        [...storage.keys()].filter((name) => name.includes('unsent')).map((name) => name.split(':')[1]),
      ).toEqual(expect.arrayContaining(['dastarkhan', 'dastarkhan-2'])),
    );
    await first.dispose();
    storage.clear();
    const third = createTelemetry({ environment: 'production', scheduleLoad: () => () => {}, ...shared });
    third.track(ANALYTICS_EVENTS.itemAdded);
    await third.load();
    await vi.waitFor(() =>
      expect(
        [...storage.keys()].filter((name) => name.includes('unsent')).map((name) => name.split(':')[1]),
      ).toEqual(['dastarkhan']),
    );
    await Promise.all([second.dispose(), third.dispose()]);
  });

  it('loads nothing when both clients are off', async () => {
    const scheduleLoad = vi.fn(() => () => {});
    const t = createTelemetry({ environment: 'production', scheduleLoad });
    t.track(ANALYTICS_EVENTS.reviewSent);
    await t.dispose();
    expect(scheduleLoad).not.toHaveBeenCalled();
    expect(server.received).toEqual([]);
  });

  it('dispose cancels a load that has not started and does not fetch a client just to close it', async () => {
    const cancel = vi.fn();
    const t = createTelemetry({
      environment: 'production',
      sentryDsn: dsn(),
      scheduleLoad: () => cancel,
    });
    t.captureException(new Error('queued, then the mount went away'));
    await t.dispose();
    expect(cancel).toHaveBeenCalledOnce();
    expect(server.received).toEqual([]);
  });

  it('dispose sends what the loaded clients hold and takes no calls after', async () => {
    const { telemetry: t } = telemetry({
      sentryDsn: dsn(),
      amplitudeApiKey: key(),
      amplitudeServerUrl: amplitudeUrl(),
    });
    await t.load();
    t.captureException(new Error('Last words'));
    t.track(ANALYTICS_EVENTS.profileDeleted);
    await t.dispose();
    t.captureException(new Error('after dispose'));
    t.track(ANALYTICS_EVENTS.itemAdded);
    // flush() settles once everything taken has been sent: the positive signal, not a pause.
    await t.flush();
    expect(server.sentryItems('event').map((item) => item.payload.exception)).toEqual([
      { values: [expect.objectContaining({ value: 'Last words' })] },
    ]);
    const sent = server.amplitudeBatches().flatMap((batch) => batch.events.map((event) => event.event_type));
    expect(sent).toContain('dastarkhan_profile_deleted');
    expect(sent).not.toContain('dastarkhan_item_added');
  });

  function key(): string {
    return `key-${counter}-${Math.random().toString(36).slice(2, 8)}`;
  }
});
