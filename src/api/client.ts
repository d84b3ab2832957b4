import { createFetch, FetchError } from 'ofetch';
import { linkSignals, raceAbort, sleep } from './abortable.ts';
import { apiBaseUrl } from './api-base.ts';
import type {
  ApiClient,
  ApiClientOptions,
  ApiRequestOptions,
  BodyParser,
  HttpMethod,
} from './client-types.ts';
import { ApiAbortedError, ApiError, ApiUnauthorizedError } from './errors.ts';
import {
  type Answer,
  errorReport,
  fetchText,
  fromEarly,
  newOutcome,
  parsedAnswer,
  readAnswer,
  unansweredError,
  requestBody,
  requestHeaders,
  retryAfterMs,
  retryStatuses,
  safeHeaders,
} from './exchange.ts';
import { withQueryString } from './query-string.ts';
import { randomId } from './random-id.ts';

export type {
  UnauthorizedContext,
  ApiErrorReport,
  ApiExchange,
  ApiMonitor,
  ApiClientOptions,
  ApiClient,
} from './client-types.ts';

const DEFAULT_TIMEOUT_MS = 30_000;
/** A server that asks for a longer pause than this is saying "not now": the call fails instead of waiting. */
const MAX_RETRY_AFTER_MS = 10_000;

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = apiBaseUrl(options.baseUrl, typeof location === 'undefined' ? undefined : location.href);
  const retries = options.retries ?? 3;
  const retryDelayMs = options.retryDelayMs ?? 1000;
  const defaultTimeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const createId = options.createId ?? randomId;
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const lifetime = new AbortController();

  function resolveUrl(path: string): string {
    const url = new URL(path.replace(/^\/+/, ''), baseUrl).href;
    // A path is relative to the proxy; an absolute URL here would send the bearer token elsewhere.
    if (!url.startsWith(baseUrl)) throw new TypeError(`API path must stay under ${baseUrl}: ${path}`);
    return url;
  }

  const buildHeaders = (request: ApiRequestOptions, idempotencyKey: string, rawBody: boolean) =>
    requestHeaders(request, {
      idempotencyKey,
      rawBody,
      fingerprint: createId(),
      language: options.getLanguage(),
      token: options.getAccessToken(),
    });

  async function send(
    method: HttpMethod,
    path: string,
    request: ApiRequestOptions & { parse?: BodyParser<unknown> } = {},
  ): Promise<unknown> {
    const url = resolveUrl(path);
    const target = withQueryString(url, request.query);
    const idempotencyKey = request.idempotencyKey ?? createId();
    const retryStatusCodes = retryStatuses(method, request);
    const { rawBody, payload, logged: loggedBody } = requestBody(method, request.body);
    const timeoutMs = request.timeoutMs ?? defaultTimeoutMs;
    const scope = linkSignals(request.signal, lifetime.signal);
    const context = { method, url };
    let lastHeaders = new Headers();
    let lastToken: string | undefined;
    let attempt = 0;
    // What the last attempt got back, read as a body or an error; whether it ran out of time instead.
    let answer: Answer | undefined;
    let timedOut = false;
    let waitMs = 0;

    const aborted = (cause: unknown) =>
      new ApiAbortedError(`${method} ${url} was aborted`, { ...context, cause });

    /**
     * One attempt as ofetch's fetch: the body is read here, so that ofetch's time limit covers it and a body
     * cut off mid-way is a failed fetch that ofetch retries like a dropped connection.
     */
    async function sendAttempt(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
      const headers = new Headers(init.headers);
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
      // ofetch's time-out signal for this attempt (the body is read here, so its limit covers it), joined
      // with the caller's and the client's lifetime.
      const link = linkSignals(init.signal ?? undefined, scope.signal);
      timedOut = false;
      answer = undefined;
      try {
        const early = attempt === 1 && method === 'GET' ? options.adoptEarly?.(target, headers) : null;
        const got =
          (early && (await fromEarly(early, link.signal))) ??
          (await fetchText(fetchImpl, input, { ...init, signal: link.signal }));
        try {
          answer = { body: readAnswer(got.status, got.text, context, outcome) };
        } catch (error) {
          if (!(error instanceof ApiError)) throw error;
          answer = { error };
          outcome.error = error.code;
        }
        // Only Retry-After is passed on: ofetch reads nothing else of the answer's headers. No body either: it is
        // read above (answer), and a copy of a large menu's text through a second Response and its text()
        // cost a throttled phone ~0.1 s on the Menu's way to its first dishes (issue 30).
        return new Response(null, {
          status: got.status,
          headers: got.retryAfter === null ? {} : { 'retry-after': got.retryAfter },
        });
      } catch (cause) {
        timedOut = init.signal?.aborted === true;
        outcome.error = scope.signal.aborted ? 'aborted' : timedOut ? 'timeout' : 'network';
        throw cause;
      } finally {
        link.release();
        outcome.durationMs = Math.max(0, now() - startedAt);
        finished?.(outcome);
      }
    }

    const $fetch = createFetch({ fetch: sendAttempt });

    async function withRetries(): Promise<unknown> {
      let retry = 0;
      try {
        await $fetch.raw(target, {
          method,
          ...(payload === undefined ? {} : { body: payload }),
          retry: retries,
          retryStatusCodes,
          timeout: timeoutMs,
          async onRequest({ options: next }) {
            if (retry > 0) {
              // ofetch's own retryDelay cannot be cut short by an abort; this wait can (ADR 0300).
              try {
                await sleep(Math.max(retryDelayMs * retry, waitMs), scope.signal);
              } catch (cause) {
                throw aborted(cause);
              }
            }
            retry += 1;
            attempt += 1;
            // Fresh headers per attempt (fingerprint, language, token); the idempotency key stays.
            next.headers = buildHeaders(request, idempotencyKey, rawBody);
            lastHeaders = next.headers;
            lastToken = next.headers.get('Authorization')?.replace(/^Bearer /, '') ?? undefined;
            // ofetch hands a retry the previous attempt's time-out signal, dead if that one timed out, and
            // arms a time limit only when no signal is given.
            next.signal = null;
          },
          onRequestError({ options: next }) {
            waitMs = 0;
            // With a time limit set, ofetch would retry an abort too.
            if (scope.signal.aborted) next.retry = false;
          },
          onResponseError({ options: next, response }) {
            waitMs = retryAfterMs(response.headers.get('retry-after'), now());
            // A server that asks for a long pause is saying "not now": the screen says so at once.
            if (waitMs > MAX_RETRY_AFTER_MS) next.retry = false;
          },
        });
      } catch (cause) {
        if (cause instanceof ApiError) throw cause;
        if (!(cause instanceof FetchError) || !cause.response) {
          if (scope.signal.aborted) throw aborted(cause);
          throw unansweredError(cause, context, timedOut ? timeoutMs : undefined);
        }
      }
      // ofetch settled with a response, and every response it gets is one sendAttempt read.
      const last = answer as Answer;
      if ('error' in last) throw last.error;
      return last.body;
    }

    async function withReauthorization(): Promise<unknown> {
      let replayed = false;
      for (;;) {
        try {
          return parsedAnswer(await withRetries(), request.parse, context);
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
        options.onError?.(errorReport(error, { ...context, request, loggedBody, headers: lastHeaders }));
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
