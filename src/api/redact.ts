// Fields that carry credentials in our API: OAuth codes and track ids, tokens, passwords. Reports and the
// Debugbar show that the field was there, not its value.
const SECRET_FIELD =
  /^(code|track_id|trackId|access_token|accessToken|refresh_token|id_token|token|device_token|password|secret)$/i;

/** A kiosk tablet's device token (docs/api/kiosk.md) authorises its orders as a bearer token does. */
const SECRET_HEADER = 'x-tablet-token';

const REDACTED = '[redacted]';

/** A deep copy of a request body or query with secret fields replaced; other values are kept. */
export function redactSecrets(value: unknown, depth = 0): unknown {
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
