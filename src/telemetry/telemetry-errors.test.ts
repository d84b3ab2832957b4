import { describe, expect, it } from 'vitest';
import { FILTERED } from './scrub.ts';
import { dsn, server, setUpTelemetryServer, telemetry } from './testing/telemetry-fixtures.ts';

setUpTelemetryServer();

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
