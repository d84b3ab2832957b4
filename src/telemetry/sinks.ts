import type { EventProperties } from './events.ts';

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
