import { raceAbort } from './abortable.ts';
import type {
  ApiErrorReport,
  ApiExchangeOutcome,
  ApiRequestOptions,
  BodyParser,
  HttpMethod,
} from './client-types.ts';
import {
  type ApiError,
  ApiMalformedResponseError,
  ApiNetworkError,
  ApiTimeoutError,
  errorFromAnswer,
} from './errors.ts';

const isRawBody = (body: unknown): body is Blob | ArrayBuffer | ArrayBufferView =>
  body instanceof Blob || body instanceof ArrayBuffer || ArrayBuffer.isView(body);

function describeRaw(body: Blob | ArrayBuffer | ArrayBufferView): string {
  if (body instanceof Blob) return `[binary ${body.type || 'unknown type'}, ${body.size} bytes]`;
  return `[binary, ${body.byteLength} bytes]`;
}

/** What a request sends: JSON, or raw bytes as they are; and what reports show of it (bytes only counted). */
export interface RequestBody {
  rawBody: boolean;
  payload: BodyInit | undefined;
  logged: unknown;
}

export function requestBody(method: HttpMethod, body: unknown): RequestBody {
  const rawBody = isRawBody(body);
  if (method === 'GET' || body === undefined) return { rawBody, payload: undefined, logged: undefined };
  if (isRawBody(body)) return { rawBody, payload: body as BodyInit, logged: describeRaw(body) };
  return { rawBody, payload: JSON.stringify(body), logged: body };
}

/**
 * The answer's body from its raw text: JSON, null when empty. A success that is not JSON (truncated, an
 * HTML page) is malformed; an error's non-JSON text is kept, cut to 2,000 characters, for the report.
 */
export function answerBody(
  status: number,
  text: string,
  context: { method: HttpMethod; url: string },
): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch (cause) {
    if (status >= 400) return text.slice(0, 2000);
    throw new ApiMalformedResponseError(
      `${context.method} ${context.url} answered ${status} with a body that is not JSON`,
      { ...context, status, body: text.slice(0, 2000), cause },
    );
  }
}

/** The deepest message in an error's cause chain: fetch wraps the useful one (e.g. ECONNREFUSED). */
export function innermostMessage(error: unknown): string | undefined {
  let current: unknown = error;
  let message: string | undefined;
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    if (current.message) message = current.message;
    current = current.cause;
  }
  return message;
}

// Fields that carry credentials in our API: OAuth codes and track ids, tokens, passwords. Reports and the
// Debugbar show that the field was there, not its value.
const SECRET_FIELD =
  /^(code|track_id|trackId|access_token|accessToken|refresh_token|id_token|token|device_token|password|secret)$/i;

/** A kiosk tablet's device token (docs/api/kiosk.md) authorises its orders as a bearer token does. */
const SECRET_HEADER = 'x-tablet-token';

const REDACTED = '[redacted]';

/** A deep copy of a request body or query with secret fields replaced; other values are kept. */
function redactSecrets(value: unknown, depth = 0): unknown {
  if (depth > 20 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => redactSecrets(item, depth + 1));
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      SECRET_FIELD.test(key) && item !== undefined && item !== null
        ? REDACTED
        : redactSecrets(item, depth + 1);
  }
  return copy;
}

/**
 * Request headers as a plain object for the Debugbar (Authorization value masked, its scheme kept so one
 * can see the call was signed) or for error reports (`drop`: no Authorization header at all). A tablet's
 * device token is masked in both.
 */
export function safeHeaders(headers: Headers, authorization: 'mask' | 'drop'): Record<string, string> {
  const out: Record<string, string> = {};
  headers.forEach((value, raw) => {
    const name = raw.toLowerCase();
    if (name === SECRET_HEADER) out[name] = REDACTED;
    else if (name !== 'authorization') out[name] = value;
    else if (authorization === 'mask') out[name] = `${value.split(' ')[0] ?? ''} ${REDACTED}`.trim();
  });
  return out;
}

/** Methods whose repetition has the effect of one call (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Statuses that say the server did not act on the request: safe to resend even a POST. */
const NOT_PROCESSED = [408, 429];

/** Transient server-side failures, worth another try when repeating the call is harmless. */
const TRANSIENT = [500, 502, 503, 504];

/**
 * The statuses ofetch retries a request on (ADR 0300). ofetch counts an attempt that got no answer (dropped
 * connection, body cut off, time-out) as 500, so those are retried only when repeating the call is harmless:
 * its method is idempotent, or it carries a caller-chosen idempotency key (the server then answers a repeat
 * with the first result), or the caller says so. The random key the client adds to every other request is
 * not enough: most endpoints do not honour it. Never: 401 (it has its own replay), 409 (a permanent conflict
 * in JSON:API) and other 4xx, 501.
 */
export function retryStatuses(
  method: string,
  request: { idempotent?: boolean; idempotencyKey?: string },
): number[] {
  const repeatable =
    request.idempotent ?? (IDEMPOTENT_METHODS.has(method) || request.idempotencyKey !== undefined);
  return repeatable ? [...NOT_PROCESSED, ...TRANSIENT] : NOT_PROCESSED;
}

/** How long a `Retry-After` header (seconds, or an HTTP date) asks to wait; 0 without one. */
export function retryAfterMs(value: string | null, now: number): number {
  if (!value) return 0;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? 0 : Math.max(0, date - now);
}

/**
 * An early request's answer; null when it failed on the way (the client then sends the request itself). An
 * abort or time-out of this attempt stops the wait like it stops a fetch.
 */
export function fromEarly(
  early: Promise<{ status: number; text: string }>,
  signal: AbortSignal,
): Promise<Got | null> {
  return raceAbort(early, signal).then(
    ({ status, text }) => ({ status, text, retryAfter: null }),
    (cause: unknown) => {
      if (signal.aborted) throw cause;
      return null;
    },
  );
}

/** What one attempt got back. */
interface Got {
  status: number;
  text: string;
  retryAfter: string | null;
}

export async function fetchText(
  fetchImpl: typeof globalThis.fetch,
  input: RequestInfo | URL,
  init: RequestInit,
): Promise<Got> {
  const response = await fetchImpl(input, init);
  return {
    status: response.status,
    text: await response.text(),
    retryAfter: response.headers.get('retry-after'),
  };
}

/** An answer read as the body it carries or the error it stands for. */
export type Answer = { body: unknown } | { error: ApiError };

export const newOutcome = (): ApiExchangeOutcome => ({
  status: undefined,
  response: undefined,
  durationMs: 0,
  error: undefined,
});

/**
 * An answer's body, with the exchange's outcome filled in for the Debugbar; throws the API error a failure
 * (a status, an error_code in a 200, HTML or truncated JSON) stands for.
 */
export function readAnswer(
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

/**
 * One attempt's headers, made afresh for each (fingerprint, language, token); the idempotency key stays the
 * request's.
 */
export function requestHeaders(
  request: Pick<ApiRequestOptions, 'body' | 'headers'>,
  attempt: {
    idempotencyKey: string;
    rawBody: boolean;
    fingerprint: string;
    language: string;
    token: string | null | undefined;
  },
): Headers {
  const headers = new Headers({ Accept: 'application/vnd.api+json' });
  if (!attempt.rawBody) headers.set('Content-Type', 'application/json');
  else if (request.body instanceof Blob && request.body.type) headers.set('Content-Type', request.body.type);
  for (const [name, value] of Object.entries(request.headers ?? {})) headers.set(name, value);
  headers.set('X-Fingerprint', attempt.fingerprint);
  headers.set('X-Language', attempt.language);
  headers.set('Locale', attempt.language === 'kk' ? 'kz' : attempt.language);
  headers.set('X-Idempotency-key', attempt.idempotencyKey);
  if (attempt.token) headers.set('Authorization', `Bearer ${attempt.token}`);
  else headers.delete('Authorization');
  return headers;
}

/** The body read by the request's parser; a shape it refuses is a malformed answer. */
export function parsedAnswer(
  body: unknown,
  parse: BodyParser<unknown> | undefined,
  context: { method: HttpMethod; url: string },
): unknown {
  if (!parse) return body;
  try {
    return parse(body);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    throw new ApiMalformedResponseError(
      `${context.method} ${context.url} answered an unexpected shape: ${reason}`,
      {
        ...context,
        body,
        cause,
      },
    );
  }
}

/** What an error report holds of a failed request: secrets in its query and body redacted, no Authorization. */
export function errorReport(
  error: ApiError,
  failed: {
    method: HttpMethod;
    url: string;
    request: Pick<ApiRequestOptions, 'query' | 'reportLevel'>;
    loggedBody: unknown;
    headers: Headers;
  },
): ApiErrorReport {
  return {
    level: failed.request.reportLevel ?? 'error',
    error,
    code: error.code,
    message: error.message,
    method: failed.method,
    url: failed.url,
    params: redactSecrets(failed.request.query),
    body: redactSecrets(failed.loggedBody),
    headers: safeHeaders(failed.headers, 'drop'),
    status: error.status,
  };
}

/** What an attempt that got no answer stands for: its time ran out (after `timedOutAfterMs`), or the network failed. */
export function unansweredError(
  cause: unknown,
  context: { method: HttpMethod; url: string },
  timedOutAfterMs: number | undefined,
): ApiError {
  if (timedOutAfterMs !== undefined)
    return new ApiTimeoutError(`${context.method} ${context.url} timed out after ${timedOutAfterMs} ms`, {
      ...context,
      cause,
    });
  return new ApiNetworkError(innermostMessage(cause) ?? 'Network request failed', { ...context, cause });
}
