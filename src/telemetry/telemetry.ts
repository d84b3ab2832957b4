import type { Environment } from '../config/host-config.ts';
import type { AnalyticsEvent, EventProperties } from './events.ts';
import { DEFAULT_QUEUE_LIMIT, ERROR_REPORTING_ENVIRONMENTS } from './idle-telemetry.ts';
import { LazySink } from './lazy-sink.ts';
import { afterFirstPaint } from '../lib/when-idle.ts';
import type { SentrySinkOptions } from './sentry-sink.ts';

const FLUSH_TIMEOUT_MS = 2000;

export interface TelemetryOptions {
  environment: Environment;
  /** e.g. 'v4.5.13' (docs/contract/constants.md#release-version). */
  release?: string;
  sentryDsn?: string;
  amplitudeApiKey?: string;
  amplitudeServerUrl?: string;
  /** Base name of this mount's analytics state; a second live mount on the page gets '<name>-2'. */
  instanceName?: string;
  /** A window whose uncaught errors are reported: only when the app owns the page (app shell, webview). */
  globalErrors?: SentrySinkOptions['globalErrors'];
  /** When to load the clients; default: after the first paint, when the main thread is idle. */
  scheduleLoad?: (start: () => void) => () => void;
  /** Sentry transport; default: fetch to the DSN. Tests give an in-memory one. */
  sentryTransport?: SentrySinkOptions['transport'];
  /** Where unsent analytics events are kept; default: localStorage when usable. */
  storage?: Storage | null;
  /** Calls kept per client while it loads; more are dropped. */
  queueLimit?: number;
}

export interface Telemetry {
  /** Whether errors are reported at all: production or stage, and a DSN. */
  readonly errorReporting: boolean;
  /** Whether analytics events are sent at all: an API key was given. */
  readonly analytics: boolean;
  captureException(error: unknown, context?: ErrorContext): void;
  addBreadcrumb(breadcrumb: TelemetryBreadcrumb): void;
  track(event: AnalyticsEvent, properties?: EventProperties): void;
  /** After login: errors and events carry the user id (docs/contract/states.md#login). */
  identify(userId: string): void;
  /** On logout: the user id is cleared from both (docs/contract/states.md#logout). */
  reset(): void;
  setTag(key: string, value: string): void;
  /** Loads the clients now rather than after the first paint; resolves when they are ready. */
  load(): Promise<void>;
  /** Sends what is queued or buffered. */
  flush(): Promise<void>;
  /** Stops the scheduled load, sends what it can (2 s at most per client) and removes every listener. */
  dispose(): Promise<void>;
}

/**
 * Amplitude keeps identity and unsent events per instance name, so two live mounts on one page need two
 * names. The first mount gets the plain name and keeps it across reloads (its unsent events are found
 * again); a second one gets '-2', and so on.
 */
const liveInstanceNames = new Set<string>();

function claimInstanceName(preferred: string): string {
  let name = preferred;
  for (let suffix = 2; liveInstanceNames.has(name); suffix += 1) name = `${preferred}-${suffix}`;
  liveInstanceNames.add(name);
  return name;
}

function defaultStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function withTimeout(work: Promise<void>, ms: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Error reporting (Sentry) and analytics (Amplitude) for one mount. Both SDKs are large, so they are
 * separate chunks imported after the first screen is painted; what the app reports before that is
 * queued and replayed. Nothing is loaded for a client that is off.
 */
export function createTelemetry(options: TelemetryOptions): Telemetry {
  const { environment, release, sentryDsn, amplitudeApiKey, amplitudeServerUrl } = options;
  const queueLimit = options.queueLimit ?? DEFAULT_QUEUE_LIMIT;

  const errors = new LazySink<ErrorSink>(
    sentryDsn && ERROR_REPORTING_ENVIRONMENTS.has(environment)
      ? () =>
          import('./sentry-sink.ts').then(({ createSentrySink }) =>
            createSentrySink({
              dsn: sentryDsn,
              environment,
              ...(release ? { release } : {}),
              ...(options.sentryTransport ? { transport: options.sentryTransport } : {}),
              globalErrors: options.globalErrors ?? null,
            }),
          )
      : null,
    queueLimit,
  );
  const instanceName = amplitudeApiKey ? claimInstanceName(options.instanceName ?? 'dastarkhan') : null;
  const analytics = new LazySink<AnalyticsSink>(
    amplitudeApiKey && instanceName
      ? () =>
          import('./amplitude-sink.ts').then(({ createAmplitudeSink }) =>
            createAmplitudeSink({
              apiKey: amplitudeApiKey,
              instanceName,
              storage: options.storage === undefined ? defaultStorage() : options.storage,
              ...(amplitudeServerUrl ? { serverUrl: amplitudeServerUrl } : {}),
            }),
          )
      : null,
    queueLimit,
  );

  const load = async () => {
    await Promise.all([errors.load(), analytics.load()]);
  };
  const cancelSchedule =
    errors.enabled || analytics.enabled
      ? (options.scheduleLoad ?? afterFirstPaint)(() => {
          void load();
        })
      : () => {};

  return {
    errorReporting: errors.enabled,
    analytics: analytics.enabled,
    captureException(error, context) {
      errors.call((sink) => sink.captureException(error, context));
    },
    addBreadcrumb(breadcrumb) {
      errors.call((sink) => sink.addBreadcrumb(breadcrumb));
    },
    track(event, properties) {
      analytics.call((sink) => sink.track(event, properties));
    },
    identify(userId) {
      errors.call((sink) => sink.setUser(userId), { essential: true });
      analytics.call((sink) => sink.setUserId(userId), { essential: true });
    },
    reset() {
      errors.call((sink) => sink.setUser(null), { essential: true });
      analytics.call((sink) => sink.reset(), { essential: true });
    },
    setTag(key, value) {
      errors.call((sink) => sink.setTag(key, value), { essential: true });
    },
    load,
    async flush() {
      await Promise.all([
        errors.flush((sink) => sink.flush(FLUSH_TIMEOUT_MS)),
        analytics.flush((sink) => withTimeout(sink.flush(), FLUSH_TIMEOUT_MS)),
      ]);
    },
    async dispose() {
      cancelSchedule();
      await Promise.all([
        errors.dispose((sink) => sink.close(FLUSH_TIMEOUT_MS)),
        analytics.dispose((sink) => withTimeout(sink.close(), FLUSH_TIMEOUT_MS)),
      ]);
      if (instanceName) liveInstanceNames.delete(instanceName);
    },
  };
}

type ErrorLevel = 'fatal' | 'error' | 'warning';

export interface ErrorContext {
  level?: ErrorLevel;
  tags?: Readonly<Record<string, string>>;
  /** Extra data, e.g. the URL, params and body of a failed API call (docs/contract/calls.md#reporting-api-failures); scrubbed before sending. */
  extra?: Readonly<Record<string, unknown>>;
}

export interface TelemetryBreadcrumb {
  category: string;
  message?: string;
  level?: 'debug' | 'info' | 'warning' | 'error';
  data?: Readonly<Record<string, unknown>>;
}

/** The error-reporting client, once its chunk has loaded. */
export interface ErrorSink {
  captureException(error: unknown, context?: ErrorContext): void;
  addBreadcrumb(breadcrumb: TelemetryBreadcrumb): void;
  setUser(id: string | null): void;
  setTag(key: string, value: string): void;
  flush(timeoutMs: number): Promise<void>;
  /** Sends what it can within the time, then removes its listeners; the sink is unusable after. */
  close(timeoutMs: number): Promise<void>;
}

/** The analytics client, once its chunk has loaded. */
export interface AnalyticsSink {
  track(event: string, properties?: EventProperties): void;
  setUserId(id: string): void;
  /** Logout: forgets the user (and starts a new device identity, so the next user is not linked). */
  reset(): void;
  flush(): Promise<void>;
  close(): Promise<void>;
}
