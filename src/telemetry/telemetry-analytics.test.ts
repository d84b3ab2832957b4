import { describe, expect, it, vi } from 'vitest';
import { ANALYTICS_EVENTS } from './events.ts';
import { FILTERED } from './scrub.ts';
import {
  amplitudeUrl,
  counter,
  server,
  setUpTelemetryServer,
  telemetry,
} from './testing/telemetry-fixtures.ts';

setUpTelemetryServer();

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
