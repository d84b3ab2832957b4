import { createFetch } from 'ofetch';
import { linkSignals, raceAbort, sleep } from './abortable.ts';
import { apiBaseUrl } from './api-base.ts';
import type {
  ApiClient,
  ApiClientOptions,
  ApiExchangeOutcome,
  ApiRequestOptions,
  BodyParser,
  HttpMethod,
} from './client-types.ts';
import {
  ApiAbortedError,
  ApiError,
  ApiMalformedResponseError,
  ApiNetworkError,
  ApiTimeoutError,
  ApiUnauthorizedError,
  errorFromAnswer,
} from './errors.ts';
import { withQueryString } from './query-string.ts';
import { randomId } from './random-id.ts';
import { redactSecrets, safeHeaders } from './redact.ts';
import { answerBody, innermostMessage, requestBody } from './request-body.ts';
import { isRetryable, isIdempotentRequest } from './retry-policy.ts';

export type {
  UnauthorizedContext,
  ApiErrorReport,
  ApiExchange,
  ApiMonitor,
  ApiClientOptions,
  ApiClient,
} from './client-types.ts';

const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * An early request's answer as ofetch's raw response; null when it failed on the way (the client then sends
 * the request itself). An abort or time-out of this attempt stops the wait like it stops a fetch.
 */
function fromEarly(
  early: Promise<{ status: number; text: string }>,
  signal: AbortSignal,
): Promise<{ status: number; _data: string } | null> {
  return raceAbort(early, signal).then(
    ({ status, text }) => ({ status, _data: text }),
    (cause: unknown) => {
      if (signal.aborted) throw cause;
      return null;
    },
  );
}

const newOutcome = (): ApiExchangeOutcome => ({
  status: undefined,
  response: undefined,
  durationMs: 0,
  error: undefined,
});

/**
 * An answer's body, with the exchange's outcome filled in for the Debugbar; throws the API error a failure
 * (a status, an error_code in a 200, HTML or truncated JSON) stands for.
 */
function readAnswer(
  status: number,
  text: string,
  context: { method: HttpMethod; url: string },
  outcome: ApiExchangeOutcome,
): unknown {
  outcome.status = status;
  // Until the text reads as a body, the report shows the text itself.
  outcome.response = text;
  const body = answerBody(status, text, context);
  outcome.response = body;
  const failure = errorFromAnswer(status, body, context);
  if (failure) throw failure;
  return body;
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = apiBaseUrl(options.baseUrl, typeof location === 'undefined' ? undefined : location.href);
  const retries = options.retries ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const createId = options.createId ?? randomId;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  // ofetch does the transport (URL, body, headers); its own retry stays off because it cannot be
  // aborted during its delay, re-runs onRequest and reuses a timed-out signal (ADR 0300).
  const $fetch = createFetch({ fetch: fetchImpl });
  const lifetime = new AbortController();

  function resolveUrl(path: string): string {
    const url = new URL(path.replace(/^\/+/, ''), baseUrl).href;
    // A path is relative to the proxy; an absolute URL here would send the bearer token elsewhere.
    if (!url.startsWith(baseUrl)) throw new TypeError(`API path must stay under ${baseUrl}: ${path}`);
    return url;
  }

  function buildHeaders(request: ApiRequestOptions, idempotencyKey: string, rawBody: boolean): Headers {
    const headers = new Headers({ Accept: 'application/vnd.api+json' });
    if (!rawBody) headers.set('Content-Type', 'application/json');
    else if (request.body instanceof Blob && request.body.type)
      headers.set('Content-Type', request.body.type);
    for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
    const language = options.getLanguage();
    headers.set('X-Fingerprint', createId());
    headers.set('X-Language', language);
    headers.set('Locale', language === 'kk' ? 'kz' : language);
    headers.set('X-Idempotency-key', idempotencyKey);
    const token = options.getAccessToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    else headers.delete('Authorization');
    return headers;
  }

  async function send(
    method: HttpMethod,
    path: string,
    request: ApiRequestOptions & { parse?: BodyParser<unknown> } = {},
  ): Promise<unknown> {
    const url = resolveUrl(path);
    const target = withQueryString(url, request.query);
    const idempotencyKey = request.idempotencyKey ?? createId();
    const idempotent = isIdempotentRequest(method, request);
    const { rawBody, payload, logged: loggedBody } = requestBody(method, request.body);
    const timeoutMs = request.timeoutMs ?? defaultTimeoutMs;
    const scope = linkSignals(request.signal, lifetime.signal);
    const context = { method, url };
    let lastHeaders = new Headers();
    let lastToken: string | undefined;
    let attempt = 0;

    const aborted = (cause: unknown) =>
      new ApiAbortedError(`${method} ${url} was aborted`, { ...context, cause });

    async function attemptOnce(): Promise<unknown> {
      attempt += 1;
      const headers = buildHeaders(request, idempotencyKey, rawBody);
      lastHeaders = headers;
      lastToken = headers.get('Authorization')?.replace(/^Bearer /, '') ?? undefined;
      const finished = options.monitor?.started({
        method,
        url,
        query: request.query,
        headers: safeHeaders(headers, 'mask'),
        body: loggedBody,
        startedAt: now(),
        attempt,
      });
      const startedAt = now();
      const outcome = newOutcome();
      const attemptScope = linkSignals(scope.signal);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        attemptScope.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'));
      }, timeoutMs);
      try {
        let response: { status: number; _data?: unknown };
        const early = attempt === 1 && method === 'GET' ? options.adoptEarly?.(target, headers) : null;
        try {
          response =
            (early && (await fromEarly(early, attemptScope.signal))) ??
            (await $fetch.raw(target, {
              method,
              headers,
              ...(payload === undefined ? {} : { body: payload }),
              signal: attemptScope.signal,
              retry: false,
              ignoreResponseError: true,
              // Raw text: we tell truncated JSON and HTML error pages apart from data ourselves.
              parseResponse: (text: string) => text,
            }));
        } catch (cause) {
          if (scope.signal.aborted) throw aborted(cause);
          if (timedOut)
            throw new ApiTimeoutError(`${method} ${url} timed out after ${timeoutMs} ms`, {
              ...context,
              cause,
            });
          throw new ApiNetworkError(innermostMessage(cause) ?? 'Network request failed', {
            ...context,
            cause,
          });
        }
        const text = typeof response._data === 'string' ? response._data : '';
        return readAnswer(response.status, text, context, outcome);
      } catch (error) {
        outcome.error = error instanceof ApiError ? error.code : 'network';
        throw error;
      } finally {
        clearTimeout(timer);
        attemptScope.release();
        outcome.durationMs = Math.max(0, now() - startedAt);
        finished?.(outcome);
      }
    }

    async function withRetries(): Promise<unknown> {
      for (let retry = 1; ; retry++) {
        try {
          return await attemptOnce();
        } catch (error) {
          if (!(error instanceof ApiError) || retry > retries || !isRetryable(error, idempotent)) throw error;
          try {
            await sleep(retryDelayMs * retry, scope.signal);
          } catch (cause) {
            throw aborted(cause);
          }
        }
      }
    }

    function parsed(body: unknown): unknown {
      if (!request.parse) return body;
      try {
        return request.parse(body);
      } catch (cause) {
        const reason = cause instanceof Error ? cause.message : String(cause);
        throw new ApiMalformedResponseError(`${method} ${url} answered an unexpected shape: ${reason}`, {
          ...context,
          body,
          cause,
        });
      }
    }

    async function withReauthorization(): Promise<unknown> {
      let replayed = false;
      for (;;) {
        try {
          return parsed(await withRetries());
        } catch (error) {
          if (
            !(error instanceof ApiUnauthorizedError) ||
            request.reauthorize === false ||
            !options.onUnauthorized
          ) {
            throw error;
          }
          let replay = false;
          try {
            replay = await raceAbort(
              options.onUnauthorized({ method, url, replayed, token: lastToken, signal: scope.signal }),
              scope.signal,
            );
          } catch (cause) {
            if (scope.signal.aborted) throw aborted(cause);
          }
          if (!replay || replayed) throw error;
          replayed = true;
        }
      }
    }

    try {
      if (scope.signal.aborted) throw aborted(scope.signal.reason);
      return await withReauthorization();
    } catch (error) {
      // After dispose the mount is gone: the aborts it caused are not failures anyone should hear about.
      if (error instanceof ApiError && !lifetime.signal.aborted) {
        options.onError?.({
          level: request.reportLevel ?? 'error',
          error,
          code: error.code,
          message: error.message,
          method,
          url,
          params: redactSecrets(request.query),
          body: redactSecrets(loggedBody),
          headers: safeHeaders(lastHeaders, 'drop'),
          status: error.status,
        });
      }
      throw error;
    } finally {
      scope.release();
    }
  }

  function peek<T>(
    path: string,
    request: Pick<ApiRequestOptions, 'query' | 'headers'> & { parse: BodyParser<T> },
  ): T | undefined {
    if (!options.takeSettled) return undefined;
    const url = resolveUrl(path);
    const headers = buildHeaders(request, createId(), false);
    const early = options.takeSettled(withQueryString(url, request.query), headers);
    if (!early) return undefined;
    const context = { method: 'GET' as const, url };
    // The Debugbar lists it like any other exchange: it is one, only answered before the app asked.
    const finished = options.monitor?.started({
      ...context,
      query: request.query,
      headers: safeHeaders(headers, 'mask'),
      body: undefined,
      startedAt: now(),
      attempt: 1,
    });
    const outcome = newOutcome();
    try {
      return request.parse(readAnswer(early.status, early.text, context, outcome));
    } catch (error) {
      outcome.error = error instanceof ApiError ? error.code : 'malformed';
      return undefined;
    } finally {
      finished?.(outcome);
    }
  }

  type Options = ApiRequestOptions & { parse?: BodyParser<unknown> };
  const withBody = (method: HttpMethod, path: string, body: unknown, extra: Options = {}) =>
    send(method, path, body === undefined ? extra : { ...extra, body });

  // The overloads only narrow the result type by the parser given; one implementation serves them all.
  return {
    baseUrl,
    request: send as ApiClient['request'],
    get: ((path: string, extra?: Options) => send('GET', path, extra)) as ApiClient['get'],
    post: ((path: string, body?: unknown, extra?: Options) =>
      withBody('POST', path, body, extra)) as ApiClient['post'],
    put: ((path: string, body?: unknown, extra?: Options) =>
      withBody('PUT', path, body, extra)) as ApiClient['put'],
    patch: ((path: string, body?: unknown, extra?: Options) =>
      withBody('PATCH', path, body, extra)) as ApiClient['patch'],
    delete: ((path: string, extra?: Options) => send('DELETE', path, extra)) as ApiClient['delete'],
    peek,
    dispose: () => lifetime.abort(new DOMException('The API client was disposed', 'AbortError')),
  };
}
