import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from './events.ts';
import { FILTERED } from './scrub.ts';
import { createTelemetry, type Telemetry, type TelemetryOptions } from './telemetry.ts';
import { startTelemetryServer, type TelemetryServer } from './testing/telemetry-server.ts';

let server: TelemetryServer;
let counter = 0;
const open: Telemetry[] = [];

beforeAll(async () => {
  server = await startTelemetryServer();
});
afterAll(() => server.close());
afterEach(async () => {
  await Promise.all(open.splice(0).map((telemetry) => telemetry.dispose()));
  server.received.length = 0;
  server.answer(() => ({ body: { code: 200, events_ingested: 1 } }));
});

/** A DSN the way the sandbox takes it: Sentry puts the path before /api/<project>/envelope/. */
const dsn = () => `http://public@127.0.0.1:${new URL(server.origin).port}/sandbox/telemetry/sentry/7`;
const amplitudeUrl = () => `${server.origin}/sandbox/telemetry/amplitude/2/httpapi`;

/** Telemetry that loads only when the test says so, with its own analytics identity. */
function telemetry(options: Partial<TelemetryOptions> = {}) {
  counter += 1;
  const starts: (() => void)[] = [];
  const instance = createTelemetry({
    environment: 'production',
    release: 'v4.5.13',
    instanceName: `test-${counter}`,
    scheduleLoad: (start) => {
      starts.push(start);
      return () => starts.splice(0);
    },
    ...options,
  });
  open.push(instance);
  const firstPaint = () => {
    for (const start of starts.splice(0)) start();
  };
  return { telemetry: instance, firstPaint };
}

describe('error reporting', () => {
  it('sends nothing from development even with a DSN', async () => {
    const { telemetry: t } = telemetry({ environment: 'development', sentryDsn: dsn() });
    expect(t.errorReporting).toBe(false);
    t.captureException(new Error('Boom in development'));
    await t.load();
    await t.flush();
    expect(server.received).toEqual([]);
  });

  it('sends nothing without a DSN', async () => {
    const { telemetry: t } = telemetry({ environment: 'production' });
    expect(t.errorReporting).toBe(false);
    t.captureException(new Error('Boom'));
    await t.flush();
    expect(server.received).toEqual([]);
  });

  it('sends from stage and production to the DSN path the sandbox serves', async () => {
    const { telemetry: t } = telemetry({ environment: 'stage', sentryDsn: dsn() });
    expect(t.errorReporting).toBe(true);
    t.captureException(new Error('Menu failed to render'));
    await t.load();
    await t.flush();
    const request = server.received.find((entry) => entry.path.endsWith('/envelope/'));
    expect(request?.path).toBe('/sandbox/telemetry/sentry/api/7/envelope/');
    expect(request?.query.get('sentry_key')).toBe('public');
    expect(server.sentryItems('event')[0]?.payload).toMatchObject({
      environment: 'stage',
      release: 'v4.5.13',
      exception: { values: [{ value: 'Menu failed to render' }] },
    });
  });

  it('keeps calls made before the first paint and sends them once the client has loaded', async () => {
    const { telemetry: t, firstPaint } = telemetry({ sentryDsn: dsn() });
    t.identify('user-7');
    t.captureException(new Error('Early error'));
    // A positive signal instead of a pause: a second client, loaded now, sends its error the same way; once
    // it has arrived, an early error sent before the first paint would have arrived before it.
    const { telemetry: witness } = telemetry({ sentryDsn: dsn() });
    witness.captureException(new Error('Witness'));
    await witness.load();
    await witness.flush();
    expect(server.sentryItems('event').map((item) => item.payload.exception)).toEqual([
      { values: [expect.objectContaining({ value: 'Witness' })] },
    ]);
    server.received.length = 0;
    firstPaint();
    await t.load();
    await t.flush();
    expect(server.sentryItems('event').map((item) => [item.payload.user, item.payload.exception])).toEqual([
      [{ id: 'user-7' }, { values: [expect.objectContaining({ value: 'Early error' })] }],
    ]);
  });

  it('does not report a network failure, but reports the error next to it', async () => {
    const { telemetry: t } = telemetry({ sentryDsn: dsn() });
    t.captureException(new TypeError('Failed to fetch'));
    t.captureException(new Error('NetworkError when attempting to fetch resource.'));
    t.captureException(new RangeError('Invalid time value'));
    await t.load();
    await t.flush();
    expect(server.sentryItems('event').map((item) => item.payload.exception)).toEqual([
      { values: [expect.objectContaining({ type: 'RangeError', value: 'Invalid time value' })] },
    ]);
  });

  it('scrubs a card number and an IIN from a breadcrumb URL before it leaves the page', async () => {
    const { telemetry: t } = telemetry({ sentryDsn: dsn() });
    t.addBreadcrumb({
      category: 'navigation',
      data: { to: '/profile?iin=900315301237', url: 'https://app.example/pay?pan=5555555555554444' },
    });
    t.captureException(new Error('Payment screen crashed'));
    await t.load();
    await t.flush();
    const [event] = server.sentryItems('event');
    expect(event?.payload.breadcrumbs).toEqual([
      expect.objectContaining({
        category: 'navigation',
        data: { to: `/profile?iin=${FILTERED}`, url: `https://app.example/pay?pan=${FILTERED}` },
      }),
    ]);
    expect(JSON.stringify(server.received.map((request) => request.body))).not.toMatch(
      /5555555555554444|900315301237/,
    );
  });
  it("scrubs the phone and other personal parameters from the page's URL (request.url)", async () => {
    const page = window.location.href;
    window.history.replaceState(
      null,
      '',
      '/app/profile?phone=%2B77011234567&email=a%40b.kz&name=Aigerim&q=%2B995%20555%20123%20456&filial_id=11',
    );
    try {
      const { telemetry: t } = telemetry({ sentryDsn: dsn() });
      t.captureException(new Error('Profile failed for +7 701 123 45 67'));
      await t.load();
      await t.flush();
    } finally {
      window.history.replaceState(null, '', page);
    }
    const [event] = server.sentryItems('event');
    const request = event?.payload.request as { url?: string } | undefined;
    expect(request?.url).toBe(
      `${new URL(page).origin}/app/profile?phone=${FILTERED}&email=${FILTERED}&name=${FILTERED}&q=${FILTERED}&filial_id=11`,
    );
    expect(event?.payload.exception).toEqual({
      values: [expect.objectContaining({ value: `Profile failed for ${FILTERED}` })],
    });
    expect(JSON.stringify(server.received.map((entry) => entry.body))).not.toMatch(
      /7011234567|555%20123|a%40b|Aigerim/,
    );
  });
});

describe('analytics', () => {
  const key = () => `key-${counter}-${Math.random().toString(36).slice(2, 8)}`;

  it('sends the prefixed events to the configured server, with the user once identified', async () => {
    const { telemetry: t } = telemetry({ amplitudeApiKey: key(), amplitudeServerUrl: amplitudeUrl() });
    expect(t.analytics).toBe(true);
    t.track(ANALYTICS_EVENTS.basketOpened, { items: 2 });
    t.identify('user-42');
    t.track(ANALYTICS_EVENTS.paymentRequested, { amount: 12500, comment: 'card 4111 1111 1111 1111' });
    await t.load();
    await t.flush();
    const events = server.amplitudeBatches().flatMap((batch) => batch.events);
    const ours = events.filter((event) => event.event_type.startsWith('dastarkhan_'));
    expect(ours.map((event) => [event.event_type, event.user_id, event.event_properties])).toEqual([
      ['dastarkhan_basket_opened', undefined, { items: 2 }],
      ['dastarkhan_payment_requested', 'user-42', { amount: 12500, comment: `card ${FILTERED}` }],
    ]);
    expect(
      server.received.every((request) => request.path === '/sandbox/telemetry/amplitude/2/httpapi'),
    ).toBe(true);
  });

  it('forgets the user on logout and starts a new device identity', async () => {
    const { telemetry: t } = telemetry({ amplitudeApiKey: key(), amplitudeServerUrl: amplitudeUrl() });
    t.identify('user-1');
    t.track(ANALYTICS_EVENTS.itemAdded);
    t.reset();
    t.track(ANALYTICS_EVENTS.itemAdded);
    await t.load();
    await t.flush();
    const [before, after] = server
      .amplitudeBatches()
      .flatMap((batch) => batch.events)
      .filter((event) => event.event_type === 'dastarkhan_item_added');
    expect(before?.user_id).toBe('user-1');
    expect(after?.user_id).toBeUndefined();
    expect(after?.device_id).not.toBe(before?.device_id);
  });

  it("leaves the page's history alone (an embedding page's router relies on it)", async () => {
    const { pushState, replaceState } = window.history;
    const listen = vi.spyOn(window, 'addEventListener');
    const { telemetry: t } = telemetry({ amplitudeApiKey: key(), amplitudeServerUrl: amplitudeUrl() });
    t.track(ANALYTICS_EVENTS.ageConfirmationShown);
    await t.load();
    await t.flush();
    expect(window.history.pushState).toBe(pushState);
    expect(window.history.replaceState).toBe(replaceState);
    expect(listen.mock.calls.map(([type]) => type)).not.toContain('popstate');
    listen.mockRestore();
  });

  it('calls no host but the configured one (no remote config, no diagnostics)', async () => {
    const urls: string[] = [];
    const realFetch = globalThis.fetch;
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      urls.push(String(input instanceof Request ? input.url : input));
      return realFetch(input, init);
    });
    const { telemetry: t } = telemetry({ amplitudeApiKey: key(), amplitudeServerUrl: amplitudeUrl() });
    t.track(ANALYTICS_EVENTS.termsAccepted);
    await t.load();
    await t.flush();
    spy.mockRestore();
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((url) => url.startsWith(server.origin))).toBe(true);
  });
});

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
