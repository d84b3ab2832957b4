import {
  BrowserClient,
  dedupeIntegration,
  defaultStackParser,
  httpContextIntegration,
  linkedErrorsIntegration,
  makeFetchTransport,
  Scope,
} from '@sentry/react';
import { beforeBreadcrumb, beforeSend } from './sentry-event.ts';
import type { ErrorSink } from './sinks.ts';

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
