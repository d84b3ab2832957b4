import { createFetch } from 'ofetch';
import type { Language } from '../config/host-config.ts';
import { linkSignals, raceAbort, sleep } from './abortable.ts';
import {
  ApiAbortedError,
  ApiError,
  type ApiErrorCode,
  ApiMalformedResponseError,
  ApiNetworkError,
  ApiTimeoutError,
  ApiUnauthorizedError,
  errorFromAnswer,
} from './errors.ts';
import { type QueryParams, withQueryString } from './query-string.ts';
import { randomId } from './random-id.ts';
import { redactSecrets, safeHeaders } from './redact.ts';
import { isRetryable, isIdempotentRequest } from './retry-policy.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiRequestOptions {
  query?: QueryParams;
  /** JSON-serialisable data, or raw bytes (Blob, ArrayBuffer, typed array) sent as they are. */
  body?: unknown;
  /** Extra headers (e.g. X-Latitude); may override Accept and Content-Type, not the headers the client owns. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * The key of one user intent (e.g. one "Place order" tap), kept across retries and the 401 replay.
   * Without it each call gets a random key of its own.
   */
  idempotencyKey?: string;
  /** Overrides the retry class (see docs/adr/0300-api-retries.md); e.g. true for read-only POSTs. */
  idempotent?: boolean;
  /** false: a 401 is not handed to re-authorization (the token calls themselves). */
  reauthorize?: boolean;
  /** How a failure is reported; SPEC §7 reports token-call failures as warnings. */
  reportLevel?: 'error' | 'warning';
  /** Time limit of one attempt, in ms. */
  timeoutMs?: number;
}

/** Checks and converts a success body; a throw becomes an ApiMalformedResponseError (reported, not retried). */
export type BodyParser<T> = (body: unknown) => T;

/** Options of a call whose result is checked: without a parser the result stays `unknown`. */
export type ParsedRequestOptions<T> = ApiRequestOptions & { parse: BodyParser<T> };

export interface UnauthorizedContext {
  method: HttpMethod;
  url: string;
  /** True when this request already was replayed once after a re-authorization. */
  replayed: boolean;
  /** The token the refused attempt carried; a newer one in the store means someone re-authorized meanwhile. */
  token: string | undefined;
  signal: AbortSignal;
}

/** What the error-reporting hook receives: no Authorization header, secret body fields redacted. */
export interface ApiErrorReport {
  level: 'error' | 'warning';
  error: ApiError;
  code: ApiErrorCode;
  message: string;
  method: HttpMethod;
  url: string;
  params: unknown;
  body: unknown;
  headers: Record<string, string>;
  status: number | undefined;
}

/** One HTTP attempt as the Debugbar shows it (Authorization value masked). */
export interface ApiExchange {
  method: HttpMethod;
  url: string;
  query: unknown;
  headers: Record<string, string>;
  body: unknown;
  startedAt: number;
  /** 1 for the first send, 2.. for retries and the replay after re-authorization. */
  attempt: number;
}

export interface ApiExchangeOutcome {
  status: number | undefined;
  response: unknown;
  durationMs: number;
  error: ApiErrorCode | undefined;
}

export interface ApiMonitor {
  /** Called as an attempt starts; the returned function is called once it settles. */
  started(exchange: ApiExchange): (outcome: ApiExchangeOutcome) => void;
}

export interface ApiClientOptions {
  /** The API proxy (hostConfig.apiBase), resolved against the page; default: the page's origin + '/proxy/'. */
  baseUrl?: string;
  getLanguage: () => Language;
  getAccessToken: () => string | null | undefined;
  /** Resolves true when a fresh token is in place and the request may be replayed once. */
  onUnauthorized?: (context: UnauthorizedContext) => Promise<boolean>;
  onError?: (report: ApiErrorReport) => void;
  monitor?: ApiMonitor;
  fetch?: typeof globalThis.fetch;
  /** Retries after the first send; SPEC §9: 3. */
  retries?: number;
  /** The n-th retry waits n times this; SPEC §9: 1000 ms. */
  retryDelayMs?: number;
  timeoutMs?: number;
  now?: () => number;
  createId?: () => string;
}

export interface ApiClient {
  readonly baseUrl: string;
  request<T>(method: HttpMethod, path: string, options: ParsedRequestOptions<T>): Promise<T>;
  request(method: HttpMethod, path: string, options?: ApiRequestOptions): Promise<unknown>;
  get<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  get(path: string, options?: ApiRequestOptions): Promise<unknown>;
  post<T>(path: string, body: unknown, options: ParsedRequestOptions<T>): Promise<T>;
  post(path: string, body?: unknown, options?: ApiRequestOptions): Promise<unknown>;
  put<T>(path: string, body: unknown, options: ParsedRequestOptions<T>): Promise<T>;
  put(path: string, body?: unknown, options?: ApiRequestOptions): Promise<unknown>;
  patch<T>(path: string, body: unknown, options: ParsedRequestOptions<T>): Promise<T>;
  patch(path: string, body?: unknown, options?: ApiRequestOptions): Promise<unknown>;
  delete<T>(path: string, options: ParsedRequestOptions<T>): Promise<T>;
  delete(path: string, options?: ApiRequestOptions): Promise<unknown>;
  /** Aborts every request in flight and refuses new ones (unmount). */
  dispose(): void;
}

export const API_PROXY_PATH = '/proxy/';
export const DEFAULT_TIMEOUT_MS = 30_000;

/** The proxy base: hostConfig.apiBase resolved against the page, else the page's origin + '/proxy/'. */
export function apiBaseUrl(apiBase: string | undefined, pageHref: string | undefined): string {
  const url = new URL(apiBase ?? API_PROXY_PATH, pageHref);
  url.search = '';
  url.hash = '';
  if (!url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

const isRawBody = (body: unknown): body is Blob | ArrayBuffer | ArrayBufferView =>
  body instanceof Blob || body instanceof ArrayBuffer || ArrayBuffer.isView(body);

function describeRaw(body: Blob | ArrayBuffer | ArrayBufferView): string {
  if (body instanceof Blob) return `[binary ${body.type || 'unknown type'}, ${body.size} bytes]`;
  return `[binary, ${body.byteLength} bytes]`;
}

function innermostMessage(error: unknown): string | undefined {
  let current: unknown = error;
  let message: string | undefined;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current.message) message = current.message;
    current = current.cause;
  }
  return message;
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
    const rawBody = isRawBody(request.body);
    const sendsBody = method !== 'GET' && request.body !== undefined;
    const payload = !sendsBody
      ? undefined
      : rawBody
        ? (request.body as BodyInit)
        : JSON.stringify(request.body);
    const loggedBody = !sendsBody ? undefined : rawBody ? describeRaw(request.body as Blob) : request.body;
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
      const outcome: ApiExchangeOutcome = {
        status: undefined,
        response: undefined,
        durationMs: 0,
        error: undefined,
      };
      const attemptScope = linkSignals(scope.signal);
      let timedOut = false;
      const timer = setTimeout(() => {
        timedOut = true;
        attemptScope.abort(new DOMException(`Timed out after ${timeoutMs} ms`, 'TimeoutError'));
      }, timeoutMs);
      try {
        let response: { status: number; _data?: unknown };
        try {
          response = await $fetch.raw(target, {
            method,
            headers,
            ...(payload === undefined ? {} : { body: payload }),
            signal: attemptScope.signal,
            retry: false,
            ignoreResponseError: true,
            // Raw text: we tell truncated JSON and HTML error pages apart from data ourselves.
            parseResponse: (text: string) => text,
          });
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
        outcome.status = response.status;
        const text = typeof response._data === 'string' ? response._data : '';
        let body: unknown = null;
        if (text.trim() !== '') {
          try {
            body = JSON.parse(text);
          } catch (cause) {
            outcome.response = text;
            if (response.status < 400) {
              throw new ApiMalformedResponseError(
                `${method} ${url} answered ${response.status} with a body that is not JSON`,
                {
                  ...context,
                  status: response.status,
                  body: text.slice(0, 2000),
                  cause,
                },
              );
            }
            body = text.slice(0, 2000);
          }
        }
        outcome.response = body;
        const failure = errorFromAnswer(response.status, body, context);
        if (failure) throw failure;
        return body;
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
    dispose: () => lifetime.abort(new DOMException('The API client was disposed', 'AbortError')),
  };
}
