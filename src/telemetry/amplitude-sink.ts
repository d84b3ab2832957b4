import { createInstance, type Types } from '@amplitude/analytics-browser';
import { createEventStorage } from './amplitude-storage.ts';
import { limitProperties } from './capture-limits.ts';
import type { AnalyticsSink } from './sinks.ts';

export interface AmplitudeSinkOptions {
  apiKey: string;
  /** Where batches go, e.g. the sandbox's `/sandbox/telemetry/amplitude/2/httpapi`; default: Amplitude's. */
  serverUrl?: string;
  /** Separates this mount's SDK state (identity, unsent events) from another mount's on the page. */
  instanceName: string;
  storage?: Storage | null;
}

/**
 * The contract's (docs/contract/constants.md#analytics-figures) analytics settings, all set explicitly: the browser SDK's own defaults differ (flush every
 * 1 s, batches of 30, 5 tries, then events are dropped). The remote configuration and diagnostics
 * would call Amplitude's hosts at start, and interaction autocapture would read the page's text; they
 * stay off. Sessions and campaign attribution stay on: a new campaign starts a new session (docs/contract/states.md#analytics-session).
 * Nothing here may patch or listen on the page's globals: it may be someone else's page.
 */
export const AMPLITUDE_SETTINGS = {
  flushIntervalMillis: 10_000,
  flushQueueSize: 200,
  flushMaxRetries: 12,
  sessionTimeout: 30 * 60 * 1000,
  cookieOptions: { expiration: 365 },
  remoteConfig: { fetchRemoteConfig: false },
  enableDiagnostics: false,
  autocapture: {
    // As user properties only: event-property attribution patches the page's history.pushState.
    attribution: { resetSessionOnNewCampaign: true, trackingMethod: 'userProperty' },
    sessions: true,
    pageViews: false,
    formInteractions: false,
    fileDownloads: false,
    elementInteractions: false,
    frustrationInteractions: false,
    networkTracking: false,
    webVitals: false,
    performanceTracking: false,
    pageUrlEnrichment: false,
  },
} satisfies Types.BrowserOptions;

const LIMITS_PLUGIN = 'dastarkhan-capture-limits';
const NETWORK_PLUGIN = '@amplitude/plugin-network-checker-browser';

/** Applies the capture limits to every event, the SDK's own (session, attribution) included. */
function captureLimitsPlugin(): Types.EnrichmentPlugin {
  return {
    name: LIMITS_PLUGIN,
    type: 'enrichment',
    async execute(event) {
      // Identify events carry operations ({ $set: {...} }); the limits apply inside them the same way.
      if (event.event_properties) {
        event.event_properties = limitProperties(event.event_properties as Record<string, unknown>);
      }
      if (event.user_properties) {
        event.user_properties = limitProperties(event.user_properties as Record<string, unknown>);
      }
      return event;
    },
  };
}

/** An Amplitude client of our own (`createInstance`, not the page-global one), ready to track. */
export async function createAmplitudeSink({
  apiKey,
  serverUrl,
  instanceName,
  storage,
}: AmplitudeSinkOptions): Promise<AnalyticsSink> {
  const client = createInstance();
  await client.init(apiKey, {
    ...AMPLITUDE_SETTINGS,
    instanceName,
    storageProvider: createEventStorage(`dastarkhan:${instanceName}`, storage),
    ...(serverUrl ? { serverUrl } : {}),
  }).promise;
  await client.add(captureLimitsPlugin()).promise;
  let userId = client.getUserId();

  return {
    track(event, properties) {
      // The SDK stamps identity when it processes an event, a tick later: a login or logout right after
      // track() (as when our queue replays) would relabel it. Stamp it now; an explicit undefined user
      // is how an event is kept anonymous.
      const identity = { user_id: userId, device_id: client.getDeviceId() } as Types.EventOptions;
      client.track(event, properties ? { ...properties } : undefined, identity);
    },
    setUserId(id) {
      userId = id;
      client.setUserId(id);
    },
    reset() {
      userId = undefined;
      client.reset();
    },
    async flush() {
      await client.flush().promise;
    },
    async close() {
      await client.flush().promise;
      await client.remove(NETWORK_PLUGIN).promise;
      await client.remove(LIMITS_PLUGIN).promise;
    },
  };
}
