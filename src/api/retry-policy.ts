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
