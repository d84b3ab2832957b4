import { createInstance, type Types } from '@amplitude/analytics-browser';
import { FILTERED, isSensitiveName, scrubNumber, scrubText } from './scrub.ts';
import type { AnalyticsSink } from './telemetry.ts';

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

/** docs/contract/constants.md#analytics-figures: captured text is cut at 255 characters and a property set holds at most 1000 keys. */
export const MAX_TEXT_LENGTH = 255;
export const MAX_PROPERTY_KEYS = 1000;

const MAX_DEPTH = 4;

function limitValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value).slice(0, MAX_TEXT_LENGTH);
  if (typeof value === 'number') return scrubNumber(value);
  if (Array.isArray(value))
    return value.slice(0, MAX_PROPERTY_KEYS).map((item) => limitValue(item, depth + 1));
  if (typeof value === 'object' && value !== null) {
    return depth >= MAX_DEPTH ? FILTERED : limitProperties(value as Record<string, unknown>, depth + 1);
  }
  return value;
}

/**
 * Analytics properties as we let them leave the device: keys that name a password, token or secret
 * are left out entirely, card numbers and IINs inside values are replaced, texts are cut to 255
 * characters, and keys beyond the 1000th are dropped (Amplitude would reject the whole set).
 */
export function limitProperties(
  properties: Readonly<Record<string, unknown>>,
  depth = 0,
): Record<string, unknown> {
  const limited: Record<string, unknown> = {};
  let count = 0;
  for (const [key, value] of Object.entries(properties)) {
    if (count >= MAX_PROPERTY_KEYS) break;
    if (isSensitiveName(key) || value === undefined) continue;
    limited[key.slice(0, MAX_TEXT_LENGTH)] = limitValue(value, depth);
    count += 1;
  }
  return limited;
}

/** docs/contract/constants.md#analytics-figures: at most 1000 unsent events are kept on the device; the newest beyond that are dropped. */
const MAX_STORED_EVENTS = 1000;

/**
 * localStorage for Amplitude's unsent events, under a key prefix of our own. The SDK's built-in
 * storage keys by API key alone (two mounts with one key would overwrite each other's queue) and its
 * reset() clears the whole localStorage, the host page's entries included.
 */
function createEventStorage(
  prefix: string,
  storage: Storage | null | undefined,
): Types.Storage<Types.Event[]> {
  const keyOf = (key: string) => `${prefix}:${key}`;
  const read = (key: string): string | undefined => {
    try {
      return storage?.getItem(keyOf(key)) ?? undefined;
    } catch {
      return undefined;
    }
  };
  return {
    async isEnabled() {
      if (!storage) return false;
      try {
        storage.setItem(keyOf('probe'), '1');
        storage.removeItem(keyOf('probe'));
        return true;
      } catch {
        return false;
      }
    },
    async getRaw(key) {
      return read(key);
    },
    async get(key) {
      const raw = read(key);
      if (raw === undefined) return undefined;
      try {
        const parsed: unknown = JSON.parse(raw);
        return Array.isArray(parsed) ? (parsed as Types.Event[]) : undefined;
      } catch {
        return undefined;
      }
    },
    async set(key, events) {
      try {
        storage?.setItem(keyOf(key), JSON.stringify(events.slice(0, MAX_STORED_EVENTS)));
      } catch {
        // Quota or privacy mode: the events stay in memory and are sent, just not kept across reloads.
      }
    },
    async remove(key) {
      try {
        storage?.removeItem(keyOf(key));
      } catch {
        // As in set(): nothing to undo when storage is unusable.
      }
    },
    async reset() {
      try {
        const ours = Array.from({ length: storage?.length ?? 0 }, (_, index) => storage?.key(index)).filter(
          (key): key is string => !!key?.startsWith(`${prefix}:`),
        );
        for (const key of ours) storage?.removeItem(key);
      } catch {
        // As in set().
      }
    },
  };
}
