export {
  ANALYTICS_EVENT_PREFIX,
  ANALYTICS_EVENTS,
  type AnalyticsEvent,
  type EventProperties,
} from './events.ts';
export type { ErrorContext, TelemetryBreadcrumb } from './sinks.ts';
export {
  createTelemetry,
  ERROR_REPORTING_ENVIRONMENTS,
  type Telemetry,
  type TelemetryOptions,
} from './telemetry.ts';
