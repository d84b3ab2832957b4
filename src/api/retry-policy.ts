import type { ApiError } from './errors.ts';

/** Methods whose repetition has the effect of one call (RFC 9110 §9.2.2). */
const IDEMPOTENT_METHODS = new Set(['GET', 'HEAD', 'OPTIONS', 'PUT', 'DELETE']);

/** Statuses that say the server did not act on the request: safe to resend even a POST. */
const NOT_PROCESSED = new Set([408, 429]);

/** Transient server-side failures, worth another try when repeating the call is harmless. */
const TRANSIENT = new Set([500, 502, 503, 504]);

/**
 * A request may be repeated when its method is idempotent, or when it carries a caller-chosen idempotency
 * key (the server then answers a repeat with the first result), or when the caller says so explicitly.
 * The random key the client adds to every other request is not enough: most endpoints do not honour it.
 */
export function isIdempotentRequest(
  method: string,
  request: { idempotent?: boolean; idempotencyKey?: string },
): boolean {
  if (request.idempotent !== undefined) return request.idempotent;
  return IDEMPOTENT_METHODS.has(method) || request.idempotencyKey !== undefined;
}

/**
 * Whether a failed attempt is retried (ADR 0300). Never: aborts, malformed bodies, 2xx bodies with an
 * error_code, 4xx other than 408/429 (409 is a permanent conflict in JSON:API, 401 has its own replay).
 */
export function isRetryable(error: ApiError, idempotent: boolean): boolean {
  switch (error.code) {
    case 'network':
    case 'timeout':
      return idempotent;
    case 'aborted':
    case 'malformed':
      return false;
    default: {
      const status = error.status ?? 0;
      if (status < 400) return false;
      if (NOT_PROCESSED.has(status)) return true;
      return idempotent && TRANSIENT.has(status);
    }
  }
}
