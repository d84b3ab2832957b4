import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  type Breadcrumb,
  type ErrorEvent as SentryErrorEvent,
  type EventHint,
  Scope,
} from '@sentry/react';
import { scrubValue } from './scrub.ts';
import type { ErrorSink } from './telemetry.ts';

type ClientOptions = ConstructorParameters<typeof BrowserClient>[0];

export interface SentrySinkOptions {
  dsn: string;
  environment: string;
  release?: string;
  /** Default: fetch to the DSN's ingest URL. Tests give an in-memory one. */
  transport?: ClientOptions['transport'];
  /**
   * A window whose uncaught errors and rejections we report. Only for pages the app owns (the app
   * shell, a webview): embedded in a host page they would be the host's errors.
   */
  globalErrors?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null;
}

/** Sentry options the spec fixes (docs/contract/errors.md#error-reporting, docs/contract/constants.md#analytics-figures) and the ones that keep a shared page safe. */
const SENTRY_SETTINGS = {
  tracesSampleRate: 1,
  maxBreadcrumbs: 50,
  sendClientReports: false,
  dataCollection: {
    userInfo: false,
    cookies: false,
    httpBodies: [],
    httpHeaders: { request: { deny: ['authorization', 'cookie'] }, response: false },
  },
} satisfies Partial<ClientOptions>;

/**
 * Our own Sentry client and scope rather than `Sentry.init()`: init binds a client to the page's global
 * hub and patches fetch, console, history and the error handlers, which would collide with a host page
 * running its own Sentry and would mix two mounts' users and tags. A client of our own sees only what
 * we hand it; integrations that instrument globals are left out for the same reason.
 */
export function createSentrySink({
  dsn,
  environment,
  release,
  transport,
  globalErrors,
}: SentrySinkOptions): ErrorSink {
  const client = new BrowserClient({
    ...SENTRY_SETTINGS,
    dsn,
    environment,
    ...(release ? { release } : {}),
    transport: transport ?? makeFetchTransport,
    stackParser: defaultStackParser,
    integrations: [dedupeIntegration(), linkedErrorsIntegration(), httpContextIntegration()],
    beforeSend,
    beforeBreadcrumb,
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();

  if (globalErrors) {
    const onError = (event: Event) => {
      const { error, message } = event as ErrorEvent;
      scope.captureException(error ?? message, { mechanism: { type: 'onerror', handled: false } });
    };
    const onRejection = (event: Event) => {
      scope.captureException((event as PromiseRejectionEvent).reason, {
        mechanism: { type: 'onunhandledrejection', handled: false },
      });
    };
    globalErrors.addEventListener('error', onError);
    globalErrors.addEventListener('unhandledrejection', onRejection);
    client.on('close', () => {
      globalErrors.removeEventListener('error', onError);
      globalErrors.removeEventListener('unhandledrejection', onRejection);
    });
  }

  return {
    captureException(error, context = {}) {
      scope.captureException(error, {
        captureContext: {
          level: context.level ?? 'error',
          ...(context.tags ? { tags: { ...context.tags } } : {}),
          ...(context.extra ? { extra: { ...context.extra } } : {}),
        },
      });
    },
    addBreadcrumb(breadcrumb) {
      // The scope's own addBreadcrumb skips the client's beforeBreadcrumb (only the global one runs it).
      const scrubbed = beforeBreadcrumb({ timestamp: Date.now() / 1000, ...breadcrumb });
      scope.addBreadcrumb(scrubbed, SENTRY_SETTINGS.maxBreadcrumbs);
    },
    setUser(id) {
      scope.setUser(id === null ? null : { id });
    },
    setTag(key, value) {
      scope.setTag(key, value);
    },
    async flush(timeoutMs) {
      await client.flush(timeoutMs);
    },
    async close(timeoutMs) {
      await client.close(timeoutMs);
    },
  };
}

/** Ids and SDK fields that must reach Sentry unchanged (a 32-hex id can hold a Luhn-valid digit run). */
const KEEP = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'sdk',
  'release',
  'dist',
  'environment',
  'timestamp',
  'start_timestamp',
]);

/** Sentry's `beforeSend`: drops what docs/contract/errors.md#error-reporting ignores, scrubs the rest (request, messages, breadcrumbs, extra). */
function beforeSend(event: SentryErrorEvent, hint: EventHint): SentryErrorEvent | null {
  if (isIgnoredError(event, hint.originalException)) return null;
  const scrubbed = scrubValue(event, { keep: KEEP }) as SentryErrorEvent;
  if (scrubbed.user?.id === undefined) delete scrubbed.user;
  else scrubbed.user = { id: scrubbed.user.id };
  return scrubbed;
}

/** Sentry's `beforeBreadcrumb`: the same scrubbing; a breadcrumb is never dropped for what it held. */
function beforeBreadcrumb(breadcrumb: Breadcrumb): Breadcrumb {
  return scrubValue(breadcrumb, { keep: KEEP }) as Breadcrumb;
}

/**
 * Errors docs/contract/errors.md#error-reporting keeps out of error reports: the network failing under the user (each browser words
 * it differently), requests the app aborted or that timed out, chunks that failed to load (the app
 * reloads the page for those) and the API's 'Record not found'. Patterns match inside longer messages:
 * ofetch and our API client prefix the method and URL.
 */
const IGNORED_MESSAGES: readonly RegExp[] = [
  /Failed to fetch/,
  /(^|[\s:>])Load failed/,
  /NetworkError when attempting to fetch resource/,
  /Network request failed/,
  /\bAbortError\b/,
  /\baborted\b/i,
  /\bERR_CANCELED\b/,
  /^cancell?ed$/i,
  /\brequest (was |has been )?cancell?ed\b/i,
  /\btime[ds]?[ -]?out\b|\btimeout/i,
  /dynamically imported module/i,
  /Importing a module script failed/i,
  /\bChunkLoadError\b|Loading (CSS )?chunk [\w-]+ failed/i,
  /Unable to preload CSS/i,
  /Record not found/i,
];

/** Error class names that mean the same, whatever their message says. */
const IGNORED_NAMES: ReadonlySet<string> = new Set([
  'AbortError',
  'TimeoutError',
  'ChunkLoadError',
  'CanceledError',
  'ApiNetworkError',
  'ApiTimeoutError',
  'ApiAbortedError',
]);

interface ExceptionLike {
  type?: string;
  value?: string;
}

export interface ReportedEvent {
  message?: string | { message?: string };
  exception?: { values?: ExceptionLike[] };
}

function isIgnoredText(text: string | undefined): boolean {
  return !!text && IGNORED_MESSAGES.some((pattern) => pattern.test(text));
}

/** The error and its causes (ofetch wraps the browser's TypeError in `cause`). */
function* chain(error: unknown): Generator<{ name?: unknown; message?: unknown; code?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth += 1) {
    yield current;
    current = (current as { cause?: unknown }).cause;
  }
}

/** True when an event (or the error behind it) is one docs/contract/errors.md#error-reporting says not to report. */
export function isIgnoredError(event: ReportedEvent, originalException?: unknown): boolean {
  const message = typeof event.message === 'string' ? event.message : event.message?.message;
  if (isIgnoredText(message)) return true;
  for (const exception of event.exception?.values ?? []) {
    if (exception.type && IGNORED_NAMES.has(exception.type)) return true;
    if (isIgnoredText(exception.value)) return true;
  }
  if (typeof originalException === 'string') return isIgnoredText(originalException);
  for (const error of chain(originalException)) {
    if (typeof error.name === 'string' && IGNORED_NAMES.has(error.name)) return true;
    if (typeof error.message === 'string' && isIgnoredText(error.message)) return true;
    if (error.code === 'ERR_CANCELED') return true;
  }
  return false;
}
